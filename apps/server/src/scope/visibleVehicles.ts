import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/connect';
import { ApiFailure, businessFailure } from '../http/apiFailure';
import type { AuthContext, Scope } from './authContext';
import { inScope } from './inScope';

/**
 * The one place that says which vehicles a caller may SEE (tree, live map, tracks, the followed vehicle's card):
 * the company's own vehicles in the caller's department subtree (`inScope`), plus vehicles partners share with the
 * company while the share is in use — started, not stopped, and `now` inside its window. A share is made to a company
 * as a whole, so it lands at the company's top: only callers whose subtree is the whole company see shared vehicles
 * (a branch's scope stays its branch). Commands keep using `inScope`/`vehicleInScope`: a partner never commands.
 *
 * What a caller may EDIT is said here too: the running records (refuelling, use records, repairs) of its own vehicles
 * in scope, and of vehicles lent to its company under business authorisation while that share is in use. Monitoring
 * authorisation stays read-only, and a stopped or lapsed share edits nothing.
 */
export function seesShared(scope: Scope): boolean {
  return /^\/\d+\/$/.test(scope.departmentPath);
}

/** `vehicleId` (a column reference such as 'v.id') is shared with the scope's company and in use at `now`. */
export function sharedInUse(scope: Scope, vehicleId: string, now: number): RawBuilder<SqlBool> {
  if (!seesShared(scope)) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`exists (select 1 from vehicle_shares vs where vs.vehicle_id = ${sql.ref(vehicleId)} and vs.partner_company_id = ${scope.companyId} and vs.state = 'active' and vs.start_at <= ${now} and vs.end_at > ${now})`;
}

/** `vehicleId` is lent to the scope's company under business authorisation, in use at `now`. */
export function businessShareInUse(scope: Scope, vehicleId: string, now: number): RawBuilder<SqlBool> {
  if (!seesShared(scope)) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`exists (select 1 from vehicle_shares vs where vs.vehicle_id = ${sql.ref(vehicleId)} and vs.partner_company_id = ${scope.companyId} and vs.kind = 'business' and vs.state = 'active' and vs.start_at <= ${now} and vs.end_at > ${now})`;
}

/** Vehicles (`alias` of the vehicles table) whose running records the scope may write at `now`. */
export function editableVehicle(scope: Scope, alias: string, now: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${inScope(scope, 'vehicles', alias)} or ${businessShareInUse(scope, `${alias}.id`, now)})`;
}

/**
 * Running records (`record` alias, with its vehicle joined as `vehicle`) the scope reads and writes at `now`: its own
 * company's records — each company keeps its own costs, so an owner never sees what a partner spent on a lent
 * vehicle, nor the partner the owner's — of a vehicle it may edit.
 */
export function editableRecord(
  scope: Scope,
  record: string,
  vehicle: string,
  now: number,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${record}.company_id`)} = ${scope.companyId} and ${editableVehicle(scope, vehicle, now)})`;
}

/**
 * The vehicle a running record names must be one the caller may edit now. A partner's vehicle the caller only
 * monitors, or whose share has stopped or is outside its window, is refused with 403 (`errors.shareNotEditable`);
 * any other vehicle is not found.
 */
export async function requireVehicleEditable(
  db: Pick<Database, 'selectFrom'>,
  scope: Scope,
  vehicleId: number,
  now: number,
): Promise<void> {
  const editable = await db
    .selectFrom('vehicles as v')
    .select('v.id')
    .where('v.id', '=', vehicleId)
    .where(editableVehicle(scope, 'v', now))
    .executeTakeFirst();
  if (editable) return;
  const lent = await db
    .selectFrom('vehicle_shares')
    .select('id')
    .where('vehicle_id', '=', vehicleId)
    .where('partner_company_id', '=', scope.companyId)
    .executeTakeFirst();
  if (lent && seesShared(scope)) throw new ApiFailure(403, 'errors.shareNotEditable');
  throw businessFailure('errors.vehicleNotFound');
}

/** Vehicles (`alias` of the vehicles table) the scope may see at `now`: its own in scope, or shared in use. */
export function visibleVehicle(scope: Scope, alias: string, now: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${inScope(scope, 'vehicles', alias)} or ${sharedInUse(scope, `${alias}.id`, now)})`;
}

export interface VisibleVehicle {
  id: number;
  plate: string;
  departmentId: number;
  /** The share's window when the vehicle is a partner's (reads are kept inside it); null for an own vehicle. */
  shared: { startAt: number; endAt: number } | null;
}

/** The vehicle, if the caller may see it now; anything else is "not found" (ids cannot be probed). */
export async function vehicleVisible(
  db: Database,
  auth: AuthContext | null,
  vehicleId: number,
  now: number,
): Promise<VisibleVehicle> {
  if (!auth) throw new ApiFailure(401, 'errors.notSignedIn');
  const row = await db
    .selectFrom('vehicles as v')
    .select(['v.id', 'v.plate', 'v.department_id', 'v.company_id'])
    .where('v.id', '=', vehicleId)
    .where(visibleVehicle(auth, 'v', now))
    .executeTakeFirst();
  if (!row) throw businessFailure('errors.notFound');
  const own = { id: row.id, plate: row.plate, departmentId: row.department_id };
  if (row.company_id === auth.companyId) return { ...own, shared: null };
  const share = await db
    .selectFrom('vehicle_shares')
    .select(['start_at', 'end_at'])
    .where('vehicle_id', '=', vehicleId)
    .where('partner_company_id', '=', auth.companyId)
    .where('state', '=', 'active')
    .where('start_at', '<=', now)
    .where('end_at', '>', now)
    .orderBy('start_at')
    .executeTakeFirstOrThrow();
  return { ...own, shared: { startAt: Number(share.start_at), endAt: Number(share.end_at) } };
}

/** A read range kept inside what the caller may see of the vehicle: a shared vehicle only within its window. */
export function visibleRange(
  vehicle: VisibleVehicle,
  range: { startTime: number; endTime: number },
): { startTime: number; endTime: number } {
  if (!vehicle.shared) return range;
  return {
    startTime: Math.max(range.startTime, vehicle.shared.startAt),
    endTime: Math.min(range.endTime, vehicle.shared.endAt - 1),
  };
}
