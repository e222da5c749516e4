import { chinaDayStart, DAY_MS } from '@roadwatch/core';
import { sql } from 'kysely';
import type { Database } from '../../db/connect';
import { isPostgres } from '../../db/dialect';
import { dropPartitionsBefore } from './historyPartitions';
import { HISTORY_TABLES, type HistoryKind, type HistoryTable } from './historyTables';

/** How long stored history is kept, in days (ROADWATCH_HISTORY_RETENTION_DAYS, ROADWATCH_ALARM_RETENTION_DAYS). */
export interface RetentionSettings {
  /** Positions, temperature readings and switch changes: monitoring data is kept at least six months. */
  historyDays: number;
  /** Alarms and the records of their handling: violations and how they were handled are kept at least three years. */
  alarmDays: number;
}

export const DEFAULT_RETENTION: RetentionSettings = { historyDays: 180, alarmDays: 3 * 365 };
/** The least the rules allow: six months of monitoring data, three years of violations and their handling. */
export const MIN_RETENTION: RetentionSettings = { historyDays: 180, alarmDays: 3 * 365 };

/** Tables whose rows belong to one alarm (`alarm_guid`): they go with it. Media keep their own lifetime. */
const ALARM_CHILDREN = [
  'alarm_effects',
  'alarm_handles',
  'alarm_notice_plans',
  'alarm_notifications',
  'alarm_tire_events',
  'media_alarm_links',
  'over_temp_rechecks',
  'tts_sends',
] as const;
const ALARM_BATCH = 1000;

export interface ExpiryResult {
  /** The first kept instant (a China midnight) of the history tables and of the alarms. */
  historyFrom: number;
  alarmsFrom: number;
  /** Rows deleted and partitions dropped, per table. */
  deleted: Record<string, number>;
  droppedPartitions: string[];
}

/** The first instant whose `kind` rows are still stored (0 when nothing has been expired yet). */
export async function keptFrom(db: Database, kind: HistoryKind): Promise<number> {
  const row = await db
    .selectFrom('history_upkeep')
    .select('kept_from')
    .where('name', '=', kind)
    .executeTakeFirst();
  return row ? Number(row.kept_from) : 0;
}

/** Deleted rows never come back: the mark only moves forward, even when the keeping time is made longer. */
async function recordKeptFrom(db: Database, kind: HistoryKind, from: number, now: number): Promise<void> {
  const kept = Math.max(from, await keptFrom(db, kind));
  await db
    .insertInto('history_upkeep')
    .values({ name: kind, kept_from: kept, ran_at: now })
    .onConflict((oc) => oc.column('name').doUpdateSet({ kept_from: kept, ran_at: now }))
    .execute();
}

/**
 * SQLite: the rows of `table` before `cutoff`, one key (vehicle, probe) at a time along the primary key, so each
 * delete is a seek and the server answers between them.
 */
async function expireByKey(db: Database, table: HistoryTable, cutoff: number): Promise<number> {
  let deleted = 0;
  let last = -1; // ids are positive
  for (;;) {
    const next = await db
      .selectFrom(table.name)
      .select(sql<number | null>`min(${sql.ref(table.keyColumn)})`.as('key'))
      .where(table.keyColumn, '>', last)
      .executeTakeFirst();
    if (next?.key === null || next?.key === undefined) return deleted;
    last = Number(next.key);
    const result = await db
      .deleteFrom(table.name)
      .where(table.keyColumn, '=', last)
      .where(table.timeColumn, '<', cutoff)
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
}

/** Alarms begun before `cutoff` with their handling records, a company and a batch at a time. */
async function expireAlarms(db: Database, cutoff: number): Promise<number> {
  let deleted = 0;
  let company = -1; // ids are positive
  for (;;) {
    const next = await db
      .selectFrom('alarms')
      .select(sql<number | null>`min(company_id)`.as('id'))
      .where('company_id', '>', company)
      .executeTakeFirst();
    if (next?.id === null || next?.id === undefined) return deleted;
    company = Number(next.id);
    for (;;) {
      const guids = (
        await db
          .selectFrom('alarms')
          .select('guid')
          .where('company_id', '=', company)
          .where('begin_time', '<', cutoff)
          .limit(ALARM_BATCH)
          .execute()
      ).map((r) => r.guid);
      if (guids.length === 0) break;
      await db.transaction().execute(async (trx) => {
        for (const child of ALARM_CHILDREN)
          await trx.deleteFrom(child).where('alarm_guid', 'in', guids).execute();
        await trx.deleteFrom('alarms').where('guid', 'in', guids).execute();
      });
      deleted += guids.length;
    }
  }
}

/**
 * Expires stored history past its keeping time. The cut is a China midnight, so a day is kept whole or not at all
 * (daily roll-ups stay; the reports read positions only from `keptFrom` on). The kept-from mark is written before
 * anything is deleted: a report running meanwhile already looks only at what stays. On PostgreSQL whole partitions
 * are dropped (no row-by-row delete, no bloat); what is left before the cut (a month partition straddling it, the
 * default partition) is deleted.
 */
export async function expireHistory(
  db: Database,
  now: number,
  settings: RetentionSettings,
): Promise<ExpiryResult> {
  const pg = isPostgres(db);
  const historyFrom = chinaDayStart(now - settings.historyDays * DAY_MS);
  const alarmsFrom = chinaDayStart(now - settings.alarmDays * DAY_MS);
  const result: ExpiryResult = { historyFrom, alarmsFrom, deleted: {}, droppedPartitions: [] };
  for (const table of HISTORY_TABLES) {
    await recordKeptFrom(db, table.kind, historyFrom, now);
    if (pg) {
      result.droppedPartitions.push(...(await dropPartitionsBefore(db, table, historyFrom)));
      const rest = await db
        .deleteFrom(table.name)
        .where(table.timeColumn, '<', historyFrom)
        .executeTakeFirst();
      result.deleted[table.name] = Number(rest.numDeletedRows);
    } else {
      result.deleted[table.name] = await expireByKey(db, table, historyFrom);
    }
  }
  // The commands sent to terminals (directive records) are kept as long as the positions they were sent among.
  const directives = await db
    .deleteFrom('directive_records')
    .where('sent_at', '<', historyFrom)
    .executeTakeFirst();
  result.deleted.directive_records = Number(directives.numDeletedRows);
  await recordKeptFrom(db, 'alarms', alarmsFrom, now);
  result.deleted.alarms = await expireAlarms(db, alarmsFrom);
  return result;
}
