import type { Kysely } from 'kysely';

/**
 * The operation record report reads one company's audit rows in a time range, newest first: (company, time) seeks
 * to that range instead of scanning every change of every company.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('audit_log_company_at').on('audit_log').columns(['company_id', 'at']).execute();
}
