import { chinaDayStart, DAY_MS } from '@roadwatch/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgres } from '../../src/db/dialect';
import { datedPartitions } from '../../src/features/history/historyPartitions';
import { expireHistory, keptFrom, DEFAULT_RETENTION } from '../../src/features/history/historyRetention';
import { HISTORY_TABLES } from '../../src/features/history/historyTables';
import { createHistoryUpkeep } from '../../src/features/history/historyUpkeep';
import { markAllTrackDays } from '../../src/features/reports/dayStats/rollUpMarkedDays';
import { createDayStatsRollup } from '../../src/features/reports/dayStats/createDayStatsRollup';
import { callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';

/**
 * Keeping stored history the size the retention settings allow, on both databases: positions, readings and switch
 * changes past 180 days go (on PostgreSQL as whole day partitions), alarms and their handling stay three years, and
 * the reports never count what expiry took even though the daily roll-up outlives it.
 */
const NOW = Date.parse('2026-11-25T12:00:00+08:00');
const TODAY = chinaDayStart(NOW);
const CUT = TODAY - 180 * DAY_MS;
const daysAgo = (n: number, hour = 10) => TODAY - n * DAY_MS + hour * 3_600_000;
let t: TestApp;
let admin = '';
let vehicleId = 0;
let plate = '';
let pointId = 0;
const pg = () => isPostgres(t.db);

async function addPositions(times: number[]): Promise<void> {
  await t.db
    .insertInto('track_points')
    .values(
      times.map((time, i) => ({
        vehicle_id: vehicleId,
        gps_time: time,
        lon: 118.78 + i / 1000,
        lat: 32.04,
        speed_kmh: 40,
        direction: 90,
        mileage_km: 1000 + i,
        acc: 1,
        alarm_bits: 0,
      })),
    )
    .execute();
}

const countOf = async (table: 'track_points' | 'temp_readings' | 'vehicle_switch_events', time: string) =>
  Number(
    (
      await sql<{
        n: number;
      }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(time)} < ${CUT}`.execute(t.db)
    ).rows[0]?.n,
  );

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  admin = (await loginAs(t.app, 'admin')).token;
  const vehicle = await t.db
    .selectFrom('vehicles')
    .innerJoin('users', 'users.company_id', 'vehicles.company_id')
    .where('users.user_name', '=', 'admin')
    .select(['vehicles.id', 'vehicles.plate'])
    .orderBy('vehicles.id')
    .executeTakeFirstOrThrow();
  vehicleId = Number(vehicle.id);
  plate = vehicle.plate;
  pointId = Number(
    (await t.db.selectFrom('temp_points').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
  );
  // The day partitions the server prepares at start (PostgreSQL), and the old days a migration would have left.
  await createHistoryUpkeep({
    db: t.db,
    log: { info: () => undefined },
    now: () => NOW,
    retention: DEFAULT_RETENTION,
  }).prepare(daysAgo(200, 0));
  await addPositions([daysAgo(200), daysAgo(200, 11), daysAgo(181), daysAgo(179), daysAgo(179, 12)]);
  await t.db
    .insertInto('temp_readings')
    .values([daysAgo(190), daysAgo(170)].map((time) => ({ point_id: pointId, time, value_c: 4, state: 0 })))
    .execute();
  await t.db
    .insertInto('vehicle_switch_events')
    .values(
      [daysAgo(200), daysAgo(185), daysAgo(150)].map((time, i) => ({
        vehicle_id: vehicleId,
        time,
        kind: 'door',
        active: i % 2 === 0 ? 1 : 0,
      })),
    )
    .execute();
  // Alarms: one four years old with its handling, one two years old (kept: violations stay three years).
  const model = await t.db.selectFrom('alarms').selectAll().limit(1).executeTakeFirstOrThrow();
  for (const [guid, begin] of [
    ['retention-old', daysAgo(4 * 365)],
    ['retention-kept', daysAgo(2 * 365)],
  ] as const) {
    await t.db
      .insertInto('alarms')
      .values({ ...model, guid, begin_time: begin, end_time: begin + 60_000, created_at: begin })
      .execute();
    await t.db
      .insertInto('alarm_handles')
      .values({ alarm_guid: guid, user_id: 1, handle_type: 1, remark: 'checked', time: begin + 120_000 })
      .execute();
  }
  await markAllTrackDays(t.db, NOW);
  await createDayStatsRollup({ db: t.db, log: { error: () => undefined }, now: () => NOW }).runOnce();
}, 120_000);
afterAll(() => t.close());

const timing = async (startTime: number, endTime: number) =>
  (
    await callJson(
      t.app,
      'timingTrackDetailReport',
      { startTime, endTime, vehicleIds: [vehicleId], pageParamVO: { curPage: 1, pageSize: 50 } },
      { token: admin },
    )
  ).body;

describe('history retention', () => {
  it('before expiry, the timing-tracking report lists the positions of a day 200 days back', async () => {
    const before = await timing(daysAgo(200, 0), daysAgo(200, 0) + DAY_MS - 1);
    expect(before.code).toBe(1);
    expect(before.result?.totalRecords).toBe(2);
    expect(before.result?.data.map((r) => r.plate)).toEqual([plate, plate]);
  });

  it('expires positions, readings and switch changes before the China midnight 180 days back, nothing after it', async () => {
    const result = await expireHistory(t.db, NOW, DEFAULT_RETENTION);
    expect(result.historyFrom).toBe(CUT);
    expect(await countOf('track_points', 'gps_time')).toBe(0);
    expect(await countOf('temp_readings', 'time')).toBe(0);
    expect(await countOf('vehicle_switch_events', 'time')).toBe(0);
    const kept = await t.db
      .selectFrom('track_points')
      .select('gps_time')
      .where('vehicle_id', '=', vehicleId)
      .where('gps_time', '<', daysAgo(170))
      .orderBy('gps_time')
      .execute();
    expect(kept.map((r) => Number(r.gps_time))).toEqual([daysAgo(179), daysAgo(179, 12)]);
    const readings = await t.db
      .selectFrom('temp_readings')
      .select('time')
      .where('point_id', '=', pointId)
      .execute();
    expect(readings.map((r) => Number(r.time))).toContain(daysAgo(170));
    expect(await keptFrom(t.db, 'positions')).toBe(CUT);
    if (pg()) {
      // Whole days went as partitions: the day 200 days back and the day 181 days back among them.
      expect(result.droppedPartitions).toEqual(
        expect.arrayContaining(['track_points_p20260509', 'track_points_p20260528']),
      );
      const days = await datedPartitions(t.db, HISTORY_TABLES[0]!);
      expect([...days.keys()].every((start) => start >= CUT)).toBe(true);
    }
  });

  it('keeps alarms and their handling three years, and takes older ones with their handling records', async () => {
    const alarms = await t.db
      .selectFrom('alarms')
      .select('guid')
      .where('guid', 'in', ['retention-old', 'retention-kept'])
      .execute();
    expect(alarms.map((a) => a.guid)).toEqual(['retention-kept']);
    const handles = await t.db
      .selectFrom('alarm_handles')
      .select('alarm_guid')
      .where('alarm_guid', 'in', ['retention-old', 'retention-kept'])
      .execute();
    expect(handles.map((h) => h.alarm_guid)).toEqual(['retention-kept']);
  });

  it('the report does not count an expired day from its roll-up, which stays for the mileage summary', async () => {
    const stats = await t.db
      .selectFrom('vehicle_day_stats')
      .select('points')
      .where('vehicle_id', '=', vehicleId)
      .where('day', '=', daysAgo(200, 0))
      .executeTakeFirst();
    expect(Number(stats?.points)).toBe(2);
    const after = await timing(daysAgo(200, 0), daysAgo(200, 0) + DAY_MS - 1);
    expect(after.code).toBe(1);
    expect(after.result?.totalRecords).toBe(0);
    // A range across the cut lists only what is kept.
    const across = await timing(daysAgo(182, 0), daysAgo(178, 0));
    expect(across.result?.totalRecords).toBe(2);
  });

  it('a longer keeping time later does not pretend expired days are back', async () => {
    await expireHistory(t.db, NOW, { historyDays: 365, alarmDays: 5 * 365 });
    expect(await keptFrom(t.db, 'positions')).toBe(CUT);
    const after = await timing(daysAgo(200, 0), daysAgo(200, 0) + DAY_MS - 1);
    expect(after.result?.totalRecords).toBe(0);
  });
});
