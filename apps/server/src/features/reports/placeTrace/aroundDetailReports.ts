import type { ENDPOINTS, aroundDetailFilters } from '@roadwatch/core';
import type { z } from 'zod';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { zoneShapeOf } from '../../../pipeline/zones/zoneGeometry';
import { checkDetailQuery, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';
import { pageOf, passSheet, sortPasses, sortSummary, summarizePasses, summarySheet } from './placePassPages';
import { placePasses } from './placePasses';

type Filters = z.output<typeof aroundDetailFilters>;

/**
 * Passes of the report's vehicles through the circle of `radiusM` metres about the point (WGS-84, as positions are
 * stored) over the window (at most one day, checked by the request schema; a detail also by the detail rules).
 */
async function aroundPasses(ctx: HandlerContext<Filters>, detail: boolean) {
  const user = requireUser(ctx);
  const { lon, lat, radiusM } = ctx.input;
  const vehicles = await reportVehicles(ctx.db, user, ctx.input, 'v');
  if (detail) await checkDetailQuery(ctx.db, ctx.t, vehicles, ctx.input, ctx.deps.now());
  const shape = zoneShapeOf('circle', [lon, lat], radiusM, []);
  if (!shape) return [];
  return placePasses(ctx.db, ctx.t, vehicles, ctx.input, [
    { areaId: null, areaName: '', shape, centre: { lon, lat } },
  ]);
}

export const aroundDetailReport: EndpointHandler<typeof ENDPOINTS.aroundDetailReport> = async (ctx) =>
  pageOf(sortPasses(await aroundPasses(ctx, true), ctx.input.sort), ctx.input.pageParamVO);

export const exportAroundDetailReport: EndpointHandler<typeof ENDPOINTS.exportAroundDetailReport> = async (
  ctx,
) =>
  reportSheet(
    ctx,
    passSheet(ctx.t, 'around-details', sortPasses(await aroundPasses(ctx, true), undefined), {
      withArea: false,
      withDistance: true,
    }),
  );

export const aroundSummaryReport: EndpointHandler<typeof ENDPOINTS.aroundSummaryReport> = async (ctx) =>
  pageOf(sortSummary(summarizePasses(await aroundPasses(ctx, false)), ctx.input.sort), ctx.input.pageParamVO);

export const exportAroundSummaryReport: EndpointHandler<typeof ENDPOINTS.exportAroundSummaryReport> = async (
  ctx,
) =>
  reportSheet(
    ctx,
    summarySheet(
      ctx.t,
      'around-summary',
      sortSummary(summarizePasses(await aroundPasses(ctx, false)), undefined),
      false,
    ),
  );
