import {
  ENDPOINTS,
  LIMITS,
  TEST_IDS,
  formatChinaTime,
  type DockingDeliveryRow,
  type RowOf,
  type dockingEndpointResource,
} from '@roadwatch/core';
import { Button, Drawer, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

const ids = TEST_IDS.dockingPlatform;
type Endpoint = Pick<RowOf<typeof dockingEndpointResource>, 'id' | 'name'>;

const statusTag = (row: DockingDeliveryRow) => {
  const ok = row.statusCode !== null && row.statusCode >= 200 && row.statusCode < 300;
  return (
    <Space size={4} wrap>
      <Tag color={ok ? 'success' : 'error'}>{row.statusCode ?? '—'}</Tag>
      {row.error && <Typography.Text type="secondary">{row.error}</Typography.Text>}
    </Space>
  );
};

/**
 * The delivery log of the docking platform, newest first and paged by the server: every request sent (time,
 * platform, kind, attempt, records, the partner's status or why none came, duration). One platform or all.
 */
export function DockingDeliveryLog({
  endpointId,
  onClose,
}: {
  endpointId: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['dockingPlatform', 'grid']);
  const [chosen, setChosen] = useState<number | undefined>(endpointId);
  const [page, setPage] = useState({ curPage: 1, pageSize: LIMITS.pageSizeOptions[1] as number });
  const [refreshes, setRefreshes] = useState(0);
  const [loaded, setLoaded] = useState<{ key: string; rows: DockingDeliveryRow[]; total: number } | null>(
    null,
  );
  const [endpoints, setEndpoints] = useState<Endpoint[]>([]);
  const query = useMemo(
    () => ({ ...(chosen !== undefined ? { endpointId: chosen } : {}), ...page }),
    [chosen, page],
  );
  const key = `${JSON.stringify(query)}#${refreshes}`;

  useEffect(() => {
    let live = true;
    const maxPage = Math.max(...LIMITS.pageSizeOptions);
    api
      .call(ENDPOINTS.dockingEndpointList, {
        curPage: 1,
        pageSize: maxPage,
        sortField: 'name',
        sortOrder: 'asc',
      })
      .then((result) => {
        if (live) setEndpoints(result.data.map((e) => ({ id: e.id, name: e.name })));
      })
      .catch((error: unknown) => logError('pageLoad', 'docking endpoints failed', error));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.dockingDeliveryList, query)
      .then((result) => {
        if (live) setLoaded({ key, rows: result.data, total: result.totalRecords });
      })
      .catch((error: unknown) => logError('pageLoad', 'docking deliveries failed', error));
    return () => {
      live = false;
    };
    // `key` names the query and the refresh count together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const loading = loaded?.key !== key;
  const data = { rows: loaded?.rows ?? [], total: loaded?.total ?? 0 };

  return (
    <Drawer
      open
      onClose={onClose}
      width={1000}
      title={t('dockingPlatform.deliveriesTitle')}
      data-testid={ids.logDrawer}
      extra={
        <Space>
          <Select
            style={{ width: 220 }}
            value={chosen ?? 0}
            data-testid={ids.logEndpoint}
            options={[
              { value: 0, label: t('dockingPlatform.allEndpoints') },
              ...endpoints.map((e) => ({ value: e.id, label: e.name })),
            ]}
            onChange={(value: number) => {
              setChosen(value === 0 ? undefined : value);
              setPage((p) => ({ ...p, curPage: 1 }));
            }}
          />
          <Button onClick={() => setRefreshes((n) => n + 1)} data-testid={ids.logRefresh}>
            {t('dockingPlatform.refresh')}
          </Button>
        </Space>
      }
    >
      <Table<DockingDeliveryRow>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={data.rows}
        data-testid={ids.logTable}
        locale={{ emptyText: t('dockingPlatform.logEmpty') }}
        pagination={{
          current: page.curPage,
          pageSize: page.pageSize,
          total: data.total,
          showSizeChanger: true,
          showTotal: (total) => t('grid.pager.total', { total }),
          pageSizeOptions: LIMITS.pageSizeOptions.map(String),
          onChange: (curPage, pageSize) => setPage({ curPage, pageSize }),
        }}
        columns={[
          { title: t('dockingPlatform.logAt'), width: 170, render: (_, r) => formatChinaTime(r.at) },
          { title: t('dockingPlatform.logEndpoint'), dataIndex: 'endpointName', width: 140 },
          {
            title: t('dockingPlatform.logKind'),
            width: 110,
            render: (_, r) => t(`dockingPlatform.kinds.${r.kind}`),
          },
          { title: t('dockingPlatform.logAttempt'), dataIndex: 'attempt', width: 70 },
          { title: t('dockingPlatform.logRecords'), dataIndex: 'records', width: 70 },
          { title: t('dockingPlatform.logStatus'), render: (_, r) => statusTag(r) },
          { title: t('dockingPlatform.logDuration'), dataIndex: 'durationMs', width: 100 },
          {
            title: t('dockingPlatform.logDeliveryId'),
            dataIndex: 'deliveryId',
            width: 130,
            render: (v: string) => <Typography.Text copyable={{ text: v }}>{v.slice(0, 8)}</Typography.Text>,
          },
        ]}
      />
    </Drawer>
  );
}
