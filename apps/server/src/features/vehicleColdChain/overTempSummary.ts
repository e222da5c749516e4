import { Readable } from 'node:stream';
import {
  findExcursions,
  type ENDPOINTS,
  type OverTempExcursionRow,
  type OverTempSideFigures,
  type OverTempSummaryRow,
} from '@roadwatch/core';
import type { Database } from '../../db/connect';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { xlsxStream, type SheetValue } from '../../resources/sheet/xlsxStream';
import type { AuthContext } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import { placeResolverOf } from '../../geo/placeResolver';
import { attachXlsx } from '../alarmStatistics/attachXlsx';
import { vehicleInScope } from '../vehicle/vehicleInScope';
import { readingsByPoint, vehicleProbes } from './vehicleProbes';

interface Range {
  startTime: number;
  endTime: number;
}

type Excursion = Omit<OverTempExcursionRow, 'lon' | 'lat' | 'place'>;

/**
 * A vehicle's periods out of range in [start, end], per probe, from its stored readings (`findExcursions`: from the
 * first reading out of range to the last before it came back), oldest first.
 */
async function excursionsOf(db: Database, companyId: number, vehicleIds: readonly number[], range: Range) {
  const probes = await vehicleProbes(db, companyId, vehicleIds);
  const pointIds = [...probes.values()].flat().map((p) => p.pointId);
  const readings = await readingsByPoint(db, pointIds, range.startTime, range.endTime);
  const out = new Map<number, Excursion[]>();
  for (const [vehicleId, list] of probes) {
    const found: Excursion[] = [];
    for (const p of list) {
      const series = (readings.get(p.pointId) ?? []).map(([time, valueC]) => ({ time, valueC }));
      for (const e of findExcursions(series, p.minC, p.maxC))
        found.push({
          pointId: p.pointId,
          pointName: p.name,
          side: e.side,
          begin: e.start,
          end: e.end,
          durationS: e.durationS,
          peakC: e.peakC,
          minC: p.minC,
          maxC: p.maxC,
        });
    }
    out.set(
      vehicleId,
      found.sort((a, b) => a.begin - b.begin || a.pointId - b.pointId),
    );
  }
  return out;
}

function sideFigures(list: readonly Excursion[], side: 'high' | 'low'): OverTempSideFigures {
  const mine = list.filter((e) => e.side === side);
  const peaks = mine.map((e) => e.peakC);
  return {
    count: mine.length,
    durationS: mine.reduce((sum, e) => sum + e.durationS, 0),
    worstC: peaks.length === 0 ? null : side === 'high' ? Math.max(...peaks) : Math.min(...peaks),
  };
}

/**
 * Every vehicle in scope with temperature points (or those asked for), with its excursions counted by side; most
 * excursions first, then by plate.
 */
export async function overTempSummaryOf(
  db: Database,
  auth: AuthContext,
  input: Range & { vehicleIds?: number[] | undefined },
): Promise<OverTempSummaryRow[]> {
  let query = db
    .selectFrom('vehicles as v')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .select(['v.id', 'v.plate', 'd.name as department_name'])
    .where(inScope(auth, 'vehicles', 'v'))
    .where((eb) =>
      eb.exists(eb.selectFrom('temp_points as p').select('p.id').whereRef('p.vehicle_id', '=', 'v.id')),
    );
  if (input.vehicleIds !== undefined) {
    if (input.vehicleIds.length === 0) return [];
    query = query.where('v.id', 'in', input.vehicleIds);
  }
  const vehicles = await query.orderBy('v.plate').orderBy('v.id').execute();
  const excursions = await excursionsOf(
    db,
    auth.companyId,
    vehicles.map((v) => v.id),
    input,
  );
  // Most excursions first (then longest out of range), so the vehicles that need a look lead the table.
  const rows = vehicles.map((v) => {
    const list = excursions.get(v.id) ?? [];
    const high = sideFigures(list, 'high');
    const low = sideFigures(list, 'low');
    return {
      vehicleId: v.id,
      plate: v.plate,
      departmentName: v.department_name,
      high,
      low,
      count: high.count + low.count,
      durationS: high.durationS + low.durationS,
    };
  });
  return rows.sort((a, b) => b.count - a.count || b.durationS - a.durationS);
}

export const overTempSummary: EndpointHandler<typeof ENDPOINTS.overTempSummary> = (ctx) =>
  overTempSummaryOf(ctx.db, requireUser(ctx), ctx.input);

/** Each excursion of one vehicle, with where it began (the last position at or before its first reading). */
export const overTempDetail: EndpointHandler<typeof ENDPOINTS.overTempDetail> = async (ctx) => {
  const auth = requireUser(ctx);
  const vehicle = await vehicleInScope(ctx.db, auth, ctx.input.vehicleId);
  const list = (await excursionsOf(ctx.db, auth.companyId, [vehicle.id], ctx.input)).get(vehicle.id) ?? [];
  const places = placeResolverOf(ctx.deps);
  const rows: OverTempExcursionRow[] = [];
  for (const e of list) {
    const fix = await ctx.db
      .selectFrom('track_points')
      .select(['lon', 'lat'])
      .where('vehicle_id', '=', vehicle.id)
      .where('gps_time', '<=', e.begin)
      .orderBy('gps_time', 'desc')
      .limit(1)
      .executeTakeFirst();
    const lon = fix ? Number(fix.lon) : null;
    const lat = fix ? Number(fix.lat) : null;
    rows.push({
      ...e,
      lon,
      lat,
      place: lon !== null && lat !== null ? places.localName(lon, lat, ctx.lang) : '',
    });
  }
  return rows;
};

/** The summary as an .xlsx: one row per vehicle, high and low side figures, then the totals. */
export const exportOverTempSummary: EndpointHandler<typeof ENDPOINTS.exportOverTempSummary> = async (ctx) => {
  const rows = await overTempSummaryOf(ctx.db, requireUser(ctx), ctx.input);
  if (rows.length === 0) throw businessFailure('errors.noDataToExport');
  const { t } = ctx;
  const k = (key: string) => t(`vehicleColdChain.overTemp.${key}`);
  const header = [
    k('plate'),
    k('department'),
    k('highCount'),
    k('highDuration'),
    k('highWorst'),
    k('lowCount'),
    k('lowDuration'),
    k('lowWorst'),
    k('count'),
    k('duration'),
  ].map((h) => ({ header: h }));
  const minutes = (s: number) => Math.round((s / 60) * 10) / 10;
  async function* cells(): AsyncGenerator<SheetValue[]> {
    await Promise.resolve();
    for (const r of rows)
      yield [
        r.plate,
        r.departmentName,
        r.high.count,
        minutes(r.high.durationS),
        r.high.worstC,
        r.low.count,
        minutes(r.low.durationS),
        r.low.worstC,
        r.count,
        minutes(r.durationS),
      ];
  }
  attachXlsx(ctx.reply, 'over-temperature-summary', ctx.deps.now());
  return Readable.from(xlsxStream(header, cells()));
};
