import { VEHICLE_FEE_TYPES, vehicleFeeResource, type RowOf } from '@roadwatch/core';
import { Form, InputNumber, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChinaDayPicker } from '../../fleet/ChinaDayPicker';
import { ExpiryRemindersButton } from '../../fleetCost/ExpiryRemindersButton';
import { expiryColumns, statusFilter } from '../../fleetCost/expiryColumns';
import { useFleetCostOptions } from '../../fleetCost/useFleetCostOptions';
import { VehicleItem } from '../../fleetMaintenance/VehicleItem';
import { enumOptions } from '../../fleetMaintenance/enumOptions';
import { dayText, fieldKey, keywordFilter, money, plateColumn } from '../../fleetMaintenance/upkeepColumns';
import { grantedActions } from '../../resources/grantedActions';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof vehicleFeeResource>;
const f = fieldKey('vehicleFee');

/**
 * Vehicle taxes and fees (`tmsShipTax`) with the expiry status a policy has (shared columns and filter, early warning
 * from the fee reminder setting), and that setting.
 */
export function TmsShipTax({ route }: PageProps) {
  const { t } = useTranslation('fleetMaintenance');
  // The expiry columns and status filter speak the fleet cost namespace (statuses, days left).
  const { t: costT } = useTranslation('fleetCost');
  const options = useFleetCostOptions();
  const mayRemind = grantedActions(vehicleFeeResource, route.meta.operationIds).has('update');
  const types = useMemo(() => enumOptions(t, VEHICLE_FEE_TYPES, 'vehicleFee.types'), [t]);
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      plateColumn<Row>(),
      {
        field: 'feeType',
        header: f('feeType'),
        width: 150,
        format: (v) => t(`vehicleFee.types.${String(v)}`),
      },
      { field: 'amount', header: f('amount'), width: 130, format: money },
      { field: 'paidDay', header: f('paidDay'), width: 120, format: dayText },
      ...expiryColumns<Row>(costT, f),
      { field: 'remark', header: f('remark'), flex: 1, width: 140 },
    ],
    [t, costT],
  );
  const filters = useMemo<ResourceFilter[]>(
    () => [
      keywordFilter(),
      {
        name: 'feeType',
        label: f('feeType'),
        input: <Select allowClear style={{ width: 150 }} options={types} />,
      },
      statusFilter(costT, f),
    ],
    [costT, types],
  );
  return (
    <>
      <ResourcePage
        resource={vehicleFeeResource}
        route={route}
        ns="fleetMaintenance"
        title="vehicleFee.title"
        columns={columns}
        filters={filters}
        fieldLabel={f}
        toolbarExtra={
          mayRemind ? () => <ExpiryRemindersButton kind="fee" contacts={options.contacts} /> : undefined
        }
        formFields={({ rule }) => (
          <>
            <VehicleItem vehicles={options.vehicles} rule={rule('vehicleId')} />
            <Form.Item name="feeType" label={t(f('feeType'))} required rules={[rule('feeType')]}>
              <Select options={types} />
            </Form.Item>
            <Form.Item name="amount" label={t(f('amount'))} required rules={[rule('amount')]}>
              <InputNumber min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="paidDay" label={t(f('paidDay'))} required rules={[rule('paidDay')]}>
              <ChinaDayPicker />
            </Form.Item>
            <Form.Item name="startDay" label={t(f('startDay'))} required rules={[rule('startDay')]}>
              <ChinaDayPicker />
            </Form.Item>
            <Form.Item
              name="endDay"
              label={t(f('endDay'))}
              required
              dependencies={['startDay']}
              rules={[rule('endDay')]}
            >
              <ChinaDayPicker />
            </Form.Item>
            <Form.Item name="remark" label={t(f('remark'))} rules={[rule('remark')]}>
              <Input.TextArea rows={2} maxLength={100} showCount />
            </Form.Item>
          </>
        )}
      />
    </>
  );
}
