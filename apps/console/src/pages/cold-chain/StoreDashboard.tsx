import { ENDPOINTS, TEST_IDS, formatChinaTime, type StoreDashboardCard } from '@roadwatch/core';
import { Alert, Button, Card, Empty, Space, Spin, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { POINT_STATE_COLORS } from '../../coldChainSite/pointStateColors';
import type { PageProps } from '../../routes/pageRegistry';
import { freezerReading } from '../../store/freezerReading';
import { useStoreCall } from '../../store/useStoreCall';
import '../../store/store.css';

/** The cards with the moment they were read: what a freezer's freshness is judged at. */
const loadCards = () => api.call(ENDPOINTS.storeDashboard, {}).then((cards) => ({ cards, at: Date.now() }));

function StoreCard({ card, now }: { card: StoreDashboardCard; now: number }) {
  const { t } = useTranslation('store');
  return (
    <Card
      size="small"
      title={card.name}
      extra={<Typography.Text type="secondary">{card.departmentName}</Typography.Text>}
      data-testid={TEST_IDS.store.dashboardCard(card.siteId)}
    >
      <div className="store-dashboard__figures">
        <Statistic title={t('store.dashboard.freezers')} value={card.freezers.length} />
        <Statistic title={t('store.dashboard.online')} value={card.online} />
        <Statistic
          title={t('store.dashboard.inAlarm')}
          value={card.inAlarm}
          valueStyle={card.inAlarm > 0 ? { color: '#f5222d' } : undefined}
        />
      </div>
      <Typography.Text type="secondary">
        {t('store.dashboard.logger')}: {card.terminalPhone || t('store.dashboard.noLogger')}
      </Typography.Text>
      {card.freezers.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('store.dashboard.noFreezers')}</Typography.Paragraph>
      ) : (
        card.freezers.map((f) => {
          const reading = freezerReading(f, now);
          const offline = reading.offlineSince !== null;
          return (
            <div
              key={f.pointId}
              className={`store-dashboard__freezer${offline ? ' store-dashboard__freezer--offline' : ''}`}
              data-state={String(reading.stateKey)}
              data-testid={TEST_IDS.store.dashboardFreezer(f.pointId)}
            >
              <span>
                {f.probeNo}. {f.name}
              </span>
              <span
                style={{
                  color: POINT_STATE_COLORS[reading.stateKey] ?? POINT_STATE_COLORS.none,
                }}
              >
                {reading.value} · {t(`warehouse.states.${String(reading.stateKey)}`)}
              </span>
              {offline && (
                <span className="store-dashboard__offline-since">
                  {t('store.dashboard.offlineSince', {
                    time: formatChinaTime(reading.offlineSince ?? 0),
                  })}
                </span>
              )}
            </div>
          );
        })
      )}
    </Card>
  );
}

/** Store dashboard (`storeDashboard`): a card per store with its freezers, how many are online and in alarm. */
export function StoreDashboard({ route }: PageProps) {
  const { t } = useTranslation('store');
  const { loaded, reload } = useStoreCall(loadCards);
  const cards = loaded.state === 'done' ? loaded.data.cards : [];
  const readAt = loaded.state === 'done' ? loaded.data.at : 0;
  return (
    <div className="store-page" data-testid={TEST_IDS.store.dashboard}>
      <Card size="small">
        <Space wrap>
          <Typography.Text strong data-testid={TEST_IDS.page.title}>
            {route.meta.title || t('store.dashboard.title')}
          </Typography.Text>
          <Button size="small" onClick={reload}>
            {t('store.dashboard.refresh')}
          </Button>
          <Typography.Text type="secondary">{t('store.dashboard.onlineRule')}</Typography.Text>
        </Space>
      </Card>
      {loaded.state === 'failed' && <Alert type="error" showIcon message={t('store.dashboard.empty')} />}
      <Spin spinning={loaded.state === 'loading'}>
        {loaded.state === 'done' && cards.length === 0 && <Empty description={t('store.dashboard.empty')} />}
        <div className="store-dashboard__cards">
          {cards.map((c) => (
            <StoreCard key={c.siteId} card={c} now={readAt} />
          ))}
        </div>
      </Spin>
    </div>
  );
}
