import {
  ALARM_CLASS,
  HANDLE_STATUS,
  TEST_IDS,
  type AlarmClass,
  type AlarmGridRow,
  type PageParam,
  type TableColumnSetting,
  formatChinaTime,
} from '@roadwatch/core';
import type { ColDef, GridApi, ICellRendererParams } from 'ag-grid-community';
import { Button, Space, Tag } from 'antd';
import { forwardRef, useCallback, useImperativeHandle, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { ALARM_CLASS_CALLS } from '../alarmClassEndpoints';
import type { AlarmQuery } from './alarmQuery';
import { COLUMN_WIDTH, TWO_LINE_CELL } from '../../grid/columnWidths';
import { arrangeColDefs } from '../../grid/arrangeColDefs';
import { ServerGrid } from '../../grid/ServerGrid';

export interface AlarmGridHandle {
  selected(): AlarmGridRow[];
  refresh(): void;
  /** Rows currently loaded, in order (the dialog's next-item walks them). */
  loadedRows(): AlarmGridRow[];
}

export interface AlarmGridProps {
  alarmClass: AlarmClass;
  query: AlarmQuery;
  onOpen: (row: AlarmGridRow) => void;
  onIgnore: (rows: AlarmGridRow[]) => void;
  onTotal: (total: number) => void;
  onSelectionChange: (count: number) => void;
  /** Whether the user has a batch action (ignore or handle): without one the grid offers no selection. */
  batchActions: boolean;
  /** The user's column choice and order (`tableColumnSetting`), null for the page's own. */
  arrangement: readonly TableColumnSetting[] | null;
}

/** The grid's data columns with their header keys (namespace `handling`), for the column settings. */
export function alarmGridFields(alarmClass: AlarmClass): { field: string; header: string }[] {
  const vehicle = alarmClass === ALARM_CLASS.vehicle;
  return [
    { field: 'regName', header: vehicle ? 'column.plate' : 'column.site' },
    { field: 'orgName', header: 'column.org' },
    { field: 'alarmName', header: 'column.alarmName' },
    { field: 'alarmLevel', header: 'column.level' },
    { field: 'bTime', header: 'column.beginTime' },
    { field: 'eTime', header: 'column.endTime' },
    ...(vehicle ? [{ field: 'bSpeed', header: 'column.speed' }] : []),
    { field: 'alarmContent', header: 'column.content' },
    { field: 'handleStatus', header: 'column.handleStatus' },
    { field: 'handleManName', header: 'column.handler' },
  ];
}

const LEVEL_COLORS: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'red' };
const STATUS_COLORS: Record<number, string> = {
  [HANDLE_STATUS.unprocessed]: 'error',
  [HANDLE_STATUS.processed]: 'success',
  [HANDLE_STATUS.ignored]: 'default',
};

// Only alarms the user may still handle or ignore can be picked for a batch.
const selectable = (row: AlarmGridRow) =>
  row.handleStatus === HANDLE_STATUS.unprocessed && (row.hasIgnore || row.hasHandle);

/** The server-paged alarm grid of a processing page. */
export const AlarmGrid = forwardRef<AlarmGridHandle, AlarmGridProps>(function AlarmGrid(
  { alarmClass, query, onOpen, onIgnore, onTotal, onSelectionChange, batchActions, arrangement },
  ref,
) {
  const { t } = useTranslation('handling');
  const gridApi = useRef<GridApi<AlarmGridRow> | null>(null);
  const calls = ALARM_CLASS_CALLS[alarmClass];

  useImperativeHandle(ref, () => ({
    selected: () => gridApi.current?.getSelectedRows() ?? [],
    refresh: () => {
      gridApi.current?.deselectAll();
      gridApi.current?.refreshInfiniteCache();
    },
    loadedRows: () => {
      const rows: AlarmGridRow[] = [];
      gridApi.current?.forEachNode((node) => {
        if (node.data) rows.push(node.data);
      });
      return rows;
    },
  }));

  const fetchPage = useCallback(
    (pageParamVO: PageParam) => api.call(calls.find, { ...query, pageParamVO }),
    [calls, query],
  );

  const columns = useMemo<ColDef<AlarmGridRow>[]>(() => {
    const vehicle = alarmClass === ALARM_CLASS.vehicle;
    return [
      {
        field: 'regName',
        headerName: vehicle ? t('column.plate') : t('column.site'),
        width: COLUMN_WIDTH.plate,
        pinned: 'left',
      },
      {
        field: 'orgName',
        headerName: t('column.org'),
        width: COLUMN_WIDTH.org,
        tooltipField: 'orgName',
        ...TWO_LINE_CELL,
      },
      {
        field: 'alarmName',
        headerName: t('column.alarmName'),
        width: COLUMN_WIDTH.alarmName,
        ...TWO_LINE_CELL,
      },
      {
        field: 'alarmLevel',
        headerName: t('column.level'),
        width: COLUMN_WIDTH.level,
        cellRenderer: (p: ICellRendererParams<AlarmGridRow>) =>
          p.data ? <Tag color={LEVEL_COLORS[p.data.alarmLevel]}>{p.data.alarmLevelName}</Tag> : null,
      },
      {
        field: 'bTime',
        headerName: t('column.beginTime'),
        width: COLUMN_WIDTH.time,
        valueFormatter: (p) => formatChinaTime(p.value),
      },
      {
        field: 'eTime',
        headerName: t('column.endTime'),
        width: COLUMN_WIDTH.time,
        valueFormatter: (p) => (p.value ? formatChinaTime(p.value) : t('info.notEnded')),
      },
      ...(vehicle
        ? [{ field: 'bSpeed' as const, headerName: t('column.speed'), width: COLUMN_WIDTH.speed }]
        : []),
      {
        field: 'alarmContent',
        headerName: t('column.content'),
        flex: 1,
        minWidth: COLUMN_WIDTH.freeText,
        tooltipField: 'alarmContent',
      },
      {
        field: 'handleStatus',
        headerName: t('column.handleStatus'),
        width: COLUMN_WIDTH.status,
        cellRenderer: (p: ICellRendererParams<AlarmGridRow>) =>
          p.data ? <Tag color={STATUS_COLORS[p.data.handleStatus]}>{p.data.handleStatusName}</Tag> : null,
      },
      { field: 'handleManName', headerName: t('column.handler'), width: COLUMN_WIDTH.handler },
      {
        colId: 'actions',
        headerName: t('column.actions'),
        width: COLUMN_WIDTH.actions,
        pinned: 'right',
        sortable: false,
        cellRenderer: (p: ICellRendererParams<AlarmGridRow>) => {
          const row = p.data;
          if (!row) return null;
          return (
            <Space size={4}>
              <Button
                type="link"
                size="small"
                data-testid={TEST_IDS.handling.rowHandle(row.guid)}
                onClick={() => onOpen(row)}
              >
                {row.hasHandle && row.handleStatus === HANDLE_STATUS.unprocessed
                  ? t('page.handle')
                  : t('page.view')}
              </Button>
              {row.hasIgnore && (
                <Button
                  type="link"
                  size="small"
                  danger
                  data-testid={TEST_IDS.handling.rowIgnore(row.guid)}
                  onClick={() => onIgnore([row])}
                >
                  {t('page.ignore')}
                </Button>
              )}
            </Space>
          );
        },
      },
    ];
  }, [alarmClass, t, onOpen, onIgnore]);
  const arranged = useMemo(() => arrangeColDefs(columns, arrangement), [columns, arrangement]);

  return (
    <ServerGrid<AlarmGridRow>
      key={JSON.stringify(query)}
      columns={arranged}
      fetchPage={fetchPage}
      testIds={TEST_IDS.handling}
      rowId={(row) => row.guid}
      {...(batchActions ? { selectable } : {})}
      onApi={(next) => {
        gridApi.current = next;
      }}
      onTotal={onTotal}
      onSelectionChange={onSelectionChange}
      onRowDoubleClicked={onOpen}
    />
  );
});
