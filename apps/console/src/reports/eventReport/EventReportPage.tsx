import {
  TEST_IDS,
  type EventReportFilters,
  type ExportFormat,
  type ExportJobCreateRequest,
  type OperationId,
  type Page,
  type PageParam,
} from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import type { ColDef } from 'ag-grid-community';
import { Alert, Button, Card, Empty, Segmented, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportExport } from '../../alarmStatistics/useReportExport';
import { BackgroundExportButton } from '../../exportCenter/BackgroundExportButton';
import { ServerGrid, type GridSort } from '../../grid/ServerGrid';
import type { MenuRoute } from '../../routes/menuRoute';
import { EventReportFilterBar } from './EventReportFilterBar';
import { eventQueryIssue, lastSevenDays, type EventReportView } from './eventReportQuery';
import '../../alarmHandling/alarmProcessing.css';
import './eventReport.css';

const ids = TEST_IDS.eventReports;

/** One side (detail or summary) of a report: its columns and its calls. */
export interface EventReportSide<Row, Q extends EventReportFilters = EventReportFilters> {
  /** `drill` opens a vehicle's details over the same query (summary rows use it through `DrillPlate`). */
  columns: (t: TFunction, drill: (vehicleId: number, plate: string) => void) => ColDef<Row>[];
  rowId: (row: Row) => string;
  fetch: (query: Q, page: PageParam, sort: GridSort | null) => Promise<Page<Row>>;
  download: (query: Q) => Promise<unknown>;
  /** The same query as an export-centre job in a format (xlsx, csv, pdf), for files too big to wait for. */
  background?: (query: Q, format: ExportFormat) => ExportJobCreateRequest;
  /** One scrolled list instead of pages (a detail of up to millions of rows). */
  scroll?: boolean;
  /** A line under the toolbar from the last page's answer (e.g. the totals of the whole query). */
  footnote?: (answer: Page<Row>, t: TFunction) => ReactNode;
  /** A block between the footnote and the grid from the last page's answer (e.g. a small chart of the whole query). */
  aside?: (answer: Page<Row>, t: TFunction) => ReactNode;
}

export interface EventReportConfig<Detail, Summary, Q extends EventReportFilters = EventReportFilters> {
  /** Names the page in test ids: `eventReports.page(report)`. */
  report: string;
  operationId: OperationId;
  /** Event types a detail query asks for (core's detail rules count them), fixed or as the query chooses them. */
  eventTypes?: number | ((query: Q) => number);
  /** The view the page opens on (detail unless said). */
  initialView?: EventReportView;
  /** The query the page opens with (the last seven China days unless said). */
  initialQuery?: (now: number) => Q;
  /** Filters of this report beyond the common ones, drawn after them in the bar. */
  extraFilters?: (draft: Q, set: (patch: Partial<Q>) => void, t: TFunction) => ReactNode;
  /** The rule an extra filter's value breaks, as a sentence; such a query is named and not sent. */
  queryIssue?: (query: Q, t: TFunction) => string | null;
  /**
   * A report of the platform's own records rather than of vehicles: no vehicle or plate filters, and the detail keeps
   * the summary's range rule (the vehicle-count rules do not apply).
   */
  withoutVehicles?: boolean;
  /**
   * What a summary row's drill-down asks the detail for, from the `key` and `label` the row passes (that vehicle's
   * details over the same query unless said): e.g. a trailer's couplings.
   */
  drillQuery?: (query: Q, key: number, label: string) => Q;
  detail: EventReportSide<Detail, Q>;
  summary: EventReportSide<Summary, Q>;
}

/**
 * A report: detail and summary of one query, switched in place; the filter bar, a server-paged grid, the export of
 * exactly the query shown, and a summary row's plate opening that vehicle's details over the same range. A query
 * that breaks the server's rule is named here and not sent.
 */
export function EventReportPage<Detail, Summary, Q extends EventReportFilters = EventReportFilters>({
  route,
  config,
}: {
  route: MenuRoute;
  config: EventReportConfig<Detail, Summary, Q>;
}) {
  const { t } = useTranslation();
  const [defaults] = useState<Q>(() =>
    config.initialQuery ? config.initialQuery(Date.now()) : (lastSevenDays() as Q),
  );
  const [view, setView] = useState<EventReportView>(config.initialView ?? 'detail');
  const [query, setQuery] = useState<Q>(defaults);
  const [plates, setPlates] = useState<ReadonlyMap<number, string>>(new Map());
  const [fleetSize, setFleetSize] = useState(0);
  const [footnote, setFootnote] = useState<ReactNode>(null);
  const [aside, setAside] = useState<ReactNode>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const exporter = useReportExport();
  const canExport = route.meta.operationIds.includes(`${config.operationId}:export`);

  const queryIssue = config.queryIssue;
  const eventTypes = config.eventTypes;
  const run = useCallback(
    (nextView: EventReportView, next: Q) => {
      const issue = eventQueryIssue(
        config.withoutVehicles ? 'summary' : nextView,
        next,
        fleetSize,
        typeof eventTypes === 'function' ? eventTypes(next) : eventTypes,
      );
      const refused = issue ? translateIssue(t, issue) : (queryIssue?.(next, t) ?? null);
      if (refused) {
        setRefusal(refused);
        return;
      }
      setRefusal(null);
      setFailed(false);
      setTotal(null);
      setFootnote(null);
      setAside(null);
      setView(nextView);
      setQuery(next);
    },
    [fleetSize, eventTypes, config.withoutVehicles, queryIssue, t],
  );
  const drillQuery = config.drillQuery;
  const drill = useCallback(
    (vehicleId: number, plate: string) => {
      if (drillQuery) {
        run('detail', drillQuery(query, vehicleId, plate));
        return;
      }
      setPlates((old) => new Map(old).set(vehicleId, plate));
      run('detail', { ...query, vehicleIds: [vehicleId] });
    },
    [run, query, drillQuery],
  );
  const side = (view === 'detail' ? config.detail : config.summary) as EventReportSide<Detail | Summary, Q>;
  const columns = useMemo(() => side.columns(t, drill), [side, t, drill]);
  const fetchPage = useCallback(
    async (page: PageParam, sort: GridSort | null) => {
      const answer = await side.fetch(query, page, sort);
      if (side.footnote) setFootnote(side.footnote(answer, t));
      if (side.aside) setAside(side.aside(answer, t));
      return answer;
    },
    [side, query, t],
  );
  // Stable: a new callback would give the grid a new data source, which loads the page again.
  const onLoadError = useCallback(() => setFailed(true), []);

  return (
    <div className="alarm-processing event-report" data-testid={ids.page(config.report)}>
      <Card size="small">
        <EventReportFilterBar<Q>
          key={JSON.stringify(query)}
          query={query}
          defaults={defaults}
          knownPlates={plates}
          onSearch={(next) => run(view, next)}
          onVehicleCount={setFleetSize}
          extra={config.extraFilters}
          withoutVehicles={config.withoutVehicles}
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
              options={VIEWS(config.initialView).map((v) => ({
                value: v,
                label: <span data-testid={ids.view(v)}>{t(`eventReports.${v}`)}</span>,
              }))}
            />
          </Space>
          {canExport && (
            <Space>
              {side.background && total !== 0 && (
                <BackgroundExportButton request={(format) => side.background?.(query, format) ?? null} />
              )}
              <Button
                data-testid={ids.export}
                loading={exporter.exporting}
                disabled={total === 0}
                onClick={() => void exporter.run(() => side.download(query))}
              >
                {t('eventReports.export')}
              </Button>
            </Space>
          )}
        </div>
        {footnote !== null && (
          <Typography.Text type="secondary" data-testid={ids.footnote}>
            {footnote}
          </Typography.Text>
        )}
        {aside}
        {failed && (
          <Alert type="error" showIcon message={t('eventReports.loadFailed')} data-testid={ids.failed} />
        )}
        {total === 0 && <Empty description={t('eventReports.empty')} data-testid={ids.empty} />}
        <ServerGrid<Detail | Summary>
          key={`${view}:${JSON.stringify(query)}`}
          className="event-report__grid"
          columns={columns}
          fetchPage={fetchPage}
          testIds={{ grid: ids.grid, pager: ids.pager }}
          scroll={side.scroll ?? false}
          rowId={side.rowId}
          onApi={() => undefined}
          onTotal={setTotal}
          onLoadError={onLoadError}
        />
      </Card>
    </div>
  );
}

/** The switch's order: the view the report opens on comes first. */
const VIEWS = (first: EventReportView = 'detail'): EventReportView[] =>
  first === 'detail' ? ['detail', 'summary'] : ['summary', 'detail'];
