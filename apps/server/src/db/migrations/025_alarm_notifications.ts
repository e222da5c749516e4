import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Alarm notices. `alarm_notifications` holds one row per attempt (a retry is a new row), so every try and its
 * outcome stay visible; rows still `queued` are the durable work queue (`next_try_at`; `claimed_at` marks a
 * sender at work, and a claim older than a few minutes is taken over after a crash). `alarm_notice_plans` keeps
 * what an alarm's notices need (contacts, methods, terminal text, language) and its reminders' progress, so
 * reminders resume after a restart. `alarm_notice_daily` counts notices per vehicle per China day (the cap is
 * checked and counted in one statement).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('alarm_notice_plans')
    .addColumn('alarm_guid', 'text', (c) => c.primaryKey().notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('reminders_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reminders_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('interval_ms', ms, (c) => c.notNull().defaultTo(0))
    .addColumn('next_at', ms)
    .addColumn('done_at', ms)
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('alarm_notice_plans_due')
    .on('alarm_notice_plans')
    .columns(['done_at', 'next_at'])
    .execute();
  await db.schema
    .createTable('alarm_notifications')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('alarm_guid', 'text', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('attempt_no', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('detail', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('tts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_try_at', ms)
    .addColumn('claimed_at', ms)
    .addColumn('sent_at', ms)
    .addColumn('settled_at', ms)
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('alarm_notifications_alarm')
    .on('alarm_notifications')
    .columns(['alarm_guid', 'id'])
    .execute();
  await db.schema
    .createIndex('alarm_notifications_queue')
    .on('alarm_notifications')
    .columns(['status', 'next_try_at'])
    .execute();
  await db.schema
    .createTable('alarm_notice_daily')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('alarm_notice_daily_pk', ['vehicle_id', 'day'])
    .execute();
}
