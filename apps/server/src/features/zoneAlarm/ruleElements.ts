import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { businessFailure } from '../../http/apiFailure';
import type { AnyTrx } from '../../resources/resourceSpec';
import type { UserAuth } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';

/** Map elements a caller may build rules on: their department subtree's, and those the company shares. */
export function elementVisible(
  auth: UserAuth,
  table: 'map_areas' | 'map_lines',
  alias: string,
): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${inScope(auth, table, alias)} or (${sql.ref(`${alias}.company_id`)} = ${auth.companyId} and ${sql.ref(`${alias}.share_mode`)} = 'company'))`;
}

/**
 * Each area must be one the caller sees with an outline (circle, rectangle or polygon): administrative regions
 * have no outline the pipeline could test a position against.
 */
export async function checkRuleAreas(
  trx: AnyTrx,
  auth: UserAuth,
  ids: readonly (number | null)[],
): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return;
  const found = await trx
    .selectFrom('map_areas as a')
    .where(elementVisible(auth, 'map_areas', 'a'))
    .where('a.id', 'in', wanted)
    .where('a.shape', '!=', 'region')
    .select('a.id')
    .execute();
  if (found.length !== wanted.length) throw businessFailure('errors.zoneAlarmAreaNotFound');
}

export async function checkRuleLine(trx: AnyTrx, auth: UserAuth, id: number): Promise<void> {
  const found = await trx
    .selectFrom('map_lines as l')
    .where(elementVisible(auth, 'map_lines', 'l'))
    .where('l.id', '=', id)
    .select('l.id')
    .executeTakeFirst();
  if (!found) throw businessFailure('errors.zoneAlarmLineNotFound');
}
