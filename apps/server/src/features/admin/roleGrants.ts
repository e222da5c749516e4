import { businessFailure } from '../../http/apiFailure';
import type { AnyDb } from '../../resources/resourceSpec';
import type { UserAuth } from '../../scope/authContext';

/** Operation ids a role grants. */
export async function grantsOf(db: AnyDb, roleId: number): Promise<string[]> {
  const rows = (await db
    .selectFrom('role_operations')
    .select('operation_id')
    .where('role_id', '=', roleId)
    .execute()) as { operation_id: string }[];
  return rows.map((r) => r.operation_id);
}

/** The first operation of `operations` the caller does not hold, or null when they hold them all. */
export async function firstNotHeld(auth: UserAuth, operations: Iterable<string>): Promise<string | null> {
  const held = await auth.operations();
  for (const op of operations) if (!held.has(op)) return op;
  return null;
}

/** A role of the caller's company granting only what the caller holds, or `errors.roleNotAvailable`. */
export async function assignableRole(db: AnyDb, auth: UserAuth, roleId: number): Promise<string[]> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('id', '=', roleId)
    .where('company_id', '=', auth.companyId)
    .executeTakeFirst();
  if (!role) throw businessFailure('errors.roleNotAvailable');
  const grants = await grantsOf(db, roleId);
  if ((await firstNotHeld(auth, grants)) !== null) throw businessFailure('errors.roleNotAvailable');
  return grants;
}
