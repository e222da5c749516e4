import type { ColdChainDynamicProbe } from '@roadwatch/core';
import type { Database } from '../../db/connect';
import { loadEffectiveAlarmRules } from '../alarmRules/effectiveAlarmRules';

/**
 * The temperature points of the vehicles, probe order, each with the range its readings are judged by: the
 * vehicle's over-temperature setting where it sets a bound, else the point's own (as the pipeline judges them).
 */
export async function vehicleProbes(
  db: Database,
  companyId: number,
  vehicleIds: readonly number[],
): Promise<Map<number, ColdChainDynamicProbe[]>> {
  const out = new Map<number, ColdChainDynamicProbe[]>();
  if (vehicleIds.length === 0) return out;
  const rules = await loadEffectiveAlarmRules(db, vehicleIds);
  const points = await db
    .selectFrom('temp_points')
    .select(['id', 'vehicle_id', 'probe_no', 'name', 'min_c', 'max_c'])
    .where('vehicle_id', 'in', [...vehicleIds])
    .where('company_id', '=', companyId)
    .orderBy('vehicle_id')
    .orderBy('probe_no')
    .execute();
  for (const p of points) {
    const vehicleId = Number(p.vehicle_id);
    const setting = rules.get(vehicleId)?.overTemperature;
    const list = out.get(vehicleId) ?? [];
    list.push({
      pointId: p.id,
      probeNo: p.probe_no,
      name: p.name,
      minC: setting?.minC ?? Number(p.min_c),
      maxC: setting?.maxC ?? Number(p.max_c),
    });
    out.set(vehicleId, list);
  }
  return out;
}

/** Stored readings of the points in [start, end], oldest first, per point. */
export async function readingsByPoint(
  db: Database,
  pointIds: readonly number[],
  start: number,
  end: number,
): Promise<Map<number, [number, number | null][]>> {
  const out = new Map<number, [number, number | null][]>(pointIds.map((id) => [id, []]));
  if (pointIds.length === 0) return out;
  const rows = await db
    .selectFrom('temp_readings')
    .select(['point_id', 'time', 'value_c'])
    .where('point_id', 'in', [...pointIds])
    .where('time', '>=', start)
    .where('time', '<=', end)
    .orderBy('point_id')
    .orderBy('time')
    .execute();
  for (const r of rows)
    out.get(r.point_id)?.push([Number(r.time), r.value_c === null ? null : Number(r.value_c)]);
  return out;
}
