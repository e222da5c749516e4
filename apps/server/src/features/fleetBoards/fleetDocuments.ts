import type { FleetDocumentFigures, FleetDocumentItem } from '@roadwatch/core';
import type { Database } from '../../db/connect';
import type { AnyDb, AnySelect } from '../../resources/resourceSpec';
import type { Scope } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import {
  expiryStatusColumns,
  expiryStatusOf,
  whereExpiryStatus,
  type ExpiryTable,
} from '../fleetCost/expiryStatus';

const KINDS = [
  { kind: 'insurance', table: 'insurance_policies', typeColumn: 'insurance_type' },
  { kind: 'certificate', table: 'vehicle_certificates', typeColumn: 'kind' },
] as const satisfies readonly (ExpiryTable & { kind: FleetDocumentItem['kind'] })[];

const SOONEST = 10;

/**
 * The current insurance policies and certificates of the vehicles in scope (one vehicle when `vehicleId` is given)
 * that are about to expire or have expired, with the status worked out by the fleet-cost module.
 */
export async function expiringDocuments(
  db: Database,
  scope: Scope,
  now: number,
  vehicleId?: number,
): Promise<FleetDocumentItem[]> {
  const any = db as unknown as AnyDb;
  const reads = KINDS.flatMap((spec) =>
    (['expired', 'aboutToExpire'] as const).map(async (status) => {
      let q: AnySelect = any
        .selectFrom(`${spec.table} as t`)
        .innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
        .where(inScope(scope, 'vehicles', 'v'));
      if (vehicleId !== undefined) q = q.where('t.vehicle_id', '=', vehicleId);
      q = expiryStatusColumns(q, spec).select([
        't.id as id',
        't.vehicle_id as vehicleId',
        'v.plate as plate',
        `t.${spec.typeColumn} as type`,
      ]);
      const rows = (await whereExpiryStatus(q, status, now, spec).execute()) as Record<string, unknown>[];
      return rows.map((r): FleetDocumentItem => ({
        id: Number(r.id),
        vehicleId: Number(r.vehicleId),
        plate: String(r.plate),
        kind: spec.kind,
        type: String(r.type),
        ...expiryStatusOf(r, now),
      }));
    }),
  );
  // Expired first (longest ago first), then those expiring soonest.
  return (await Promise.all(reads)).flat().sort((a, b) => a.daysLeft - b.daysLeft || a.id - b.id);
}

/** Counts per kind and status, and the ten most pressing records. */
export async function documentFigures(
  db: Database,
  scope: Scope,
  now: number,
): Promise<FleetDocumentFigures> {
  const items = await expiringDocuments(db, scope, now);
  const figures: FleetDocumentFigures = {
    insurance: { aboutToExpire: 0, expired: 0 },
    certificate: { aboutToExpire: 0, expired: 0 },
    soonest: items.slice(0, SOONEST),
  };
  for (const item of items) {
    if (item.status === 'expired' || item.status === 'aboutToExpire') figures[item.kind][item.status] += 1;
  }
  return figures;
}
