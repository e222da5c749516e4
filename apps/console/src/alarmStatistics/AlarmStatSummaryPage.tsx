import {
  ENDPOINTS,
  HANDLE_STATUS,
  HAZARD_LEVEL,
  TEST_IDS,
  type AlarmStatCounts,
  type AlarmStatRow,
  type AlarmStatSummaryResponse,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { Alert, Button, Card, Empty, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import type { MenuRoute } from '../routes/menuRoute';
import { routeOfMenu } from '../routes/menuTree';
import { session } from '../session/sessionState';
import { StatFilterBar } from './StatFilterBar';
import {
  alarmQueryOf,
  filtersOfAlarmQuery,
  lastWeek,
  statQueryFromSearch,
  statSearch,
  type StatQuery,
} from './statQuery';
import { useStatExport } from './useStatExport';
import '../alarmHandling/alarmProcessing.css';

/** Each count column and the detail filter its cells open. */
const COUNT_COLUMNS = [
  { key: 'total', cell: {} },
  { key: 'high', cell: { alarmLevel: HAZARD_LEVEL.high } },
  { key: 'medium', cell: { alarmLevel: HAZARD_LEVEL.medium } },
  { key: 'low', cell: { alarmLevel: HAZARD_LEVEL.low } },
  { key: 'handled', cell: { handleStatus: HANDLE_STATUS.processed } },
  { key: 'unprocessed', cell: { handleStatus: HANDLE_STATUS.unprocessed } },
  { key: 'ignored', cell: { handleStatus: HANDLE_STATUS.ignored } },
] as const;

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'done'; data: AlarmStatSummaryResponse };

const rate = (c: AlarmStatCounts) => `${(c.handledRate * 100).toFixed(1)}%`;

/** One row per vehicle with its alarm counts and the totals; a count opens the detail of those alarms. */
export function AlarmStatSummaryPage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { routes } = useSnapshot(session);
  const defaults = useMemo(() => lastWeek(), []);
  const [query, setQuery] = useState<StatQuery>(() => statQueryFromSearch(search, defaults));
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const exporter = useStatExport('summary');
  const canExport = route.meta.operationIds.includes('alarmStatSummary:export');
  const detailRoute = routeOfMenu(routes, 'alarmStatDetail');

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.alarmStatSummary, query)
      .then((data) => live && setLoaded({ state: 'done', data }))
      .catch((error: unknown) => {
        if (!live || (isApiError(error) && error.kind === 'cancelled')) return;
        if (!isApiError(error)) logError('pageLoad', 'alarmStatSummary failed', error);
        setLoaded({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [query]);

  const searchFor = (next: StatQuery) => {
    setLoaded({ state: 'loading' });
    setQuery(next);
  };

  const count = (vehicle: AlarmStatRow | 'total', key: string, value: number, cell: object) => {
    if (!detailRoute || value === 0) return value;
    const filter = vehicle === 'total' ? cell : { ...cell, vehicleId: vehicle.vehicleId };
    const plate = vehicle === 'total' ? '' : `&plate=${encodeURIComponent(vehicle.plate)}`;
    return (
      <Button
        type="link"
        size="small"
        data-testid={TEST_IDS.alarmStatistics.count(vehicle === 'total' ? 'total' : vehicle.vehicleId, key)}
        onClick={() => void navigate(`${detailRoute.path}?${statSearch({ ...query, ...filter })}${plate}`)}
      >
        {value}
      </Button>
    );
  };

  const columns: ColumnsType<AlarmStatRow> = [
    { key: 'plate', dataIndex: 'plate', title: t('alarmStatistics.column.plate'), fixed: 'left', width: 120 },
    { key: 'org', dataIndex: 'orgName', title: t('alarmStatistics.column.org'), width: 160 },
    ...COUNT_COLUMNS.map(({ key, cell }) => ({
      key,
      title: t(`alarmStatistics.column.${key}`),
      align: 'right' as const,
      width: 90,
      render: (_: unknown, row: AlarmStatRow) => count(row, key, row[key], cell),
    })),
    {
      key: 'handledRate',
      title: t('alarmStatistics.column.handledRate'),
      align: 'right',
      width: 100,
      render: (_, row) => rate(row),
    },
  ];

  const body = (() => {
    if (loaded.state === 'failed')
      return <Alert type="error" showIcon message={t('alarmStatistics.loadFailed')} />;
    const data = loaded.state === 'done' ? loaded.data : null;
    return (
      <Table<AlarmStatRow>
        data-testid={TEST_IDS.alarmStatistics.summaryTable}
        size="small"
        rowKey="vehicleId"
        loading={loaded.state === 'loading'}
        columns={columns}
        dataSource={data?.rows ?? []}
        pagination={{ defaultPageSize: 50, showSizeChanger: true, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('alarmStatistics.empty')} /> }}
        summary={() =>
          data && data.rows.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <Typography.Text strong>{t('alarmStatistics.totals')}</Typography.Text>
              </Table.Summary.Cell>
              {COUNT_COLUMNS.map(({ key, cell }, i) => (
                <Table.Summary.Cell key={key} index={i + 2} align="right">
                  {count('total', key, data.totals[key], cell)}
                </Table.Summary.Cell>
              ))}
              <Table.Summary.Cell index={COUNT_COLUMNS.length + 2} align="right">
                {rate(data.totals)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    );
  })();

  return (
    <div className="alarm-processing" data-testid={TEST_IDS.alarmStatistics.summary}>
      <Card size="small">
        <StatFilterBar
          kind="alarm"
          initial={filtersOfAlarmQuery(query)}
          defaults={filtersOfAlarmQuery(defaults)}
          onSearch={(f) => searchFor(alarmQueryOf(f))}
        />
      </Card>
      <Card size="small" className="alarm-processing__table">
        <div className="alarm-processing__toolbar">
          <Typography.Text strong data-testid={TEST_IDS.page.title}>
            {route.meta.title || t('alarmStatistics.summaryTitle')}
          </Typography.Text>
          <Space>
            {canExport && (
              <Button
                data-testid={TEST_IDS.alarmStatistics.export}
                loading={exporter.exporting}
                onClick={() => void exporter.run(query)}
              >
                {t('alarmStatistics.filter.export')}
              </Button>
            )}
          </Space>
        </div>
        {body}
      </Card>
    </div>
  );
}
