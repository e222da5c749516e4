import {
  TEST_IDS,
  type EventReportFilters,
  type OperationId,
  type Page,
  type PageParam,
} from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import type { ColDef } from 'ag-grid-community';
import { Alert, Button, Card, Empty, Segmented, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportExport } from '../../alarmStatistics/useReportExport';
import { useFleetCostOptions } from '../../fleetCost/useFleetCostOptions';
import { ServerGrid, type GridSort } from '../../grid/ServerGrid';
import type { MenuRoute } from '../../routes/menuRoute';
import { EventReportFilterBar } from './EventReportFilterBar';
import { eventQueryIssue, lastSevenDays, type EventReportView } from './eventReportQuery';
import '../../alarmHandling/alarmProcessing.css';
import './eventReport.css';

const ids = TEST_IDS.eventReports;

/** One side (detail or summary) of an event report: its columns and its calls. */
export interface EventReportSide<Row> {
  columns: (t: TFunction, drill: (vehicleId: number) => void) => ColDef<Row>[];
  rowId: (row: Row) => string;
  fetch: (query: EventReportFilters, page: PageParam, sort: GridSort | null) => Promise<Page<Row>>;
  download: (query: EventReportFilters) => Promise<unknown>;
}

export interface EventReportConfig<Detail, Summary> {
  report: 'overspeed' | 'switchDoor';
  operationId: OperationId;
  /** Event types a detail query asks for (core's detail rules count them). */
  eventTypes?: number;
  detail: EventReportSide<Detail>;
  summary: EventReportSide<Summary>;
}

/**
 * An event report: detail and summary of one query, switched in place; the filter bar, a server-paged grid, the
 * export of exactly the query shown, and a summary row's plate opening that vehicle's details. A query that breaks
 * the server's rule is named here and not sent.
 */
export function EventReportPage<Detail, Summary>({
  route,
  config,
}: {
  route: MenuRoute;
  config: EventReportConfig<Detail, Summary>;
}) {
  const { t } = useTranslation();
  const { vehicles } = useFleetCostOptions();
  const [view, setView] = useState<EventReportView>('detail');
  const [query, setQuery] = useState<EventReportFilters>(() => lastSevenDays());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const exporter = useReportExport();
  const canExport = route.meta.operationIds.includes(`${config.operationId}:export`);

  const run = useCallback(
    (nextView: EventReportView, next: EventReportFilters) => {
      const issue = eventQueryIssue(nextView, next, vehicles.length, config.eventTypes);
      if (issue) {
        setRefusal(translateIssue(t, issue));
        return;
      }
      setRefusal(null);
      setFailed(false);
      setTotal(null);
      setView(nextView);
      setQuery(next);
    },
    [vehicles.length, config.eventTypes, t],
  );
  const drill = useCallback(
    (vehicleId: number) => run('detail', { ...query, vehicleIds: [vehicleId] }),
    [run, query],
  );
  const side = (view === 'detail' ? config.detail : config.summary) as EventReportSide<Detail | Summary>;
  const columns = useMemo(() => side.columns(t, drill), [side, t, drill]);
  const fetchPage = useCallback(
    (page: PageParam, sort: GridSort | null) => side.fetch(query, page, sort),
    [side, query],
  );

  return (
    <div className="alarm-processing event-report" data-testid={ids.page(config.report)}>
      <Card size="small">
        <EventReportFilterBar
          key={JSON.stringify(query)}
          query={query}
          vehicles={vehicles}
          onSearch={(next) => run(view, next)}
        />
        {refusal && (
          <Alert
            className="event-report__refusal"
            type="warning"
            showIcon
            message={refusal}
            data-testid={ids.refused}
          />
        )}
      </Card>
      <Card size="small" className="alarm-processing__table">
        <div className="alarm-processing__toolbar">
          <Space>
            <Typography.Text strong data-testid={TEST_IDS.page.title}>
              {route.meta.title}
            </Typography.Text>
            <Segmented<EventReportView>
              value={view}
              onChange={(next) => run(next, query)}
              options={(['detail', 'summary'] as const).map((v) => ({
                value: v,
                label: <span data-testid={ids.view(v)}>{t(`eventReports.${v}`)}</span>,
              }))}
            />
          </Space>
          {canExport && (
            <Button
              data-testid={ids.export}
              loading={exporter.exporting}
              disabled={total === 0}
              onClick={() => void exporter.run(() => side.download(query))}
            >
              {t('eventReports.export')}
            </Button>
          )}
        </div>
        {failed && <Alert type="error" showIcon message={t('eventReports.loadFailed')} />}
        {total === 0 && <Empty description={t('eventReports.empty')} />}
        <ServerGrid<Detail | Summary>
          key={`${view}:${JSON.stringify(query)}`}
          className="event-report__grid"
          columns={columns}
          fetchPage={fetchPage}
          testIds={{ grid: ids.grid, pager: ids.pager }}
          rowId={side.rowId}
          onApi={() => undefined}
          onTotal={setTotal}
          onLoadError={() => setFailed(true)}
        />
      </Card>
    </div>
  );
}
