import { storeResource, type RowOf } from '@roadwatch/core';
import { Form, Input, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../../basicData/DepartmentSelect';
import { modifiedColumns } from '../../basicData/modifiedColumns';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';
import { useKeywordFilter } from '../../basicData/useKeywordFilter';

type Row = RowOf<typeof storeResource>;
const k = (key: string) => `basicData.store.${key}`;
const coordinate = (v: unknown) => (typeof v === 'number' ? v.toFixed(6) : '');

const COLUMNS: ResourceColumn<Row>[] = [
  { field: 'name', header: k('name'), width: 160 },
  { field: 'address', header: k('address'), flex: 1, width: 200 },
  { field: 'terminalPhone', header: 'store.list.terminalPhone', width: 150 },
  { field: 'freezers', header: 'store.list.freezers', width: 90 },
  { field: 'longitude', header: k('longitude'), width: 120, format: coordinate },
  { field: 'latitude', header: k('latitude'), width: 110, format: coordinate },
  { field: 'contact', header: k('contact'), width: 100 },
  { field: 'phone', header: k('phone'), width: 130 },
  { field: 'remark', header: 'basicData.common.remark', width: 140 },
  ...modifiedColumns<Row>(),
];

/**
 * Stores (`coldChainStoreList`): a store's basic record and the temperature logger it is bound to (a changed number
 * goes into the binding history); its freezers are kept on `storeFreezer`.
 */
export function ColdChainStoreList({ route }: PageProps) {
  const { t } = useTranslation('basicData');
  const filters = useKeywordFilter('store.list.keywordHint');
  return (
    <ResourcePage
      resource={storeResource}
      route={route}
      ns="basicData"
      title={k('title')}
      columns={COLUMNS}
      filters={filters}
      formWidth={640}
      formFields={({ rule }) => (
        <>
          <Form.Item name="name" label={t(k('name'))} required rules={[rule('name')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="address" label={t(k('address'))} rules={[rule('address')]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item label={`${t(k('longitude'))} / ${t(k('latitude'))}`} required>
            <Space>
              <Form.Item name="longitude" noStyle rules={[rule('longitude')]}>
                <InputNumber
                  min={-180}
                  max={180}
                  step={0.000001}
                  precision={6}
                  placeholder={t(k('longitude'))}
                />
              </Form.Item>
              <Form.Item name="latitude" noStyle rules={[rule('latitude')]}>
                <InputNumber
                  min={-90}
                  max={90}
                  step={0.000001}
                  precision={6}
                  placeholder={t(k('latitude'))}
                />
              </Form.Item>
            </Space>
          </Form.Item>
          <Form.Item
            name="terminalPhone"
            label={t('store.list.terminalPhone')}
            tooltip={t('store.list.terminalPhoneHint')}
            rules={[rule('terminalPhone')]}
          >
            <Input maxLength={20} placeholder={t('store.list.terminalPhoneHint')} />
          </Form.Item>
          <Form.Item name="contact" label={t(k('contact'))} rules={[rule('contact')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="phone" label={t(k('phone'))} rules={[rule('phone')]}>
            <Input maxLength={11} />
          </Form.Item>
          <Form.Item
            name="departmentId"
            label={t('basicData.common.department')}
            required
            rules={[rule('departmentId')]}
          >
            <DepartmentSelect />
          </Form.Item>
          <Form.Item name="remark" label={t('basicData.common.remark')} rules={[rule('remark')]}>
            <Input.TextArea rows={2} maxLength={100} />
          </Form.Item>
        </>
      )}
    />
  );
}
