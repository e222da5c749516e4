import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Jobs that run on a calendar (daily reports at 07:00, reminders to cabs): when each runs next, who is running it
 * and until when (a lease another process takes over once it lapses), and how its last run ended. Kept in the
 * database so a restart neither skips nor repeats a run, and two server processes never run one job twice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const ms = isPostgres(db) ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('scheduled_jobs')
    .addColumn('name', 'text', (c) => c.primaryKey().notNull())
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('next_run_at', ms, (c) => c.notNull())
    .addColumn('running_by', 'text')
    .addColumn('running_until', ms)
    .addColumn('last_run_for', ms)
    .addColumn('last_finished_at', ms)
    .addColumn('last_outcome', 'text')
    .addColumn('last_error', 'text')
    .execute();
}
