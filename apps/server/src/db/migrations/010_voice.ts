import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from '../dialect';

/**
 * Voice to the cab (issue 5, parts 5–6): the TTS messages terminals acknowledged, and drivers' family voice files
 * (the audio itself lives under ROADWATCH_DATA_DIR/voice/<company>/, named by `stored_name`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  const ms = pg ? ('bigint' as const) : ('integer' as const);

  await db.schema
    .createTable('tts_sends')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('alarm_guid', 'text')
    .addColumn('event_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text', (c) => c.notNull())
    // 1: the operator marked it a common instruction; it is then offered as a template in the company.
    .addColumn('ins_common', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', ms, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tts_sends_vehicle')
    .on('tts_sends')
    .columns(['vehicle_id', 'sent_at'])
    .execute();
  await db.schema
    .createIndex('tts_sends_common')
    .on('tts_sends')
    .columns(['company_id', 'ins_common'])
    .execute();

  await db.schema
    .createTable('family_voices')
    .addColumn('id', 'integer', idColumn(pg))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('driver_id', 'integer', (c) => c.notNull().references('drivers.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', ms, (c) => c.notNull())
    .execute();
  // No duplicate names per driver, even under concurrent uploads.
  await db.schema
    .createIndex('family_voices_driver_name')
    .on('family_voices')
    .columns(['driver_id', 'name'])
    .unique()
    .execute();
}
