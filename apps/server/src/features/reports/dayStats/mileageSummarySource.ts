import { DAY_STAT_COLUMNS, formatChinaDate } from '@roadwatch/core';
import { businessFailure } from '../../../http/apiFailure';
import type { SheetValue } from '../../../resources/sheet/xlsxStream';
import type { ExportSourceDefinition, SourceContext } from '../../exportCenter/exportSources';
import { slices, summaryQueryFor, summaryVehicles } from './dayStatReports';
import { sheetCell, toDayStatRow } from './dayStatRows';

type Params = Parameters<ExportSourceDefinition<'mileageSummary'>['open']>[1];
const FIELDS = DAY_STAT_COLUMNS.mileageReport.summary;

async function summaryOf({ db, auth, now }: SourceContext, params: Params) {
  if (auth.kind !== 'user') throw businessFailure('errors.noExportData');
  const { query, sorted } = await summaryQueryFor(db, auth, params as never, now);
  return { sorted, total: await summaryVehicles(query) };
}

/** The mileage summary (one row per vehicle over the period, from the daily roll-up) as an export job. */
export const mileageSummarySource: ExportSourceDefinition<'mileageSummary'> = {
  async describe(ctx, params) {
    const { total } = await summaryOf(ctx, params);
    if (total === 0) throw businessFailure('errors.noExportData');
    const from = formatChinaDate(params.startTime);
    const to = formatChinaDate(params.endTime);
    return {
      title: ctx.t('exportCenter.titles.mileageSummary', { from, to }),
      stem: `mileage-summary-${from}-${to}`,
    };
  },
  async open(ctx, params) {
    const { sorted, total } = await summaryOf(ctx, params);
    async function* cells(): AsyncGenerator<SheetValue[]> {
      const rows = slices(total, async (limit, offset) =>
        (await sorted.limit(limit).offset(offset).execute()).map(toDayStatRow),
      );
      for await (const row of rows) yield FIELDS.map((f) => sheetCell(row, f));
    }
    return {
      columns: FIELDS.map((f) => ({ header: ctx.t(`dayStats.column.${f}`) })),
      total,
      rows: cells(),
    };
  },
};
