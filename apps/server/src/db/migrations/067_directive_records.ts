import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * The commands sent to terminals (directive records report): one row per command, written before it leaves with
 * outcome 'pending' and updated with how it ended and when, so a crash leaves "sent, no answer" rather than nothing.
 * `user_id` null: the platform's own command (a reminder, an alarm notice, an alarm's rule). `params` is a short
 * JSON summary without secrets. No foreign keys: a record outlives its user, and sending never waits on one.
 * (company, sent_at) seeks a company's range for the report and its summary.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const big = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('directive_records')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('message_id', 'integer', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('sent_at', big, (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('answered_at', big)
    .execute();
  await db.schema
    .createIndex('directive_records_company_sent')
    .on('directive_records')
    .columns(['company_id', 'sent_at'])
    .execute();
}
