import { DOCKING_LIMITS, dockingEndpointResource, formatChinaTime, type RowOf } from '@roadwatch/core';
import { Checkbox, Form, Input, InputNumber, Space, Switch, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../../basicData/DepartmentSelect';
import { modifiedColumns } from '../../basicData/modifiedColumns';
import { useKeywordFilter } from '../../basicData/useKeywordFilter';
import { DockingDeliveryLog } from '../../dockingPlatform/DockingDeliveryLog';
import { DockingSecretDialog } from '../../dockingPlatform/DockingSecretDialog';
import { DockingToolbar } from '../../dockingPlatform/DockingToolbar';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof dockingEndpointResource>;
const k = (key: string) => `dockingPlatform.${key}`;
const time = (v: unknown) => (typeof v === 'number' ? formatChinaTime(v) : '');

const FORM_DEFAULTS = {
  pushReadings: true,
  pushAlarms: true,
  enabled: true,
  timeoutSeconds: DOCKING_LIMITS.timeoutSeconds.default,
  batchSize: DOCKING_LIMITS.batchSize.default,
  maxBodyKb: DOCKING_LIMITS.maxBodyKb.default,
};

/**
 * The docking platform (`dockingPlatform`): partner endpoints that receive the company's temperature readings and
 * temperature alarms as signed requests. Adding one shows its secret once; the toolbar enables, disables and opens
 * the delivery log.
 */
export function DockingPlatform({ route }: PageProps) {
  const { t } = useTranslation('dockingPlatform');
  const filters = useKeywordFilter(k('keywordHint'));
  const [secret, setSecret] = useState<string | null>(null);
  const [log, setLog] = useState<{ endpointId: number | undefined } | null>(null);

  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'name', header: k('name'), width: 150 },
      { field: 'url', header: k('url'), flex: 1, width: 240 },
      {
        field: 'pushReadings',
        header: k('push'),
        width: 170,
        render: (row) => (
          <>
            {row.pushReadings && <Tag color="blue">{t(k('kinds.readings'))}</Tag>}
            {row.pushAlarms && <Tag color="orange">{t(k('kinds.alarms'))}</Tag>}
          </>
        ),
      },
      {
        field: 'enabled',
        header: k('status'),
        width: 90,
        render: (row) => (
          <Tag color={row.enabled ? 'success' : 'default'}>{t(k(row.enabled ? 'enabled' : 'disabled'))}</Tag>
        ),
      },
      { field: 'lastDeliveryAt', header: k('lastDeliveryAt'), width: 170, format: time },
      { field: 'lastStatus', header: k('lastStatus'), width: 160 },
      { field: 'failures', header: k('failures'), width: 90 },
      ...modifiedColumns<Row>(),
    ],
    [t],
  );

  return (
    <>
      <ResourcePage
        resource={dockingEndpointResource}
        route={route}
        ns="dockingPlatform"
        title={k('title')}
        columns={columns}
        filters={filters}
        formWidth={640}
        formDefaults={FORM_DEFAULTS}
        onAdded={(added) => setSecret((added as { secret: string }).secret)}
        toolbarExtra={(grid) => (
          <DockingToolbar route={route} grid={grid} onShowLog={(endpointId) => setLog({ endpointId })} />
        )}
        formFields={({ rule }) => (
          <>
            <Form.Item name="name" label={t(k('name'))} required rules={[rule('name')]}>
              <Input maxLength={32} />
            </Form.Item>
            <Form.Item name="url" label={t(k('url'))} required rules={[rule('url')]}>
              <Input maxLength={DOCKING_LIMITS.urlMax} placeholder="https://" />
            </Form.Item>
            <Form.Item label={t(k('push'))} required>
              <Space>
                <Form.Item name="pushReadings" valuePropName="checked" noStyle rules={[rule('pushReadings')]}>
                  <Checkbox>{t(k('pushReadings'))}</Checkbox>
                </Form.Item>
                <Form.Item name="pushAlarms" valuePropName="checked" noStyle>
                  <Checkbox>{t(k('pushAlarms'))}</Checkbox>
                </Form.Item>
              </Space>
            </Form.Item>
            <Form.Item name="enabled" label={t(k('status'))} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="timeoutSeconds" label={t(k('timeoutSeconds'))} rules={[rule('timeoutSeconds')]}>
              <InputNumber
                min={DOCKING_LIMITS.timeoutSeconds.min}
                max={DOCKING_LIMITS.timeoutSeconds.max}
                precision={0}
              />
            </Form.Item>
            <Form.Item name="batchSize" label={t(k('batchSize'))} rules={[rule('batchSize')]}>
              <InputNumber
                min={DOCKING_LIMITS.batchSize.min}
                max={DOCKING_LIMITS.batchSize.max}
                precision={0}
              />
            </Form.Item>
            <Form.Item name="maxBodyKb" label={t(k('maxBodyKb'))} rules={[rule('maxBodyKb')]}>
              <InputNumber
                min={DOCKING_LIMITS.maxBodyKb.min}
                max={DOCKING_LIMITS.maxBodyKb.max}
                precision={0}
              />
            </Form.Item>
            <Form.Item name="departmentId" label={t(k('department'))} required rules={[rule('departmentId')]}>
              <DepartmentSelect />
            </Form.Item>
            <Form.Item name="remark" label={t(k('remark'))} rules={[rule('remark')]}>
              <Input.TextArea rows={2} maxLength={100} />
            </Form.Item>
          </>
        )}
      />
      {secret !== null && <DockingSecretDialog secret={secret} onClose={() => setSecret(null)} />}
      {log !== null && <DockingDeliveryLog endpointId={log.endpointId} onClose={() => setLog(null)} />}
    </>
  );
}
