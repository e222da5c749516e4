import { DAY_STAT_COLUMNS, formatChinaDate, type DayStatReportKey } from '@roadwatch/core';
import { businessFailure } from '../../../http/apiFailure';
import type { SheetValue } from '../../../resources/sheet/xlsxStream';
import type { ExportSourceDefinition, SourceContext } from '../../exportCenter/exportSourceTypes';
import { slices, summaryQueryFor, summaryVehicles } from './dayStatReports';
import { sheetCell, toDayStatRow } from './dayStatRows';

/** The export sources of the roll-up summaries, by the report they summarise. */
const SOURCES = {
  mileageReport: 'mileageSummary',
  drivingStatReport: 'drivingStatSummary',
  timingTrackReport: 'timingTrackSummary',
  speedAnalysisReport: 'speedAnalysisSummary',
} as const satisfies Record<DayStatReportKey, string>;
type SummarySource = (typeof SOURCES)[DayStatReportKey];
type Params = Parameters<ExportSourceDefinition<'mileageSummary'>['open']>[1];

async function summaryOf({ db, auth, now }: SourceContext, params: Params) {
  if (auth.kind !== 'user') throw businessFailure('errors.noExportData');
  const { query, sorted } = await summaryQueryFor(db, auth, params as never, now);
  return { sorted, total: await summaryVehicles(query) };
}

/**
 * A report's per-vehicle summary over a period, from the daily roll-up, as an export job (and so as a
 * subscription): the mileage, driving-statistics and timing-tracking summaries differ only in their columns.
 */
export function dayStatSummarySource<K extends DayStatReportKey>(
  report: K,
): ExportSourceDefinition<(typeof SOURCES)[K]> {
  const fields = DAY_STAT_COLUMNS[report].summary;
  const source: SummarySource = SOURCES[report];
  const stem = source.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return {
    async describe(ctx, params) {
      const { total } = await summaryOf(ctx, params);
      if (total === 0) throw businessFailure('errors.noExportData');
      const from = formatChinaDate(params.startTime);
      const to = formatChinaDate(params.endTime);
      return { title: ctx.t(`exportCenter.titles.${source}`, { from, to }), stem: `${stem}-${from}-${to}` };
    },
    async open(ctx, params) {
      const { sorted, total } = await summaryOf(ctx, params);
      async function* cells(): AsyncGenerator<SheetValue[]> {
        const rows = slices(total, async (limit, offset) =>
          (await sorted.limit(limit).offset(offset).execute()).map(toDayStatRow),
        );
        for await (const row of rows) yield fields.map((f) => sheetCell(row, f));
      }
      return {
        columns: fields.map((f) => ({ header: ctx.t(`dayStats.column.${f}`) })),
        total,
        rows: cells(),
      };
    },
  };
}
