import type { Kysely } from 'kysely';

/**
 * Drivers get a bank card number (optional). Driver photos get the stored file's name under the data folder, and
 * binding histories are read per vehicle as well as per terminal.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('drivers')
    .addColumn('bank_card', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('driver_photos')
    .addColumn('stored_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('terminal_bindings_vehicle')
    .on('terminal_bindings')
    .column('vehicle_id')
    .execute();
}
