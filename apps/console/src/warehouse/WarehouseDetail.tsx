import { chinaTodayRange, DAY_MS, ENDPOINTS, TEST_IDS } from '@roadwatch/core';
import { Card, Empty, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { api } from '../app/api';
import type { MenuRoute } from '../routes/menuRoute';
import { useViewCall } from './useViewCall';
import { WarehouseCurveView } from './WarehouseCurveView';
import { WarehouseRangeBar, type RangeQuery } from './WarehouseRangeBar';
import '../coldChainSite/site.css';
import './warehouse.css';

/**
 * Warehouse detail (`storageDetail`, opened from the dashboard with `?siteId=`): each point's temperature curve
 * over whole China days with its limit band and state colours, and its humidity when the logger reports it.
 */
export function WarehouseDetail({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('warehouse');
  const [search] = useSearchParams();
  const [query, setQuery] = useState<RangeQuery>(() => {
    const startTime = chinaTodayRange(Date.now()).bTime;
    const asked = Number(search.get('siteId'));
    return {
      ...(Number.isInteger(asked) && asked > 0 ? { siteId: asked } : {}),
      startTime,
      endTime: startTime + DAY_MS,
    };
  });
  const loaded = useViewCall(
    () => api.call(ENDPOINTS.warehouseCurves, query),
    JSON.stringify(query),
    'warehouse curves failed',
  );
  const data = loaded.state === 'done' ? loaded.data : null;
  const words = useMemo(
    () => ({
      temperature: t('warehouse.detail.temperature'),
      humidity: t('warehouse.detail.humidity'),
      band: t('warehouse.detail.band'),
    }),
    [t],
  );
  const charts = useMemo(
    () =>
      (data?.points ?? []).map((point) => ({
        point,
        startTime: data?.startTime ?? 0,
        endTime: data?.endTime ?? 0,
        words,
      })),
    [data, words],
  );

  return (
    <div className="site-report" data-testid={TEST_IDS.warehouseViews.detail}>
      <WarehouseRangeBar
        title={route.meta.title || t('warehouse.detail.title')}
        warehouses={data?.warehouses ?? []}
        siteId={data?.siteId ?? null}
        query={query}
        onQuery={setQuery}
      />
      {loaded.state === 'loading' ? (
        <Spin />
      ) : charts.length === 0 ? (
        <Card size="small">
          <Empty description={t(data?.siteId ? 'warehouse.daily.noPoints' : 'warehouse.daily.noWarehouse')} />
        </Card>
      ) : (
        <div className="warehouse-curves">
          {charts.map((chart) => (
            <Card
              key={chart.point.pointId}
              size="small"
              title={chart.point.name}
              extra={chart.point.readings.length === 0 ? t('warehouse.detail.noReadings') : null}
            >
              <WarehouseCurveView data={chart} testId={TEST_IDS.warehouseViews.curve(chart.point.pointId)} />
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
