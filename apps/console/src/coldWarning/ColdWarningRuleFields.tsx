import { COLD_WARNING_LIMITS, TEST_IDS, type ColdWarningTarget } from '@roadwatch/core';
import { Checkbox, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../basicData/DepartmentSelect';
import type { ResourceFormContext } from '../resources/resourcePageTypes';

const ids = TEST_IDS.coldWarning;
const k = (key: string) => `coldWarning.${key}`;
const L = COLD_WARNING_LIMITS;

/** The point choice follows the chosen site: its points with their limits; none chosen = all its points. */
function PointSelect({ targets }: { targets: ColdWarningTarget[] }) {
  const { t } = useTranslation('coldWarning');
  const form = Form.useFormInstance();
  const siteId = Form.useWatch('siteId', form) as number | null | undefined;
  const site = targets.find((s) => s.id === siteId);
  return (
    <Form.Item name="pointId" label={t(k('point'))}>
      <Select
        allowClear
        disabled={!site}
        placeholder={t(k('allPoints'))}
        data-testid={ids.pointSelect}
        options={(site?.points ?? []).map((p) => ({
          value: p.id,
          label: `${p.name} (${p.minC} ~ ${p.maxC} °C)`,
        }))}
      />
    </Form.Item>
  );
}

/** The fields of an early-warning rule, shared by the sentinel and the store prediction pages. */
export function ColdWarningRuleFields({
  rule,
  targets,
}: {
  rule: ResourceFormContext['rule'];
  targets: ColdWarningTarget[];
}) {
  const { t } = useTranslation('coldWarning');
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item name="name" label={t(k('name'))} required rules={[rule('name')]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="siteId" label={t(k('site'))} rules={[rule('siteId')]}>
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t(k('allSites'))}
          data-testid={ids.siteSelect}
          options={targets.map((s) => ({ value: s.id, label: s.name }))}
          onChange={() => form.setFieldValue('pointId', null)}
        />
      </Form.Item>
      <PointSelect targets={targets} />
      <Form.Item name="windowMinutes" label={t(k('windowMinutes'))} required rules={[rule('windowMinutes')]}>
        <InputNumber min={L.windowMinutes.min} max={L.windowMinutes.max} precision={0} />
      </Form.Item>
      <Form.Item
        name="horizonMinutes"
        label={t(k('horizonMinutes'))}
        required
        rules={[rule('horizonMinutes')]}
      >
        <InputNumber min={L.horizonMinutes.min} max={L.horizonMinutes.max} precision={0} />
      </Form.Item>
      <Form.Item
        name="marginC"
        label={t(k('marginC'))}
        required
        rules={[rule('marginC')]}
        extra={t(k('marginHint'))}
      >
        <InputNumber min={L.marginC.min} max={L.marginC.max} step={0.5} precision={2} />
      </Form.Item>
      <Form.Item label={t(k('sides'))} required>
        <Space>
          <Form.Item name="warnHigh" valuePropName="checked" noStyle rules={[rule('warnHigh')]}>
            <Checkbox>{t(k('warnHigh'))}</Checkbox>
          </Form.Item>
          <Form.Item name="warnLow" valuePropName="checked" noStyle>
            <Checkbox>{t(k('warnLow'))}</Checkbox>
          </Form.Item>
        </Space>
      </Form.Item>
      <Form.Item name="enabled" label={t(k('status'))} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="departmentId" label={t(k('department'))} required rules={[rule('departmentId')]}>
        <DepartmentSelect />
      </Form.Item>
      <Form.Item name="remark" label={t(k('remark'))} rules={[rule('remark')]}>
        <Input.TextArea rows={2} maxLength={100} />
      </Form.Item>
    </>
  );
}
