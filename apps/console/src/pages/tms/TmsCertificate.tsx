import { CERTIFICATE_KINDS, certificateResource, type RowOf } from '@roadwatch/core';
import { Form, Input, InputNumber, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChinaDayPicker } from '../../fleet/ChinaDayPicker';
import { ExpiryRemindersButton } from '../../fleetCost/ExpiryRemindersButton';
import { expiryColumns, statusFilter } from '../../fleetCost/expiryColumns';
import { useFleetCostOptions } from '../../fleetCost/useFleetCostOptions';
import { grantedActions } from '../../resources/grantedActions';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof certificateResource>;

const f = (field: string) => `certificate.fields.${field}`;

/**
 * Certificates (`tmsCertificate`): driving licences, road transport and operating permits of the vehicles in scope,
 * with the server's status in colour (filterable), and the expiry reminder setting.
 */
export function TmsCertificate({ route }: PageProps) {
  const { t } = useTranslation('fleetCost');
  const options = useFleetCostOptions();
  const mayRemind = grantedActions(certificateResource, route.meta.operationIds).has('update');
  const kinds = useMemo(
    () => CERTIFICATE_KINDS.map((value) => ({ value, label: t(`certificate.kinds.${value}`) })),
    [t],
  );
  const vehicles = useMemo(
    () => options.vehicles.map((v) => ({ value: v.id, label: v.plate })),
    [options.vehicles],
  );
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'plateNumber', header: f('plateNumber'), width: 120 },
      { field: 'kind', header: f('kind'), width: 140, format: (v) => t(`certificate.kinds.${String(v)}`) },
      { field: 'certificateNo', header: f('certificateNo'), width: 150 },
      { field: 'fileNo', header: f('fileNo'), width: 120 },
      { field: 'authority', header: f('authority'), width: 140 },
      {
        field: 'fee',
        header: f('fee'),
        width: 110,
        format: (v) => (typeof v === 'number' ? v.toFixed(2) : ''),
      },
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
      { name: 'kind', label: f('kind'), input: <Select allowClear style={{ width: 150 }} options={kinds} /> },
      statusFilter(t, f),
    ],
    [t, kinds],
  );

  return (
    <>
      <ResourcePage
        resource={certificateResource}
        route={route}
        ns="fleetCost"
        title="certificate.title"
        columns={columns}
        filters={filters}
        fieldLabel={f}
        formWidth={640}
        toolbarExtra={
          mayRemind
            ? () => <ExpiryRemindersButton kind="certificate" contacts={options.contacts} />
            : undefined
        }
        formFields={({ rule }) => (
          <>
            <Form.Item name="vehicleId" label={t(f('vehicleId'))} required rules={[rule('vehicleId')]}>
              <Select showSearch optionFilterProp="label" options={vehicles} />
            </Form.Item>
            <Form.Item name="kind" label={t(f('kind'))} required rules={[rule('kind')]}>
              <Select options={kinds} />
            </Form.Item>
            <Form.Item
              name="certificateNo"
              label={t(f('certificateNo'))}
              required
              rules={[rule('certificateNo')]}
            >
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="fileNo" label={t(f('fileNo'))} rules={[rule('fileNo')]}>
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="authority" label={t(f('authority'))} rules={[rule('authority')]}>
              <Input maxLength={50} />
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
            <Form.Item name="fee" label={t(f('fee'))} rules={[rule('fee')]}>
              <InputNumber min={0} precision={2} style={{ width: '100%' }} />
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
