import {
  chinaTodayRange,
  ENDPOINTS,
  formatChinaTime,
  INCUBATOR_DETAIL_MAX_DAYS,
  TEMPERATURE_POINT_STATE,
  TEST_IDS,
  type IncubatorReadingRow,
} from '@roadwatch/core';
import { Card, Empty, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import type { MenuRoute } from '../routes/menuRoute';
import { useViewCall } from '../warehouse/useViewCall';
import { IncubatorRangeBar, type IncubatorRangeQuery } from './IncubatorRangeBar';
import './incubator.css';

/**
 * Incubator temperature detail (`incubatorTempDetail`): one incubator's readings, newest first, paged by the
 * server, each marked against its model's range (above, below, offline).
 */
export function IncubatorTempDetailView({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('incubator');
  const [query, setQuery] = useState<IncubatorRangeQuery>(() => {
    const today = chinaTodayRange(Date.now());
    return { startTime: today.bTime, endTime: today.eTime + 1 };
  });
  const [page, setPage] = useState({ curPage: 1, pageSize: 50 });
  const loaded = useViewCall(
    () => api.call(ENDPOINTS.incubatorTempDetail, { ...query, ...page }),
    JSON.stringify([query, page]),
    'incubator temperature detail failed',
  );
  const data = loaded.state === 'done' ? loaded.data : null;
  const columns: ColumnsType<IncubatorReadingRow> = [
    { key: 'time', title: t('incubator.temp.time'), width: 180, render: (_, r) => formatChinaTime(r.time) },
    {
      key: 'value',
      title: t('incubator.temp.valueC'),
      align: 'right',
      width: 140,
      render: (_, r) =>
        r.valueC === null ? (
          '—'
        ) : (
          <span className={r.excursion ? 'incubator-excursion' : undefined}>{r.valueC.toFixed(2)}</span>
        ),
    },
    {
      key: 'humidity',
      title: t('incubator.temp.humidity'),
      align: 'right',
      width: 130,
      render: (_, r) => (r.humidity === null ? '—' : r.humidity.toFixed(1)),
    },
    {
      key: 'state',
      title: t('incubator.temp.state'),
      width: 150,
      render: (_, r) =>
        r.valueC === null || r.state === TEMPERATURE_POINT_STATE.offline ? (
          <Tag>{t('incubator.temp.offline')}</Tag>
        ) : r.excursion ? (
          <Tag color={r.excursion === 'high' ? 'red' : 'blue'}>{t(`incubator.temp.${r.excursion}`)}</Tag>
        ) : (
          <Tag color="green">{t('incubator.temp.normal')}</Tag>
        ),
    },
  ];
  return (
    <div className="incubator-page" data-testid={TEST_IDS.incubator.tempDetail}>
      <IncubatorRangeBar
        title={route.meta.title || t('incubator.temp.title')}
        incubators={data?.incubators ?? []}
        incubatorId={data?.incubatorId ?? null}
        query={query}
        maxDays={INCUBATOR_DETAIL_MAX_DAYS}
        onQuery={(q) => {
          setQuery(q);
          setPage((p) => ({ ...p, curPage: 1 }));
        }}
      >
        {data && data.minC !== null && data.maxC !== null && (
          <Typography.Text type="secondary">
            {t('incubator.view.limits', { min: data.minC, max: data.maxC })}
          </Typography.Text>
        )}
      </IncubatorRangeBar>
      <Card size="small">
        <Table<IncubatorReadingRow>
          data-testid={TEST_IDS.incubator.tempTable}
          size="small"
          rowKey="time"
          loading={loaded.state === 'loading'}
          columns={columns}
          dataSource={data?.data ?? []}
          locale={{ emptyText: <Empty /> }}
          pagination={{
            current: page.curPage,
            pageSize: page.pageSize,
            total: data?.totalRecords ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100, 200],
            onChange: (curPage, pageSize) => setPage({ curPage, pageSize }),
          }}
        />
      </Card>
    </div>
  );
}
