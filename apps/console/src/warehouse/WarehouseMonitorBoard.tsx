import {
  ENDPOINTS,
  formatChinaTime,
  TEST_IDS,
  type LiveTemperature,
  type WarehouseBoardPoint,
  type WarehouseBoardSite,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Alert, Badge, Card, Empty, Select, Space, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import type { MenuRoute } from '../routes/menuRoute';
import { LEGEND_STATES, POINT_STATE_COLORS } from './pointStateColors';
import { useSiteTemperatures } from './useSiteTemperatures';
import './warehouse.css';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'done'; sites: WarehouseBoardSite[] };

function PointTile({ point }: { point: WarehouseBoardPoint }) {
  const { t } = useTranslation('warehouse');
  const stateKey = point.state ?? 'none';
  const color = POINT_STATE_COLORS[stateKey] ?? POINT_STATE_COLORS.none;
  return (
    <div
      className="warehouse-board__point"
      style={{ borderTopColor: color }}
      data-testid={TEST_IDS.warehouse.boardPoint(point.pointId)}
      data-state={String(stateKey)}
    >
      <div className="warehouse-board__point-name" title={point.name}>
        {point.probeNo}. {point.name}
      </div>
      <div className="warehouse-board__value" style={{ color }} data-testid="warehouse-board-value">
        {point.valueC === null ? '--' : `${point.valueC.toFixed(1)} ℃`}
      </div>
      <div className="warehouse-board__meta">
        <span className="warehouse-board__state" style={{ background: color }}>
          {t(`warehouse.states.${String(stateKey)}`)}
        </span>
        <span>
          {t('warehouse.board.limits')} {point.minC}～{point.maxC} ℃
        </span>
      </div>
      <div className="warehouse-board__time">{point.time === null ? '' : formatChinaTime(point.time)}</div>
    </div>
  );
}

/**
 * Every point of every warehouse in scope with its live value, state and time: loaded once, then each warehouse
 * reading the live feed carries replaces its point's value (no reload).
 */
export function WarehouseMonitorBoard({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('warehouse');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [siteFilter, setSiteFilter] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.warehouseBoard, {})
      .then((sites) => live && setLoaded({ state: 'done', sites }))
      .catch((error: unknown) => {
        if (!live || (isApiError(error) && error.kind === 'cancelled')) return;
        if (!isApiError(error)) logError('pageLoad', 'warehouse board failed', error);
        setLoaded({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, []);

  const onReadings = useCallback((readings: LiveTemperature[]) => {
    const byPoint = new Map(readings.map((r) => [r.pointId, r]));
    setLoaded((current) => {
      if (current.state !== 'done') return current;
      let changed = false;
      const sites = current.sites.map((site) => {
        if (!site.points.some((p) => byPoint.has(p.pointId))) return site;
        changed = true;
        return {
          ...site,
          points: site.points.map((p) => {
            const r = byPoint.get(p.pointId);
            // A late (re-uploaded) reading never replaces a newer one.
            if (!r || (p.time !== null && r.time < p.time)) return p;
            return { ...p, valueC: r.valueC, state: r.state, time: r.time };
          }),
        };
      });
      return changed ? { state: 'done', sites } : current;
    });
  }, []);
  const feed = useSiteTemperatures(onReadings);

  const sites = useMemo(() => (loaded.state === 'done' ? loaded.sites : []), [loaded]);
  const shown = siteFilter === null ? sites : sites.filter((s) => s.siteId === siteFilter);
  const pointCount = shown.reduce((n, s) => n + s.points.length, 0);

  return (
    <div className="warehouse-board" data-testid={TEST_IDS.warehouse.board}>
      <Card size="small">
        <div className="warehouse-board__toolbar">
          <Space wrap>
            <Typography.Text strong data-testid={TEST_IDS.page.title}>
              {route.meta.title || t('warehouse.board.title')}
            </Typography.Text>
            <Select<number | null>
              style={{ width: 240 }}
              value={siteFilter}
              onChange={setSiteFilter}
              showSearch
              optionFilterProp="label"
              options={[
                { value: null, label: t('warehouse.board.allWarehouses') },
                ...sites.map((s) => ({ value: s.siteId, label: s.name })),
              ]}
            />
            <Typography.Text type="secondary">
              {t('warehouse.board.summary', { warehouses: shown.length, points: pointCount })}
            </Typography.Text>
          </Space>
          <Space wrap data-testid={TEST_IDS.warehouse.legend}>
            <Typography.Text type="secondary">{t('warehouse.board.legend')}</Typography.Text>
            {LEGEND_STATES.map((s) => (
              <Badge
                key={String(s)}
                color={POINT_STATE_COLORS[s]}
                text={t(`warehouse.states.${String(s)}`)}
              />
            ))}
            <Badge
              data-testid={TEST_IDS.warehouse.feed}
              data-feed={feed}
              status={feed === 'open' ? 'processing' : 'warning'}
              text={t(feed === 'open' ? 'warehouse.board.live' : 'warehouse.board.reconnecting')}
            />
          </Space>
        </div>
      </Card>
      {loaded.state === 'failed' && <Alert type="error" showIcon message={t('warehouse.board.noPoints')} />}
      <Spin spinning={loaded.state === 'loading'}>
        {loaded.state === 'done' && pointCount === 0 && <Empty description={t('warehouse.board.noPoints')} />}
        {shown
          .filter((s) => s.points.length > 0)
          .map((site) => (
            <Card
              key={site.siteId}
              size="small"
              className="warehouse-board__site"
              data-testid={TEST_IDS.warehouse.boardSite(site.siteId)}
              title={site.name}
              extra={<Typography.Text type="secondary">{site.departmentName}</Typography.Text>}
            >
              <div className="warehouse-board__points">
                {site.points.map((p) => (
                  <PointTile key={p.pointId} point={p} />
                ))}
              </div>
            </Card>
          ))}
      </Spin>
    </div>
  );
}
