import type { Kysely } from 'kysely';

/**
 * Reminders by mileage: a setting's "km before the due mileage" list (JSON, checked by core `expiryReminderSave`),
 * and the km reminder a send was for (null for a reminder by time).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('expiry_reminder_settings')
    .addColumn('km_before', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('expiry_reminder_sends').addColumn('km_before', 'integer').execute();
}
