import { businessFailure, type ErrorMessageKey } from '../../http/apiFailure';
import type { AnyTrx } from '../../resources/resourceSpec';
import type { UserAuth } from '../../scope/authContext';
import { inScope, type ScopedTable } from '../../scope/inScope';

/** Every id names a row of `table` the caller sees; otherwise the save is refused with `message`. */
export async function requireAllInScope(
  trx: AnyTrx,
  auth: UserAuth,
  table: ScopedTable,
  ids: readonly number[],
  message: ErrorMessageKey,
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await trx
    .selectFrom(table)
    .select('id')
    .where('id', 'in', wanted)
    .where(inScope(auth, table))
    .execute();
  if (found.length !== wanted.length) throw businessFailure(message);
}

/** A value of a unique column that another row of the caller's company already holds is refused, naming it. */
export async function requireUniqueInCompany(
  trx: AnyTrx,
  auth: UserAuth,
  table: ScopedTable,
  column: string,
  value: string,
  id: number | null,
): Promise<void> {
  let same = trx
    .selectFrom(table)
    .select('id')
    .where('company_id', '=', auth.companyId)
    .where(column as never, '=', value as never);
  if (id !== null) same = same.where('id', '<>', id);
  if (await same.executeTakeFirst()) throw businessFailure('errors.duplicateValue', { value });
}

/** A double read back to two decimals (masses, litres, mileage); null stays null. */
export function twoPlaces(value: unknown): number | null {
  return value === null || value === undefined ? null : Math.round(Number(value) * 100) / 100;
}
