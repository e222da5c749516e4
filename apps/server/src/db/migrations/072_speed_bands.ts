import { sql, type Kysely } from 'kysely';

/** The speed analysis's five bands (core `SPEED_BANDS`), as columns of the daily roll-up. */
const BANDS = [1, 2, 3, 4, 5] as const;

/**
 * The daily roll-up keeps, per vehicle and China day, the time and odometer distance spent in each speed band. Every
 * day already rolled up is marked again, so the roll-up worker fills the bands of the stored history from its points.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  for (const band of BANDS) {
    await db.schema
      .alterTable('vehicle_day_stats')
      .addColumn(`band${band}_s`, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('vehicle_day_stats')
      .addColumn(`band${band}_km`, 'real', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await sql`insert into vehicle_day_dirty (vehicle_id, day, marked_at)
    select vehicle_id, day, computed_at + 1 from vehicle_day_stats where true
    on conflict (vehicle_id, day) do nothing`.execute(db);
}
