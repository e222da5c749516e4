import {
  DEVICE_EXCEPTION_TYPE,
  ENDPOINTS,
  HANDLE_STATUS,
  LIMITS,
  TEST_IDS,
  type ExceptionGridRow,
  formatChinaTime,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import type { ColDef, GridApi, ICellRendererParams, IDatasource } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { App, Button, Card, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { alarmShell, openHandling } from '../alarmShell/alarmShellState';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import type { MenuRoute } from '../routes/menuRoute';
import { registerAgGridModules } from './grid/agGridModules';
import { AlarmFilterBar } from './grid/AlarmFilterBar';
import { queryFromSearch, todayRange, type AlarmQuery } from './grid/alarmQuery';
import './alarmProcessing.css';

registerAgGridModules();

const PAGE = 'equipAbnormalHandle';
const STATUS_COLORS: Record<number, string> = { 0: 'error', 1: 'success', 2: 'default' };

/**
 * Device exceptions (equipAbnormalHandle): the same filters and server-paged grid as the alarm pages; handling
 * uses the shell's abnormal dialog (six presets, remark ≤ 200), ignoring the shell's ignoreAbnormal call.
 */
export function ExceptionProcessingPage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('handling');
  const { message, modal } = App.useApp();
  const [search] = useSearchParams();
  const defaults = useMemo(() => todayRange(), []);
  const [query, setQuery] = useState<AlarmQuery>(() => queryFromSearch(search, defaults));
  const [total, setTotal] = useState(0);
  const [exporting, setExporting] = useState(false);
  const gridApi = useRef<GridApi<ExceptionGridRow> | null>(null);
  const { handling } = useSnapshot(alarmShell);
  const wasHandling = useRef(false);
  const ops = new Set(route.meta.operationIds);

  // The shell's dialog closes after saving (or cancelling): the rows are read again.
  useEffect(() => {
    if (wasHandling.current && !handling) gridApi.current?.refreshInfiniteCache();
    wasHandling.current = handling !== null;
  }, [handling]);

  const ignore = useCallback(
    (rows: ExceptionGridRow[]) => {
      const permitted = rows.filter((r) => r.hasIgnore);
      if (permitted.length === 0) {
        void message.warning(t('page.selectToIgnore'));
        return;
      }
      modal.confirm({
        title: t('page.ignoreConfirmTitle'),
        content:
          permitted.length === 1
            ? t('page.ignoreOneConfirm')
            : t('page.ignoreConfirm', { count: permitted.length }),
        okButtonProps: { danger: true },
        onOk: async () => {
          try {
            for (const r of permitted)
              await api.call(ENDPOINTS.ignoreAbnormal, { guid: r.guid, vehicleId: r.vehicleId });
            void message.success(t('page.ignoreSucceeded'));
          } catch (error) {
            if (!isApiError(error)) logError('pageLoad', 'ignoreAbnormal failed', error);
          }
          gridApi.current?.deselectAll();
          gridApi.current?.refreshInfiniteCache();
        },
      });
    },
    [message, modal, t],
  );

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: (params) => {
        const pageSize = params.endRow - params.startRow;
        api
          .call(ENDPOINTS.findDeviceExceptions, {
            ...query,
            pageParamVO: { curPage: Math.floor(params.startRow / pageSize) + 1, pageSize },
          })
          .then((page) => {
            setTotal(page.totalRecords);
            params.successCallback(page.data, page.totalRecords);
          })
          .catch((error: unknown) => {
            if (!isApiError(error)) logError('pageLoad', 'findDeviceExceptions failed', error);
            params.failCallback();
          });
      },
    }),
    [query],
  );

  const columns = useMemo<ColDef<ExceptionGridRow>[]>(
    () => [
      { field: 'regName', headerName: t('column.plate'), width: 120, pinned: 'left' },
      { field: 'orgName', headerName: t('column.org'), width: 140 },
      { field: 'typeName', headerName: t('column.alarmName'), width: 160 },
      {
        field: 'bTime',
        headerName: t('column.beginTime'),
        width: 170,
        valueFormatter: (p) => formatChinaTime(p.value),
      },
      {
        field: 'eTime',
        headerName: t('column.endTime'),
        width: 170,
        valueFormatter: (p) => (p.value ? formatChinaTime(p.value) : t('info.notEnded')),
      },
      {
        field: 'handleStatus',
        headerName: t('column.handleStatus'),
        width: 100,
        cellRenderer: (p: ICellRendererParams<ExceptionGridRow>) =>
          p.data ? <Tag color={STATUS_COLORS[p.data.handleStatus]}>{p.data.handleStatusName}</Tag> : null,
      },
      { field: 'handleManName', headerName: t('column.handler'), width: 100 },
      {
        field: 'handleRemark',
        headerName: t('column.remark'),
        flex: 1,
        minWidth: 180,
        tooltipField: 'handleRemark',
      },
      {
        colId: 'actions',
        headerName: t('column.actions'),
        width: 130,
        pinned: 'right',
        cellRenderer: (p: ICellRendererParams<ExceptionGridRow>) => {
          const row = p.data;
          if (!row) return null;
          return (
            <Space size={4}>
              {row.hasHandle && (
                <Button
                  type="link"
                  size="small"
                  data-testid={TEST_IDS.handling.rowHandle(row.guid)}
                  onClick={() =>
                    openHandling({
                      guid: row.guid,
                      regName: row.regName,
                      bTime: row.bTime,
                      typeName: row.typeName,
                      enableOp: true,
                      vehicleId: row.vehicleId,
                    })
                  }
                >
                  {t('page.handle')}
                </Button>
              )}
              {row.hasIgnore && (
                <Button type="link" size="small" danger onClick={() => ignore([row])}>
                  {t('page.ignore')}
                </Button>
              )}
            </Space>
          );
        },
      },
    ],
    [t, ignore],
  );

  const localeText = useMemo(
    () =>
      Object.fromEntries(
        (['page', 'of', 'to', 'more', 'loadingOoo', 'noRowsToShow', 'pageSizeSelectorLabel'] as const).map(
          (k) => [k, t(`grid.${k}`)],
        ),
      ),
    [t],
  );

  const exportRows = async () => {
    setExporting(true);
    try {
      await api.blob(ENDPOINTS.exportDeviceExceptions, query);
      void message.success(t('page.exported'));
    } catch (error) {
      if (!isApiError(error)) logError('pageLoad', 'export failed', error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="alarm-processing" data-testid={TEST_IDS.handling.page}>
      <Card size="small">
        <AlarmFilterBar
          alarmClass={1}
          initial={query}
          defaults={defaults}
          onSearch={setQuery}
          showLevel={false}
          typeOptions={(Object.keys(DEVICE_EXCEPTION_TYPE) as (keyof typeof DEVICE_EXCEPTION_TYPE)[]).map(
            (k) => ({
              value: DEVICE_EXCEPTION_TYPE[k],
              label: t(`alarm.deviceExceptionType.${k}`),
            }),
          )}
        />
      </Card>
      <Card size="small" className="alarm-processing__table">
        <div className="alarm-processing__toolbar">
          <Space>
            <Typography.Text strong data-testid={TEST_IDS.page.title}>
              {route.meta.title}
            </Typography.Text>
            <Typography.Text type="secondary">{t('page.total', { total })}</Typography.Text>
          </Space>
          <Space>
            {ops.has(`${PAGE}:ignore`) && (
              <Button
                data-testid={TEST_IDS.handling.batchIgnore}
                onClick={() => ignore(gridApi.current?.getSelectedRows() ?? [])}
              >
                {t('page.batchIgnore')}
              </Button>
            )}
            {ops.has(`${PAGE}:export`) && (
              <Button
                loading={exporting}
                data-testid={TEST_IDS.handling.export}
                onClick={() => void exportRows()}
              >
                {t('page.export')}
              </Button>
            )}
          </Space>
        </div>
        <div className="alarm-grid" data-testid={TEST_IDS.handling.grid}>
          <AgGridReact<ExceptionGridRow>
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
              isRowSelectable: (node) =>
                Boolean(node.data?.hasIgnore && node.data.handleStatus === HANDLE_STATUS.unprocessed),
            }}
            pagination
            paginationPageSize={LIMITS.pageSizeDefault}
            paginationPageSizeSelector={[...LIMITS.pageSizeOptions]}
            cacheBlockSize={LIMITS.pageSizeDefault}
            localeText={localeText}
            onGridReady={(e) => {
              gridApi.current = e.api;
            }}
          />
        </div>
      </Card>
    </div>
  );
}
