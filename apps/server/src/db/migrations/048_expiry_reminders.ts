import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Expiry reminder settings (one per company and kind: insurance, certificate; days before, methods and contacts
 * as JSON arrays checked by core `expiryReminderSave` on every write) and the reminders sent. A send is claimed by
 * its unique key (kind, record, days before, due day) in the same transaction as its message-centre rows, so a run
 * repeated after a restart, or by a second process, finds the key taken and sends nothing again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const big = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('expiry_reminder_settings')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('days_before', 'text', (c) => c.notNull())
    .addColumn('methods', 'text', (c) => c.notNull())
    .addColumn('contact_ids', 'text', (c) => c.notNull())
    .addColumn('modified_by', 'integer', (c) => c.references('users.id'))
    .addColumn('modified_at', big)
    .execute();
  await db.schema
    .createIndex('expiry_reminder_settings_company_kind')
    .on('expiry_reminder_settings')
    .columns(['company_id', 'kind'])
    .unique()
    .execute();
  await db.schema
    .createTable('expiry_reminder_sends')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('send_key', 'text', (c) => c.notNull().unique())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('days_before', 'integer', (c) => c.notNull())
    .addColumn('due_day', big, (c) => c.notNull())
    .addColumn('sent_at', big, (c) => c.notNull())
    .addColumn('messages', 'integer', (c) => c.notNull())
    .addColumn('emails', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
