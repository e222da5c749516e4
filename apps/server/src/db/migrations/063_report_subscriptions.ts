import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Report subscriptions and their deliveries. A subscription belongs to the user who made it (its files reach only
 * them). A delivery is one period of one subscription: unique per (subscription, period start), so a run repeated
 * after a restart or by another process delivers nothing twice. It queues an export job as the owner and is
 * finished (message centre, e-mail) once that job has ended.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const big = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('report_subscriptions')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('report', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull().defaultTo(0))
    // The language the subscriber used: the file and its e-mail are written in it.
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('created'))
    .addColumn('failure_key', 'text')
    .addColumn('last_period_start', big)
    .addColumn('last_delivered_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('modified_at', big)
    .execute();
  await db.schema
    .createIndex('report_subscriptions_kind')
    .on('report_subscriptions')
    .columns(['kind', 'id'])
    .execute();
  await db.schema
    .createIndex('report_subscriptions_user')
    .on('report_subscriptions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('report_deliveries')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('subscription_id', 'integer', (c) =>
      c.notNull().references('report_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('period_start', big, (c) => c.notNull())
    .addColumn('period_end', big, (c) => c.notNull())
    .addColumn('export_job_id', 'integer', (c) => c.references('export_jobs.id').onDelete('set null'))
    // running (its export is queued or running) → finishing (claimed by one process) → succeeded | failed
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('failure_key', 'text')
    .addColumn('emails', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('finished_at', big)
    .execute();
  await db.schema
    .createIndex('report_deliveries_period')
    .on('report_deliveries')
    .columns(['subscription_id', 'period_start'])
    .unique()
    .execute();
  await db.schema.createIndex('report_deliveries_state').on('report_deliveries').column('state').execute();
}
