import { ALARM_FIRST_TYPE, LINE_ALARM, ZONE_ALARM } from '@roadwatch/core';
import gcoord from 'gcoord';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';
import { SECOND, T0, addVehicle, report, seedOrganisation, startPipeline } from './helpers/pipelineFixture';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedOrganisation(t.db);
});
afterAll(async () => {
  await t?.destroy();
});

type Pair = [number, number];

/** Map elements are stored as drawn on the map (GCJ-02); the test thinks in the terminals' WGS-84. */
const gcj = (p: Pair): Pair => gcoord.transform(p, gcoord.WGS84, gcoord.GCJ02) as Pair;
const ORG = { company_id: 1, department_id: 2 };
let seq = 0;

async function area(shape: 'polygon' | 'circle', wgs: Pair[], radius = 0): Promise<number> {
  const points = wgs.map(gcj);
  const [lon, lat] = points[0]!;
  const row = await t.db
    .insertInto('map_areas')
    .values({
      ...ORG,
      name: `zone ${++seq}`,
      shape,
      lon,
      lat,
      radius,
      points: shape === 'polygon' ? JSON.stringify(points) : '[]',
      modified_at: T0 + seq,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function zoneRule(
  areaId: number,
  vehicleId: number,
  rule: Partial<{
    entry: number;
    exit: number;
    stop: number;
    stop_s: number;
    door_open: number;
    ash_dump: number;
    pre_warning_m: number;
    overspeed: number;
    speed_limit_kmh: number;
    overspeed_s: number;
    periods: string;
  }>,
): Promise<void> {
  const row = await t.db
    .insertInto('zone_alarms')
    .values({ ...ORG, area_id: areaId, ...rule, modified_at: T0 + ++seq })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db.insertInto('zone_alarm_vehicles').values({ rule_id: row.id, vehicle_id: vehicleId }).execute();
}

const alarmsOf = (vehicleId: number) =>
  t.db
    .selectFrom('alarms')
    .select(['first_type', 'second_type', 'begin_time', 'end_time', 'point_id'])
    .where('vehicle_id', '=', vehicleId)
    .orderBy('begin_time')
    .orderBy('second_type')
    .execute();

// A square of ~1 km around (118.805, 32.065), WGS-84.
const SQUARE: Pair[] = [
  [118.8, 32.06],
  [118.81, 32.06],
  [118.81, 32.07],
  [118.8, 32.07],
];

describe('zone alarms', () => {
  it('opens an entry alarm when a vehicle drives into a polygon and an exit alarm when it leaves', async () => {
    const vehicle = await addVehicle(t.db);
    await zoneRule(await area('polygon', SQUARE), vehicle.vehicleId, { entry: 1, exit: 1 });
    const h = startPipeline(t.db);
    const at = (s: number, lon: number) =>
      h.pipeline.locations(
        vehicle,
        [report({ time: T0 + s * SECOND, longitude: lon, latitude: 32.065, speedKmh: 40 })],
        T0 + s * SECOND,
      );
    at(0, 118.79);
    await h.pipeline.flush();
    at(30, 118.795);
    at(60, 118.8005);
    at(90, 118.805);
    await h.pipeline.flush();
    expect(await alarmsOf(vehicle.vehicleId)).toMatchObject([
      { first_type: ALARM_FIRST_TYPE.zone, second_type: ZONE_ALARM.entry, begin_time: T0 + 60 * SECOND },
    ]);
    at(120, 118.8095);
    at(150, 118.8105);
    await h.pipeline.flush();
    const alarms = await alarmsOf(vehicle.vehicleId);
    expect(alarms.map((a) => [a.second_type, a.begin_time, a.end_time])).toEqual([
      [ZONE_ALARM.entry, T0 + 60 * SECOND, T0 + 60 * SECOND],
      [ZONE_ALARM.exit, T0 + 150 * SECOND, T0 + 150 * SECOND],
    ]);
    expect(alarms.every((a) => a.first_type === ALARM_FIRST_TYPE.zone)).toBe(true);
    await h.pipeline.close();
  });

  it('opens a stop alarm once a stop in the zone lasts the rule’s 30 s, and ends it when the vehicle moves', async () => {
    const vehicle = await addVehicle(t.db);
    await zoneRule(await area('circle', [[118.9, 32.1]], 300), vehicle.vehicleId, { stop: 1, stop_s: 30 });
    const h = startPipeline(t.db);
    const at = (s: number, speedKmh: number) =>
      h.pipeline.locations(
        vehicle,
        [report({ time: T0 + s * SECOND, longitude: 118.9005, latitude: 32.1005, speedKmh })],
        T0 + s * SECOND,
      );
    at(0, 30);
    at(10, 0);
    at(25, 0);
    at(39, 0);
    await h.pipeline.flush();
    expect(await alarmsOf(vehicle.vehicleId)).toEqual([]);
    at(40, 0);
    await h.pipeline.flush();
    expect(await alarmsOf(vehicle.vehicleId)).toMatchObject([
      {
        first_type: ALARM_FIRST_TYPE.zone,
        second_type: ZONE_ALARM.stop,
        begin_time: T0 + 10 * SECOND,
        end_time: null,
      },
    ]);
    at(70, 0);
    at(80, 20);
    await h.pipeline.flush();
    expect(await alarmsOf(vehicle.vehicleId)).toMatchObject([
      { second_type: ZONE_ALARM.stop, begin_time: T0 + 10 * SECOND, end_time: T0 + 80 * SECOND },
    ]);
    await h.pipeline.close();
  });

  it('opens overspeed in the zone after the rule’s seconds and door open at once, ending both', async () => {
    const vehicle = await addVehicle(t.db, { speedLimitKmh: 120 });
    const rule = { door_open: 1, overspeed: 1, speed_limit_kmh: 40, overspeed_s: 10 };
    await zoneRule(await area('circle', [[118.95, 32.15]], 2_000), vehicle.vehicleId, rule);
    const h = startPipeline(t.db);
    const at = (s: number, speedKmh: number, door1Open = false) =>
      h.pipeline.locations(
        vehicle,
        [
          report({
            time: T0 + s * SECOND,
            longitude: 118.95,
            latitude: 32.15,
            speedKmh,
            status: { positioned: true, acc: true, door1Open },
          }),
        ],
        T0 + s * SECOND,
      );
    at(0, 30);
    at(5, 50);
    at(14, 55);
    await h.pipeline.flush();
    expect(await alarmsOf(vehicle.vehicleId)).toEqual([]);
    at(15, 52);
    at(20, 0, true);
    await h.pipeline.flush();
    expect(await alarmsOf(vehicle.vehicleId)).toMatchObject([
      { second_type: ZONE_ALARM.overspeed, begin_time: T0 + 5 * SECOND, end_time: T0 + 20 * SECOND },
      { second_type: ZONE_ALARM.doorOpen, begin_time: T0 + 20 * SECOND, end_time: null },
    ]);
    at(25, 0);
    await h.pipeline.flush();
    expect((await alarmsOf(vehicle.vehicleId))[1]).toMatchObject({ end_time: T0 + 25 * SECOND });
    await h.pipeline.close();
  });

  it('raises nothing outside the rule’s alarm periods', async () => {
    const vehicle = await addVehicle(t.db);
    // T0 is 08:00 China time.
    const periods = JSON.stringify([{ start: '20:00', end: '21:00' }]);
    await zoneRule(await area('polygon', SQUARE), vehicle.vehicleId, { entry: 1, exit: 1, periods });
    const h = startPipeline(t.db);
    for (const [s, lon] of [
      [0, 118.79],
      [30, 118.805],
      [60, 118.82],
    ] as const)
      h.pipeline.locations(
        vehicle,
        [report({ time: T0 + s * SECOND, longitude: lon, latitude: 32.065, speedKmh: 40 })],
        T0 + s * SECOND,
      );
    await h.pipeline.flush();
    expect(await alarmsOf(vehicle.vehicleId)).toEqual([]);
    await h.pipeline.close();
  });

  it('warns once per approach within the pre-warning distance, not inside, and again after leaving the band', async () => {
    const vehicle = await addVehicle(t.db);
    // A 300 m circle warning from 200 m outside; 0.001° of latitude is ~111 m.
    await zoneRule(await area('circle', [[118.7, 32.2]], 300), vehicle.vehicleId, {
      entry: 1,
      pre_warning_m: 200,
    });
    const h = startPipeline(t.db);
    const at = (s: number, metresNorth: number) =>
      h.pipeline.locations(
        vehicle,
        [
          report({
            time: T0 + s * SECOND,
            longitude: 118.7,
            latitude: 32.2 + metresNorth / 111_320,
            speedKmh: 30,
          }),
        ],
        T0 + s * SECOND,
      );
    const warnings = async () =>
      (await alarmsOf(vehicle.vehicleId))
        .filter((a) => a.second_type === ZONE_ALARM.preWarning)
        .map((a) => a.begin_time);
    at(0, 700); // 400 m outside
    at(10, 450); // 150 m outside: warned
    at(20, 400); // still in the band: not again
    at(30, 100); // inside
    at(40, 420); // out, in the band on the way out: not again
    at(50, 800); // out of the band
    at(60, 480); // approaching again: warned again
    await h.pipeline.flush();
    expect(await warnings()).toEqual([T0 + 10 * SECOND, T0 + 60 * SECOND]);
    expect(
      (await alarmsOf(vehicle.vehicleId)).filter((a) => a.second_type === ZONE_ALARM.entry),
    ).toHaveLength(1);
    await h.pipeline.close();
  });

  it('raises an ash dump when the load status goes from loaded to empty inside the zone, not outside it', async () => {
    const vehicle = await addVehicle(t.db);
    await zoneRule(await area('polygon', SQUARE), vehicle.vehicleId, { ash_dump: 1 });
    const h = startPipeline(t.db);
    const at = (s: number, lon: number, load: 'full' | 'half' | 'empty') =>
      h.pipeline.locations(
        vehicle,
        [
          report({
            time: T0 + s * SECOND,
            longitude: lon,
            latitude: 32.065,
            speedKmh: 5,
            status: { positioned: true, acc: true, load },
          }),
        ],
        T0 + s * SECOND,
      );
    at(0, 118.79, 'full');
    at(10, 118.79, 'empty'); // unloaded outside the zone: nothing
    at(20, 118.805, 'half'); // inside, loaded
    at(30, 118.805, 'empty'); // unloaded inside
    at(40, 118.805, 'empty');
    await h.pipeline.flush();
    expect(await alarmsOf(vehicle.vehicleId)).toMatchObject([
      { first_type: ALARM_FIRST_TYPE.zone, second_type: ZONE_ALARM.ashDump, begin_time: T0 + 30 * SECOND },
    ]);
    await h.pipeline.close();
  });

  it('picks up a zone added while the pipeline runs, within its refresh, without a restart', async () => {
    const vehicle = await addVehicle(t.db);
    const h = startPipeline(t.db);
    const at = (s: number, lon: number) =>
      h.pipeline.locations(
        vehicle,
        [report({ time: T0 + s * SECOND, longitude: lon, latitude: 32.065, speedKmh: 40 })],
        T0 + s * SECOND,
      );
    at(0, 118.79);
    await h.advance(2 * SECOND); // the rules as they were are known
    await zoneRule(await area('polygon', SQUARE), vehicle.vehicleId, { entry: 1 });
    await h.advance(2 * SECOND);
    await h.pipeline.flush();
    at(30, 118.805);
    await h.pipeline.flush();
    expect(await alarmsOf(vehicle.vehicleId)).toMatchObject([
      { first_type: ALARM_FIRST_TYPE.zone, second_type: ZONE_ALARM.entry, begin_time: T0 + 30 * SECOND },
    ]);
    await h.pipeline.close();
  });
});

describe('line alarms', () => {
  it('opens a deviation alarm when the vehicle leaves the line’s corridor and ends it when it is back', async () => {
    const vehicle = await addVehicle(t.db);
    const line = await t.db
      .insertInto('map_lines')
      .values({
        ...ORG,
        name: 'route',
        points: JSON.stringify(
          (
            [
              [118.8, 32.2],
              [118.9, 32.2],
            ] as Pair[]
          ).map(gcj),
        ),
        offset_m: 100,
        modified_at: T0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rule = await t.db
      .insertInto('line_alarms')
      .values({ ...ORG, line_id: line.id, offset_m: 100, modified_at: T0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('line_alarm_vehicles')
      .values({ rule_id: rule.id, vehicle_id: vehicle.vehicleId })
      .execute();
    const h = startPipeline(t.db);
    const at = (s: number, lat: number) =>
      h.pipeline.locations(
        vehicle,
        [report({ time: T0 + s * SECOND, longitude: 118.85, latitude: lat, speedKmh: 50 })],
        T0 + s * SECOND,
      );
    at(0, 32.2003); // ~33 m off the line
    at(30, 32.2008); // ~89 m
    await h.pipeline.flush();
    expect(await alarmsOf(vehicle.vehicleId)).toEqual([]);
    at(60, 32.2012); // ~133 m
    await h.pipeline.flush();
    expect(await alarmsOf(vehicle.vehicleId)).toMatchObject([
      {
        first_type: ALARM_FIRST_TYPE.line,
        second_type: LINE_ALARM.deviation,
        begin_time: T0 + 60 * SECOND,
        end_time: null,
        point_id: rule.id,
      },
    ]);
    at(90, 32.25); // far away: no corridor box holds it
    at(120, 32.2001);
    await h.pipeline.flush();
    expect(await alarmsOf(vehicle.vehicleId)).toMatchObject([
      { second_type: LINE_ALARM.deviation, begin_time: T0 + 60 * SECOND, end_time: T0 + 120 * SECOND },
    ]);
    await h.pipeline.close();
  });
});
