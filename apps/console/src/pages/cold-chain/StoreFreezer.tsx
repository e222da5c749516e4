import { storeFreezerResource, type RowOf } from '@roadwatch/core';
import { Form, Input, InputNumber } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { modifiedColumns } from '../../basicData/modifiedColumns';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';
import { StoreSelect } from '../../store/StoreSelect';

type Row = RowOf<typeof storeFreezerResource>;
const k = (key: string) => `store.freezer.${key}`;

const COLUMNS: ResourceColumn<Row>[] = [
  { field: 'storeName', header: k('store'), width: 180 },
  { field: 'probeNo', header: k('probeNo'), width: 90 },
  { field: 'name', header: k('name'), width: 160 },
  { field: 'minC', header: k('minC'), width: 130 },
  { field: 'maxC', header: k('maxC'), width: 130 },
  { field: 'terminalPhone', header: k('terminalPhone'), flex: 1, width: 150 },
  ...modifiedColumns<Row>(),
];

/**
 * Freezers (`storeFreezer`): a store's temperature points — name, probe of the store's logger, lower and upper
 * limit; the list filtered by store or keyword.
 */
export function StoreFreezer({ route }: PageProps) {
  const { t } = useTranslation('store');
  const filters = useMemo<ResourceFilter[]>(
    () => [
      {
        name: 'siteId',
        label: k('store'),
        input: <StoreSelect allowClear placeholder={t(k('allStores'))} />,
      },
      {
        name: 'keyword',
        label: 'basicData.common.keyword',
        input: <Input allowClear maxLength={32} placeholder={t(k('keywordHint'))} />,
      },
    ],
    [t],
  );
  return (
    <ResourcePage
      resource={storeFreezerResource}
      route={route}
      ns="store"
      title={k('title')}
      columns={COLUMNS}
      filters={filters}
      formWidth={560}
      formDefaults={{ probeNo: 1 }}
      formFields={({ rule }) => (
        <>
          <Form.Item name="siteId" label={t(k('store'))} required rules={[rule('siteId')]}>
            <StoreSelect style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="probeNo" label={t(k('probeNo'))} required rules={[rule('probeNo')]}>
            <InputNumber min={1} max={16} precision={0} />
          </Form.Item>
          <Form.Item name="name" label={t(k('name'))} required rules={[rule('name')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="minC" label={t(k('minC'))} required rules={[rule('minC')]}>
            <InputNumber step={0.1} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="maxC" label={t(k('maxC'))} required dependencies={['minC']} rules={[rule('maxC')]}>
            <InputNumber step={0.1} style={{ width: 160 }} />
          </Form.Item>
        </>
      )}
    />
  );
}
