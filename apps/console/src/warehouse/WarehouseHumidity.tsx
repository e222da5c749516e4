import {
  chinaTodayRange,
  DAY_MS,
  ENDPOINTS,
  formatChinaTime,
  TEST_IDS,
  type HumidityState,
  type WarehouseHumidityAnswer,
  type WarehouseHumidityRow,
} from '@roadwatch/core';
import { Card, Empty, Spin, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import type { MenuRoute } from '../routes/menuRoute';
import { useViewCall } from './useViewCall';
import { WarehouseRangeBar, type RangeQuery } from './WarehouseRangeBar';
import '../coldChainSite/site.css';
import './warehouse.css';

const STATE_COLOURS: Record<HumidityState, string> = {
  none: 'default',
  normal: 'success',
  high: 'error',
  low: 'warning',
};

type HumidityPoint = WarehouseHumidityAnswer['points'][number];

function PointHumidity({ point }: { point: HumidityPoint }) {
  const { t } = useTranslation('warehouse');
  const limits =
    point.humidityMin === null || point.humidityMax === null
      ? t('warehouse.humidity.noLimit')
      : `${point.humidityMin} ~ ${point.humidityMax}`;
  const columns: ColumnsType<WarehouseHumidityRow> = [
    {
      key: 'time',
      title: t('warehouse.humidity.time'),
      width: 180,
      render: (_, r) => formatChinaTime(r.time),
    },
    {
      key: 'humidity',
      title: t('warehouse.humidity.humidity'),
      align: 'right',
      width: 130,
      render: (_, r) => r.humidity.toFixed(1),
    },
    {
      key: 'temperature',
      title: t('warehouse.humidity.temperature'),
      align: 'right',
      width: 130,
      render: (_, r) => (r.valueC === null ? '—' : r.valueC.toFixed(1)),
    },
    {
      key: 'state',
      title: t('warehouse.humidity.state'),
      width: 120,
      render: (_, r) => (
        <Tag color={STATE_COLOURS[r.state]} data-state={r.state}>
          {t(`warehouse.humidity.states.${r.state}`)}
        </Tag>
      ),
    },
  ];
  return (
    <Card
      size="small"
      title={point.name}
      extra={
        <Typography.Text type="secondary">
          {t('warehouse.humidity.limits')}: {limits} ·{' '}
          {point.total > point.rows.length
            ? t('warehouse.humidity.cut', { total: point.total, shown: point.rows.length })
            : t('warehouse.humidity.count', { total: point.total })}
        </Typography.Text>
      }
      data-testid={TEST_IDS.warehouseViews.humidityPoint(point.pointId)}
    >
      <Table<WarehouseHumidityRow>
        size="small"
        rowKey="time"
        columns={columns}
        dataSource={point.rows}
        pagination={{ defaultPageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <Empty description={t('warehouse.humidity.empty')} /> }}
      />
    </Card>
  );
}

/**
 * Warehouse humidity detail (`storageHumidityDetail`): per point, the readings of whole China days that carry a
 * humidity (as the logger reported it), newest first, with the point's %RH limits and each reading's state.
 */
export function WarehouseHumidity({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('warehouse');
  const [query, setQuery] = useState<RangeQuery>(() => {
    const startTime = chinaTodayRange(Date.now()).bTime;
    return { startTime, endTime: startTime + DAY_MS };
  });
  const loaded = useViewCall(
    () => api.call(ENDPOINTS.warehouseHumidity, query),
    JSON.stringify(query),
    'warehouse humidity failed',
  );
  const data = loaded.state === 'done' ? loaded.data : null;
  return (
    <div className="site-report" data-testid={TEST_IDS.warehouseViews.humidity}>
      <WarehouseRangeBar
        title={route.meta.title || t('warehouse.humidity.title')}
        warehouses={data?.warehouses ?? []}
        siteId={data?.siteId ?? null}
        query={query}
        onQuery={setQuery}
      />
      {loaded.state === 'loading' ? (
        <Spin />
      ) : !data || data.points.length === 0 ? (
        <Card size="small">
          <Empty description={t(data?.siteId ? 'warehouse.daily.noPoints' : 'warehouse.daily.noWarehouse')} />
        </Card>
      ) : (
        data.points.map((point) => <PointHumidity key={point.pointId} point={point} />)
      )}
    </div>
  );
}
