import { PLACE_TRACE_RULES, type PlacePassRow } from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/connect';
import { businessFailure } from '../../../http/apiFailure';
import { boxOf, metresBetween, zoneContains, type ZoneShape } from '../../../pipeline/zones/zoneGeometry';

/** A place positions are traced against: a stored area's outline, or the around query's circle. */
export interface TracedPlace {
  areaId: number | null;
  areaName: string;
  /** WGS-84, as positions are stored. */
  shape: ZoneShape;
  /** The around query's point: each pass carries its nearest position's distance from it. */
  centre?: { lon: number; lat: number };
}

interface Candidate {
  vehicle_id: number;
  gps_time: number;
  lon: number;
  lat: number;
  prev_time: number | null;
  plate: string;
  department_name: string;
}

/**
 * The report's vehicles' (`vehicles`, a condition on `v`) stored positions in the window inside the place's box:
 * vehicles first, then a seek of the track_points key (vehicle_id, gps_time) per vehicle over the window (on
 * PostgreSQL the window's literal bounds prune the day partitions), the box tested on the rows read. Each carries
 * the time of the vehicle's previous position in the window (another key seek), so a run of inside positions is
 * known to be unbroken without reading the positions outside the box.
 */
function candidates(
  db: Database,
  vehicles: RawBuilder<SqlBool>,
  window: { startTime: number; endTime: number },
  shape: ZoneShape,
  limit: number,
) {
  const box = boxOf(shape);
  return db
    .selectFrom('vehicles as v')
    .innerJoin('track_points as t', 't.vehicle_id', 'v.id')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .where(vehicles)
    .where('t.gps_time', '>=', window.startTime)
    .where('t.gps_time', '<=', window.endTime)
    .where('t.lon', '>=', box.minLon)
    .where('t.lon', '<=', box.maxLon)
    .where('t.lat', '>=', box.minLat)
    .where('t.lat', '<=', box.maxLat)
    .select([
      't.vehicle_id',
      't.gps_time',
      't.lon',
      't.lat',
      'v.plate',
      'd.name as department_name',
      sql<
        number | null
      >`(select max(p.gps_time) from track_points p where p.vehicle_id = t.vehicle_id and p.gps_time < t.gps_time and p.gps_time >= ${window.startTime})`.as(
        'prev_time',
      ),
    ])
    .orderBy('t.vehicle_id')
    .orderBy('t.gps_time')
    .limit(limit)
    .execute() as Promise<Candidate[]>;
}

/** Folds a place's candidates (by vehicle, then time) into passes: runs of consecutive positions inside. */
function passesOf(place: TracedPlace, rows: readonly Candidate[]): PlacePassRow[] {
  const out: PlacePassRow[] = [];
  let open: PlacePassRow | null = null;
  for (const raw of rows) {
    const lon = Number(raw.lon);
    const lat = Number(raw.lat);
    if (!zoneContains(place.shape, lon, lat)) continue;
    const vehicleId = Number(raw.vehicle_id);
    const time = Number(raw.gps_time);
    const prev = raw.prev_time === null ? null : Number(raw.prev_time);
    const metres = place.centre ? metresBetween(place.centre.lon, place.centre.lat, lon, lat) : null;
    if (open && open.vehicleId === vehicleId && prev === open.lastTime) {
      open.lastTime = time;
      open.durationS = Math.round((time - open.firstTime) / 1000);
      open.positions += 1;
      if (metres !== null && open.nearestM !== null) open.nearestM = Math.min(open.nearestM, metres);
      continue;
    }
    open = {
      id: `${vehicleId}:${place.areaId ?? 0}:${time}`,
      vehicleId,
      plate: raw.plate,
      departmentName: raw.department_name,
      areaId: place.areaId,
      areaName: place.areaName,
      firstTime: time,
      lastTime: time,
      durationS: 0,
      nearestM: metres,
      positions: 1,
    };
    out.push(open);
  }
  for (const p of out) if (p.nearestM !== null) p.nearestM = Math.round(p.nearestM);
  return out;
}

/**
 * Every pass of the report's vehicles through the places over the window. A query reading more than `max`
 * (`PLACE_TRACE_RULES.maxPositions`) positions in the places' boxes is refused with code 0 (narrow it).
 */
export async function placePasses(
  db: Database,
  t: TFunction,
  vehicles: RawBuilder<SqlBool>,
  window: { startTime: number; endTime: number },
  places: readonly TracedPlace[],
  max: number = PLACE_TRACE_RULES.maxPositions,
): Promise<PlacePassRow[]> {
  let read = 0;
  const out: PlacePassRow[] = [];
  for (const place of places) {
    const rows = await candidates(db, vehicles, window, place.shape, max - read + 1);
    read += rows.length;
    if (read > max)
      throw businessFailure('errors.reportQueryRefused', {
        reason: t('eventReports.placeTrace.tooManyPositions', { max }),
      });
    out.push(...passesOf(place, rows));
  }
  return out;
}
