import {
  DEVICE_EXCEPTION_TYPE,
  ENDPOINTS,
  HANDLE_STATUS,
  TEST_IDS,
  type ExceptionGridRow,
  type PageParam,
  formatChinaTime,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import type { ColDef, GridApi, ICellRendererParams } from 'ag-grid-community';
import { App, Button, Card, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { alarmShell, openHandling } from '../alarmShell/alarmShellState';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import type { MenuRoute } from '../routes/menuRoute';
import { AlarmFilterBar } from './grid/AlarmFilterBar';
import { queryFromSearch, todayRange, type AlarmQuery } from './grid/alarmQuery';
import { COLUMN_WIDTH, TWO_LINE_CELL } from '../grid/columnWidths';
import { arrangeColDefs } from '../grid/arrangeColDefs';
import { ServerGrid } from '../grid/ServerGrid';
import { ColumnSettingsPopover } from '../resources/ColumnSettingsPopover';
import { useColumnSettings } from '../resources/useColumnSettings';
import './alarmProcessing.css';

const PAGE = 'equipAbnormalHandle';
const STATUS_COLORS: Record<number, string> = { 0: 'error', 1: 'success', 2: 'default' };
const selectable = (row: ExceptionGridRow) => row.hasIgnore && row.handleStatus === HANDLE_STATUS.unprocessed;

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
  // Ignoring is the page's only batch action.
  const canIgnore = ops.has(`${PAGE}:ignore`);

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

  const fetchPage = useCallback(
    (pageParamVO: PageParam) => api.call(ENDPOINTS.findDeviceExceptions, { ...query, pageParamVO }),
    [query],
  );

  const columns = useMemo<ColDef<ExceptionGridRow>[]>(
    () => [
      { field: 'regName', headerName: t('column.plate'), width: COLUMN_WIDTH.plate, pinned: 'left' },
      {
        field: 'orgName',
        headerName: t('column.org'),
        width: COLUMN_WIDTH.org,
        tooltipField: 'orgName',
        ...TWO_LINE_CELL,
      },
      {
        field: 'typeName',
        headerName: t('column.alarmName'),
        width: COLUMN_WIDTH.alarmName,
        ...TWO_LINE_CELL,
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
      {
        field: 'handleStatus',
        headerName: t('column.handleStatus'),
        width: COLUMN_WIDTH.status,
        cellRenderer: (p: ICellRendererParams<ExceptionGridRow>) =>
          p.data ? <Tag color={STATUS_COLORS[p.data.handleStatus]}>{p.data.handleStatusName}</Tag> : null,
      },
      { field: 'handleManName', headerName: t('column.handler'), width: COLUMN_WIDTH.handler },
      {
        field: 'handleRemark',
        headerName: t('column.remark'),
        flex: 1,
        minWidth: COLUMN_WIDTH.freeText,
        tooltipField: 'handleRemark',
      },
      {
        colId: 'actions',
        headerName: t('column.actions'),
        width: COLUMN_WIDTH.actions,
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
  const dataFields = useMemo(() => columns.flatMap((c) => (c.field ? [String(c.field)] : [])), [columns]);
  const columnSettings = useColumnSettings('exceptionGrid', dataFields);
  const arranged = useMemo(
    () => arrangeColDefs(columns, columnSettings.columns),
    [columns, columnSettings.columns],
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
            {columnSettings.columns && (
              <ColumnSettingsPopover
                columns={columnSettings.columns}
                label={(field) => String(columns.find((c) => c.field === field)?.headerName ?? field)}
                onChange={columnSettings.change}
                onReset={columnSettings.reset}
              />
            )}
            {canIgnore && (
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
        <ServerGrid<ExceptionGridRow>
          key={JSON.stringify(query)}
          columns={arranged}
          fetchPage={fetchPage}
          testIds={TEST_IDS.handling}
          rowId={(row) => row.guid}
          {...(canIgnore ? { selectable } : {})}
          onApi={(next) => {
            gridApi.current = next;
          }}
          onTotal={setTotal}
        />
      </Card>
    </div>
  );
}
