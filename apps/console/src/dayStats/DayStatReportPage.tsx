import {
  ENDPOINTS,
  TEST_IDS,
  formatDrivingTime,
  type DayStatDetailSort,
  type DayStatReportKey,
  type DayStatRow,
  type DayStatSummarySort,
  type DayStatTotals,
  type PageParam,
} from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { Alert, Button, Card, Empty, Segmented, Space, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { ServerGrid, type GridSort } from '../grid/ServerGrid';
import type { MenuRoute } from '../routes/menuRoute';
import { useReportExport } from '../alarmStatistics/useReportExport';
import { dayStatColumns, type DayStatView } from './dayStatColumns';
import { DayStatFilterBar } from './DayStatFilterBar';
import { detailIssue, lastSevenDays, type DayStatQuery } from './dayStatQuery';
import '../alarmHandling/alarmProcessing.css';
import '../alarmStatistics/alarmStatistics.css';

const CALLS = {
  mileageReport: {
    detail: ENDPOINTS.mileageReportDetail,
    summary: ENDPOINTS.mileageReportSummary,
    exportDetail: ENDPOINTS.exportMileageReportDetail,
    exportSummary: ENDPOINTS.exportMileageReportSummary,
    title: 'dayStats.mileageTitle',
  },
  drivingStatReport: {
    detail: ENDPOINTS.drivingStatReportDetail,
    summary: ENDPOINTS.drivingStatReportSummary,
    exportDetail: ENDPOINTS.exportDrivingStatReportDetail,
    exportSummary: ENDPOINTS.exportDrivingStatReportSummary,
    title: 'dayStats.drivingTitle',
  },
} as const;

/**
 * The mileage or driving-statistics report: a summary per vehicle (with totals) and a detail per vehicle and day,
 * both server-paged and sorted from the daily roll-up; a summary row opens its vehicle's details over the same range.
 */
export function DayStatReportPage({ route, report }: { route: MenuRoute; report: DayStatReportKey }) {
  const { t } = useTranslation();
  const calls = CALLS[report];
  const defaults = useMemo(() => lastSevenDays(), []);
  const [view, setView] = useState<DayStatView>('summary');
  const [query, setQuery] = useState<DayStatQuery>(defaults);
  const [plates, setPlates] = useState<Map<number, string>>(new Map());
  const [visibleVehicles, setVisibleVehicles] = useState(0);
  const [total, setTotal] = useState<number | null>(null);
  const [totals, setTotals] = useState<DayStatTotals | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const exporter = useReportExport();
  const canExport = route.meta.operationIds.includes(`${report}:export`);
  const issue = view === 'detail' ? detailIssue(query, visibleVehicles) : null;

  const search = (next: DayStatQuery, nextView: DayStatView = view) => {
    setFailed(null);
    setTotal(null);
    setTotals(null);
    setQuery(next);
    setView(nextView);
  };

  const fetchPage = useCallback(
    async (pageParamVO: PageParam, sort: GridSort | null) => {
      const sorting = sort ? { sortField: sort.field, sortOrder: sort.order } : {};
      if (view === 'detail')
        return api.call(calls.detail, {
          ...query,
          ...(sorting as { sortField?: DayStatDetailSort }),
          pageParamVO,
        });
      const answer = await api.call(calls.summary, {
        ...query,
        ...(sorting as { sortField?: DayStatSummarySort }),
        pageParamVO,
      });
      setTotals(answer.totals);
      return answer;
    },
    [calls, query, view],
  );

  // Stable: a new callback would give the grid a new data source, which loads the page again.
  const onLoadError = useCallback(() => setFailed(t('dayStats.loadFailed')), [t]);

  const columns = useMemo<ColDef<DayStatRow>[]>(() => {
    const base = dayStatColumns(t, report, view);
    if (view === 'detail') return base;
    const details: ColDef<DayStatRow> = {
      colId: 'action',
      headerName: t('dayStats.column.action'),
      width: 90,
      pinned: 'right',
      cellRenderer: ({ data }: ICellRendererParams<DayStatRow>) =>
        data ? (
          <Button
            type="link"
            size="small"
            data-testid={TEST_IDS.dayStats.details(data.vehicleId)}
            onClick={() => {
              setPlates((old) => new Map(old).set(data.vehicleId, data.plate));
              search({ ...query, vehicleIds: [data.vehicleId] }, 'detail');
            }}
          >
            {t('dayStats.details')}
          </Button>
        ) : null,
    };
    return [...base, details];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `search` only sets state
  }, [t, report, view, query]);

  const drilled = view === 'detail' && query.vehicleIds?.length === 1 ? query.vehicleIds[0]! : null;

  return (
    <div className="alarm-processing" data-testid={TEST_IDS.dayStats.page}>
      <Card size="small">
        <DayStatFilterBar
          key={JSON.stringify(query)}
          initial={query}
          defaults={defaults}
          knownPlates={plates}
          onSearch={(q) => search(q)}
          onVehicleCount={setVisibleVehicles}
        />
      </Card>
      <Card size="small" className="alarm-processing__table">
        <div className="alarm-processing__toolbar">
          <Space wrap>
            <Typography.Text strong data-testid={TEST_IDS.page.title}>
              {route.meta.title || t(calls.title)}
            </Typography.Text>
            <Segmented<DayStatView>
              value={view}
              onChange={(v) => search(query, v)}
              options={(['summary', 'detail'] as const).map((v) => ({
                value: v,
                label: <span data-testid={TEST_IDS.dayStats.view(v)}>{t(`dayStats.view.${v}`)}</span>,
              }))}
            />
            {drilled !== null && (
              <Tag
                data-testid={TEST_IDS.dayStats.vehicleFilter}
                closable
                onClose={() => search({ ...query, vehicleIds: undefined })}
              >
                {t('dayStats.vehicleFilter', { plate: plates.get(drilled) ?? drilled })}
              </Tag>
            )}
          </Space>
          {canExport && (
            <Button
              data-testid={TEST_IDS.dayStats.export}
              loading={exporter.exporting}
              disabled={total === 0 || issue !== null}
              onClick={() =>
                void exporter.run(() =>
                  api.blob(view === 'detail' ? calls.exportDetail : calls.exportSummary, query),
                )
              }
            >
              {t('dayStats.filter.export')}
            </Button>
          )}
        </div>
        {totals && totals.vehicles > 0 && (
          <Typography.Text type="secondary" data-testid={TEST_IDS.dayStats.totals}>
            {t('dayStats.totals', {
              vehicles: totals.vehicles,
              days: totals.days,
              km: totals.mileageKm,
              time: formatDrivingTime(totals.drivingS),
            })}
          </Typography.Text>
        )}
        {issue && <Alert type="warning" showIcon message={translateIssue(t, issue)} />}
        {failed && <Alert data-testid={TEST_IDS.dayStats.failed} type="error" showIcon message={failed} />}
        {total === 0 && <Empty data-testid={TEST_IDS.dayStats.empty} description={t('dayStats.empty')} />}
        {!issue && (
          <ServerGrid<DayStatRow>
            key={`${view}:${JSON.stringify(query)}`}
            className="alarm-stat__grid"
            columns={columns}
            fetchPage={fetchPage}
            testIds={{ grid: TEST_IDS.dayStats.grid, pager: TEST_IDS.dayStats.pager }}
            rowId={(row) => `${row.vehicleId}:${row.day}`}
            onApi={() => undefined}
            onTotal={setTotal}
            onLoadError={onLoadError}
          />
        )}
      </Card>
    </div>
  );
}
