import type { CostCategory } from '@roadwatch/core';
import { sql } from 'kysely';
import type { Database } from '../../db/connect';
import type { UserAuth } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import { COST_SOURCES } from './costSources';

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
