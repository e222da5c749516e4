import type { VehicleFormOptions } from '@roadwatch/core';
import { Checkbox, Col, Form, Input, InputNumber, Row, Select, Tabs, TreeSelect } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceFormContext } from '../resources/resourcePageTypes';
import { ChinaDayPicker } from './ChinaDayPicker';
import { PlateHistory } from './PlateHistory';
import { VehicleFleetSelect } from './VehicleFleetSelect';
import { departmentTreeOptions } from './useVehicleFormOptions';
import { driverOptions, vehicleChoices, vehicleTypeOptions } from './vehicleChoices';

interface VehicleInfoFormFieldsProps {
  context: ResourceFormContext;
  options: VehicleFormOptions;
}

const f = (field: string) => `vehicleInfo.fields.${field}`;

/** The vehicle form in four tabs; every tab is rendered from the start so the whole form is checked on save. */
export function VehicleInfoFormFields({ context, options }: VehicleInfoFormFieldsProps) {
  const { t, i18n } = useTranslation('fleet');
  const { rule, form, mode } = context;
  const choices = vehicleChoices(t);
  const item = (field: string, input: ReactNode, extra: { required?: boolean; span?: number } = {}) => (
    <Col span={extra.span ?? 12} key={field}>
      <Form.Item name={field} label={t(f(field))} required={extra.required ?? false} rules={[rule(field)]}>
        {input}
      </Form.Item>
    </Col>
  );
  const text = (field: string, max: number, required = false) =>
    item(field, <Input maxLength={max} />, { required });
  const number = (field: string, precision: number) =>
    item(field, <InputNumber min={0} precision={precision} style={{ width: '100%' }} />);
  const day = (field: string) => item(field, <ChinaDayPicker />);

  const basic = (
    <Row gutter={16}>
      {text('plateNumber', 12, true)}
      {text('customPlate', 32)}
      {text('realPlate', 32)}
      {item('plateColor', <Select options={choices.plateColors} />)}
      {item('plateFormat', <Select options={choices.plateFormats} />)}
      {item('status', <Select options={choices.statuses} />)}
      {item('freightType', <Select options={choices.freightTypes} />)}
      {item('attributes', <Checkbox.Group options={choices.attributes} />)}
      {item(
        'departmentId',
        <TreeSelect
          treeData={departmentTreeOptions(options.departments)}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          onChange={() => form.setFieldValue('fleetId', null)}
        />,
        { required: true },
      )}
      {item('fleetId', <VehicleFleetSelect form={form} options={options} />)}
      {item(
        'vehicleType',
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          options={vehicleTypeOptions(options, i18n.language)}
        />,
      )}
      {text('brand', 32)}
      {text('model', 32)}
      {text('ownerName', 32)}
      {text('ownerPhone', 11)}
      {text('ownerAddress', 64)}
      {item('remark', <Input.TextArea rows={2} maxLength={100} showCount />, { span: 24 })}
      {mode === 'edit' && (
        <Col span={24}>
          <Form.Item name="plateHistory" label={t('vehicleInfo.history.title')}>
            <PlateHistory />
          </Form.Item>
        </Col>
      )}
    </Row>
  );

  const dimensions = (
    <Row gutter={16}>
      {number('load', 2)}
      {number('capacity', 0)}
      {number('innerLength', 0)}
      {number('innerWidth', 0)}
      {number('innerHeight', 0)}
      {number('totalMass', 2)}
      {number('curbWeight', 2)}
      {number('tractionMass', 2)}
      {number('horsepower', 0)}
      {number('axles', 0)}
      {number('tyres', 0)}
      {text('tyreSpec', 32)}
      {text('engineNo', 32)}
      {text('frameNo', 32)}
      {text('bracketNo', 32)}
      {text('girderNo', 32)}
      {number('fuelPer100Km', 2)}
    </Row>
  );

  const drivers = driverOptions(options);
  const people = (
    <Row gutter={16}>
      {item('mainDriverId', <Select allowClear showSearch optionFilterProp="label" options={drivers} />)}
      {item(
        'coDriverIds',
        <Select
          mode="multiple"
          maxCount={2}
          showSearch
          optionFilterProp="label"
          options={drivers}
          placeholder={t('vehicleInfo.placeholders.coDrivers')}
        />,
      )}
      {item(
        'trailers',
        <Select
          mode="tags"
          maxCount={3}
          open={false}
          tokenSeparators={[',', '，', ' ']}
          placeholder={t('vehicleInfo.placeholders.trailers')}
        />,
        { span: 24 },
      )}
    </Row>
  );

  const licences = (
    <Row gutter={16}>
      {day('productionDate')}
      {day('registrationDate')}
      {day('scrapDate')}
      {text('customsNo', 32)}
      {text('drivingLicenceNo', 32)}
      {day('drivingLicenceExpiry')}
      {text('transportLicence', 32)}
      {text('businessLicence', 50)}
    </Row>
  );

  return (
    <Tabs
      items={[
        { key: 'basic', label: t('vehicleInfo.sections.basic'), children: basic, forceRender: true },
        {
          key: 'dimensions',
          label: t('vehicleInfo.sections.dimensions'),
          children: dimensions,
          forceRender: true,
        },
        { key: 'drivers', label: t('vehicleInfo.sections.drivers'), children: people, forceRender: true },
        { key: 'licences', label: t('vehicleInfo.sections.licences'), children: licences, forceRender: true },
      ]}
    />
  );
}
