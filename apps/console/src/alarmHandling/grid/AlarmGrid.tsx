import {
  ALARM_CLASS,
  HANDLE_STATUS,
  LIMITS,
  TEST_IDS,
  type AlarmClass,
  type AlarmGridRow,
  formatChinaTime,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import type { ColDef, GridApi, GridReadyEvent, ICellRendererParams, IDatasource } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { Button, Space, Tag } from 'antd';
import { forwardRef, useImperativeHandle, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { logError } from '../../app/errorLogger';
import { ALARM_CLASS_CALLS } from '../alarmClassEndpoints';
import { registerAgGridModules } from './agGridModules';
import type { AlarmQuery } from './alarmQuery';

registerAgGridModules();

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
}

const LEVEL_COLORS: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'red' };
const STATUS_COLORS: Record<number, string> = {
  [HANDLE_STATUS.unprocessed]: 'error',
  [HANDLE_STATUS.processed]: 'success',
  [HANDLE_STATUS.ignored]: 'default',
};

/** Server-paged alarm grid (ag-grid infinite row model): each block is one page of the find call. */
export const AlarmGrid = forwardRef<AlarmGridHandle, AlarmGridProps>(function AlarmGrid(
  { alarmClass, query, onOpen, onIgnore, onTotal, onSelectionChange },
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

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: (params) => {
        const pageSize = params.endRow - params.startRow;
        api
          .call(calls.find, {
            ...query,
            pageParamVO: { curPage: Math.floor(params.startRow / pageSize) + 1, pageSize },
          })
          .then((page) => {
            onTotal(page.totalRecords);
            params.successCallback(page.data, page.totalRecords);
          })
          .catch((error: unknown) => {
            if (!isApiError(error) || error.kind !== 'cancelled')
              logError('pageLoad', 'alarm grid page failed', error);
            params.failCallback();
          });
      },
    }),
    [calls, query, onTotal],
  );

  const columns = useMemo<ColDef<AlarmGridRow>[]>(() => {
    const vehicle = alarmClass === ALARM_CLASS.vehicle;
    return [
      {
        field: 'regName',
        headerName: vehicle ? t('column.plate') : t('column.site'),
        width: 120,
        pinned: 'left',
      },
      { field: 'orgName', headerName: t('column.org'), width: 130 },
      { field: 'alarmName', headerName: t('column.alarmName'), width: 150, tooltipField: 'alarmName' },
      {
        field: 'alarmLevel',
        headerName: t('column.level'),
        width: 90,
        cellRenderer: (p: ICellRendererParams<AlarmGridRow>) =>
          p.data ? <Tag color={LEVEL_COLORS[p.data.alarmLevel]}>{p.data.alarmLevelName}</Tag> : null,
      },
      {
        field: 'bTime',
        headerName: t('column.beginTime'),
        width: 160,
        valueFormatter: (p) => formatChinaTime(p.value),
      },
      {
        field: 'eTime',
        headerName: t('column.endTime'),
        width: 160,
        valueFormatter: (p) => (p.value ? formatChinaTime(p.value) : t('info.notEnded')),
      },
      ...(vehicle ? [{ field: 'bSpeed' as const, headerName: t('column.speed'), width: 100 }] : []),
      {
        field: 'alarmContent',
        headerName: t('column.content'),
        flex: 1,
        minWidth: 200,
        tooltipField: 'alarmContent',
      },
      {
        field: 'handleStatus',
        headerName: t('column.handleStatus'),
        width: 100,
        cellRenderer: (p: ICellRendererParams<AlarmGridRow>) =>
          p.data ? <Tag color={STATUS_COLORS[p.data.handleStatus]}>{p.data.handleStatusName}</Tag> : null,
      },
      { field: 'handleManName', headerName: t('column.handler'), width: 100 },
      {
        colId: 'actions',
        headerName: t('column.actions'),
        width: 130,
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

  const localeText = useMemo(
    () =>
      Object.fromEntries(
        [
          'page',
          'of',
          'to',
          'more',
          'loadingOoo',
          'noRowsToShow',
          'pageSizeSelectorLabel',
          'firstPage',
          'lastPage',
          'nextPage',
          'previousPage',
        ].map((k) => [k, t(`grid.${k}`)]),
      ),
    [t],
  );

  return (
    <div className="alarm-grid" data-testid={TEST_IDS.handling.grid}>
      <AgGridReact<AlarmGridRow>
        key={JSON.stringify(query)}
        rowModelType="infinite"
        datasource={datasource}
        columnDefs={columns}
        defaultColDef={{ resizable: true, sortable: false }}
        getRowId={(p) => p.data.guid}
        rowSelection={{
          mode: 'multiRow',
          checkboxes: true,
          headerCheckbox: false,
          enableClickSelection: false,
          // Only alarms the user may still handle or ignore can be picked for a batch.
          isRowSelectable: (node) =>
            Boolean(
              node.data &&
              node.data.handleStatus === HANDLE_STATUS.unprocessed &&
              (node.data.hasIgnore || node.data.hasHandle),
            ),
        }}
        pagination
        paginationPageSize={LIMITS.pageSizeDefault}
        paginationPageSizeSelector={[...LIMITS.pageSizeOptions]}
        cacheBlockSize={LIMITS.pageSizeDefault}
        maxBlocksInCache={20}
        localeText={localeText}
        tooltipShowDelay={400}
        onGridReady={(e: GridReadyEvent<AlarmGridRow>) => {
          gridApi.current = e.api;
        }}
        onSelectionChanged={(e) => onSelectionChange(e.api.getSelectedRows().length)}
        onRowDoubleClicked={(e) => {
          if (e.data) onOpen(e.data);
        }}
      />
    </div>
  );
});
