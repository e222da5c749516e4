import {
  formatChinaTime,
  TEST_IDS,
  type LiveTemperature,
  type SiteBoardPoint,
  type SiteBoardSite,
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
import type { SiteKindConfig, SiteReportIds } from './siteKindConfig';
import './site.css';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'done'; sites: SiteBoardSite[] };

function PointTile({ point, ids }: { point: SiteBoardPoint; ids: SiteReportIds }) {
  const { t } = useTranslation('warehouse');
  const stateKey = point.state ?? 'none';
  const color = POINT_STATE_COLORS[stateKey] ?? POINT_STATE_COLORS.none;
  return (
    <div
      className="site-board__point"
      style={{ borderTopColor: color }}
      data-testid={ids.boardPoint(point.pointId)}
      data-state={String(stateKey)}
    >
      <div className="site-board__point-name" title={point.name}>
        {point.probeNo}. {point.name}
      </div>
      <div className="site-board__value" style={{ color }} data-testid="site-board-value">
        {point.valueC === null ? '--' : `${point.valueC.toFixed(1)} ℃`}
      </div>
      <div className="site-board__meta">
        <span className="site-board__state" style={{ background: color }}>
          {t(`warehouse.states.${String(stateKey)}`)}
        </span>
        <span>
          {t('warehouse.board.limits')} {point.minC}～{point.maxC} ℃
        </span>
      </div>
      <div className="site-board__time">{point.time === null ? '' : formatChinaTime(point.time)}</div>
    </div>
  );
}

/**
 * Every point of every site of a kind (warehouse or store) in scope with its live value, state and time: loaded
 * once, then each site reading the live feed carries replaces its point's value (no reload).
 */
export function SiteMonitorBoard({ route, config }: { route: MenuRoute; config: SiteKindConfig }) {
  const { ids, words } = config;
  const boardEndpoint = config.endpoints.board;
  const { t } = useTranslation('warehouse');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [siteFilter, setSiteFilter] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    api
      .call(boardEndpoint, {})
      .then((sites) => live && setLoaded({ state: 'done', sites }))
      .catch((error: unknown) => {
        if (!live || (isApiError(error) && error.kind === 'cancelled')) return;
        if (!isApiError(error)) logError('pageLoad', 'site board failed', error);
        setLoaded({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [boardEndpoint]);

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
    <div className="site-board" data-testid={ids.board}>
      <Card size="small">
        <div className="site-board__toolbar">
          <Space wrap>
            <Typography.Text strong data-testid={TEST_IDS.page.title}>
              {route.meta.title || t(words.boardTitle)}
            </Typography.Text>
            <Select<number | null>
              style={{ width: 240 }}
              value={siteFilter}
              onChange={setSiteFilter}
              showSearch
              optionFilterProp="label"
              options={[
                { value: null, label: t(words.allSites) },
                ...sites.map((s) => ({ value: s.siteId, label: s.name })),
              ]}
            />
            <Typography.Text type="secondary">
              {t(words.boardSummary, { sites: shown.length, points: pointCount })}
            </Typography.Text>
          </Space>
          <Space wrap data-testid={ids.legend}>
            <Typography.Text type="secondary">{t('warehouse.board.legend')}</Typography.Text>
            {LEGEND_STATES.map((s) => (
              <Badge
                key={String(s)}
                color={POINT_STATE_COLORS[s]}
                text={t(`warehouse.states.${String(s)}`)}
              />
            ))}
            <Badge
              data-testid={ids.feed}
              data-feed={feed}
              status={feed === 'open' ? 'processing' : 'warning'}
              text={t(feed === 'open' ? 'warehouse.board.live' : 'warehouse.board.reconnecting')}
            />
          </Space>
        </div>
      </Card>
      {loaded.state === 'failed' && <Alert type="error" showIcon message={t(words.noPoints)} />}
      <Spin spinning={loaded.state === 'loading'}>
        {loaded.state === 'done' && pointCount === 0 && <Empty description={t(words.noPoints)} />}
        {shown
          .filter((s) => s.points.length > 0)
          .map((site) => (
            <Card
              key={site.siteId}
              size="small"
              className="site-board__site"
              data-testid={ids.boardSite(site.siteId)}
              title={site.name}
              extra={<Typography.Text type="secondary">{site.departmentName}</Typography.Text>}
            >
              <div className="site-board__points">
                {site.points.map((p) => (
                  <PointTile key={p.pointId} point={p} ids={ids} />
                ))}
              </div>
            </Card>
          ))}
      </Spin>
    </div>
  );
}
