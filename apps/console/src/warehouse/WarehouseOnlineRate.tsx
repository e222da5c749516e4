import {
  ENDPOINTS,
  formatChinaTime,
  ONLINE_RATE_DAYS,
  TEST_IDS,
  type OnlineRateFigures,
  type WarehouseOnlineRateAnswer,
  type WarehouseOnlineRatePoint,
  type WarehouseOnlineRateSite,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Alert, Button, Card, Empty, Progress, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import type { MenuRoute } from '../routes/menuRoute';
import '../coldChainSite/site.css';
import './warehouse.css';

type Days = (typeof ONLINE_RATE_DAYS)[number];
type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'done'; data: WarehouseOnlineRateAnswer };

const percent = (f: OnlineRateFigures) => Math.round(f.rate * 10_000) / 100;

/**
 * Temperature online rate (`storageTempOnlineRate`): per warehouse, and per point when a warehouse is opened, the
 * share of expected one-minute slots that have a reading with a value, over the last 2, 3, 7 or 30 days.
 */
export function WarehouseOnlineRate({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('warehouse');
  const [days, setDays] = useState<Days>(7);
  const [query, setQuery] = useState<{ days: Days; at: number }>({ days: 7, at: 0 });
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.warehouseOnlineRate, { days: query.days })
      .then((data) => live && setLoaded({ state: 'done', data }))
      .catch((error: unknown) => {
        if (!live || (isApiError(error) && error.kind === 'cancelled')) return;
        if (!isApiError(error)) logError('pageLoad', 'warehouse online rate failed', error);
        setLoaded({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [query]);

  const figureColumns = <Row extends OnlineRateFigures>(): ColumnsType<Row> => [
    {
      key: 'expected',
      title: t('warehouse.onlineRate.expected'),
      align: 'right',
      width: 130,
      dataIndex: 'expected',
    },
    {
      key: 'online',
      title: t('warehouse.onlineRate.online'),
      align: 'right',
      width: 130,
      dataIndex: 'online',
    },
    {
      key: 'rate',
      title: t('warehouse.onlineRate.rate'),
      width: 220,
      render: (_, row) => (
        <Progress percent={percent(row)} size="small" format={(p) => `${(p ?? 0).toFixed(2)}%`} />
      ),
    },
  ];

  const pointColumns: ColumnsType<WarehouseOnlineRatePoint> = [
    {
      key: 'point',
      title: t('warehouse.onlineRate.point'),
      render: (_, p) => `${p.probeNo}. ${p.name}`,
    },
    ...figureColumns<WarehouseOnlineRatePoint>(),
  ];

  const columns: ColumnsType<WarehouseOnlineRateSite> = [
    { key: 'name', title: t('warehouse.onlineRate.warehouse'), dataIndex: 'name', width: 220 },
    {
      key: 'department',
      title: t('warehouse.alarmSummary.department'),
      dataIndex: 'departmentName',
      width: 160,
    },
    {
      key: 'points',
      title: t('warehouse.list.pointCount'),
      align: 'right',
      width: 80,
      render: (_, s) => s.points.length,
    },
    ...figureColumns<WarehouseOnlineRateSite>(),
  ];

  const data = loaded.state === 'done' ? loaded.data : null;
  return (
    <div className="site-report" data-testid={TEST_IDS.warehouse.onlineRate}>
      <Card size="small">
        <Space wrap>
          <Typography.Text strong data-testid={TEST_IDS.page.title}>
            {route.meta.title || t('warehouse.onlineRate.title')}
          </Typography.Text>
          <Typography.Text>{t('warehouse.onlineRate.days')}</Typography.Text>
          <Select<Days>
            data-testid={TEST_IDS.warehouse.onlineRateDays}
            style={{ width: 140 }}
            value={days}
            onChange={setDays}
            options={ONLINE_RATE_DAYS.map((d) => ({
              value: d,
              label: t('warehouse.onlineRate.daysOption', { days: d }),
            }))}
          />
          <Button
            type="primary"
            onClick={() => {
              setLoaded({ state: 'loading' });
              setQuery({ days, at: Date.now() });
            }}
          >
            {t('warehouse.onlineRate.query')}
          </Button>
          {data && (
            <Typography.Text type="secondary">
              {formatChinaTime(data.startTime)} ～ {formatChinaTime(data.endTime)}
            </Typography.Text>
          )}
        </Space>
        <Typography.Paragraph type="secondary" className="site-report__rule">
          {t('warehouse.onlineRate.rule')}
        </Typography.Paragraph>
      </Card>
      <Card size="small">
        {loaded.state === 'failed' ? (
          <Alert type="error" showIcon message={t('warehouse.onlineRate.empty')} />
        ) : (
          <Table<WarehouseOnlineRateSite>
            data-testid={TEST_IDS.warehouse.onlineRateTable}
            size="small"
            rowKey="siteId"
            loading={loaded.state === 'loading'}
            columns={columns}
            dataSource={data?.warehouses ?? []}
            pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('warehouse.onlineRate.empty')} /> }}
            expandable={{
              expandedRowRender: (site) => (
                <Table<WarehouseOnlineRatePoint>
                  size="small"
                  rowKey="pointId"
                  columns={pointColumns}
                  dataSource={site.points}
                  pagination={false}
                />
              ),
            }}
          />
        )}
      </Card>
    </div>
  );
}
