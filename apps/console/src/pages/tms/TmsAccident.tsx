import { ACCIDENT_TEXT_LIMITS, accidentResource, type RowOf } from '@roadwatch/core';
import { Form, Input, InputNumber, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFleetCostOptions } from '../../fleetCost/useFleetCostOptions';
import { ChinaTimePicker } from '../../fleetMaintenance/ChinaTimePicker';
import { VehicleItem } from '../../fleetMaintenance/VehicleItem';
import {
  auditColumns,
  fieldKey,
  keywordFilter,
  money,
  plateColumn,
  timeText,
} from '../../fleetMaintenance/upkeepColumns';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof accidentResource>;
const f = fieldKey('accident');

/** Accidents (`tmsAccident`) of the vehicles in scope: when (not in the future), where, what, who was responsible. */
export function TmsAccident({ route }: PageProps) {
  const { t } = useTranslation('fleetMaintenance');
  const options = useFleetCostOptions();
  const drivers = useMemo(
    () => options.drivers.map((d) => ({ value: d.id, label: d.name })),
    [options.drivers],
  );
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      plateColumn<Row>(),
      { field: 'accidentTime', header: f('accidentTime'), width: 170, format: timeText },
      { field: 'driverName', header: f('driverName'), width: 110 },
      { field: 'place', header: f('place'), width: 160 },
      { field: 'description', header: f('description'), width: 220 },
      { field: 'responsibility', header: f('responsibility'), width: 120 },
      { field: 'loss', header: f('loss'), width: 130, format: money },
      ...auditColumns<Row>(),
    ],
    [],
  );
  const filters = useMemo(() => [keywordFilter()], []);
  return (
    <ResourcePage
      resource={accidentResource}
      route={route}
      ns="fleetMaintenance"
      title="accident.title"
      columns={columns}
      filters={filters}
      fieldLabel={f}
      formFields={({ rule }) => (
        <>
          <VehicleItem vehicles={options.vehicles} rule={rule('vehicleId')} />
          <Form.Item name="driverId" label={t(f('driverId'))} rules={[rule('driverId')]}>
            <Select allowClear showSearch optionFilterProp="label" options={drivers} />
          </Form.Item>
          <Form.Item name="accidentTime" label={t(f('accidentTime'))} required rules={[rule('accidentTime')]}>
            <ChinaTimePicker />
          </Form.Item>
          <Form.Item name="place" label={t(f('place'))} required rules={[rule('place')]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="description" label={t(f('description'))} required rules={[rule('description')]}>
            <Input maxLength={ACCIDENT_TEXT_LIMITS.description} showCount />
          </Form.Item>
          <Form.Item name="responsibility" label={t(f('responsibility'))} rules={[rule('responsibility')]}>
            <Input maxLength={ACCIDENT_TEXT_LIMITS.responsibility} showCount />
          </Form.Item>
          <Form.Item name="loss" label={t(f('loss'))} rules={[rule('loss')]}>
            <InputNumber min={0} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
    />
  );
}
