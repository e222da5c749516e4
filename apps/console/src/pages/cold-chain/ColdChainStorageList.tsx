import { warehouseResource, WAREHOUSE_POINT_TYPES, type RowOf } from '@roadwatch/core';
import { Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../../basicData/DepartmentSelect';
import { modifiedColumns } from '../../basicData/modifiedColumns';
import { useKeywordFilter } from '../../basicData/useKeywordFilter';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';
import { WarehousePointsField } from '../../warehouse/WarehousePointsField';
import { warehouseFromForm } from '../../warehouse/warehouseForm';

type Row = RowOf<typeof warehouseResource>;
const k = (key: string) => `warehouse.list.${key}`;
const coordinate = (v: unknown) => (typeof v === 'number' ? v.toFixed(6) : '');

/** Warehouses (`coldChainStorageList`): the record, its temperature logger and its 1–16 temperature points. */
export function ColdChainStorageList({ route }: PageProps) {
  const { t } = useTranslation('warehouse');
  const filters = useKeywordFilter(k('keywordHint'));
  const columns: ResourceColumn<Row>[] = [
    { field: 'name', header: k('name'), width: 170 },
    { field: 'address', header: k('address'), flex: 1, width: 200 },
    { field: 'terminalPhone', header: k('terminalPhone'), width: 140 },
    {
      field: 'pointType',
      header: k('pointType'),
      width: 100,
      format: (v) => t(`warehouse.pointTypes.${String(v)}`),
    },
    { field: 'points', header: k('pointCount'), width: 90, format: (v) => String((v as unknown[]).length) },
    { field: 'longitude', header: k('longitude'), width: 110, format: coordinate },
    { field: 'latitude', header: k('latitude'), width: 100, format: coordinate },
    { field: 'departmentName', header: 'basicData.common.department', width: 130 },
    { field: 'contact', header: k('contact'), width: 90 },
    { field: 'phone', header: k('phone'), width: 120 },
    ...modifiedColumns<Row>(),
  ];
  return (
    <ResourcePage
      resource={warehouseResource}
      route={route}
      ns="warehouse"
      title={k('title')}
      columns={columns}
      filters={filters}
      formWidth={900}
      formDefaults={{ pointType: 1, points: [{ probeNo: 1 }] }}
      fromForm={warehouseFromForm}
      formFields={({ rule, form }) => (
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
            name="departmentId"
            label={t('basicData.common.department')}
            required
            rules={[rule('departmentId')]}
          >
            <DepartmentSelect />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item name="contact" label={t(k('contact'))} rules={[rule('contact')]}>
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="phone" label={t(k('phone'))} rules={[rule('phone')]}>
              <Input maxLength={11} />
            </Form.Item>
          </Space>
          <Form.Item
            name="terminalPhone"
            label={t(k('terminalPhone'))}
            tooltip={t(k('terminalPhoneHint'))}
            rules={[rule('terminalPhone')]}
          >
            <Input maxLength={20} placeholder={t(k('terminalPhoneHint'))} />
          </Form.Item>
          <Form.Item name="pointType" label={t(k('pointType'))} required rules={[rule('pointType')]}>
            <Select
              style={{ width: 200 }}
              options={WAREHOUSE_POINT_TYPES.map((v) => ({
                value: v,
                label: t(`warehouse.pointTypes.${v}`),
              }))}
            />
          </Form.Item>
          <Form.Item label={t(k('points'))} required>
            <WarehousePointsField form={form} />
          </Form.Item>
          <Form.Item name="remark" label={t('basicData.common.remark')} rules={[rule('remark')]}>
            <Input.TextArea rows={2} maxLength={100} />
          </Form.Item>
        </>
      )}
    />
  );
}
