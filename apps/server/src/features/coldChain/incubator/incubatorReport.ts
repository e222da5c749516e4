import { Readable } from 'node:stream';
import {
  ALARM_FIRST_TYPE,
  outOfRangePeriods,
  type ENDPOINTS,
  type IncubatorKind,
  type IncubatorReportRequest,
  type IncubatorReportRow,
} from '@roadwatch/core';
import type { Database } from '../../../db/connect';
import { businessFailure } from '../../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../../http/endpointHandler';
import { xlsxStream, type SheetValue } from '../../../resources/sheet/xlsxStream';
import type { Scope } from '../../../scope/authContext';
import { inScope } from '../../../scope/inScope';
import { containsText } from '../../../scope/likePattern';
import { attachXlsx } from '../../alarmStatistics/attachXlsx';
import { readingsOf } from '../warehouse/warehouseDaily';
import { INCUBATOR_SITE_KIND } from './incubatorHandlers';

const round2 = (v: number) => Math.round(v * 100) / 100;

/**
 * Per incubator in scope over [startTime, endTime): readings with a value, lowest, highest, mean (two decimals),
 * minutes out of its model's range (a reading out of range stands until the next, at most 30 min; rounded) and
 * temperature alarms begun in the range.
 */
export async function incubatorReportOf(
  db: Database,
  scope: Scope,
  input: Pick<IncubatorReportRequest, 'keyword'> & { startTime: number; endTime: number },
): Promise<IncubatorReportRow[]> {
  const { startTime, endTime } = input;
  let query = db
    .selectFrom('sites as s')
    .innerJoin('incubators as i', 'i.site_id', 's.id')
    .innerJoin('incubator_models as m', 'm.id', 'i.model_id')
    .leftJoin('temp_points as p', 'p.site_id', 's.id')
    .where(inScope(scope, 'sites', 's'))
    .where('s.kind', '=', INCUBATOR_SITE_KIND);
  if (input.keyword) {
    const keyword = input.keyword;
    query = query.where((eb) =>
      eb.or([containsText('i.code', keyword), containsText('s.name', keyword)] as never),
    );
  }
  const incubators = await query
    .select([
      's.id',
      'i.code',
      's.name',
      'm.name as model_name',
      'm.kind',
      'm.min_c',
      'm.max_c',
      'p.id as point_id',
    ])
    .orderBy('i.code')
    .orderBy('s.id')
    .execute();
  if (incubators.length === 0) return [];
  const pointIds = incubators.flatMap((r) => (r.point_id === null ? [] : [Number(r.point_id)]));
  const readings = await readingsOf(db, pointIds, startTime, endTime);
  const alarmRows = await db
    .selectFrom('alarms')
    .where(
      'site_id',
      'in',
      incubators.map((r) => Number(r.id)),
    )
    .where('first_type', '=', ALARM_FIRST_TYPE.temperature)
    .where('begin_time', '>=', startTime)
    .where('begin_time', '<', endTime)
    .select(['site_id', (eb) => eb.fn.countAll().as('n')])
    .groupBy('site_id')
    .execute();
  const alarms = new Map(alarmRows.map((a) => [Number(a.site_id), Number(a.n)]));
  return incubators.map((r) => {
    const minC = Number(r.min_c);
    const maxC = Number(r.max_c);
    const rs = r.point_id === null ? [] : (readings.get(Number(r.point_id)) ?? []);
    const values = rs.flatMap((x) => (x.valueC === null ? [] : [x.valueC]));
    const periods = outOfRangePeriods({ name: '', minC, maxC, readings: rs }, startTime, endTime);
    const outMs = periods.reduce((sum, p) => sum + p.end - p.start, 0);
    return {
      incubatorId: Number(r.id),
      code: r.code,
      name: r.name,
      modelName: r.model_name,
      kind: r.kind as IncubatorKind,
      minC,
      maxC,
      readings: values.length,
      lowestC: values.length === 0 ? null : Math.min(...values),
      highestC: values.length === 0 ? null : Math.max(...values),
      meanC: values.length === 0 ? null : round2(values.reduce((a, v) => a + v, 0) / values.length),
      outOfRangeMinutes: Math.round(outMs / 60_000),
      alarms: alarms.get(Number(r.id)) ?? 0,
    };
  });
}

export const incubatorReport: EndpointHandler<typeof ENDPOINTS.incubatorReport> = (ctx) =>
  incubatorReportOf(ctx.db, requireUser(ctx), ctx.input);

const fixed = (v: number | null) => (v === null ? '' : v.toFixed(2));

/** The report as an .xlsx, one row per incubator, headers in the reader's language. */
export const exportIncubatorReport: EndpointHandler<typeof ENDPOINTS.exportIncubatorReport> = async (ctx) => {
  const rows = await incubatorReportOf(ctx.db, requireUser(ctx), ctx.input);
  if (rows.length === 0) throw businessFailure('errors.noDataToExport');
  const { t } = ctx;
  const header = (
    [
      'code',
      'name',
      'modelName',
      'kind',
      'limits',
      'readings',
      'lowestC',
      'highestC',
      'meanC',
      'outOfRangeMinutes',
      'alarms',
    ] as const
  ).map((k) => ({ header: t(`incubator.report.${k}`) }));
  async function* cells(): AsyncGenerator<SheetValue[]> {
    await Promise.resolve();
    for (const r of rows) {
      yield [
        r.code,
        r.name,
        r.modelName,
        t(`incubator.kinds.${r.kind}`),
        `${r.minC} ~ ${r.maxC}`,
        r.readings,
        fixed(r.lowestC),
        fixed(r.highestC),
        fixed(r.meanC),
        r.outOfRangeMinutes,
        r.alarms,
      ];
    }
  }
  attachXlsx(ctx.reply, 'incubator-report', ctx.deps.now());
  return Readable.from(xlsxStream(header, cells()));
};
