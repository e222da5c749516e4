import type { Kysely } from 'kysely';

/**
 * Which physical terminal a vehicle's (or site's) SIM number belongs to: the terminal id and manufacturer id it
 * sends in 0x0100 and, for 2019 terminals, the IMEI it sends in 0x0102. '' = not bound yet; the gateway binds an
 * empty terminal id and maker at the first registration that goes on to authenticate, and an empty IMEI at that
 * registration's 2019 authentication, and never rebinds a bound value (see gateway/CONTEXT.md "Sessions").
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['vehicles', 'sites']) {
    for (const column of ['terminal_id', 'terminal_maker', 'terminal_imei']) {
      await db.schema
        .alterTable(table)
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
  }
}
