import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * A revision number per company that rises with every change to what the pipeline's zone and line rules are built
 * from: the rules, their vehicle lists, and the areas and lines they watch. Kept by triggers, so every writer (the
 * pages, imports, a script, a hand edit) moves it, and the pipeline's change check is one small read instead of
 * counting hundreds of thousands of rows every two seconds. PostgreSQL bumps once per statement (transition
 * tables), SQLite once per row.
 */
interface Watched {
  table: string;
  /** PostgreSQL: the companies of a transition table's rows. */
  companies: (rows: string) => string;
  /** SQLite: the company of the trigger's `new` or `old` row. */
  companyOf: (row: 'new' | 'old') => string;
}

const WATCHED: readonly Watched[] = [
  ...['zone_alarms', 'line_alarms', 'map_areas', 'map_lines'].map((table) => ({
    table,
    companies: (rows: string) => `select company_id from ${rows}`,
    companyOf: (row: string) => `select ${row}.company_id as company_id`,
  })),
  // A vehicle list's rows name their rule, whose company they belong to.
  ...(['zone', 'line'] as const).map((kind) => ({
    table: `${kind}_alarm_vehicles`,
    companies: (rows: string) =>
      `select r.company_id from ${rows} j join ${kind}_alarms r on r.id = j.rule_id`,
    companyOf: (row: string) => `select company_id from ${kind}_alarms where id = ${row}.rule_id`,
  })),
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('zone_rule_revisions')
    .addColumn('company_id', 'integer', (c) => c.primaryKey())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();
  if (isPostgres(db)) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

const BUMP = `on conflict (company_id) do update set revision = zone_rule_revisions.revision + 1`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  for (const { table, companyOf } of WATCHED) {
    for (const [op, rows] of [
      ['insert', ['new']],
      ['update', ['old', 'new']],
      ['delete', ['old']],
    ] as const) {
      const bumps = rows
        .map(
          (row) =>
            `insert into zone_rule_revisions (company_id, revision) select company_id, 1 from (${companyOf(
              row,
            )}) where company_id is not null ${BUMP};`,
        )
        .join('\n');
      await sql
        .raw(`create trigger ${table}_revision_${op} after ${op} on ${table} begin\n${bumps}\nend`)
        .execute(db);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  for (const { table, companies } of WATCHED) {
    const bump = (rows: string) =>
      `insert into zone_rule_revisions (company_id, revision) select distinct company_id, 1 from (${companies(
        rows,
      )}) c where company_id is not null ${BUMP};`;
    await sql
      .raw(
        `create function ${table}_revision() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then ${bump('new_rows')} end if;
  if tg_op in ('DELETE', 'UPDATE') then ${bump('old_rows')} end if;
  return null;
end $$`,
      )
      .execute(db);
    for (const [op, referencing] of [
      ['insert', 'new table as new_rows'],
      ['update', 'old table as old_rows new table as new_rows'],
      ['delete', 'old table as old_rows'],
    ] as const) {
      await sql
        .raw(
          `create trigger ${table}_revision_${op} after ${op} on ${table} referencing ${referencing}
           for each statement execute function ${table}_revision()`,
        )
        .execute(db);
    }
  }
}
