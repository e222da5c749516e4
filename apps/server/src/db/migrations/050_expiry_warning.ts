import type { Kysely } from 'kysely';

/**
 * Early warning of insurance and certificates: each reminder setting keeps its first reminder (the most days before
 * the expiry, 0 when the setting is off) in a column, so the status filter can compare it in SQL; existing settings
 * are filled from their stored days.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('expiry_reminder_settings')
    .addColumn('first_reminder_days', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const settings = (await db
    .selectFrom('expiry_reminder_settings')
    .select(['id', 'enabled', 'days_before'])
    .execute()) as { id: number; enabled: number; days_before: string }[];
  for (const s of settings) {
    const days = JSON.parse(s.days_before) as unknown;
    const first =
      s.enabled && Array.isArray(days) ? Math.max(0, ...days.map(Number).filter(Number.isFinite)) : 0;
    await db
      .updateTable('expiry_reminder_settings')
      .set({ first_reminder_days: first })
      .where('id', '=', s.id)
      .execute();
  }
}
