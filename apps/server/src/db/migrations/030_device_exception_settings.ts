import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * A company's device exception settings (each type on or off, with the minutes its condition must last), JSON
 * checked by core `deviceExceptionSettingsSchema`. No row: the built-in behaviour. A save also writes an
 * `alarm_rule_changes` row for the company, so the pipeline reloads its vehicles' settings within a second.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const ms = isPostgres(db) ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('device_exception_settings')
    .addColumn('company_id', 'integer', (c) => c.primaryKey().notNull().references('companies.id'))
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();
}
