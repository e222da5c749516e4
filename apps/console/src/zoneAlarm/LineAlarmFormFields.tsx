import {
  CUSTOM_NOTICE_MAX,
  LINE_OFFSET,
  OVERSPEED_SECONDS,
  RULE_SPEED_LIMIT,
  type AlarmRuleOptions,
} from '@roadwatch/core';
import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceFormContext } from '../resources/resourcePageTypes';
import { PeriodsInput } from './PeriodsInput';
import { selectOptions } from './useRuleOptions';

export interface LineAlarmFormFieldsProps {
  context: ResourceFormContext;
  options: AlarmRuleOptions;
}

/**
 * A line rule's fields: the line, the vehicles, the offset, overspeed on the line, the valid departure window (one
 * period, kept as a list of at most one in the form) and the start and end zones.
 */
export function LineAlarmFormFields({ context: { form, rule }, options }: LineAlarmFormFieldsProps) {
  const { t } = useTranslation('zoneAlarm');
  const overspeed = Form.useWatch<boolean | undefined>('overspeed', form);
  const number = { style: { width: '100%' }, precision: 0 } as const;
  const areas = [{ value: 0, label: t('zoneAlarm.line.none') }, ...selectOptions(options.areas)];
  return (
    <>
      <Form.Item name="lineId" label={t('zoneAlarm.line.line')} required rules={[rule('lineId')]}>
        <Select showSearch optionFilterProp="label" options={selectOptions(options.lines)} />
      </Form.Item>
      <Form.Item
        name="vehicleIds"
        label={t('zoneAlarm.common.vehicles')}
        required
        rules={[rule('vehicleIds')]}
      >
        <Select
          mode="multiple"
          showSearch
          optionFilterProp="label"
          maxTagCount="responsive"
          options={selectOptions(options.vehicles)}
        />
      </Form.Item>
      <Form.Item name="offsetMetres" label={t('zoneAlarm.line.offsetMetres')} rules={[rule('offsetMetres')]}>
        <InputNumber {...number} min={LINE_OFFSET.min} max={LINE_OFFSET.max} />
      </Form.Item>
      <Form.Item name="overspeed" valuePropName="checked">
        <Checkbox>{t('zoneAlarm.common.overspeed')}</Checkbox>
      </Form.Item>
      {overspeed && (
        <>
          <Form.Item
            name="speedLimitKmh"
            label={t('zoneAlarm.common.speedLimitKmh')}
            required
            rules={[rule('speedLimitKmh')]}
          >
            <InputNumber {...number} min={RULE_SPEED_LIMIT.min} max={RULE_SPEED_LIMIT.max} />
          </Form.Item>
          <Form.Item
            name="overspeedSeconds"
            label={t('zoneAlarm.common.overspeedSeconds')}
            rules={[rule('overspeedSeconds')]}
          >
            <InputNumber {...number} min={OVERSPEED_SECONDS.min} max={OVERSPEED_SECONDS.max} />
          </Form.Item>
        </>
      )}
      <Form.Item name="departureList" label={t('zoneAlarm.line.departure')}>
        <PeriodsInput max={1} />
      </Form.Item>
      <Form.Item name="startAreaId" label={t('zoneAlarm.line.startArea')}>
        <Select showSearch optionFilterProp="label" options={areas} />
      </Form.Item>
      <Form.Item name="endAreaId" label={t('zoneAlarm.line.endArea')}>
        <Select showSearch optionFilterProp="label" options={areas} />
      </Form.Item>
      <Form.Item name="notice" label={t('zoneAlarm.common.notice')} rules={[rule('notice')]}>
        <Input maxLength={CUSTOM_NOTICE_MAX} showCount />
      </Form.Item>
    </>
  );
}
