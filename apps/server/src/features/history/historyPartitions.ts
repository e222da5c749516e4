import { CHINA_OFFSET_MS, DAY_MS, dayNumberStart } from '@roadwatch/core';
import { sql } from 'kysely';
import type { Database } from '../../db/connect';
import {
  defaultPartitionName,
  HISTORY_TABLES,
  nextPeriod,
  partitionName,
  periodOfPartition,
  periodStart,
  type HistoryTable,
} from './historyTables';

/** Days ahead whose partitions are always ready, so a day's first position never lands in the default partition. */
export const PARTITION_DAYS_AHEAD = 7;

/** The dated partitions of `table` (PostgreSQL), by the start of their period. */
export async function datedPartitions(db: Database, table: HistoryTable): Promise<Map<number, string>> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    join pg_class p on p.oid = i.inhparent
    where p.relname = ${table.name} and p.relnamespace = current_schema()::regnamespace`.execute(db);
  const out = new Map<number, string>();
  for (const { name } of rows) {
    const start = periodOfPartition(table, name);
    if (start !== null) out.set(start, name);
  }
  return out;
}

/**
 * Creates the partition of `table` for the period starting at `start`. Rows of that period already in the default
 * partition move into it in the same transaction (the default is locked meanwhile, so a concurrent insert waits
 * instead of breaking the attach).
 */
async function createPartition(db: Database, table: HistoryTable, start: number): Promise<void> {
  const name = partitionName(table, start);
  const end = nextPeriod(table.period, start);
  const parent = sql.table(table.name);
  const fallback = sql.table(defaultPartitionName(table));
  const part = sql.table(name);
  const time = sql.ref(table.timeColumn);
  await db.transaction().execute(async (trx) => {
    await sql`lock table ${fallback} in access exclusive mode`.execute(trx);
    await sql`create table ${part} (like ${parent} including defaults including constraints)`.execute(trx);
    await sql`with moved as (delete from ${fallback} where ${time} >= ${start} and ${time} < ${end} returning *)
      insert into ${part} select * from moved`.execute(trx);
    await sql`alter table ${parent} attach partition ${part} for values from (${sql.lit(start)}) to (${sql.lit(end)})`.execute(
      trx,
    );
  });
}

/**
 * Makes sure every history table has its partitions for the periods from `from` to `to` (PostgreSQL), and for
 * every period the default partition holds rows of since `keepFrom` (late or early data of a day not prepared).
 * Returns the partitions created.
 */
export async function ensurePartitions(
  db: Database,
  range: { from: number; to: number },
  keepFrom: number,
): Promise<string[]> {
  const created: string[] = [];
  for (const table of HISTORY_TABLES) {
    const have = await datedPartitions(db, table);
    const wanted = new Set<number>();
    for (let p = periodStart(table.period, range.from); p <= range.to; p = nextPeriod(table.period, p))
      wanted.add(p);
    const time = sql.ref(table.timeColumn);
    const stray = await sql<{ day: string | number }>`
      select distinct floor((${time} + ${sql.lit(CHINA_OFFSET_MS)}) / ${sql.lit(DAY_MS)}) as day
      from ${sql.table(defaultPartitionName(table))} where ${time} >= ${keepFrom} and ${time} <= ${range.to}`.execute(
      db,
    );
    for (const { day } of stray.rows) wanted.add(periodStart(table.period, dayNumberStart(Number(day))));
    for (const start of [...wanted].sort((a, b) => a - b)) {
      if (have.has(start)) continue;
      await createPartition(db, table, start);
      created.push(partitionName(table, start));
    }
  }
  return created;
}

/** Drops the partitions of `table` wholly before `cutoff` (PostgreSQL); returns their names. */
export async function dropPartitionsBefore(
  db: Database,
  table: HistoryTable,
  cutoff: number,
): Promise<string[]> {
  const dropped: string[] = [];
  for (const [start, name] of await datedPartitions(db, table)) {
    if (nextPeriod(table.period, start) > cutoff) continue;
    await sql`drop table ${sql.table(name)}`.execute(db);
    dropped.push(name);
  }
  return dropped;
}
