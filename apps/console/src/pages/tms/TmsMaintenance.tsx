import {
  CYCLE_UNITS,
  MAINTENANCE_STATUSES,
  MAINTENANCE_TYPES,
  TEST_IDS,
  maintenanceResource,
  type RowOf,
} from '@roadwatch/core';
import { App, Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChinaDayPicker } from '../../fleet/ChinaDayPicker';
import { ExpiryRemindersButton } from '../../fleetCost/ExpiryRemindersButton';
import { useFleetCostOptions } from '../../fleetCost/useFleetCostOptions';
import { MaintenanceDetails } from '../../fleetMaintenance/MaintenanceDetails';
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
import { grantedActions } from '../../resources/grantedActions';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof maintenanceResource>;
const f = fieldKey('maintenance');

/**
 * Maintenance (`tmsMaintenance`): records of the vehicles in scope with the server's status (available, under
 * maintenance, about to expire, expired, history) and due figures, a details drawer, and the reminder setting.
 */
export function TmsMaintenance({ route }: PageProps) {
  const { t } = useTranslation('fleetMaintenance');
  const { message } = App.useApp();
  const options = useFleetCostOptions();
  const [details, setDetails] = useState<Row | null>(null);
  const mayRemind = grantedActions(maintenanceResource, route.meta.operationIds).has('update');
  const types = useMemo(() => enumOptions(t, MAINTENANCE_TYPES, 'maintenance.types'), [t]);
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      plateColumn<Row>(),
      {
        field: 'maintenanceType',
        header: f('maintenanceType'),
        width: 120,
        format: (v) => t(`maintenance.types.${String(v)}`),
      },
      {
        field: 'status',
        header: f('status'),
        width: 130,
        render: (row) => <UpkeepStatusTag id={row.id} area="maintenance" status={row.status} />,
      },
      { field: 'maintenanceNo', header: f('maintenanceNo'), width: 130 },
      { field: 'deliveryDay', header: f('deliveryDay'), width: 120, format: dayText },
      { field: 'endDay', header: f('endDay'), width: 160, format: dayText },
      { field: 'mileageKm', header: f('mileageKm'), width: 220, format: kmText },
      { field: 'dueDay', header: f('dueDay'), width: 130, format: dayText },
      { field: 'dueKm', header: f('dueKm'), width: 190, format: kmText },
      { field: 'amount', header: f('amount'), width: 130, format: money },
      { field: 'plant', header: f('plant'), width: 140 },
      ...auditColumns<Row>(),
    ],
    [t],
  );
  const filters = useMemo<ResourceFilter[]>(
    () => [
      keywordFilter(),
      {
        name: 'maintenanceType',
        label: f('maintenanceType'),
        input: <Select allowClear style={{ width: 130 }} options={types} />,
      },
      {
        name: 'status',
        label: f('status'),
        input: (
          <Select
            allowClear
            style={{ width: 130 }}
            options={enumOptions(t, MAINTENANCE_STATUSES, 'maintenance.statuses')}
          />
        ),
      },
    ],
    [t, types],
  );

  return (
    <>
      <ResourcePage
        resource={maintenanceResource}
        route={route}
        ns="fleetMaintenance"
        title="maintenance.title"
        columns={columns}
        filters={filters}
        fieldLabel={f}
        formWidth={720}
        toolbarExtra={(grid) => (
          <>
            <Button
              data-testid={TEST_IDS.fleetMaintenance.details}
              onClick={() => {
                const [row] = grid.selectedRows();
                if (row) setDetails(row as Row);
                else void message.warning(t('shared.chooseOne'));
              }}
            >
              {t('shared.details')}
            </Button>
            {mayRemind && <ExpiryRemindersButton kind="maintenance" contacts={options.contacts} />}
          </>
        )}
        formFields={({ rule }) => (
          <>
            <VehicleItem vehicles={options.vehicles} rule={rule('vehicleId')} />
            <Form.Item
              name="maintenanceType"
              label={t(f('maintenanceType'))}
              required
              rules={[rule('maintenanceType')]}
            >
              <Select options={types} />
            </Form.Item>
            <Form.Item name="maintenanceNo" label={t(f('maintenanceNo'))} rules={[rule('maintenanceNo')]}>
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="deliveryDay" label={t(f('deliveryDay'))} required rules={[rule('deliveryDay')]}>
              <ChinaDayPicker />
            </Form.Item>
            <Form.Item
              name="endDay"
              label={t(f('endDay'))}
              required
              dependencies={['deliveryDay']}
              rules={[rule('endDay')]}
            >
              <ChinaDayPicker />
            </Form.Item>
            <Form.Item name="mileageKm" label={t(f('mileageKm'))} required rules={[rule('mileageKm')]}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="mileageCycleKm"
              label={t(f('mileageCycleKm'))}
              dependencies={['cycleCount', 'cycleUnit']}
              rules={[rule('mileageCycleKm')]}
            >
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label={t(f('timeCycle'))}>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item
                  name="cycleCount"
                  noStyle
                  dependencies={['cycleUnit']}
                  rules={[rule('cycleCount')]}
                >
                  <InputNumber min={1} max={999} precision={0} style={{ width: '60%' }} />
                </Form.Item>
                <Form.Item name="cycleUnit" noStyle>
                  <Select
                    allowClear
                    style={{ width: '40%' }}
                    options={enumOptions(t, CYCLE_UNITS, 'maintenance.cycleUnits')}
                  />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
            <Form.Item name="amount" label={t(f('amount'))} required rules={[rule('amount')]}>
              <InputNumber min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="plant" label={t(f('plant'))} rules={[rule('plant')]}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="sender" label={t(f('sender'))} rules={[rule('sender')]}>
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="reason" label={t(f('reason'))} rules={[rule('reason')]}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="extraItems" label={t(f('extraItems'))} rules={[rule('extraItems')]}>
              <Input.TextArea rows={2} maxLength={100} showCount />
            </Form.Item>
          </>
        )}
      />
      <MaintenanceDetails row={details} onClose={() => setDetails(null)} />
    </>
  );
}
