import { INSURANCE_TYPES, insuranceResource, type RowOf } from '@roadwatch/core';
import { noOverlapRule } from '../../fleetCost/noOverlapRule';
import { Form, Input, InputNumber, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChinaDayPicker } from '../../fleet/ChinaDayPicker';
import { ExpiryRemindersButton } from '../../fleetCost/ExpiryRemindersButton';
import { InsuranceImagesField, type InsuranceImagesValue } from '../../fleetCost/InsuranceImagesField';
import { InsuranceThumbnails } from '../../fleetCost/InsuranceThumbnails';
import { expiryColumns, statusFilter } from '../../fleetCost/expiryColumns';
import { useFleetCostOptions } from '../../fleetCost/useFleetCostOptions';
import { grantedActions } from '../../resources/grantedActions';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof insuranceResource>;

const f = (field: string) => `insurance.fields.${field}`;
const money = (v: unknown) => (typeof v === 'number' ? v.toFixed(2) : '');

/** The form keeps the images with their policy; the save wants the ids kept. */
const toForm = (row: Row) => ({
  ...row,
  imageSet: { policyId: row.id, images: row.images } satisfies InsuranceImagesValue,
});
const fromForm = (values: Record<string, unknown>) => {
  const { imageSet, ...rest } = values;
  const set = imageSet as InsuranceImagesValue | undefined;
  return Object.fromEntries(
    Object.entries({
      ...rest,
      ...(set && set.policyId !== null ? { imageIds: set.images.map((p) => p.id) } : {}),
    }).filter(([, v]) => v !== undefined && v !== null),
  );
};

/**
 * Insurance (`tmsInsurance`): compulsory, commercial and carrier liability policies of the vehicles in scope, with
 * the server's status in colour (filterable), images of each policy (thumbnails in the row, uploaded in the form),
 * and the expiry reminder setting.
 */
export function TmsInsurance({ route }: PageProps) {
  const { t } = useTranslation('fleetCost');
  const options = useFleetCostOptions();
  const mayRemind = grantedActions(insuranceResource, route.meta.operationIds).has('update');
  const types = useMemo(
    () => INSURANCE_TYPES.map((value) => ({ value, label: t(`insurance.types.${value}`) })),
    [t],
  );
  const vehicles = useMemo(
    () => options.vehicles.map((v) => ({ value: v.id, label: v.plate })),
    [options.vehicles],
  );
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'plateNumber', header: f('plateNumber'), width: 120 },
      {
        field: 'insuranceType',
        header: f('insuranceType'),
        width: 130,
        format: (v) => t(`insurance.types.${String(v)}`),
      },
      { field: 'policyNo', header: f('policyNo'), width: 160 },
      // Next to the policy they show, not scrolled off past the dates and operators.
      {
        field: 'images',
        header: f('images'),
        width: 150,
        render: (row) => <InsuranceThumbnails policyId={row.id} images={row.images} />,
      },
      { field: 'insurer', header: f('insurer'), width: 140 },
      { field: 'premium', header: f('premium'), width: 140, format: money },
      ...expiryColumns<Row>(t, f),
      { field: 'remark', header: f('remark'), flex: 1, width: 140 },
    ],
    [t],
  );
  const filters = useMemo<ResourceFilter[]>(
    () => [
      {
        name: 'keyword',
        label: f('keyword'),
        input: <Input allowClear maxLength={32} style={{ width: 160 }} />,
      },
      {
        name: 'insuranceType',
        label: f('insuranceType'),
        input: <Select allowClear style={{ width: 140 }} options={types} />,
      },
      statusFilter(t, f),
    ],
    [t, types],
  );

  return (
    <>
      <ResourcePage
        resource={insuranceResource}
        route={route}
        ns="fleetCost"
        title="insurance.title"
        columns={columns}
        filters={filters}
        fieldLabel={f}
        formWidth={640}
        formDefaults={{ imageSet: { policyId: null, images: [] } satisfies InsuranceImagesValue }}
        toForm={toForm}
        fromForm={fromForm}
        toolbarExtra={
          mayRemind ? () => <ExpiryRemindersButton kind="insurance" contacts={options.contacts} /> : undefined
        }
        formFields={({ rule }) => (
          <>
            <Form.Item name="vehicleId" label={t(f('vehicleId'))} required rules={[rule('vehicleId')]}>
              <Select showSearch optionFilterProp="label" options={vehicles} />
            </Form.Item>
            <Form.Item
              name="insuranceType"
              label={t(f('insuranceType'))}
              required
              rules={[rule('insuranceType')]}
            >
              <Select options={types} />
            </Form.Item>
            <Form.Item name="policyNo" label={t(f('policyNo'))} required rules={[rule('policyNo')]}>
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="insurer" label={t(f('insurer'))} required rules={[rule('insurer')]}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="startDay" label={t(f('startDay'))} required rules={[rule('startDay')]}>
              <ChinaDayPicker />
            </Form.Item>
            <Form.Item
              name="endDay"
              label={t(f('endDay'))}
              required
              dependencies={['startDay', 'vehicleId', 'insuranceType']}
              rules={[rule('endDay'), noOverlapRule(options.vehicles, t)]}
            >
              <ChinaDayPicker />
            </Form.Item>
            <Form.Item name="premium" label={t(f('premium'))} required rules={[rule('premium')]}>
              <InputNumber min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="insuredAmount" label={t(f('insuredAmount'))} rules={[rule('insuredAmount')]}>
              <InputNumber min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="deductible" label={t(f('deductible'))} rules={[rule('deductible')]}>
              <InputNumber min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="remark" label={t(f('remark'))} rules={[rule('remark')]}>
              <Input.TextArea rows={2} maxLength={100} showCount />
            </Form.Item>
            <Form.Item name="imageSet" label={t(f('images'))}>
              <InsuranceImagesField />
            </Form.Item>
          </>
        )}
      />
    </>
  );
}
