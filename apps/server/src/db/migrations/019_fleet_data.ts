import type { Kysely } from 'kysely';

/**
 * Fleet master data: a system plate names one vehicle of a company (the gateway and every report look vehicles up
 * by it), so the plate index becomes unique; a fleet code is unique in its company; the plate format is kept
 * (null = ordinary); fleets find their vehicles by index (the tree, and deleting a fleet that still has some).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vehicles').addColumn('plate_format', 'integer').execute();
  await db.schema.dropIndex('vehicles_plate').execute();
  await db.schema
    .createIndex('vehicles_plate')
    .on('vehicles')
    .columns(['company_id', 'plate'])
    .unique()
    .execute();
  await db.schema.createIndex('vehicles_fleet').on('vehicles').column('fleet_id').execute();
  await db.schema.createIndex('fleets_code').on('fleets').columns(['company_id', 'code']).unique().execute();
}
