import { useRecordResource, type RowOf } from '@roadwatch/core';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../../basicData/DepartmentSelect';
import { ChinaDayPicker } from '../../fleet/ChinaDayPicker';
import { auditColumnsOf, numberText, timeText } from '../../fleetRecords/recordColumns';
import { DecimalInput, keywordAndDepartment } from '../../fleetRecords/recordInputs';
import { useFleetRecordOptions } from '../../fleetRecords/useFleetRecordOptions';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof useRecordResource>;

const f = (field: string) => `useRecord.fields.${field}`;

const COLUMNS: ResourceColumn<Row>[] = [
  { field: 'plateNumber', header: f('plateNumber'), width: 120 },
  { field: 'driverName', header: f('driverName'), width: 110 },
  { field: 'userName', header: f('userName'), width: 110 },
  { field: 'departmentName', header: f('departmentName'), width: 150 },
  { field: 'startTime', header: f('startTime'), width: 170, format: timeText },
  { field: 'endTime', header: f('endTime'), width: 170, format: timeText },
  { field: 'startMileage', header: f('startMileage'), width: 140, format: numberText },
  { field: 'endMileage', header: f('endMileage'), width: 140, format: numberText },
  { field: 'purpose', header: f('purpose'), flex: 1, width: 140 },
  ...auditColumnsOf<Row>(f),
];
const FILTERS = keywordAndDepartment(f);

/** Use records (`tmsUseRecord`): who used which vehicle, when, for what, and the mileage at start and end. */
export function TmsUseRecord({ route }: PageProps) {
  const { t } = useTranslation('fleetRecords');
  const options = useFleetRecordOptions();
  return (
    <ResourcePage
      resource={useRecordResource}
      route={route}
      ns="fleetRecords"
      title="useRecord.title"
      columns={COLUMNS}
      filters={FILTERS}
      fieldLabel={f}
      formWidth={600}
      formFields={({ rule }) => (
        <>
          <Form.Item name="vehicleId" label={t(f('vehicleId'))} required rules={[rule('vehicleId')]}>
            <Select showSearch optionFilterProp="label" options={options.runningVehicleOptions} />
          </Form.Item>
          <Form.Item name="driverId" label={t(f('driverId'))} rules={[rule('driverId')]}>
            <Select allowClear showSearch optionFilterProp="label" options={options.driverOptions} />
          </Form.Item>
          <Form.Item name="userName" label={t(f('userName'))} required rules={[rule('userName')]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="departmentId" label={t(f('departmentId'))} required rules={[rule('departmentId')]}>
            <DepartmentSelect />
          </Form.Item>
          <Form.Item name="startTime" label={t(f('startTime'))} required rules={[rule('startTime')]}>
            <ChinaDayPicker withTime />
          </Form.Item>
          <Form.Item
            name="endTime"
            label={t(f('endTime'))}
            required
            dependencies={['startTime']}
            rules={[rule('endTime')]}
          >
            <ChinaDayPicker withTime />
          </Form.Item>
          <Form.Item name="startMileage" label={t(f('startMileage'))} rules={[rule('startMileage')]}>
            <DecimalInput />
          </Form.Item>
          <Form.Item
            name="endMileage"
            label={t(f('endMileage'))}
            dependencies={['startMileage']}
            rules={[rule('endMileage')]}
          >
            <DecimalInput />
          </Form.Item>
          <Form.Item name="purpose" label={t(f('purpose'))} rules={[rule('purpose')]}>
            <Input.TextArea rows={2} maxLength={64} showCount />
          </Form.Item>
        </>
      )}
    />
  );
}
