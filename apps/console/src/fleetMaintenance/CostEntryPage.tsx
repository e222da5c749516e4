import type { otherCostResource, policeCheckResource, RowOf } from '@roadwatch/core';
import { Form, Input, InputNumber } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChinaDayPicker } from '../fleet/ChinaDayPicker';
import { useFleetCostOptions } from '../fleetCost/useFleetCostOptions';
import { ResourcePage } from '../resources/ResourcePage';
import type { ResourceColumn } from '../resources/resourcePageTypes';
import type { MenuRoute } from '../routes/menuRoute';
import { VehicleItem } from './VehicleItem';
import { auditColumns, dayText, fieldKey, keywordFilter, money, plateColumn } from './upkeepColumns';

type CostResource = typeof policeCheckResource | typeof otherCostResource;
type Row = RowOf<CostResource>;

/** The page of a dated cost of a vehicle (police checks, other costs): vehicle, day, item, amount, remark. */
export function CostEntryPage({
  resource,
  area,
  route,
}: {
  resource: CostResource;
  area: 'policeCheck' | 'otherCost';
  route: MenuRoute;
}) {
  const { t } = useTranslation('fleetMaintenance');
  const options = useFleetCostOptions();
  const f = fieldKey(area);
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      plateColumn<Row>(),
      { field: 'costDay', header: f('costDay'), width: 120, format: dayText },
      { field: 'item', header: f('item'), width: 180 },
      { field: 'amount', header: f('amount'), width: 120, format: money },
      { field: 'remark', header: f('remark'), flex: 1, width: 160 },
      ...auditColumns<Row>(),
    ],
    [f],
  );
  const filters = useMemo(() => [keywordFilter()], []);
  return (
    <ResourcePage
      resource={resource}
      route={route}
      ns="fleetMaintenance"
      title={`${area}.title`}
      columns={columns}
      filters={filters}
      fieldLabel={f}
      formFields={({ rule }) => (
        <>
          <VehicleItem vehicles={options.vehicles} rule={rule('vehicleId')} />
          <Form.Item name="costDay" label={t(f('costDay'))} required rules={[rule('costDay')]}>
            <ChinaDayPicker />
          </Form.Item>
          <Form.Item name="item" label={t(f('item'))} required rules={[rule('item')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="amount" label={t(f('amount'))} required rules={[rule('amount')]}>
            <InputNumber min={0} precision={2} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="remark" label={t(f('remark'))} rules={[rule('remark')]}>
            <Input.TextArea rows={2} maxLength={100} showCount />
          </Form.Item>
        </>
      )}
    />
  );
}
