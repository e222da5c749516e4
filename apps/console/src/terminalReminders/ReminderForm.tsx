import {
  TERMINAL_REMINDER_KINDS,
  TERMINAL_REMINDER_LIMITS,
  TERMINAL_REMINDER_MODES,
  TEST_IDS,
  type RegionNode,
  type TerminalReminderInput,
} from '@roadwatch/core';
import { Cascader, DatePicker, Form, Input, Radio, Select, Switch, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';

/** The form's values: dates as dayjs, regions as cascader paths; `toReminder` makes the save body. */
export interface ReminderFormValues {
  name: string;
  kind: TerminalReminderInput['kind'];
  text: string;
  mode: TerminalReminderInput['mode'];
  times: string[];
  allVehicles: boolean;
  vehicleIds: number[];
  regions: string[][];
  dates: [Dayjs, Dayjs] | null;
  enabled: boolean;
}

export function formValuesOf(r: TerminalReminderInput | null): ReminderFormValues {
  return {
    name: r?.name ?? '',
    kind: r?.kind ?? 'daily',
    text: r?.text ?? '',
    mode: r?.mode ?? 'text',
    times: r?.times ?? ['08:00'],
    allVehicles: r?.allVehicles ?? true,
    vehicleIds: r?.vehicleIds ?? [],
    regions: (r?.regions ?? []).map((code) => code.split('/')),
    dates: r?.startDate && r.endDate ? [dayjs(r.startDate), dayjs(r.endDate)] : null,
    enabled: r?.enabled ?? true,
  };
}

export function toReminder(v: ReminderFormValues, id: number | undefined): TerminalReminderInput {
  return {
    ...(id === undefined ? {} : { id }),
    name: v.name,
    kind: v.kind,
    text: v.text,
    mode: v.mode,
    times: v.times,
    allVehicles: v.allVehicles,
    vehicleIds: v.allVehicles ? [] : v.vehicleIds,
    regions: v.kind === 'daily' ? [] : v.regions.map((path) => path.join('/')),
    startDate: v.kind === 'weather' && v.dates ? v.dates[0].format('YYYY-MM-DD') : null,
    endDate: v.kind === 'weather' && v.dates ? v.dates[1].format('YYYY-MM-DD') : null,
    enabled: v.enabled,
  };
}

/** Provinces with their cities (a reminder's region is a province or a city). */
const twoLevels = (nodes: readonly RegionNode[]): RegionNode[] =>
  nodes.map((p) => ({
    value: p.value,
    label: p.label,
    children: (p.children ?? []).map((c) => ({ value: c.value, label: c.label })),
  }));

export interface ReminderFormProps {
  form: FormInstance<ReminderFormValues>;
  vehicles: readonly { id: number; name: string }[];
  regionTree: readonly RegionNode[] | null;
}

/** A reminder's fields; the server checks every rule again and names the field it refuses. */
export function ReminderForm({ form, vehicles, regionTree }: ReminderFormProps) {
  const { t } = useTranslation('terminalReminders');
  const kind = Form.useWatch('kind', form);
  const allVehicles = Form.useWatch('allVehicles', form);
  const required = { required: true, message: t('validation.required') };
  const L = TERMINAL_REMINDER_LIMITS;
  return (
    <Form form={form} layout="vertical" data-testid={TEST_IDS.terminalReminders.form}>
      <Form.Item name="name" label={t('terminalReminders.fields.name')} rules={[required]}>
        <Input maxLength={L.nameMax} showCount />
      </Form.Item>
      <Form.Item name="kind" label={t('terminalReminders.fields.kind')}>
        <Radio.Group
          optionType="button"
          options={TERMINAL_REMINDER_KINDS.map((k) => ({
            value: k,
            label: t(`terminalReminders.kinds.${k}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="text"
        label={t('terminalReminders.fields.text')}
        extra={t('terminalReminders.textHint')}
        rules={[required]}
      >
        <Input.TextArea maxLength={L.textMax} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="mode" label={t('terminalReminders.fields.mode')}>
        <Radio.Group
          options={TERMINAL_REMINDER_MODES.map((m) => ({
            value: m,
            label: t(`terminalReminders.modes.${m}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="times" label={t('terminalReminders.fields.times')} rules={[required]}>
        <Select
          mode="tags"
          maxCount={L.timesMax}
          tokenSeparators={[',', ' ']}
          placeholder="08:00"
          open={false}
        />
      </Form.Item>
      {kind !== 'daily' && (
        <Form.Item name="regions" label={t('terminalReminders.fields.regions')} rules={[required]}>
          <Cascader
            multiple
            showSearch
            maxTagCount="responsive"
            options={twoLevels(regionTree ?? [])}
            loading={regionTree === null}
          />
        </Form.Item>
      )}
      {kind === 'weather' && (
        <Form.Item
          name="dates"
          label={`${t('terminalReminders.fields.startDate')} – ${t('terminalReminders.fields.endDate')}`}
          rules={[required]}
        >
          <DatePicker.RangePicker />
        </Form.Item>
      )}
      <Form.Item name="allVehicles" label={t('terminalReminders.fields.allVehicles')}>
        <Radio.Group
          options={[
            { value: true, label: t('terminalReminders.allVehicles') },
            { value: false, label: t('terminalReminders.fields.vehicleIds') },
          ]}
        />
      </Form.Item>
      {allVehicles === false && (
        <Form.Item name="vehicleIds" label={t('terminalReminders.fields.vehicleIds')} rules={[required]}>
          <Select
            mode="multiple"
            showSearch
            optionFilterProp="label"
            maxCount={L.vehiclesMax}
            maxTagCount="responsive"
            options={vehicles.map((v) => ({ value: v.id, label: v.name }))}
          />
        </Form.Item>
      )}
      <Form.Item name="enabled" label={t('terminalReminders.fields.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Form>
  );
}
