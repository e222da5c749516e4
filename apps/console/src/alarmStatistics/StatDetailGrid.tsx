import { formatChinaTime, TEST_IDS, type AlarmGridRow, ENDPOINTS } from '@roadwatch/core';
import type { ColDef } from 'ag-grid-community';
import { Tag } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { ServerGrid } from '../grid/ServerGrid';
import type { StatQuery } from './statQuery';

const LEVEL_COLORS: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'red' };
const time = (v: number | null | undefined) => (v == null ? '' : formatChinaTime(v));

export interface StatDetailGridProps {
  query: StatQuery;
  onTotal: (total: number) => void;
  onLoadError: (error: unknown) => void;
}

/** The alarms behind a summary count, server-paged, newest first; read-only. */
export function StatDetailGrid({ query, onTotal, onLoadError }: StatDetailGridProps) {
  const { t } = useTranslation('handling');
  const columns = useMemo<ColDef<AlarmGridRow>[]>(
    () => [
      { field: 'regName', headerName: t('column.plate'), pinned: 'left', width: 120 },
      { field: 'orgName', headerName: t('column.org'), width: 150 },
      { field: 'alarmName', headerName: t('column.alarmName'), width: 160 },
      {
        field: 'alarmLevel',
        headerName: t('column.level'),
        width: 120,
        cellRenderer: (p: { data?: AlarmGridRow }) =>
          p.data ? <Tag color={LEVEL_COLORS[p.data.alarmLevel]}>{p.data.alarmLevelName}</Tag> : null,
      },
      { field: 'bTime', headerName: t('column.beginTime'), width: 170, valueFormatter: (p) => time(p.value) },
      { field: 'eTime', headerName: t('column.endTime'), width: 170, valueFormatter: (p) => time(p.value) },
      {
        field: 'alarmContent',
        headerName: t('column.content'),
        flex: 1,
        minWidth: 200,
        tooltipField: 'alarmContent',
      },
      { field: 'handleStatusName', headerName: t('column.handleStatus'), width: 100 },
      { field: 'handleManName', headerName: t('column.handler'), width: 110 },
    ],
    [t],
  );
  const fetchPage = useCallback(
    (pageParamVO: { curPage: number; pageSize: number }) =>
      api.call(ENDPOINTS.alarmStatDetail, { ...query, pageParamVO }),
    [query],
  );
  return (
    <ServerGrid<AlarmGridRow>
      key={JSON.stringify(query)}
      className="alarm-stat__grid"
      columns={columns}
      fetchPage={fetchPage}
      testIds={{ grid: TEST_IDS.alarmStatistics.grid, pager: TEST_IDS.alarmStatistics.pager }}
      rowId={(row) => row.guid}
      onApi={() => undefined}
      onTotal={onTotal}
      onLoadError={onLoadError}
    />
  );
}
