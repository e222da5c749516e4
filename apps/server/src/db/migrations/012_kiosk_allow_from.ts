import type { Kysely } from 'kysely';

/**
 * Wall displays may be limited to the addresses of their control room (the config's `allowFrom`): the list as JSON
 * text, null when any address may open the display.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('kiosk_displays').addColumn('allow_from', 'text').execute();
}
