import { FLEET_ANALYSIS_LIMITS } from '@roadwatch/core';
import { sql } from 'kysely';
import type { Database } from '../../db/connect';
import type { UserAuth } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';

/** A refuelling with what the track says around it. */
export interface CheckedRefuel {
  id: number;
  vehicleId: number;
  plate: string;
  ratedPer100km: number;
  refuelTime: number;
  fullTank: boolean;
  litres: number;
  amountFen: number;
  /** The terminal's odometer at the refuelling (its last point at or before it), else the one entered. */
  odometerKm: number | null;
  stopped: boolean;
  levelBefore: number | null;
  levelAfter: number | null;
}

/**
 * Refuellings in [start, end] of the vehicles in scope, each with the track's odometer, whether the vehicle stood
 * (a point at speed 0) within ±30 min, and the fuel level last read before it and first read after it within
 * ±60 min. Each lookup is one index seek on the track's (vehicle, time) key.
 */
export async function refuelChecks(
  db: Database,
  auth: UserAuth,
  start: number,
  end: number,
  vehicleId: number | undefined,
): Promise<CheckedRefuel[]> {
  const { stopWindowMs, fuelWindowMs } = FLEET_ANALYSIS_LIMITS;
  let query = db
    .selectFrom('refuels as r')
    .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
    .select([
      'r.id',
      'r.vehicle_id',
      'v.plate',
      'v.fuel_per_100km',
      'r.refuel_time',
      'r.fuel_type',
      'r.litres',
      'r.amount_fen',
      sql<
        number | null
      >`coalesce((select t.mileage_km from track_points t where t.vehicle_id = r.vehicle_id and t.gps_time <= r.refuel_time order by t.gps_time desc limit 1), r.odometer_km)`.as(
        'odometer',
      ),
      sql<number>`case when exists (select 1 from track_points t where t.vehicle_id = r.vehicle_id and t.gps_time >= r.refuel_time - ${stopWindowMs} and t.gps_time <= r.refuel_time + ${stopWindowMs} and t.speed_kmh = 0) then 1 else 0 end`.as(
        'stopped',
      ),
      sql<
        number | null
      >`(select t.fuel_l from track_points t where t.vehicle_id = r.vehicle_id and t.gps_time >= r.refuel_time - ${fuelWindowMs} and t.gps_time <= r.refuel_time and t.fuel_l is not null order by t.gps_time desc limit 1)`.as(
        'level_before',
      ),
      sql<
        number | null
      >`(select t.fuel_l from track_points t where t.vehicle_id = r.vehicle_id and t.gps_time > r.refuel_time and t.gps_time <= r.refuel_time + ${fuelWindowMs} and t.fuel_l is not null order by t.gps_time asc limit 1)`.as(
        'level_after',
      ),
    ])
    .where('r.company_id', '=', auth.companyId)
    .where(inScope(auth, 'vehicles', 'v'))
    .where('r.refuel_time', '>=', start)
    .where('r.refuel_time', '<=', end);
  if (vehicleId !== undefined) query = query.where('r.vehicle_id', '=', vehicleId);
  const rows = await query.orderBy('v.plate').orderBy('r.refuel_time').orderBy('r.id').execute();
  const optional = (x: unknown) => (x === null || x === undefined ? null : Number(x));
  return rows.map((r) => ({
    id: r.id,
    vehicleId: r.vehicle_id,
    plate: r.plate,
    ratedPer100km: Number(r.fuel_per_100km),
    refuelTime: Number(r.refuel_time),
    fullTank: r.fuel_type === 'fullTank',
    litres: Number(r.litres),
    amountFen: Number(r.amount_fen),
    odometerKm: optional(r.odometer),
    stopped: Number(r.stopped) === 1,
    levelBefore: optional(r.level_before),
    levelAfter: optional(r.level_after),
  }));
}
