import {
  MONITOR_AUTH_LIMITS,
  MONITOR_AUTH_STATES,
  TEST_IDS,
  formatChinaTime,
  monitorAuthResource,
  type MonitorAuthAdded,
  type RowOf,
} from '@roadwatch/core';
import { Form, InputNumber, Select, Tag, type FormRule } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeywordFilter } from '../../basicData/useKeywordFilter';
import { ChinaTimePicker } from '../../fleet/ChinaTimePicker';
import { useFleetCostOptions } from '../../fleetCost/useFleetCostOptions';
import { MonitorAuthSecretDialog } from '../../monitorAuth/MonitorAuthSecretDialog';
import { MonitorAuthToolbar } from '../../monitorAuth/MonitorAuthToolbar';
import { monitorAuthAddress } from '../../monitorAuth/monitorAuthAddress';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof monitorAuthResource>;

const f = (field: string) => `fields.${field}`;
const time = (v: unknown) => (typeof v === 'number' ? formatChinaTime(v) : '');
const STATE_COLOUR = { valid: 'success', expired: 'default', disabled: 'error' } as const;
const HOUR = 3_600_000;

/** A new authorisation shares the last hour for a week unless changed. */
function defaultsAt() {
  const now = Date.now();
  return { startTime: now - HOUR, endTime: now, effectiveDays: 7 };
}

/** The server judges the window by its own clock; the form says the same before sending (a minute's leeway). */
function recentRule(message: string): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const now = Date.now();
      return typeof value !== 'number' ||
        (value >= now - MONITOR_AUTH_LIMITS.lookbackMs && value <= now + 60_000)
        ? Promise.resolve()
        : Promise.reject(new Error(message));
    },
  };
}

/**
 * Monitoring authorisation (`tmsMonitorAuth`): one vehicle's positions in one window shared with a third party.
 * Adding one shows its access address and private key once; the list shows the public key and the state, and
 * selected authorisations can be disabled.
 */
export function TmsMonitorAuth({ route }: PageProps) {
  const { t } = useTranslation('monitorAuth');
  const options = useFleetCostOptions();
  const [added, setAdded] = useState<MonitorAuthAdded | null>(null);
  const mayDisable = route.meta.operationIds.includes('tmsMonitorAuth:disable');
  const vehicles = useMemo(
    () => options.vehicles.map((v) => ({ value: v.id, label: v.plate })),
    [options.vehicles],
  );
  const states = useMemo(
    () => MONITOR_AUTH_STATES.map((value) => ({ value, label: t(`states.${value}`) })),
    [t],
  );
  const [formDefaults] = useState(defaultsAt);
  const recent = recentRule(t('windowPast'));

  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'plateNumber', header: f('plateNumber'), width: 120 },
      { field: 'startTime', header: f('startTime'), width: 170, format: time },
      { field: 'endTime', header: f('endTime'), width: 170, format: time },
      {
        field: 'accessId',
        header: f('accessAddress'),
        flex: 1,
        width: 260,
        format: (v) => (typeof v === 'string' ? monitorAuthAddress(v) : ''),
      },
      { field: 'effectiveDays', header: f('effectiveDays'), width: 100 },
      { field: 'expiresAt', header: f('expiresAt'), width: 170, format: time },
      {
        field: 'state',
        header: f('state'),
        width: 90,
        render: (row) => (
          <Tag color={STATE_COLOUR[row.state]} data-testid={TEST_IDS.monitorAuth.state(row.id)}>
            {t(`states.${row.state}`)}
          </Tag>
        ),
      },
      { field: 'publicKey', header: f('publicKey'), width: 200 },
      { field: 'createdAt', header: f('createdAt'), width: 170, format: time },
    ],
    [t],
  );
  const keyword = useKeywordFilter('monitorAuth.fields.keyword');
  const filters = useMemo<ResourceFilter[]>(
    () => [
      ...keyword,
      {
        name: 'state',
        label: f('state'),
        input: <Select allowClear style={{ width: 120 }} options={states} />,
      },
    ],
    [keyword, states],
  );

  return (
    <>
      <ResourcePage
        resource={monitorAuthResource}
        route={route}
        ns="monitorAuth"
        title="title"
        columns={columns}
        filters={filters}
        fieldLabel={f}
        formDefaults={formDefaults}
        onAdded={(answer) => setAdded(answer as MonitorAuthAdded)}
        toolbarExtra={mayDisable ? (grid) => <MonitorAuthToolbar grid={grid} /> : undefined}
        formFields={({ rule }) => (
          <>
            <Form.Item name="vehicleId" label={t(f('vehicleId'))} required rules={[rule('vehicleId')]}>
              <Select showSearch optionFilterProp="label" options={vehicles} />
            </Form.Item>
            <Form.Item
              name="startTime"
              label={t(f('startTime'))}
              required
              extra={t('windowHint')}
              rules={[rule('startTime'), recent]}
            >
              <ChinaTimePicker withinLastMs={MONITOR_AUTH_LIMITS.lookbackMs} />
            </Form.Item>
            <Form.Item
              name="endTime"
              label={t(f('endTime'))}
              required
              dependencies={['startTime']}
              rules={[rule('endTime'), recent]}
            >
              <ChinaTimePicker withinLastMs={MONITOR_AUTH_LIMITS.lookbackMs} />
            </Form.Item>
            <Form.Item
              name="effectiveDays"
              label={t(f('effectiveDays'))}
              required
              rules={[rule('effectiveDays')]}
            >
              <InputNumber
                min={MONITOR_AUTH_LIMITS.effectiveDays.min}
                max={MONITOR_AUTH_LIMITS.effectiveDays.max}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </>
        )}
      />
      {added !== null && <MonitorAuthSecretDialog added={added} onClose={() => setAdded(null)} />}
    </>
  );
}
