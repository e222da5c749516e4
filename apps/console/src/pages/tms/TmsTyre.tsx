import {
  DEFAULT_TYRE_REMINDER_KM,
  ENDPOINTS,
  MAX_AXLES,
  TEST_IDS,
  TYRE_POSITIONS,
  TYRE_STATUSES,
  tyreResource,
  type RowOf,
} from '@roadwatch/core';
import { App, Button, Form, Input, InputNumber, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { ChinaDayPicker } from '../../fleet/ChinaDayPicker';
import { ExpiryRemindersButton } from '../../fleetCost/ExpiryRemindersButton';
import { useFleetCostOptions } from '../../fleetCost/useFleetCostOptions';
import { TyreSummary } from '../../fleetMaintenance/TyreSummary';
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

type Row = RowOf<typeof tyreResource>;
const f = fieldKey('tyre');

/**
 * Tyres (`tmsTyre`): the tyres of the vehicles in scope with the km they have left against the reported odometer
 * and their status (normal, change reminder, discarded); discard, a per-vehicle summary, and the reminder setting.
 */
export function TmsTyre({ route }: PageProps) {
  const { t } = useTranslation('fleetMaintenance');
  const { message, modal } = App.useApp();
  const options = useFleetCostOptions();
  const [summary, setSummary] = useState(false);
  const mayUpdate = grantedActions(tyreResource, route.meta.operationIds).has('update');
  const positions = useMemo(() => enumOptions(t, TYRE_POSITIONS, 'tyre.positions'), [t]);
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      plateColumn<Row>(),
      { field: 'axle', header: f('axle'), width: 90, format: (v) => t('tyre.axleN', { n: v }) },
      {
        field: 'position',
        header: f('position'),
        width: 100,
        format: (v) => t(`tyre.positions.${String(v)}`),
      },
      {
        field: 'status',
        header: f('status'),
        width: 120,
        render: (row) => <UpkeepStatusTag id={row.id} area="tyre" status={row.status} />,
      },
      { field: 'remainingKm', header: f('remainingKm'), width: 140, format: kmText },
      { field: 'brand', header: f('brand'), width: 110 },
      { field: 'model', header: f('model'), width: 110 },
      { field: 'unitPrice', header: f('unitPrice'), width: 150, format: money },
      { field: 'changeDay', header: f('changeDay'), width: 120, format: dayText },
      { field: 'mileageAtChangeKm', header: f('mileageAtChangeKm'), width: 200, format: kmText },
      { field: 'limitKm', header: f('limitKm'), width: 170, format: kmText },
      { field: 'odometerKm', header: f('odometerKm'), width: 140, format: kmText },
      ...auditColumns<Row>(),
    ],
    [t],
  );
  const filters = useMemo<ResourceFilter[]>(
    () => [
      keywordFilter(),
      {
        name: 'status',
        label: f('status'),
        input: (
          <Select
            allowClear
            style={{ width: 130 }}
            options={enumOptions(t, TYRE_STATUSES, 'tyre.statuses')}
          />
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <ResourcePage
        resource={tyreResource}
        route={route}
        ns="fleetMaintenance"
        title="tyre.title"
        columns={columns}
        filters={filters}
        fieldLabel={f}
        formWidth={640}
        formDefaults={{ axle: 1, reminderKm: DEFAULT_TYRE_REMINDER_KM }}
        toolbarExtra={(grid) => (
          <>
            <Button onClick={() => setSummary(true)} data-testid={TEST_IDS.fleetMaintenance.tyreSummary}>
              {t('tyre.summary')}
            </Button>
            {mayUpdate && (
              <Button
                data-testid={TEST_IDS.fleetMaintenance.tyreDiscard}
                onClick={() => {
                  const ids = grid.selectedIds();
                  if (ids.length === 0) {
                    void message.warning(t('shared.chooseOne'));
                    return;
                  }
                  modal.confirm({
                    content: t('tyre.discardConfirm', { count: ids.length }),
                    okButtonProps: { danger: true },
                    onOk: async () => {
                      await api.call(ENDPOINTS.tyreDiscard, { ids });
                      void message.success(t('tyre.discarded'));
                      grid.refresh();
                    },
                  });
                }}
              >
                {t('tyre.discard')}
              </Button>
            )}
            {mayUpdate && <ExpiryRemindersButton kind="tyre" contacts={options.contacts} />}
          </>
        )}
        formFields={({ rule }) => (
          <>
            <VehicleItem vehicles={options.vehicles} rule={rule('vehicleId')} />
            <Form.Item name="axle" label={t(f('axle'))} required rules={[rule('axle')]}>
              <InputNumber min={1} max={MAX_AXLES} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="position" label={t(f('position'))} required rules={[rule('position')]}>
              <Select options={positions} />
            </Form.Item>
            <Form.Item name="brand" label={t(f('brand'))} required rules={[rule('brand')]}>
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="model" label={t(f('model'))} rules={[rule('model')]}>
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="unitPrice" label={t(f('unitPrice'))} required rules={[rule('unitPrice')]}>
              <InputNumber min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="changeDay" label={t(f('changeDay'))} required rules={[rule('changeDay')]}>
              <ChinaDayPicker />
            </Form.Item>
            <Form.Item
              name="mileageAtChangeKm"
              label={t(f('mileageAtChangeKm'))}
              required
              rules={[rule('mileageAtChangeKm')]}
            >
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="limitKm" label={t(f('limitKm'))} required rules={[rule('limitKm')]}>
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="reminderKm"
              label={t(f('reminderKm'))}
              dependencies={['limitKm']}
              rules={[rule('reminderKm')]}
            >
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
      />
      <TyreSummary open={summary} vehicles={options.vehicles} onClose={() => setSummary(false)} />
    </>
  );
}
