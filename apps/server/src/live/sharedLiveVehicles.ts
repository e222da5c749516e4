import type { LiveVehicleState } from '@roadwatch/core';
import type { Database } from '../db/connect';
import type { Scope } from '../scope/authContext';
import { seesShared, sharedInUse } from '../scope/visibleVehicles';
import { toLiveVehicleState, VEHICLE_STATE_COLUMNS } from './liveSnapshot';

/** The latest states of the partners' vehicles the scope may see now (shares in use), for its live sockets. */
export async function sharedLiveVehicles(
  db: Database,
  scope: Scope,
  now: number,
): Promise<LiveVehicleState[]> {
  if (!seesShared(scope)) return [];
  const rows = await db
    .selectFrom('vehicles as v')
    .leftJoin('vehicle_states as s', 's.vehicle_id', 'v.id')
    .select(VEHICLE_STATE_COLUMNS)
    .where('v.company_id', '<>', scope.companyId)
    .where(sharedInUse(scope, 'v.id', now))
    .orderBy('v.id')
    .execute();
  return rows.map(toLiveVehicleState);
}
