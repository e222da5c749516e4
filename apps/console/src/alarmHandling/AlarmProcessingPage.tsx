import {
  ALARM_CLASS,
  HANDLE_STATUS,
  LIMITS,
  TEST_IDS,
  type AlarmClass,
  type AlarmGridRow,
} from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { App, Button, Card, Space, Typography } from 'antd';
import 'dayjs/locale/zh-cn';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import type { MenuRoute } from '../routes/menuRoute';
import { ALARM_CLASS_CALLS } from './alarmClassEndpoints';
import { BatchHandleDialog } from './BatchHandleDialog';
import { AlarmDialog } from './dialog/AlarmDialog';
import { AlarmFilterBar } from './grid/AlarmFilterBar';
import { ColumnSettingsPopover } from '../resources/ColumnSettingsPopover';
import { useColumnSettings } from '../resources/useColumnSettings';
import { AlarmGrid, alarmGridFields, type AlarmGridHandle } from './grid/AlarmGrid';
import { queryFromSearch, todayRange, type AlarmQuery } from './grid/alarmQuery';
import { StorageHandleDialog } from './StorageHandleDialog';
import './alarmProcessing.css';

export interface AlarmProcessingPageProps {
  route: MenuRoute;
  alarmClass: AlarmClass;
}

/**
 * A processing page (vehicle, store or warehouse alarms): filters, the server-paged grid with selection, single
 * and batch ignore, batch handling of up to 20, export, and the alarm dialog (vehicles) or the re-analysis dialog.
 */
export function AlarmProcessingPage({ route, alarmClass }: AlarmProcessingPageProps) {
  const { t } = useTranslation('handling');
  const { message, modal } = App.useApp();
  const [search] = useSearchParams();
  const defaults = useMemo(() => todayRange(), []);
  const [query, setQuery] = useState<AlarmQuery>(() => queryFromSearch(search, defaults));
  const [total, setTotal] = useState(0);
  const [selectedCount, setSelectedCount] = useState(0);
  // The alarm popover opens this page with the alarm to handle (`alarmGuid`).
  const [openGuid, setOpenGuid] = useState<string | null>(() =>
    alarmClass === ALARM_CLASS.store ? null : search.get('alarmGuid'),
  );
  const [batchRows, setBatchRows] = useState<AlarmGridRow[] | null>(null);
  const [exporting, setExporting] = useState(false);
  const grid = useRef<AlarmGridHandle>(null);
  const gridFields = useMemo(() => alarmGridFields(alarmClass), [alarmClass]);
  const columnSettings = useColumnSettings(
    `alarmGrid.${alarmClass}`,
    useMemo(() => gridFields.map((f) => f.field), [gridFields]),
  );
  const calls = ALARM_CLASS_CALLS[alarmClass];
  const ops = new Set(route.meta.operationIds);
  const canHandle = ops.has(`${calls.page}:handle`);
  const canIgnore = ops.has(`${calls.page}:ignore`);
  const canExport = ops.has(`${calls.page}:export`);
  const canBatchHandle = canHandle && calls.batchHandle !== null;

  const ignore = useCallback(
    (rows: AlarmGridRow[]) => {
      const permitted = rows.filter((r) => r.hasIgnore && r.handleStatus === HANDLE_STATUS.unprocessed);
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
            await api.call(
              calls.ignore,
              permitted.map((r) => r.guid),
            );
            void message.success(t('page.ignoreSucceeded'));
            grid.current?.refresh();
          } catch (error) {
            if (!isApiError(error)) logError('pageLoad', 'ignore failed', error);
          }
        },
      });
    },
    [calls, message, modal, t],
  );

  const batchHandle = () => {
    const rows = (grid.current?.selected() ?? []).filter((r) => r.hasHandle);
    if (rows.length === 0) {
      void message.warning(t('page.selectToHandle'));
      return;
    }
    if (rows.length > LIMITS.batchHandleMax) {
      void message.warning(t('page.batchTooMany', { max: LIMITS.batchHandleMax }));
      return;
    }
    setBatchRows(rows);
  };

  const exportRows = async () => {
    setExporting(true);
    try {
      await api.blob(calls.exportFile, query);
      void message.success(t('page.exported'));
    } catch (error) {
      if (!isApiError(error)) logError('pageLoad', 'export failed', error);
    } finally {
      setExporting(false);
    }
  };

  const open = useCallback(
    (row: AlarmGridRow) => {
      if (alarmClass === ALARM_CLASS.store) {
        if (row.hasHandle) setBatchRows([row]);
        return;
      }
      setOpenGuid(row.guid);
    },
    [alarmClass],
  );

  const nextOf = useCallback((guid: string) => {
    const rows = grid.current?.loadedRows() ?? [];
    const index = rows.findIndex((r) => r.guid === guid);
    const next = rows.slice(index + 1).find((r) => r.handleStatus === HANDLE_STATUS.unprocessed);
    return next?.guid ?? null;
  }, []);

  const title = { 1: t('page.vehicleTitle'), 2: t('page.storeTitle'), 3: t('page.storageTitle') }[alarmClass];

  return (
    <div className="alarm-processing" data-testid={TEST_IDS.handling.page}>
      <Card size="small" className="alarm-processing__filters">
        <AlarmFilterBar alarmClass={alarmClass} initial={query} defaults={defaults} onSearch={setQuery} />
      </Card>
      <Card size="small" className="alarm-processing__table">
        <div className="alarm-processing__toolbar">
          <Space>
            <Typography.Text strong data-testid={TEST_IDS.page.title}>
              {route.meta.title || title}
            </Typography.Text>
            <Typography.Text type="secondary">{t('page.total', { total })}</Typography.Text>
            {selectedCount > 0 && (
              <Typography.Text type="secondary">
                {t('page.selected', { count: selectedCount })}
              </Typography.Text>
            )}
          </Space>
          <Space>
            {columnSettings.columns && (
              <ColumnSettingsPopover
                columns={columnSettings.columns}
                label={(field) => t(gridFields.find((f) => f.field === field)?.header ?? field)}
                onChange={columnSettings.change}
                onReset={columnSettings.reset}
              />
            )}
            {canIgnore && (
              <Button
                data-testid={TEST_IDS.handling.batchIgnore}
                onClick={() => ignore(grid.current?.selected() ?? [])}
              >
                {t('page.batchIgnore')}
              </Button>
            )}
            {canBatchHandle && (
              <Button type="primary" ghost data-testid={TEST_IDS.handling.batchHandle} onClick={batchHandle}>
                {t('page.batchHandle')}
              </Button>
            )}
            {canExport && (
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
        <AlarmGrid
          ref={grid}
          alarmClass={alarmClass}
          query={query}
          onOpen={open}
          onIgnore={ignore}
          onTotal={setTotal}
          onSelectionChange={setSelectedCount}
          batchActions={canIgnore || canBatchHandle}
          arrangement={columnSettings.columns}
        />
      </Card>
      {alarmClass === ALARM_CLASS.vehicle && (
        <AlarmDialog
          guid={openGuid}
          nextOf={nextOf}
          onOpen={setOpenGuid}
          onClose={() => setOpenGuid(null)}
          onHandled={() => grid.current?.refresh()}
        />
      )}
      {alarmClass === ALARM_CLASS.storage && (
        <StorageHandleDialog
          guid={openGuid}
          onClose={(handled) => {
            setOpenGuid(null);
            if (handled) grid.current?.refresh();
          }}
        />
      )}
      {calls.batchHandle && (
        <BatchHandleDialog
          rows={batchRows}
          call={calls.batchHandle}
          onClose={(handled) => {
            setBatchRows(null);
            if (handled) grid.current?.refresh();
          }}
        />
      )}
    </div>
  );
}
