import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * Stored history at fleet scale.
 *
 * `history_upkeep`: per kind of history ('positions', 'readings', 'switches', 'alarms') the first instant still
 * stored after expiry (`kept_from`, a China midnight) and when expiry last ran; reports read positions only from it.
 *
 * PostgreSQL: `track_points`, `temp_readings` and `vehicle_switch_events` become range-partitioned by their time
 * column (declarative partitioning), each with a default partition. The server creates the dated partitions (a
 * China day, a month for switches) ahead of time and moves rows the default holds into theirs; expiry drops whole
 * partitions. Existing rows are copied into the default partition here and sorted into dated partitions at the next
 * start. SQLite keeps plain tables.
 */
const TABLES = [
  { name: 'track_points', time: 'gps_time', key: ['vehicle_id', 'gps_time'] },
  { name: 'temp_readings', time: 'time', key: ['point_id', 'time'] },
  { name: 'vehicle_switch_events', time: 'time', key: ['vehicle_id', 'kind', 'time'] },
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('history_upkeep')
    .addColumn('name', 'text', (c) => c.primaryKey().notNull())
    .addColumn('kept_from', pg ? 'bigint' : 'integer', (c) => c.notNull())
    .addColumn('ran_at', pg ? 'bigint' : 'integer', (c) => c.notNull())
    .execute();
  if (!pg) return;
  for (const table of TABLES) {
    const old = `${table.name}_unpartitioned`;
    await sql`alter table ${sql.table(table.name)} rename to ${sql.table(old)}`.execute(db);
    await sql`alter table ${sql.table(old)} rename constraint ${sql.ref(`${table.name}_pk`)} to ${sql.ref(`${old}_pk`)}`.execute(
      db,
    );
    await sql`create table ${sql.table(table.name)} (like ${sql.table(old)} including defaults)
      partition by range (${sql.ref(table.time)})`.execute(db);
    await sql`alter table ${sql.table(table.name)} add constraint ${sql.ref(`${table.name}_pk`)}
      primary key (${sql.join(table.key.map((k) => sql.ref(k)))})`.execute(db);
    await sql`create table ${sql.table(`${table.name}_default`)} partition of ${sql.table(table.name)} default`.execute(
      db,
    );
    await sql`insert into ${sql.table(table.name)} select * from ${sql.table(old)}`.execute(db);
  }
  // The docking platform reads new readings by their sequence: it moves to the partitioned table with them.
  await sql`drop index temp_readings_seq`.execute(db);
  await sql`alter sequence temp_readings_seq_seq owned by temp_readings.seq`.execute(db);
  await sql`create index temp_readings_seq on temp_readings (seq)`.execute(db);
  for (const table of TABLES) await sql`drop table ${sql.table(`${table.name}_unpartitioned`)}`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of TABLES) {
      const flat = `${table.name}_flat`;
      await sql`create table ${sql.table(flat)} (like ${sql.table(table.name)} including defaults)`.execute(
        db,
      );
      await sql`insert into ${sql.table(flat)} select * from ${sql.table(table.name)}`.execute(db);
      if (table.name === 'temp_readings') {
        await sql`alter sequence temp_readings_seq_seq owned by none`.execute(db);
        await sql`drop table temp_readings`.execute(db);
        await sql`alter sequence temp_readings_seq_seq owned by temp_readings_flat.seq`.execute(db);
      } else {
        await sql`drop table ${sql.table(table.name)}`.execute(db);
      }
      await sql`alter table ${sql.table(flat)} rename to ${sql.table(table.name)}`.execute(db);
      await sql`alter table ${sql.table(table.name)} add constraint ${sql.ref(`${table.name}_pk`)}
        primary key (${sql.join(table.key.map((k) => sql.ref(k)))})`.execute(db);
    }
    await sql`create index temp_readings_seq on temp_readings (seq)`.execute(db);
  }
  await db.schema.dropTable('history_upkeep').execute();
}
