import type { Kysely } from 'kysely';

/**
 * The overspeed report reads one company's alarms of two kinds (terminal bit, platform check) started in a range.
 * Overspeed is a small share of all alarms, so (company, kind, start) seeks to those rows instead of walking every
 * alarm of the range through `alarms_scope_time`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('alarms_kind_time')
    .on('alarms')
    .columns(['company_id', 'first_type', 'second_type', 'begin_time'])
    .execute();
}
