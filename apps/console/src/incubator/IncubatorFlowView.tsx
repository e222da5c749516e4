import {
  chainDurationText,
  chinaTodayRange,
  ENDPOINTS,
  formatChinaTime,
  INCUBATOR_DETAIL_MAX_DAYS,
  INCUBATOR_HOLD_RADIUS_M,
  TEST_IDS,
  type IncubatorFlowLeg,
} from '@roadwatch/core';
import { Card, Empty, Table, Tag, Timeline, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import type { MenuRoute } from '../routes/menuRoute';
import { useViewCall } from '../warehouse/useViewCall';
import { IncubatorRangeBar, type IncubatorRangeQuery } from './IncubatorRangeBar';
import './incubator.css';

const KIND_COLORS = { vehicle: 'blue', warehouse: 'green', unknown: 'gray' } as const;

/**
 * Incubator flow detail (`incubatorFlowDetail`): who held the incubator when — a timeline and a table of legs,
 * derived by the server from its logger's positions against vehicle tracks and warehouse positions.
 */
export function IncubatorFlowView({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('incubator');
  const [query, setQuery] = useState<IncubatorRangeQuery>(() => {
    const today = chinaTodayRange(Date.now());
    return { startTime: today.bTime, endTime: today.eTime + 1 };
  });
  const loaded = useViewCall(
    () => api.call(ENDPOINTS.incubatorFlowDetail, query),
    JSON.stringify(query),
    'incubator flow detail failed',
  );
  const data = loaded.state === 'done' ? loaded.data : null;
  const holderText = (leg: IncubatorFlowLeg) =>
    leg.holderKind === 'unknown' ? t('incubator.flow.unknownHolder') : leg.holderName;
  const columns: ColumnsType<IncubatorFlowLeg> = [
    {
      key: 'kind',
      title: t('incubator.flow.holderKind'),
      width: 120,
      render: (_, l) => <Tag color={KIND_COLORS[l.holderKind]}>{t(`incubator.flow.${l.holderKind}`)}</Tag>,
    },
    { key: 'holder', title: t('incubator.flow.holder'), width: 220, render: (_, l) => holderText(l) },
    { key: 'from', title: t('incubator.flow.from'), width: 180, render: (_, l) => formatChinaTime(l.from) },
    { key: 'to', title: t('incubator.flow.to'), width: 180, render: (_, l) => formatChinaTime(l.to) },
    {
      key: 'duration',
      title: t('incubator.flow.duration'),
      width: 130,
      render: (_, l) => chainDurationText(t, l.to - l.from),
    },
    {
      key: 'positions',
      title: t('incubator.flow.positions'),
      align: 'right',
      width: 100,
      dataIndex: 'positions',
    },
  ];
  const legs = data?.legs ?? [];
  return (
    <div className="incubator-page" data-testid={TEST_IDS.incubator.flowDetail}>
      <IncubatorRangeBar
        title={route.meta.title || t('incubator.flow.title')}
        incubators={data?.incubators ?? []}
        incubatorId={data?.incubatorId ?? null}
        query={query}
        maxDays={INCUBATOR_DETAIL_MAX_DAYS}
        onQuery={setQuery}
      />
      <Card size="small">
        <Typography.Paragraph type="secondary">
          {t('incubator.flow.hint', { radius: INCUBATOR_HOLD_RADIUS_M })}
        </Typography.Paragraph>
        {legs.length === 0 ? (
          <Empty description={t('incubator.flow.empty')} />
        ) : (
          <div className="incubator-flow">
            <Timeline
              data-testid={TEST_IDS.incubator.flowTimeline}
              className="incubator-flow-timeline"
              items={legs.map((l) => ({
                color: KIND_COLORS[l.holderKind],
                children: (
                  <>
                    <Typography.Text strong>{holderText(l)}</Typography.Text>
                    <br />
                    <Typography.Text type="secondary">
                      {formatChinaTime(l.from)} → {formatChinaTime(l.to).slice(11)}
                    </Typography.Text>
                  </>
                ),
              }))}
            />
            <Table<IncubatorFlowLeg>
              data-testid={TEST_IDS.incubator.flowTable}
              className="incubator-flow-table"
              size="small"
              rowKey="from"
              loading={loaded.state === 'loading'}
              columns={columns}
              dataSource={legs}
              pagination={false}
              scroll={{ x: 'max-content' }}
            />
          </div>
        )}
      </Card>
    </div>
  );
}
