import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The user protocol consent (issue 4, part 9): which version of the user protocol and privacy policy the user
 * agreed to, and when. A user who has agreed to an older version is asked again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const ms = isPostgres(db) ? ('bigint' as const) : ('integer' as const);
  await db.schema.alterTable('users').addColumn('protocol_version', 'text').execute();
  await db.schema.alterTable('users').addColumn('protocol_agreed_at', ms).execute();
}
