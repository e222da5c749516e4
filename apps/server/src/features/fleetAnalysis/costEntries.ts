import type { CostCategory } from '@roadwatch/core';
import { sql } from 'kysely';
import type { Database } from '../../db/connect';
import type { UserAuth } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';

/** Where each cost category's money is kept: the record table, the day (or time) it counts on and its fen. */
const COST_SOURCES: readonly { table: string; at: string; fen: string; category: CostCategory }[] = [
  { table: 'refuels', at: 'refuel_time', fen: 'amount_fen', category: 'refuel' },
  { table: 'repair_records', at: 'repair_day', fen: 'amount_fen', category: 'repair' },
  // A maintenance is paid when the vehicle is handed back.
  { table: 'maintenance_records', at: 'end_day', fen: 'amount_fen', category: 'maintenance' },
  { table: 'tyre_records', at: 'change_day', fen: 'unit_price_fen', category: 'tyre' },
  { table: 'insurance_policies', at: 'start_day', fen: 'premium_fen', category: 'insurance' },
  { table: 'vehicle_fees', at: 'paid_day', fen: 'amount_fen', category: 'fees' },
  { table: 'police_check_records', at: 'cost_day', fen: 'amount_fen', category: 'fees' },
  { table: 'vehicle_certificates', at: 'start_day', fen: 'fee_fen', category: 'fees' },
  { table: 'accident_records', at: 'accident_time', fen: 'loss_fen', category: 'accident' },
  { table: 'other_cost_records', at: 'cost_day', fen: 'amount_fen', category: 'other' },
];

export interface CostEntry {
  vehicleId: number;
  category: CostCategory;
  at: number;
  fen: number;
}

/**
 * Every cost record of the caller's company whose day falls in [start, end], of a vehicle in the caller's scope
 * (and of `vehicleId` when given). Reimbursements belong to a department, not a vehicle, and are not counted.
 */
export async function costEntries(
  db: Database,
  auth: UserAuth,
  start: number,
  end: number,
  vehicleId: number | undefined,
): Promise<CostEntry[]> {
  const parts = COST_SOURCES.map(
    (s) =>
      sql`select vehicle_id, ${s.category} as category, ${sql.ref(s.at)} as at, ${sql.ref(s.fen)} as fen from ${sql.table(s.table)} where company_id = ${auth.companyId} and ${sql.ref(s.at)} >= ${start} and ${sql.ref(s.at)} <= ${end} and ${sql.ref(s.fen)} is not null`,
  );
  const only = vehicleId === undefined ? sql`` : sql` and e.vehicle_id = ${vehicleId}`;
  const rows = await sql<{ vehicle_id: number; category: CostCategory; at: number; fen: number }>`
    select e.vehicle_id, e.category, e.at, e.fen from (${sql.join(parts, sql` union all `)}) e
    where e.vehicle_id in (select v.id from vehicles v where ${inScope(auth, 'vehicles', 'v')})${only}`.execute(
    db,
  );
  return rows.rows.map((r) => ({
    vehicleId: Number(r.vehicle_id),
    category: r.category,
    at: Number(r.at),
    fen: Number(r.fen),
  }));
}
