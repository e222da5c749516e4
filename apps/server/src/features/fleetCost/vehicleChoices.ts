import type { Database } from '../../db/connect';
import type { UserAuth } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import { businessShareInUse } from '../../scope/visibleVehicles';

/** The vehicles in the caller's scope as the fleet cost and record forms offer them, by plate. */
export async function vehicleChoices(db: Database, auth: UserAuth): Promise<{ id: number; plate: string }[]> {
  const rows = await db
    .selectFrom('vehicles')
    .select(['id', 'plate'])
    .where(inScope(auth, 'vehicles'))
    .orderBy('plate')
    .execute();
  return rows.map((v) => ({ id: v.id, plate: v.plate }));
}

/** Partners' vehicles lent to the caller's company under business authorisation and in use at `now`, by plate. */
export async function businessSharedChoices(
  db: Database,
  auth: UserAuth,
  now: number,
): Promise<{ id: number; plate: string }[]> {
  const rows = await db
    .selectFrom('vehicles as v')
    .select(['v.id', 'v.plate'])
    .where('v.company_id', '<>', auth.companyId)
    .where(businessShareInUse(auth, 'v.id', now))
    .orderBy('v.plate')
    .execute();
  return rows.map((v) => ({ id: v.id, plate: v.plate }));
}
