import type { Kysely } from 'kysely';

/**
 * Messages the platform writes itself keep their i18n key and parameters (JSON text), so each reader sees them in
 * their own language; rows without a key (old data, upper platforms' texts) show their stored title and content.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('msg_key', 'text').execute();
  await db.schema.alterTable('messages').addColumn('msg_params', 'text').execute();
}
