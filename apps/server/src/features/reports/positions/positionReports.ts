import { formatChinaTime, type ENDPOINTS, type positionDetailFilters } from '@roadwatch/core';
import type { z } from 'zod';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { checkDetailQuery, pageWindow, placeText, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';
import { positionDayCounts } from './positionCounts';
import { positionPage, type ReportVehicle } from './positionPages';

type Filters = z.output<typeof positionDetailFilters>;

/**
 * The vehicles of the caller's query that have positions in its range, in the report's order, with their day
 * counts; the detail-query rule (span × vehicles) is checked first.
 */
async function reportVehiclesOf(ctx: HandlerContext<Filters>): Promise<ReportVehicle[]> {
  const user = requireUser(ctx);
  const { input } = ctx;
  const scope = await reportVehicles(ctx.db, user, input, 'v');
  await checkDetailQuery(ctx.db, ctx.t, scope, input, ctx.deps.now());
  const [list, counts] = await Promise.all([
    ctx.db
      .selectFrom('vehicles as v')
      .innerJoin('departments as d', 'd.id', 'v.department_id')
      .select(['v.id', 'v.plate', 'd.name as department_name'])
      .where(scope)
      .orderBy('v.plate')
      .orderBy('v.id')
      .execute(),
    positionDayCounts(ctx.db, scope, input.startTime, input.endTime),
  ]);
  const out: ReportVehicle[] = [];
  for (const v of list) {
    const windows = counts.get(Number(v.id));
    if (!windows) continue;
    out.push({
      id: Number(v.id),
      plate: v.plate,
      departmentName: v.department_name,
      windows,
      count: windows.reduce((n, w) => n + w.count, 0),
    });
  }
  return out;
}

const totalOf = (vehicles: readonly ReportVehicle[]) => vehicles.reduce((n, v) => n + v.count, 0);

/** One page of the stored positions of the query, vehicle by vehicle in time order. */
export const timingTrackDetailReport: EndpointHandler<typeof ENDPOINTS.timingTrackDetailReport> = async (
  ctx,
) => {
  const vehicles = await reportVehiclesOf(ctx);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const data = await positionPage(ctx.db, vehicles, ctx.input, ctx.input.order ?? 'asc', offset, limit);
  return { data, totalRecords: totalOf(vehicles) };
};

const COLUMNS = [
  'plate',
  'departmentName',
  'gpsTime',
  'speedKmh',
  'direction',
  'mileageKm',
  'acc',
  'fuelL',
  'place',
] as const;

/** The detail as an .xlsx in the page's order, read a slice at a time. */
export const exportTimingTrackDetailReport: EndpointHandler<
  typeof ENDPOINTS.exportTimingTrackDetailReport
> = async (ctx) => {
  const vehicles = await reportVehiclesOf(ctx);
  const { t } = ctx;
  const order = ctx.input.order ?? 'asc';
  return reportSheet(ctx, {
    stem: 'timing-tracking',
    headers: COLUMNS.map((c) => t(`eventReports.timingTrack.${c}`)),
    count: () => Promise.resolve(totalOf(vehicles)),
    slice: async (limit, offset) =>
      (await positionPage(ctx.db, vehicles, ctx.input, order, offset, limit)).map((r) => [
        r.plate,
        r.departmentName,
        formatChinaTime(r.gpsTime),
        r.speedKmh,
        r.direction,
        r.mileageKm,
        t(r.acc ? 'eventReports.timingTrack.accOn' : 'eventReports.timingTrack.accOff'),
        r.fuelL ?? '',
        placeText(r.lon, r.lat),
      ]),
  });
};
