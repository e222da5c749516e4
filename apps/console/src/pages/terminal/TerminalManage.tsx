import {
  TERMINAL_DEVICE_TYPES,
  TERMINAL_MAX_CHANNELS,
  TEST_IDS,
  deviceTypeKey,
  formatChinaTime,
  terminalResource,
  type RowOf,
  type TerminalBindingRow,
} from '@roadwatch/core';
import { Col, Form, Input, InputNumber, Radio, Row, Select, Switch, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BindingHistory } from '../../basicData/BindingHistory';
import { DepartmentSelect } from '../../basicData/DepartmentSelect';
import { modifiedColumns } from '../../basicData/modifiedColumns';
import { VehicleSelect } from '../../basicData/VehicleSelect';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof terminalResource>;
const k = (key: string) => `basicData.terminal.${key}`;
const ids = TEST_IDS.basicData;

/** Switches hold 0/1 in the form, as the save schema does. */
const flagSwitch = {
  valuePropName: 'checked',
  getValueProps: (v: unknown) => ({ checked: v === 1 }),
  normalize: (v: boolean) => (v ? 1 : 0),
};

/**
 * Terminals and devices (`terminalManage`): number, identity, edition, capabilities, department and the vehicle it
 * is bound to, with the history of its bindings. Binding, unbinding or renumbering a terminal closes its session.
 */
export function TerminalManage({ route }: PageProps) {
  const { t } = useTranslation('basicData');
  const typeOptions = useMemo(
    () => TERMINAL_DEVICE_TYPES.map((key, i) => ({ value: i + 1, label: t(`basicData.deviceType.${key}`) })),
    [t],
  );
  const typeName = (code: number) => t(`basicData.deviceType.${deviceTypeKey(code) ?? 'vehicleTerminal'}`);

  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'phone', header: k('phone'), width: 140 },
      { field: 'deviceType', header: k('deviceType'), width: 190, format: (v) => typeName(Number(v)) },
      { field: 'terminalId', header: k('terminalId'), width: 120 },
      { field: 'maker', header: k('maker'), width: 90 },
      { field: 'model', header: k('model'), width: 110 },
      { field: 'protocolVersion', header: k('protocolVersion'), width: 100 },
      {
        field: 'plate',
        header: k('vehicle'),
        width: 120,
        render: (row) => (row.plate ? row.plate : <Tag>{t(k('unbound'))}</Tag>),
      },
      {
        field: 'online',
        header: k('online'),
        width: 100,
        render: (row) =>
          row.vehicleId === null ? null : (
            <Tag color={row.online ? 'success' : 'default'} data-testid={ids.terminalOnline(row.id)}>
              {t(k(row.online ? 'onlineYes' : 'onlineNo'))}
            </Tag>
          ),
      },
      { field: 'channels', header: k('channels'), width: 110 },
      {
        field: 'adas',
        header: k('capability'),
        width: 120,
        format: (_, row) => [row.adas ? 'ADAS' : '', row.dsm ? 'DSM' : ''].filter(Boolean).join(' / '),
      },
      { field: 'imei', header: k('imei'), width: 150 },
      { field: 'remark', header: 'basicData.common.remark', width: 140 },
      {
        field: 'createdTime',
        header: k('createdTime'),
        width: 178,
        format: (v) => formatChinaTime(Number(v)),
      },
      ...modifiedColumns<Row>(),
    ],
    // typeName follows t.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );

  const filters = useMemo<ResourceFilter[]>(
    () => [
      {
        name: 'keyword',
        label: 'basicData.common.keyword',
        input: (
          <Input allowClear maxLength={32} placeholder={t(k('keywordHint'))} data-testid={ids.keyword} />
        ),
      },
      {
        name: 'deviceType',
        label: k('deviceType'),
        input: (
          <Select
            allowClear
            options={typeOptions}
            style={{ width: 200 }}
            placeholder={t('resource.filter.all')}
          />
        ),
      },
      {
        name: 'bound',
        label: k('bound'),
        input: (
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder={t('resource.filter.all')}
            options={[
              { value: 1, label: t(k('boundYes')) },
              { value: 0, label: t(k('unbound')) },
            ]}
          />
        ),
      },
    ],
    [t, typeOptions],
  );

  return (
    <ResourcePage
      resource={terminalResource}
      route={route}
      ns="basicData"
      title={k('title')}
      columns={columns}
      filters={filters}
      formWidth={900}
      formDefaults={{ deviceType: 1, protocolVersion: 2013, channels: 0, adas: 0, dsm: 0, vehicleId: null }}
      formFields={({ rule, form }) => (
        <>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="deviceType" label={t(k('deviceType'))} required rules={[rule('deviceType')]}>
                <Select options={typeOptions} data-testid={ids.deviceType} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="phone" label={t(k('phone'))} rules={[rule('phone')]}>
                <Input maxLength={20} data-testid={ids.terminalPhone} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="terminalId" label={t(k('terminalId'))} rules={[rule('terminalId')]}>
                <Input maxLength={30} data-testid={ids.terminalId} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="maker" label={t(k('maker'))} rules={[rule('maker')]}>
                <Input maxLength={11} data-testid={ids.terminalMaker} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="model" label={t(k('model'))} rules={[rule('model')]}>
                <Input maxLength={30} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="protocolVersion"
                label={t(k('protocolVersion'))}
                rules={[rule('protocolVersion')]}
              >
                <Radio.Group
                  options={[
                    { value: 2013, label: t(k('edition2013')) },
                    { value: 2019, label: t(k('edition2019')) },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="imei" label={t(k('imei'))} rules={[rule('imei')]}>
                <Input maxLength={15} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="channels" label={t(k('channels'))} rules={[rule('channels')]}>
                <InputNumber min={0} max={TERMINAL_MAX_CHANNELS} precision={0} style={{ width: 120 }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="adas" label={t(k('adas'))} {...flagSwitch}>
                <Switch />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="dsm" label={t(k('dsm'))} {...flagSwitch}>
                <Switch />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="departmentId"
                label={t('basicData.common.department')}
                required
                rules={[rule('departmentId')]}
              >
                <DepartmentSelect />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="vehicleId" label={t(k('vehicle'))} rules={[rule('vehicleId')]}>
                <VehicleSelect
                  terminalId={(form.getFieldValue('id') as number | undefined) ?? null}
                  initialLabel={(form.getFieldValue('plate') as string | undefined) || undefined}
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="remark" label={t('basicData.common.remark')} rules={[rule('remark')]}>
            <Input.TextArea rows={2} maxLength={100} />
          </Form.Item>
          <Form.Item noStyle shouldUpdate>
            {() => {
              const history = form.getFieldValue('bindings') as TerminalBindingRow[] | undefined;
              return history ? (
                <Form.Item label={t(k('bindings'))}>
                  <BindingHistory rows={history} />
                </Form.Item>
              ) : null;
            }}
          </Form.Item>
        </>
      )}
    />
  );
}
