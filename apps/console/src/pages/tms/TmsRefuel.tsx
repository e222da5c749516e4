import { FUEL_TYPES, refuelResource, type RowOf } from '@roadwatch/core';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChinaDayPicker } from '../../fleet/ChinaDayPicker';
import { auditColumnsOf, moneyText, numberText, timeText } from '../../fleetRecords/recordColumns';
import {
  DecimalInput,
  keywordAndDepartment,
  MoneyInput,
  selectFilter,
} from '../../fleetRecords/recordInputs';
import { notInFutureRule } from '../../fleetRecords/notInFutureRule';
import { useFleetRecordOptions } from '../../fleetRecords/useFleetRecordOptions';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof refuelResource>;

const f = (field: string) => `refuel.fields.${field}`;

/** Refuelling (`tmsRefuel`): fill-ups of the vehicles in scope, paid by a fuel card in normal use or otherwise. */
export function TmsRefuel({ route }: PageProps) {
  const { t } = useTranslation('fleetRecords');
  const options = useFleetRecordOptions();
  // A stopped card is offered disabled: it stays readable on an older refuelling, but pays for nothing new.
  const cards = useMemo(
    () =>
      options.gasCards.map((c) => ({
        value: c.id,
        label: c.status === 'normal' ? c.cardNo : `${c.cardNo} (${t('gasCard.statuses.disabled')})`,
        disabled: c.status !== 'normal',
      })),
    [options.gasCards, t],
  );
  const fuelTypes = useMemo(
    () => FUEL_TYPES.map((value) => ({ value, label: t(`refuel.fuelTypes.${value}`) })),
    [t],
  );
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'plateNumber', header: f('plateNumber'), width: 120 },
      { field: 'refuelTime', header: f('refuelTime'), width: 170, format: timeText },
      {
        field: 'fuelType',
        header: f('fuelType'),
        width: 100,
        format: (v) => t(`refuel.fuelTypes.${String(v)}`),
      },
      { field: 'litres', header: f('litres'), width: 100, format: numberText },
      { field: 'unitPrice', header: f('unitPrice'), width: 120, format: moneyText },
      { field: 'amount', header: f('amount'), width: 130, format: moneyText },
      { field: 'odometerKm', header: f('odometerKm'), width: 130, format: numberText },
      { field: 'cardNo', header: f('cardNo'), width: 150 },
      { field: 'station', header: f('station'), width: 150 },
      { field: 'remark', header: f('remark'), flex: 1, width: 140 },
      ...auditColumnsOf<Row>(f),
    ],
    [t],
  );
  const filters = useMemo<ResourceFilter[]>(
    () => [...keywordAndDepartment(f, false), selectFilter('fuelType', f, fuelTypes)],
    [fuelTypes],
  );
  return (
    <ResourcePage
      resource={refuelResource}
      route={route}
      ns="fleetRecords"
      title="refuel.title"
      columns={columns}
      filters={filters}
      fieldLabel={f}
      formWidth={600}
      formFields={({ rule }) => (
        <>
          <Form.Item name="vehicleId" label={t(f('vehicleId'))} required rules={[rule('vehicleId')]}>
            <Select showSearch optionFilterProp="label" options={options.runningVehicleOptions} />
          </Form.Item>
          <Form.Item
            name="refuelTime"
            label={t(f('refuelTime'))}
            required
            rules={[rule('refuelTime'), notInFutureRule(t)]}
          >
            <ChinaDayPicker withTime />
          </Form.Item>
          <Form.Item name="fuelType" label={t(f('fuelType'))} required rules={[rule('fuelType')]}>
            <Select options={fuelTypes} />
          </Form.Item>
          <Form.Item name="litres" label={t(f('litres'))} required rules={[rule('litres')]}>
            <DecimalInput />
          </Form.Item>
          <Form.Item name="unitPrice" label={t(f('unitPrice'))} required rules={[rule('unitPrice')]}>
            <MoneyInput />
          </Form.Item>
          <Form.Item name="amount" label={t(f('amount'))} required rules={[rule('amount')]}>
            <MoneyInput />
          </Form.Item>
          <Form.Item name="odometerKm" label={t(f('odometerKm'))} rules={[rule('odometerKm')]}>
            <DecimalInput />
          </Form.Item>
          <Form.Item name="gasCardId" label={t(f('gasCardId'))} rules={[rule('gasCardId')]}>
            <Select allowClear showSearch optionFilterProp="label" options={cards} />
          </Form.Item>
          <Form.Item name="station" label={t(f('station'))} rules={[rule('station')]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="remark" label={t(f('remark'))} rules={[rule('remark')]}>
            <Input.TextArea rows={2} maxLength={100} showCount />
          </Form.Item>
        </>
      )}
    />
  );
}
