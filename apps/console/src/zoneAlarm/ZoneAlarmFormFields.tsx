import {
  CUSTOM_NOTICE_MAX,
  OVERSPEED_SECONDS,
  PRE_WARNING_DISTANCE,
  RULE_SPEED_LIMIT,
  STOP_SECONDS,
  ZONE_ALARM_KINDS,
  type AlarmRuleOptions,
} from '@roadwatch/core';
import { Checkbox, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceFormContext } from '../resources/resourcePageTypes';
import { PeriodsInput } from './PeriodsInput';
import { selectOptions } from './useRuleOptions';

export interface ZoneAlarmFormFieldsProps {
  context: ResourceFormContext;
  options: AlarmRuleOptions;
}

/** A zone rule's fields: the zone, the vehicles, what to watch (with its thresholds), notice and periods. */
export function ZoneAlarmFormFields({ context: { form, rule }, options }: ZoneAlarmFormFieldsProps) {
  const { t } = useTranslation('zoneAlarm');
  const stop = Form.useWatch<boolean | undefined>('stop', form);
  const overspeed = Form.useWatch<boolean | undefined>('overspeed', form);
  const number = { style: { width: '100%' }, precision: 0 } as const;
  return (
    <>
      <Form.Item name="areaId" label={t('zoneAlarm.zone.area')} required rules={[rule('areaId')]}>
        <Select showSearch optionFilterProp="label" options={selectOptions(options.areas)} />
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
      <Form.Item label={t('zoneAlarm.zone.kinds')} required>
        {ZONE_ALARM_KINDS.map((kind) => (
          <Form.Item
            key={kind}
            name={kind}
            valuePropName="checked"
            noStyle
            rules={kind === 'entry' ? [rule('entry')] : []}
          >
            <Checkbox>
              {t(kind === 'overspeed' ? 'zoneAlarm.common.overspeed' : `zoneAlarm.zone.${kind}`)}
            </Checkbox>
          </Form.Item>
        ))}
      </Form.Item>
      {stop && (
        <Form.Item name="stopSeconds" label={t('zoneAlarm.zone.stopSeconds')} rules={[rule('stopSeconds')]}>
          <InputNumber {...number} min={STOP_SECONDS.min} max={STOP_SECONDS.max} />
        </Form.Item>
      )}
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
      <Form.Item
        name="preWarningMetres"
        label={t('zoneAlarm.zone.preWarningMetres')}
        rules={[rule('preWarningMetres')]}
      >
        <InputNumber {...number} min={PRE_WARNING_DISTANCE.min} max={PRE_WARNING_DISTANCE.max} />
      </Form.Item>
      <Form.Item name="notice" label={t('zoneAlarm.common.notice')} rules={[rule('notice')]}>
        <Input maxLength={CUSTOM_NOTICE_MAX} showCount />
      </Form.Item>
      <Form.Item name="periods" label={t('zoneAlarm.common.periods')} rules={[rule('periods')]}>
        <PeriodsInput />
      </Form.Item>
    </>
  );
}
