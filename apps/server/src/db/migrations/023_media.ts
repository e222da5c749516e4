import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Pictures and videos terminals upload (JT/T 808 0x0801). The bytes live in files under the data folder named by
 * their sha256 (`media/ab/cd/<sha256>.jpg`), written and synced before the row and before the terminal is told
 * the upload arrived; a row says whose vehicle took it, when and where (the upload's location block), and which
 * alarm it shows, if any. `media_alarm_links` remembers, for captures asked for an alarm, which of the terminal's
 * media ids belong to that alarm until the uploads arrive (possibly at another process's gateway).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);
  await db.schema
    .createTable('media')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('department_id', 'integer', (c) => c.notNull().references('departments.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('media_id', ms, (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('format', 'integer', (c) => c.notNull())
    .addColumn('event_code', 'integer', (c) => c.notNull())
    .addColumn('channel', 'integer', (c) => c.notNull())
    .addColumn('captured_at', ms, (c) => c.notNull())
    .addColumn('lon', 'real')
    .addColumn('lat', 'real')
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('alarm_guid', 'text')
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('media_vehicle_time')
    .on('media')
    .columns(['vehicle_id', 'captured_at'])
    .execute();
  await db.schema.createIndex('media_alarm').on('media').column('alarm_guid').execute();
  await db.schema
    .createTable('media_alarm_links')
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('media_id', ms, (c) => c.notNull())
    .addColumn('alarm_guid', 'text', (c) => c.notNull())
    .addColumn('created_at', ms, (c) => c.notNull())
    .addPrimaryKeyConstraint('media_alarm_links_pk', ['vehicle_id', 'media_id'])
    .execute();
}
