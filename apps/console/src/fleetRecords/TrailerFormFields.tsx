import {
  TRAILER_DEVICE_TYPES,
  TRAILER_LIMITS,
  TRAILER_USES,
  VEHICLE_ATTRIBUTES,
  trailerDevice,
} from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import { Button, Col, Divider, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../basicData/DepartmentSelect';
import { ChinaDayPicker } from '../fleet/ChinaDayPicker';
import type { ResourceFormContext } from '../resources/resourcePageTypes';
import { DecimalInput } from './recordInputs';

const f = (field: string) => `trailer.fields.${field}`;
/** Wide enough for the longest label of a half-width field ("Rated volume (m³)") on one line. */
const LABEL_WIDTH = '150px';

/** A device's sub-field checked with the shared device schema (the server's rule). */
function deviceRule(key: 'name' | 'deviceNo' | 'type', t: TFunction): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = trailerDevice.shape[key].safeParse(value);
      if (!result.success && result.error.issues[0])
        throw new Error(translateIssue(t, result.error.issues[0]));
    },
  };
}

interface TrailerFormFieldsProps {
  context: ResourceFormContext;
  vehicles: { value: number; label: string }[];
}

/** The trailer form in three parts: the trailer, its body, and the heads and devices (at most five each). */
export function TrailerFormFields({ context: { rule }, vehicles }: TrailerFormFieldsProps) {
  const { t } = useTranslation('fleetRecords');
  const item = (name: string, input: ReactNode, required = false) => (
    <Col span={12}>
      <Form.Item
        name={name}
        label={t(f(name))}
        required={required}
        rules={[rule(name)]}
        labelCol={{ flex: LABEL_WIDTH }}
      >
        {input}
      </Form.Item>
    </Col>
  );
  const count = (max: number) => <InputNumber min={0} max={max} precision={0} style={{ width: '100%' }} />;
  return (
    <>
      <Row gutter={16}>
        {item('plateNumber', <Input maxLength={10} />, true)}
        {item('departmentId', <DepartmentSelect />, true)}
        {item(
          'useCategory',
          <Select options={TRAILER_USES.map((value) => ({ value, label: t(`trailer.uses.${value}`) }))} />,
          true,
        )}
        {item(
          'attributes',
          <Select
            mode="multiple"
            options={VEHICLE_ATTRIBUTES.map((value) => ({ value, label: t(`trailer.attributes.${value}`) }))}
          />,
        )}
        {item('ownerName', <Input maxLength={32} />)}
        {item('ownerPhone', <Input maxLength={11} />)}
        {item('ownerAddress', <Input maxLength={64} />)}
        {item('color', <Input maxLength={32} />)}
      </Row>
      <Divider titlePlacement="start" plain>
        {t('trailer.sections.body')}
      </Divider>
      <Row gutter={16}>
        {item('model', <Input maxLength={32} />)}
        {item('frameNo', <Input maxLength={32} />)}
        {item('axles', count(20))}
        {item('approvedLoad', <DecimalInput />)}
        {item('totalMass', <DecimalInput />)}
        {item('curbWeight', <DecimalInput />)}
        {item('length', <DecimalInput />)}
        {item('ratedVolume', <DecimalInput />)}
        {item('innerLength', count(99_999))}
        {item('outerLength', count(99_999))}
        {item('innerWidth', count(99_999))}
        {item('outerWidth', count(99_999))}
        {item('innerHeight', count(99_999))}
        {item('outerHeight', count(99_999))}
        {item('registrationDay', <ChinaDayPicker />)}
        {item('scrapDay', <ChinaDayPicker />)}
        {item('customsNo', <Input maxLength={32} />)}
        {item('remark', <Input maxLength={100} />)}
      </Row>
      <Divider titlePlacement="start" plain>
        {t('trailer.sections.heads')}
      </Divider>
      <Form.Item name="headIds" label={t(f('headIds'))} rules={[rule('headIds')]}>
        <Select
          mode="multiple"
          maxCount={TRAILER_LIMITS.heads}
          showSearch
          optionFilterProp="label"
          options={vehicles}
        />
      </Form.Item>
      <Form.List name="devices">
        {(fields, { add, remove }) => (
          <Form.Item label={t(f('devices'))}>
            {fields.map((field) => (
              <Space key={field.key} align="baseline" wrap={false}>
                <Form.Item name={[field.name, 'name']} rules={[deviceRule('name', t)]}>
                  <Input placeholder={t(f('deviceName'))} maxLength={32} />
                </Form.Item>
                <Form.Item name={[field.name, 'deviceNo']} rules={[deviceRule('deviceNo', t)]}>
                  <Input placeholder={t(f('deviceNo'))} maxLength={32} />
                </Form.Item>
                <Form.Item name={[field.name, 'type']} rules={[deviceRule('type', t)]}>
                  <Select
                    style={{ width: 130 }}
                    placeholder={t(f('deviceType'))}
                    options={TRAILER_DEVICE_TYPES.map((value) => ({
                      value,
                      label: t(`trailer.deviceTypes.${value}`),
                    }))}
                  />
                </Form.Item>
                <Button type="link" onClick={() => remove(field.name)}>
                  {t('common.delete')}
                </Button>
              </Space>
            ))}
            <Button
              type="dashed"
              disabled={fields.length >= TRAILER_LIMITS.devices}
              onClick={() => add({ type: 'wired' })}
            >
              {t(f('addDevice'))}
            </Button>
          </Form.Item>
        )}
      </Form.List>
    </>
  );
}
