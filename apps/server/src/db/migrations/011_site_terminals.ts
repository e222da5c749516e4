import type { Kysely } from 'kysely';

/**
 * Live warehouse and store sensors (issue 3): each site gets a temperature-logger terminal that speaks JT/T 808 to
 * the gateway, identified like a vehicle's (terminal phone, auth code, model, edition). A site without a logger
 * keeps a null phone, so the unique index only covers sites that have one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sites').addColumn('terminal_phone', 'text').execute();
  await db.schema
    .alterTable('sites')
    .addColumn('terminal_model', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('sites')
    .addColumn('protocol_version', 'integer', (c) => c.notNull().defaultTo(2013))
    .execute();
  await db.schema
    .alterTable('sites')
    .addColumn('auth_code', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sites_terminal_phone').on('sites').column('terminal_phone').unique().execute();
}
