import { formatChinaDate } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import type { SheetValue } from '../../resources/sheet/xlsxStream';
import type { ExportSourceDefinition, SourceContext } from '../exportCenter/exportSourceTypes';
import { countCells, summaryHeader } from './alarmStatExports';
import { alarmStatSummaryFor } from './alarmStatSummary';

type Params = Parameters<ExportSourceDefinition<'alarmStatSummary'>['open']>[1];

function summaryOf({ db, auth }: SourceContext, params: Params) {
  return alarmStatSummaryFor(db, auth, params as never);
}

/** The alarm statistics summary as an export job (one row per vehicle, then the totals); what subscriptions deliver. */
export const alarmStatSummarySource: ExportSourceDefinition<'alarmStatSummary'> = {
  async describe(ctx, params) {
    const { rows } = await summaryOf(ctx, params);
    if (rows.length === 0) throw businessFailure('errors.noExportData');
    const from = formatChinaDate(params.bTime);
    const to = formatChinaDate(params.eTime);
    return {
      title: ctx.t('exportCenter.titles.alarmStatSummary', { from, to }),
      stem: `alarm-summary-${from}-${to}`,
    };
  },
  async open(ctx, params) {
    const { rows, totals } = await summaryOf(ctx, params);
    const { t } = ctx;
    async function* cells(): AsyncGenerator<SheetValue[]> {
      for (const r of rows) yield [r.plate, r.orgName, ...countCells(r)];
      yield [t('alarmStatistics.totals'), '', ...countCells(totals)];
    }
    return { columns: summaryHeader(t), total: rows.length + 1, rows: cells() };
  },
};
