import type { ENDPOINTS, positionDetailFilters } from '@roadwatch/core';
import type { z } from 'zod';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { pageWindow } from '../eventReportScope';
import { reportSheet } from '../reportSheet';
import { positionCells, POSITION_COLUMNS } from './positionCells';
import { positionPage, positionReportVehicles, type ReportVehicle } from './positionPages';

type Filters = z.output<typeof positionDetailFilters>;

async function reportVehiclesOf(ctx: HandlerContext<Filters>): Promise<ReportVehicle[]> {
  return positionReportVehicles(ctx.db, ctx.t, requireUser(ctx), ctx.input, ctx.deps.now());
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

/** The detail as an .xlsx in the page's order, read a slice at a time. */
export const exportTimingTrackDetailReport: EndpointHandler<
  typeof ENDPOINTS.exportTimingTrackDetailReport
> = async (ctx) => {
  const vehicles = await reportVehiclesOf(ctx);
  const { t } = ctx;
  const order = ctx.input.order ?? 'asc';
  return reportSheet(ctx, {
    stem: 'timing-tracking',
    headers: POSITION_COLUMNS.map((c) => t(`eventReports.timingTrack.${c}`)),
    count: () => Promise.resolve(totalOf(vehicles)),
    slice: async (limit, offset) =>
      (await positionPage(ctx.db, vehicles, ctx.input, order, offset, limit)).map((r) => positionCells(t, r)),
  });
};
