import { ENDPOINTS, TEST_IDS, WAREHOUSE_REFRESH_SECONDS, type WarehouseDashboardCard } from '@roadwatch/core';
import { Card, Empty, Select, Space, Spin, Statistic, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../app/api';
import type { MenuRoute } from '../routes/menuRoute';
import { routeOfMenu } from '../routes/menuTree';
import { session } from '../session/sessionState';
import { POINT_STATE_COLORS } from '../coldChainSite/pointStateColors';
import { useViewCall } from './useViewCall';
import '../coldChainSite/site.css';
import './warehouse.css';

type RefreshSeconds = (typeof WAREHOUSE_REFRESH_SECONDS)[number];

function SiteCard({ card, onOpen }: { card: WarehouseDashboardCard; onOpen?: () => void }) {
  const { t } = useTranslation('warehouse');
  return (
    <Card
      size="small"
      hoverable={onOpen !== undefined}
      onClick={onOpen}
      data-testid={TEST_IDS.warehouseViews.card(card.siteId)}
      title={card.name}
      extra={
        <Tag color={card.online ? 'success' : 'default'}>
          {t(card.online ? 'warehouse.dashboard.online' : 'warehouse.dashboard.offline')}
        </Tag>
      }
    >
      <Typography.Text type="secondary">{card.departmentName}</Typography.Text>
      <div className="warehouse-dashboard__stats">
        <Statistic title={t('warehouse.dashboard.points')} value={card.points.length} />
        <Statistic title={t('warehouse.dashboard.pointsOnline')} value={card.pointsOnline} />
        <Statistic
          title={t('warehouse.dashboard.pointsInAlarm')}
          value={card.pointsInAlarm}
          styles={{ content: card.pointsInAlarm > 0 ? { color: POINT_STATE_COLORS[2] } : {} }}
        />
        <Statistic title={t('warehouse.dashboard.alarmsToday')} value={card.alarmsToday} />
      </div>
      <div className="warehouse-dashboard__latest">
        {card.points.map((p) => (
          <span
            key={p.pointId}
            className="warehouse-dashboard__point"
            data-state={p.state ?? 'none'}
            style={{ borderColor: POINT_STATE_COLORS[p.state ?? 'none'] }}
          >
            <span>{p.name}</span>
            <strong style={{ color: POINT_STATE_COLORS[p.state ?? 'none'] }}>
              {p.valueC === null ? t('warehouse.dashboard.noData') : `${p.valueC.toFixed(1)} ℃`}
            </strong>
          </span>
        ))}
      </div>
    </Card>
  );
}

/**
 * Warehouse dashboard (`storageDashboard`): the warehouses in scope as cards — points, online, in alarm, today's
 * alarms and the latest value of each point — refreshed every 5, 15 or 30 s; a card opens the warehouse detail.
 */
export function WarehouseDashboard({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('warehouse');
  const navigate = useNavigate();
  const { routes } = useSnapshot(session);
  const detailRoute = routeOfMenu(routes, 'storageDetail');
  const [every, setEvery] = useState<RefreshSeconds>(WAREHOUSE_REFRESH_SECONDS[2]);
  /** Refresh round (the call's key) and the seconds left until the next. */
  const [tick, setTick] = useState<{ round: number; left: number }>({ round: 0, left: every });
  const loaded = useViewCall(
    () => api.call(ENDPOINTS.warehouseDashboard, {}),
    String(tick.round),
    'warehouse dashboard failed',
  );

  useEffect(() => {
    const timer = window.setInterval(
      () =>
        setTick(({ round, left }) =>
          left > 1 ? { round, left: left - 1 } : { round: round + 1, left: every },
        ),
      1_000,
    );
    return () => window.clearInterval(timer);
  }, [every]);

  const cards = loaded.state === 'done' ? loaded.data : [];
  return (
    <div className="site-report" data-testid={TEST_IDS.warehouseViews.dashboard}>
      <Card size="small">
        <div className="site-board__toolbar">
          <Typography.Text strong data-testid={TEST_IDS.page.title}>
            {route.meta.title || t('warehouse.dashboard.title')}
          </Typography.Text>
          <Space>
            <Typography.Text>{t('warehouse.dashboard.refresh')}</Typography.Text>
            <Select<RefreshSeconds>
              data-testid={TEST_IDS.warehouseViews.refresh}
              style={{ width: 100 }}
              value={every}
              onChange={(n) => {
                setEvery(n);
                setTick(({ round }) => ({ round, left: n }));
              }}
              options={WAREHOUSE_REFRESH_SECONDS.map((n) => ({
                value: n,
                label: t('warehouse.dashboard.seconds', { n }),
              }))}
            />
            <Typography.Text type="secondary">
              {t('warehouse.dashboard.nextRefresh', { n: tick.left })}
            </Typography.Text>
          </Space>
        </div>
      </Card>
      {loaded.state === 'loading' ? (
        <Spin />
      ) : cards.length === 0 ? (
        <Card size="small">
          <Empty description={t('warehouse.dashboard.empty')} />
        </Card>
      ) : (
        <div className="warehouse-dashboard">
          {cards.map((card) => (
            <SiteCard
              key={card.siteId}
              card={card}
              {...(detailRoute
                ? { onOpen: () => void navigate(`${detailRoute.path}?siteId=${card.siteId}`) }
                : {})}
            />
          ))}
        </div>
      )}
    </div>
  );
}
