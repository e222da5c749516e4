import { chinaDayStart, DAY_MS } from '@roadwatch/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { isPostgres } from '../../src/db/dialect';
import { DEFAULT_RETENTION } from '../../src/features/history/historyRetention';
import { createHistoryUpkeep, type HistoryUpkeep } from '../../src/features/history/historyUpkeep';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

/**
 * Positions by China day on PostgreSQL (declarative partitions): the days ahead are ready before their first
 * position, rows that arrive for a day without a partition are sorted into one without loss, a terminal's clock
 * years off is still stored, and a day's query reads that day's partition only. SQLite keeps one table and the
 * same rows.
 */
const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const TODAY = chinaDayStart(NOW);
let database: TestDatabase;
let upkeep: HistoryUpkeep;
const pg = () => database.kind === 'postgres';
const VEHICLE = 7;
const point = (time: number, i = 0) => ({
  vehicle_id: VEHICLE,
  gps_time: time,
  lon: 118.78,
  lat: 32.04,
  speed_kmh: 30 + i,
  direction: 0,
  mileage_km: 10 + i,
  acc: 1,
  alarm_bits: 0,
});

/** Which table each stored position of the vehicle is physically in (PostgreSQL), by its time. */
async function whereStored(): Promise<Map<number, string>> {
  const { rows } = await sql<{ t: string; part: string }>`
    select gps_time as t, tableoid::regclass::text as part from track_points where vehicle_id = ${VEHICLE}`.execute(
    database.db,
  );
  return new Map(rows.map((r) => [Number(r.t), r.part]));
}

beforeAll(async () => {
  database = await createTestDatabase();
  upkeep = createHistoryUpkeep({
    db: database.db,
    log: { info: () => undefined },
    now: () => NOW,
    retention: DEFAULT_RETENTION,
  });
}, 60_000);
afterAll(() => database.destroy());

describe('history partitions', () => {
  const early = TODAY - 100 * DAY_MS + 3_600_000;
  const farOff = Date.parse('2099-01-01T00:00:00+08:00');

  it('prepares the days from yesterday to a week ahead before their first position', async () => {
    const created = await upkeep.prepare();
    if (pg()) {
      expect(created).toEqual(expect.arrayContaining(['track_points_p20261124', 'track_points_p20261202']));
      expect(created).toContain('vehicle_switch_events_p202611');
      expect(created).toContain('temp_readings_p20261125');
    } else expect(created).toEqual([]);
    await database.db
      .insertInto('track_points')
      .values([point(NOW), point(early, 1), point(farOff, 2)])
      .execute();
    if (pg())
      expect(Object.fromEntries(await whereStored())).toEqual({
        [NOW]: 'track_points_p20261125',
        [early]: 'track_points_default',
        [farOff]: 'track_points_default',
      });
  });

  it('sorts a day the default partition holds into a partition of its own, without losing a row', async () => {
    const created = await upkeep.prepare();
    if (pg()) {
      expect(created).toEqual(['track_points_p20260817']);
      expect(Object.fromEntries(await whereStored())).toEqual({
        [NOW]: 'track_points_p20261125',
        [early]: 'track_points_p20260817',
        // Years ahead is a terminal's wrong clock: kept where it is, not given a partition.
        [farOff]: 'track_points_default',
      });
    }
    const rows = await database.db
      .selectFrom('track_points')
      .select(['gps_time', 'speed_kmh'])
      .where('vehicle_id', '=', VEHICLE)
      .orderBy('gps_time')
      .execute();
    expect(rows.map((r) => [Number(r.gps_time), r.speed_kmh])).toEqual([
      [early, 31],
      [NOW, 30],
      [farOff, 32],
    ]);
  });

  it("a day's query reads only that day's partition", async () => {
    const plan = await sql<Record<string, string>>`explain select count(*) from track_points
      where vehicle_id = ${VEHICLE} and gps_time >= ${TODAY} and gps_time < ${TODAY + DAY_MS}`.execute(
      database.db,
    );
    const text = plan.rows.map((r) => Object.values(r).join(' ')).join('\n');
    if (pg()) {
      expect(text).toContain('track_points_p20261125');
      expect(text).not.toMatch(/track_points_p20261124|track_points_default|track_points_p20260817/);
    } else expect(isPostgres(database.db)).toBe(false);
    const n = await database.db
      .selectFrom('track_points')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('vehicle_id', '=', VEHICLE)
      .where('gps_time', '>=', TODAY)
      .where('gps_time', '<', TODAY + DAY_MS)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(1);
  });
});

describe('retention settings', () => {
  it('default to six months of history and three years of alarms, and refuse less', () => {
    expect(loadConfig({}).retention).toEqual({ historyDays: 180, alarmDays: 1095 });
    expect(
      loadConfig({ ROADWATCH_HISTORY_RETENTION_DAYS: '365', ROADWATCH_ALARM_RETENTION_DAYS: '1825' })
        .retention,
    ).toEqual({ historyDays: 365, alarmDays: 1825 });
    expect(() => loadConfig({ ROADWATCH_HISTORY_RETENTION_DAYS: '90' })).toThrow(/at least 180/);
    expect(() => loadConfig({ ROADWATCH_ALARM_RETENTION_DAYS: '365' })).toThrow(/at least 1095/);
    expect(() => loadConfig({ ROADWATCH_HISTORY_RETENTION_DAYS: 'soon' })).toThrow(/non-negative integer/);
  });
});
