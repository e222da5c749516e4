import { formatChinaDate } from '@roadwatch/core';
import { businessFailure } from '../../../http/apiFailure';
import type { SheetValue } from '../../../resources/sheet/xlsxStream';
import type { ExportSourceDefinition, SourceContext } from '../../exportCenter/exportSourceTypes';
import { positionCells, POSITION_COLUMNS } from './positionCells';
import { positionPage, positionReportVehicles } from './positionPages';

type Params = Parameters<ExportSourceDefinition<'timingTrackDetail'>['open']>[1];
/** Rows read at once while writing the file (each read seeks, so memory stays one step). */
const STEP = 5000;

async function vehiclesOf({ db, auth, t, now }: SourceContext, params: Params) {
  if (auth.kind !== 'user') throw businessFailure('errors.noExportData');
  const vehicles = await positionReportVehicles(db, t, auth, params, now);
  return { vehicles, total: vehicles.reduce((n, v) => n + v.count, 0) };
}

/** The timing-tracking detail (every stored position of the query, in the page's order) as an export job. */
export const timingTrackSource: ExportSourceDefinition<'timingTrackDetail'> = {
  async describe(ctx, params) {
    const { total } = await vehiclesOf(ctx, params);
    if (total === 0) throw businessFailure('errors.noExportData');
    const from = formatChinaDate(params.startTime);
    const to = formatChinaDate(params.endTime);
    return {
      title: ctx.t('exportCenter.titles.timingTrackDetail', { from, to }),
      stem: `timing-tracking-${from}-${to}`,
    };
  },
  async open(ctx, params) {
    const { vehicles, total } = await vehiclesOf(ctx, params);
    const order = params.order ?? 'asc';
    async function* cells(): AsyncGenerator<SheetValue[]> {
      for (let offset = 0; offset < total; offset += STEP) {
        const rows = await positionPage(ctx.db, vehicles, params, order, offset, STEP);
        if (rows.length === 0) return;
        for (const r of rows) yield positionCells(ctx.t, r);
      }
    }
    return {
      columns: POSITION_COLUMNS.map((c) => ({ header: ctx.t(`eventReports.timingTrack.${c}`) })),
      total,
      rows: cells(),
    };
  },
};
