import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Terminal reminders (at most five per company, enforced on save) and every text each run sent to a cab with the
 * terminal's answer. Times, vehicles and regions are JSON arrays checked by core `terminalReminderSchema` on every
 * write. A send row is written as 'sending' before the 0x8300 leaves and updated with the outcome, so a run cut
 * short by a restart leaves its unanswered sends visible.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('terminal_reminders')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('times', 'text', (c) => c.notNull())
    .addColumn('all_vehicles', 'integer', (c) => c.notNull())
    .addColumn('vehicle_ids', 'text', (c) => c.notNull())
    .addColumn('regions', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('updated_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('terminal_reminders_company')
    .on('terminal_reminders')
    .column('company_id')
    .execute();
  await db.schema
    .createTable('terminal_reminder_sends')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('reminder_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    /** The occurrence (China time of day) the run was for. */
    .addColumn('run_for', ms, (c) => c.notNull())
    .addColumn('sent_at', ms, (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('answered_at', ms)
    .execute();
  await db.schema
    .createIndex('terminal_reminder_sends_run')
    .on('terminal_reminder_sends')
    .columns(['reminder_id', 'run_for'])
    .execute();
}
