import { CHAIN_BATCH_LIMITS, CHAIN_LEG_KINDS, chainLegFields, type ChainLegKind } from '@roadwatch/core';
import { DatePicker, Divider, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../basicData/DepartmentSelect';
import type { ResourceFormContext } from '../resources/resourcePageTypes';
import { useChainLegOptions } from './useChainLegOptions';

const k = (key: string) => `traceability.${key}`;

/** The batch form: the batch, then its three legs in order (each a place and a time range, or left empty). */
export function ChainBatchFields({ rule }: Pick<ResourceFormContext, 'rule'>) {
  const { t } = useTranslation('traceability');
  const options = useChainLegOptions();
  const choices: Record<ChainLegKind, { id: number; name: string }[]> = {
    warehouse: options.warehouses,
    vehicle: options.vehicles,
    store: options.stores,
  };
  return (
    <>
      <Form.Item name="code" label={t(k('code'))} required rules={[rule('code')]}>
        <Input maxLength={CHAIN_BATCH_LIMITS.codeMax} />
      </Form.Item>
      <Form.Item name="product" label={t(k('product'))} required rules={[rule('product')]}>
        <Input maxLength={CHAIN_BATCH_LIMITS.productMax} />
      </Form.Item>
      <Form.Item label={`${t(k('quantity'))} / ${t(k('unit'))}`} required>
        <Form.Item name="quantity" noStyle rules={[rule('quantity')]}>
          <InputNumber min={0} style={{ width: 160 }} placeholder={t(k('quantity'))} />
        </Form.Item>
        <Form.Item name="unit" noStyle rules={[rule('unit')]}>
          <Input
            maxLength={CHAIN_BATCH_LIMITS.unitMax}
            style={{ width: 120, marginLeft: 8 }}
            placeholder={t(k('unit'))}
          />
        </Form.Item>
      </Form.Item>
      <Form.Item name="departmentId" label={t(k('department'))} required rules={[rule('departmentId')]}>
        <DepartmentSelect />
      </Form.Item>
      <Form.Item name="remark" label={t(k('remark'))} rules={[rule('remark')]}>
        <Input.TextArea rows={2} maxLength={CHAIN_BATCH_LIMITS.remarkMax} />
      </Form.Item>
      <Divider plain>{t(k('legs'))}</Divider>
      {CHAIN_LEG_KINDS.map((kind) => {
        const f = chainLegFields(kind);
        return (
          <Form.Item key={kind} label={t(k(`fields.${f.id}`))} style={{ marginBottom: 0 }}>
            <Form.Item name={f.id} rules={[rule(f.id)]} style={{ display: 'inline-block', width: 200 }}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                data-testid={`trace-form-${f.id}`}
                placeholder={t(k('legPlaceholder'))}
                options={choices[kind].map((c) => ({ value: c.id, label: c.name }))}
              />
            </Form.Item>
            <Form.Item
              name={f.start}
              rules={[rule(f.start)]}
              style={{ display: 'inline-block', marginLeft: 8 }}
              aria-label={t(k(`fields.${f.start}`))}
            >
              <DatePicker.RangePicker
                showTime
                format="YYYY-MM-DD HH:mm"
                data-testid={`trace-form-${f.start}`}
              />
            </Form.Item>
          </Form.Item>
        );
      })}
    </>
  );
}
