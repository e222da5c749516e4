import { CHINA_OFFSET_MS, chinaDateStamp, chinaDayStart, DAY_MS } from '@roadwatch/core';

/** How much of a history table one PostgreSQL partition holds: a China calendar day or month. */
export type HistoryPeriod = 'day' | 'month';

/** What the upkeep of stored history keeps track of (`history_upkeep.name`). */
export type HistoryKind = 'positions' | 'readings' | 'switches' | 'alarms';

export interface HistoryTable {
  kind: Exclude<HistoryKind, 'alarms'>;
  name: 'track_points' | 'temp_readings' | 'vehicle_switch_events';
  /** The epoch-ms column the table is partitioned and expired by. */
  timeColumn: 'gps_time' | 'time';
  /** The leading key column: SQLite expires a key at a time along the primary key. */
  keyColumn: 'vehicle_id' | 'point_id';
  period: HistoryPeriod;
}

/**
 * The high-volume history a terminal sends: 10,000 vehicles every 30 s are about 29 million positions a day, so
 * positions and readings are partitioned by China day (a day's report reads one partition; expiry drops whole
 * partitions). Switch changes are a few a vehicle a day: a month a partition keeps their "state before" seeks to a
 * handful of partitions.
 */
export const HISTORY_TABLES: readonly HistoryTable[] = [
  { kind: 'positions', name: 'track_points', timeColumn: 'gps_time', keyColumn: 'vehicle_id', period: 'day' },
  { kind: 'readings', name: 'temp_readings', timeColumn: 'time', keyColumn: 'point_id', period: 'day' },
  {
    kind: 'switches',
    name: 'vehicle_switch_events',
    timeColumn: 'time',
    keyColumn: 'vehicle_id',
    period: 'month',
  },
];

/** Start (epoch ms) of the China day or month holding `time`. */
export function periodStart(period: HistoryPeriod, time: number): number {
  if (period === 'day') return chinaDayStart(time);
  const local = new Date(time + CHINA_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - CHINA_OFFSET_MS;
}

/** Start of the period after the one starting at `start`. */
export function nextPeriod(period: HistoryPeriod, start: number): number {
  return period === 'day' ? start + DAY_MS : periodStart('month', start + 32 * DAY_MS);
}

/** The partition of `table` holding the period starting at `start`: `track_points_p20261128`, `…_p202611`. */
export function partitionName(table: HistoryTable, start: number): string {
  const stamp = chinaDateStamp(start);
  return `${table.name}_p${table.period === 'day' ? stamp : stamp.slice(0, 6)}`;
}

/** The partition taking rows no dated partition holds (a terminal's clock years off, a day not prepared yet). */
export function defaultPartitionName(table: HistoryTable): string {
  return `${table.name}_default`;
}

/** The period a dated partition's name stands for, or null for another table. */
export function periodOfPartition(table: HistoryTable, name: string): number | null {
  const match = new RegExp(`^${table.name}_p(\\d{4})(\\d{2})(\\d{2})?$`).exec(name);
  if (!match) return null;
  const [, y, m, d] = match;
  if ((table.period === 'day') !== (d !== undefined)) return null;
  return Date.UTC(Number(y), Number(m) - 1, d === undefined ? 1 : Number(d)) - CHINA_OFFSET_MS;
}
