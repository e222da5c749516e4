import { REPAIR_STATUSES, repairResource, type RowOf } from '@roadwatch/core';
import { Form, Input, InputNumber, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChinaDayPicker } from '../../fleet/ChinaDayPicker';
import { useFleetCostOptions } from '../../fleetCost/useFleetCostOptions';
import { UpkeepStatusTag } from '../../fleetMaintenance/UpkeepStatusTag';
import { VehicleItem } from '../../fleetMaintenance/VehicleItem';
import { enumOptions } from '../../fleetMaintenance/enumOptions';
import {
  auditColumns,
  dayText,
  fieldKey,
  keywordFilter,
  kmText,
  money,
  plateColumn,
} from '../../fleetMaintenance/upkeepColumns';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof repairResource>;
const f = fieldKey('repair');

/** Repairs (`tmsRepair`) of the vehicles in scope: planned, under repair, completed. */
export function TmsRepair({ route }: PageProps) {
  const { t } = useTranslation('fleetMaintenance');
  const options = useFleetCostOptions();
  const statuses = useMemo(() => enumOptions(t, REPAIR_STATUSES, 'repair.statuses'), [t]);
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      plateColumn<Row>(),
      { field: 'repairNo', header: f('repairNo'), width: 130 },
      {
        field: 'status',
        header: f('status'),
        width: 110,
        render: (row) => <UpkeepStatusTag id={row.id} area="repair" status={row.status} />,
      },
      { field: 'repairDay', header: f('repairDay'), width: 120, format: dayText },
      { field: 'items', header: f('items'), width: 180 },
      { field: 'amount', header: f('amount'), width: 130, format: money },
      { field: 'mileageKm', header: f('mileageKm'), width: 150, format: kmText },
      { field: 'plant', header: f('plant'), width: 140 },
      { field: 'reason', header: f('reason'), width: 160 },
      ...auditColumns<Row>(),
    ],
    [],
  );
  const filters = useMemo<ResourceFilter[]>(
    () => [
      keywordFilter(),
      {
        name: 'status',
        label: f('status'),
        input: <Select allowClear style={{ width: 120 }} options={statuses} />,
      },
    ],
    [statuses],
  );
  return (
    <ResourcePage
      resource={repairResource}
      route={route}
      ns="fleetMaintenance"
      title="repair.title"
      columns={columns}
      filters={filters}
      fieldLabel={f}
      formDefaults={{ status: 'planned' }}
      formFields={({ rule }) => (
        <>
          <VehicleItem
            vehicles={[
              ...options.vehicles,
              ...options.sharedVehicles.map((v) => ({ ...v, axles: null, odometerKm: null })),
            ]}
            rule={rule('vehicleId')}
          />
          <Form.Item name="repairNo" label={t(f('repairNo'))} rules={[rule('repairNo')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="status" label={t(f('status'))} required rules={[rule('status')]}>
            <Select options={statuses} />
          </Form.Item>
          <Form.Item name="repairDay" label={t(f('repairDay'))} required rules={[rule('repairDay')]}>
            <ChinaDayPicker />
          </Form.Item>
          <Form.Item name="items" label={t(f('items'))} required rules={[rule('items')]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="amount" label={t(f('amount'))} required rules={[rule('amount')]}>
            <InputNumber min={0} precision={2} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="mileageKm" label={t(f('mileageKm'))} rules={[rule('mileageKm')]}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="plant" label={t(f('plant'))} rules={[rule('plant')]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="reason" label={t(f('reason'))} rules={[rule('reason')]}>
            <Input.TextArea rows={2} maxLength={100} showCount />
          </Form.Item>
        </>
      )}
    />
  );
}
