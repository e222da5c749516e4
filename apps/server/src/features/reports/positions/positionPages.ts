import type { EventReportFilters, PositionReportRow } from '@roadwatch/core';
import type { TFunction } from 'i18next';
import type { Database } from '../../../db/connect';
import type { UserAuth } from '../../../scope/authContext';
import { checkDetailQuery, reportVehicles } from '../eventReportScope';
import { positionDayCounts, type DayWindow } from './positionCounts';

/** A vehicle of the report, in the report's order (plate, then id), with its day windows. */
export interface ReportVehicle {
  id: number;
  plate: string;
  departmentName: string;
  windows: DayWindow[];
  count: number;
}

type Order = 'asc' | 'desc';

/**
 * The vehicles of a user's query that have positions in its range, in the report's order, with their day counts;
 * the detail-query rule (span × vehicles) is checked first.
 */
export async function positionReportVehicles(
  db: Database,
  t: TFunction,
  user: UserAuth,
  input: EventReportFilters,
  now: number,
): Promise<ReportVehicle[]> {
  const scope = await reportVehicles(db, user, input, 'v');
  await checkDetailQuery(db, t, scope, input, now);
  const [list, counts] = await Promise.all([
    db
      .selectFrom('vehicles as v')
      .innerJoin('departments as d', 'd.id', 'v.department_id')
      .select(['v.id', 'v.plate', 'd.name as department_name'])
      .where(scope)
      .orderBy('v.plate')
      .orderBy('v.id')
      .execute(),
    positionDayCounts(db, scope, input.startTime, input.endTime),
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

/**
 * Rows [offset, offset + limit) of the report: vehicle by vehicle, each in time order. The vehicle and the day the
 * offset falls in are found from the counts, and the read starts there with an offset inside that day (at most a
 * day of one vehicle's positions), so a page deep in a million rows costs what the first one does.
 */
export async function positionPage(
  db: Database,
  vehicles: readonly ReportVehicle[],
  range: { startTime: number; endTime: number },
  order: Order,
  offset: number,
  limit: number,
): Promise<PositionReportRow[]> {
  const out: PositionReportRow[] = [];
  let skip = offset;
  for (const vehicle of vehicles) {
    if (out.length >= limit) break;
    if (skip >= vehicle.count) {
      skip -= vehicle.count;
      continue;
    }
    const windows = order === 'asc' ? vehicle.windows : [...vehicle.windows].reverse();
    let from = range.startTime;
    let to = range.endTime;
    for (const w of windows) {
      if (skip < w.count) {
        if (order === 'asc') from = w.from;
        else to = w.to;
        break;
      }
      skip -= w.count;
    }
    const rows = await db
      .selectFrom('track_points')
      .select(['gps_time', 'lon', 'lat', 'speed_kmh', 'direction', 'mileage_km', 'acc', 'fuel_l'])
      .where('vehicle_id', '=', vehicle.id)
      .where('gps_time', '>=', from)
      .where('gps_time', '<=', to)
      .orderBy('gps_time', order)
      .limit(limit - out.length)
      .offset(skip)
      .execute();
    skip = 0;
    for (const r of rows)
      out.push({
        id: `${vehicle.id}:${Number(r.gps_time)}`,
        vehicleId: vehicle.id,
        plate: vehicle.plate,
        departmentName: vehicle.departmentName,
        gpsTime: Number(r.gps_time),
        lon: Number(r.lon),
        lat: Number(r.lat),
        speedKmh: Number(r.speed_kmh),
        direction: Number(r.direction),
        mileageKm: Number(r.mileage_km),
        acc: Number(r.acc) === 1,
        fuelL: r.fuel_l === null ? null : Number(r.fuel_l),
      });
  }
  return out;
}
