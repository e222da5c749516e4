import type { Kysely } from 'kysely';

/**
 * Relative humidity beside a temperature reading, in %RH with one decimal: null when the logger reports none for
 * the probe (most loggers measure temperature only). Judged against the point's humidity_min / humidity_max.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('temp_readings').addColumn('humidity', 'real').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('temp_readings').dropColumn('humidity').execute();
}
