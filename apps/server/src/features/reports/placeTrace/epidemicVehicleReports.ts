import type { ENDPOINTS, epidemicVehicleFilters } from '@roadwatch/core';
import type { z } from 'zod';
import { businessFailure } from '../../../http/apiFailure';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { shapeOfArea } from '../../../pipeline/zones/loadCompanyZoneRules';
import { elementVisible } from '../../zoneAlarm/ruleElements';
import { checkDetailQuery, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';
import { pageOf, passSheet, sortPasses, sortSummary, summarizePasses, summarySheet } from './placePassPages';
import { placePasses, type TracedPlace } from './placePasses';

type Filters = z.output<typeof epidemicVehicleFilters>;

/**
 * Passes of the report's vehicles through the chosen stored areas over the window (at most 14 days, checked by the
 * request schema). Areas are stored in GCJ-02 (as drawn on the map) and turned to WGS-84, as positions are stored,
 * by the pipeline's own `shapeOfArea`. An area the caller does not see, or without an outline, refuses the query.
 */
async function epidemicPasses(ctx: HandlerContext<Filters>, detail: boolean) {
  const user = requireUser(ctx);
  const wanted = [...new Set(ctx.input.areaIds)];
  const areas = await ctx.db
    .selectFrom('map_areas as a')
    .where(elementVisible(user, 'map_areas', 'a'))
    .where('a.id', 'in', wanted)
    .select(['a.id', 'a.name', 'a.shape', 'a.lon', 'a.lat', 'a.radius', 'a.points'])
    .orderBy('a.name')
    .orderBy('a.id')
    .execute();
  const places: TracedPlace[] = areas.flatMap((a) => {
    const shape = shapeOfArea(a);
    return shape ? [{ areaId: Number(a.id), areaName: a.name, shape }] : [];
  });
  if (places.length !== wanted.length)
    throw businessFailure('errors.reportQueryRefused', {
      reason: ctx.t('eventReports.placeTrace.areaNotFound'),
    });
  const vehicles = await reportVehicles(ctx.db, user, ctx.input, 'v');
  if (detail) await checkDetailQuery(ctx.db, ctx.t, vehicles, ctx.input, ctx.deps.now());
  return placePasses(ctx.db, ctx.t, vehicles, ctx.input, places);
}

export const epidemicVehicleDetailReport: EndpointHandler<
  typeof ENDPOINTS.epidemicVehicleDetailReport
> = async (ctx) => pageOf(sortPasses(await epidemicPasses(ctx, true), ctx.input.sort), ctx.input.pageParamVO);

export const exportEpidemicVehicleDetailReport: EndpointHandler<
  typeof ENDPOINTS.exportEpidemicVehicleDetailReport
> = async (ctx) =>
  reportSheet(
    ctx,
    passSheet(ctx.t, 'epidemic-vehicle-details', sortPasses(await epidemicPasses(ctx, true), undefined), {
      withArea: true,
      withDistance: false,
    }),
  );

export const epidemicVehicleSummaryReport: EndpointHandler<
  typeof ENDPOINTS.epidemicVehicleSummaryReport
> = async (ctx) =>
  pageOf(
    sortSummary(summarizePasses(await epidemicPasses(ctx, false)), ctx.input.sort),
    ctx.input.pageParamVO,
  );

export const exportEpidemicVehicleSummaryReport: EndpointHandler<
  typeof ENDPOINTS.exportEpidemicVehicleSummaryReport
> = async (ctx) =>
  reportSheet(
    ctx,
    summarySheet(
      ctx.t,
      'epidemic-vehicle-summary',
      sortSummary(summarizePasses(await epidemicPasses(ctx, false)), undefined),
      true,
    ),
  );

/** The trace's area choices: the stored circles, rectangles and polygons the caller sees, by name. */
export const epidemicVehicleAreas: EndpointHandler<typeof ENDPOINTS.epidemicVehicleAreas> = async (ctx) => {
  const user = requireUser(ctx);
  const rows = await ctx.db
    .selectFrom('map_areas as a')
    .where(elementVisible(user, 'map_areas', 'a'))
    .where('a.shape', 'in', ['circle', 'rectangle', 'polygon'])
    .select(['a.id', 'a.name', 'a.shape'])
    .orderBy('a.name')
    .orderBy('a.id')
    .limit(2000)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, shape: r.shape }));
};
