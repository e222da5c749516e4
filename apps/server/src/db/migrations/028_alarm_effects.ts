import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * What the platform did when an alarm opened, per its alarm setting: one row per alarm, written before anything
 * is sent (the primary key is the claim, so an alarm row committed twice — a re-sent event after a restart, or two
 * instances — is acted on once), then the notices' and the capture's outcome. `display` / `sound` (0 or 1) say
 * whether the console pops the alarm up and speaks it; an alarm without a row (no setting governs it) does both.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const ms = isPostgres(db) ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('alarm_effects')
    .addColumn('alarm_guid', 'text', (c) => c.primaryKey().notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('rule_type', 'text', (c) => c.notNull())
    .addColumn('notice', 'text', (c) => c.notNull())
    .addColumn('capture', 'text', (c) => c.notNull())
    .addColumn('display', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sound', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('detail', 'text')
    .addColumn('created_at', ms, (c) => c.notNull())
    .addColumn('settled_at', ms)
    .execute();
}
