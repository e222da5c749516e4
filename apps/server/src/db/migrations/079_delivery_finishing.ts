import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * A report delivery being finished remembers when its claim was made and which steps are done (the message-centre
 * notice, the e-mail), so a process that died half way is replaced by the next one and nothing already done is
 * done again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const big = isPostgres(db) ? ('bigint' as const) : ('integer' as const);
  for (const column of ['finishing_at', 'told_at', 'mailed_at']) {
    await db.schema.alterTable('report_deliveries').addColumn(column, big).execute();
  }
}
