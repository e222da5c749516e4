import {
  batchFigures,
  CHAIN_CURVE_MAX_READINGS,
  CHAIN_POSITIONS_MAX,
  chainFigures,
  thinEvenly,
  type ChainBatchRecord,
  type ChainLegKind,
  type ChainLegRecord,
  type ChainProbe,
  type Language,
} from '@roadwatch/core';
import type { Database } from '../../db/connect';
import type { PlaceResolver } from '../../geo/placeResolver';
import { inScope } from '../../scope/inScope';
import type { Scope } from '../../scope/authContext';

interface StoredLeg {
  kind: ChainLegKind;
  siteId: number | null;
  vehicleId: number | null;
  startTime: number;
  endTime: number;
}

/** The probes of a site or a vehicle with every reading of [from, to), oldest first. */
async function probesOf(db: Database, leg: StoredLeg): Promise<ChainProbe[]> {
  const points = await db
    .selectFrom('temp_points')
    .select(['id', 'name', 'probe_no', 'min_c', 'max_c'])
    .where(leg.vehicleId !== null ? 'vehicle_id' : 'site_id', '=', leg.vehicleId ?? leg.siteId ?? 0)
    .orderBy('probe_no')
    .execute();
  if (points.length === 0) return [];
  const readings = await db
    .selectFrom('temp_readings')
    .select(['point_id', 'time', 'value_c'])
    .where(
      'point_id',
      'in',
      points.map((p) => p.id),
    )
    .where('time', '>=', leg.startTime)
    .where('time', '<', leg.endTime)
    .orderBy('time')
    .execute();
  return points.map((p) => ({
    name: p.name,
    minC: Number(p.min_c),
    maxC: Number(p.max_c),
    readings: readings
      .filter((r) => r.point_id === p.id)
      .map((r) => ({ time: Number(r.time), valueC: r.value_c === null ? null : Number(r.value_c) })),
  }));
}

/**
 * A batch's temperature record as its creator's scope sees it (a user's, or a share link's creator's): each
 * leg's probes and readings in its range (curves thinned, figures from every reading), a vehicle leg's positions,
 * and the figures of the whole batch. null when the batch is not in the scope.
 */
export async function readChainRecord(
  db: Database,
  scope: Scope,
  id: number,
  lang: Language,
  places: PlaceResolver,
  /** Readings per probe the record keeps (the PDF asks for all of them). */
  curveMax: number = CHAIN_CURVE_MAX_READINGS,
): Promise<ChainBatchRecord | null> {
  const batch = await db
    .selectFrom('chain_batches as t')
    .innerJoin('departments as dep', 'dep.id', 't.department_id')
    .where(inScope(scope, 'chain_batches', 't'))
    .where('t.id', '=', id)
    .select(['t.id', 't.code', 't.product', 't.quantity', 't.unit', 't.remark', 'dep.name as departmentName'])
    .executeTakeFirst();
  if (!batch) return null;
  const stored = await db
    .selectFrom('chain_batch_legs as l')
    .leftJoin('sites as s', 's.id', 'l.site_id')
    .leftJoin('vehicles as v', 'v.id', 'l.vehicle_id')
    .where('l.batch_id', '=', id)
    .select([
      'l.kind',
      'l.site_id',
      'l.vehicle_id',
      'l.start_time',
      'l.end_time',
      's.name as siteName',
      's.address',
      's.lon',
      's.lat',
      'v.plate',
    ])
    .orderBy('l.sort')
    .execute();

  const legs: ChainLegRecord[] = [];
  const all: { probes: ChainProbe[]; from: number; to: number }[] = [];
  for (const l of stored) {
    const leg: StoredLeg = {
      kind: l.kind as ChainLegKind,
      siteId: l.site_id,
      vehicleId: l.vehicle_id,
      startTime: Number(l.start_time),
      endTime: Number(l.end_time),
    };
    const probes = await probesOf(db, leg);
    all.push({ probes, from: leg.startTime, to: leg.endTime });
    const positions =
      leg.vehicleId === null
        ? []
        : (
            await db
              .selectFrom('track_points')
              .select(['gps_time', 'lon', 'lat'])
              .where('vehicle_id', '=', leg.vehicleId)
              .where('gps_time', '>=', leg.startTime)
              .where('gps_time', '<', leg.endTime)
              .orderBy('gps_time')
              .execute()
          ).map((p) => ({ time: Number(p.gps_time), lon: Number(p.lon), lat: Number(p.lat) }));
    const first = positions[0];
    const place =
      leg.vehicleId === null
        ? l.address ||
          (l.lon !== null && l.lat !== null ? places.localName(Number(l.lon), Number(l.lat), lang) : '')
        : first
          ? places.localName(first.lon, first.lat, lang)
          : '';
    legs.push({
      kind: leg.kind,
      targetId: Number(leg.siteId ?? leg.vehicleId),
      targetName: l.siteName ?? l.plate ?? '',
      place,
      startTime: leg.startTime,
      endTime: leg.endTime,
      probes: probes.map((p) => ({ ...p, readings: thinEvenly(p.readings, curveMax) })),
      figures: chainFigures(probes, leg.startTime, leg.endTime),
      positions: thinEvenly(positions, CHAIN_POSITIONS_MAX),
    });
  }
  return {
    id: batch.id,
    code: batch.code,
    product: batch.product,
    quantity: Number(batch.quantity),
    unit: batch.unit,
    departmentName: batch.departmentName,
    remark: batch.remark,
    legs,
    figures: batchFigures(all),
  };
}
