import type { Database } from '../../db/connect';
import { ApiFailure, businessFailure } from '../../http/apiFailure';
import type { AuthContext } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';

export interface ScopedVehicle {
  id: number;
  plate: string;
  departmentId: number;
}

/**
 * The vehicle, if the caller's company and department subtree contain it. Anything else — another tenant's vehicle,
 * another branch's, one that does not exist — is the same "not found", so ids cannot be probed across tenants.
 */
export async function vehicleInScope(
  db: Database,
  auth: AuthContext | null,
  vehicleId: number,
): Promise<ScopedVehicle> {
  if (!auth) throw new ApiFailure(401, 'errors.notSignedIn');
  const row = await db
    .selectFrom('vehicles')
    .select(['id', 'plate', 'department_id'])
    .where('id', '=', vehicleId)
    .where(inScope(auth, 'vehicles'))
    .executeTakeFirst();
  if (!row) throw businessFailure('errors.notFound');
  return { id: row.id, plate: row.plate, departmentId: row.department_id };
}
