import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { withModifier } from '../../resources/auditColumns';
import type { AnyDb, AnySelect, AnyTrx, WriteContext } from '../../resources/resourceSpec';
import type { UserAuth } from '../../scope/authContext';
import { containsText } from '../../scope/likePattern';
import { inScope } from '../../scope/inScope';
import { requireVehicleInScope } from '../fleetCost/insuranceHandlers';

/**
 * What every upkeep record shares: it belongs to a vehicle (`v`) and is in the caller's scope when the vehicle is;
 * the vehicle's last reported odometer is `vs.mileage_km` (null until its terminal reports one).
 */
export function vehicleRecordFrom(table: string): (db: AnyDb) => AnySelect {
  return (db) =>
    withModifier(
      db
        .selectFrom(`${table} as t`)
        .innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
        .leftJoin('vehicle_states as vs', 'vs.vehicle_id', 't.vehicle_id'),
    );
}

export function vehicleRecordScope(auth: UserAuth): RawBuilder<SqlBool> {
  return inScope(auth, 'vehicles', 'v');
}

/** The keyword filter: the plate, or the record's number when it has one. */
export function whereKeyword(q: AnySelect, keyword: unknown, numberColumn?: string): AnySelect {
  if (typeof keyword !== 'string' || keyword === '') return q;
  const either = numberColumn
    ? sql<SqlBool>`(${containsText('v.plate', keyword)} or ${containsText(numberColumn, keyword)})`
    : containsText('v.plate', keyword);
  return q.where(either);
}

/** The vehicle a record names must be one the caller sees. */
export async function checkVehicle(
  trx: AnyTrx,
  save: { vehicleId: number },
  ctx: WriteContext,
): Promise<void> {
  await requireVehicleInScope(trx, ctx.auth, save.vehicleId);
}

/** The odometer column of a record's vehicle, null before its first report. */
export function odometerOf(raw: Record<string, unknown>): number | null {
  return raw.odometerKm === null || raw.odometerKm === undefined ? null : Number(raw.odometerKm);
}
