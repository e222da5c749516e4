import os from 'node:os';
import path from 'node:path';
import {
  ACC_STATUS,
  ALARM_CLASS,
  ALARM_FIRST_TYPE,
  DEVICE_EXCEPTION_TYPE,
  ONLINE_STATUS,
  TIMELINE_EVENT_TYPE,
} from '@roadwatch/core';
import { startSimulator, type SimulatedVehicle, type Simulator } from '@roadwatch/simulator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { silentLogger } from '../src/gateway/gatewayLogger';
import { startTerminalIngest, type TerminalIngest } from '../src/gateway/startTerminalIngest';
import { createLocalLiveBus, type LiveBus } from '../src/live/liveBus';
import { seedDemo } from '../src/seed/seedDemo';
import { loadSimFleet } from '../src/simulator/loadSimFleet';
import { loadSimSites } from '../src/simulator/loadSimSites';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';
import { callJson, DEMO_PASSWORD, loginAs, TEST_CAPTCHA } from './helpers/testApp';
import { eventually } from './helpers/eventually';

/**
 * The whole chain, as in production: 100 simulated vehicle terminals and the sites' temperature loggers → TCP →
 * gateway → pipeline → database → API.
 * Simulation time starts at a past weekday-style 10:00 GMT+8 (vehicles are on duty, whatever the hour of the
 * run) that lies after the seeded history, and runs 20× faster without ever passing the real clock.
 */
const VEHICLES = 100;
const TIME_SCALE = 20;
const OFFLINE_AFTER_MS = 3_000;
const HOUR = 3_600_000;

let database: TestDatabase;
let bus: LiveBus;
let app: FastifyInstance;
let ingest: TerminalIngest;
let sim: Simulator;
let token: string;
let start: number;

/** The latest 10:00 GMT+8 at least two hours ago: room for the run to stay in the past. */
function pastMorning(now: number): number {
  const gmt8Day = Math.floor((now + 8 * HOUR) / (24 * HOUR));
  let at = gmt8Day * 24 * HOUR + 10 * HOUR - 8 * HOUR;
  while (at > now - 2 * HOUR) at -= 24 * HOUR;
  return at;
}

async function onlineVehicleIds(): Promise<number[]> {
  const rows = await database.db
    .selectFrom('vehicle_states')
    .select('vehicle_id')
    .where('online', '=', 1)
    .where('gps_time', '>', start)
    .execute();
  return rows.map((r) => r.vehicle_id);
}

async function onlineAcc(vehicleId: number) {
  const { body } = await callJson(app, 'freshVehicleOnlineAccTree', { vehicleId }, { token });
  if (body.code !== 1) throw new Error(body.message);
  return body.result;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  start = pastMorning(Date.now());
  await seedDemo(db, { vehicles: VEHICLES, days: 1, demoPassword: DEMO_PASSWORD, now: start });
  bus = createLocalLiveBus();
  const missing = path.join(os.tmpdir(), 'rw-no-build');
  app = buildApp({
    db,
    nodeEnv: 'test',
    testCaptcha: TEST_CAPTCHA,
    consoleDist: missing,
    kioskDist: missing,
    liveBus: bus,
  });
  await app.ready();
  token = (await loginAs(app, 'admin')).token;
  ingest = await startTerminalIngest({
    db,
    bus,
    logger: silentLogger,
    port: 0,
    host: '127.0.0.1',
    idleTimeoutMs: 60_000,
    offlineAfterMs: OFFLINE_AFTER_MS,
    pipeline: { flushIntervalMs: 200, tickIntervalMs: 250 },
  });
  sim = startSimulator({
    port: ingest.gateway.port,
    vehicles: await loadSimFleet(db, VEHICLES),
    // Every warehouse and store logger of the seed, as `npm run simulate -- --from-db` runs them.
    sites: await loadSimSites(db),
    seed: 3,
    start,
    timeScale: TIME_SCALE,
    // A heartbeat after 20 s of simulated silence (1 s real): parked vehicles stay well inside the time-out.
    heartbeatMs: 20_000,
  });
});

afterAll(async () => {
  await sim?.stop();
  await ingest?.close();
  await app?.close();
  await bus?.close();
  await database?.destroy();
});

describe('simulator → gateway → pipeline → database → API', () => {
  it('brings the fleet online and stores it moving', async () => {
    const online = await eventually('most vehicles are online with fresh positions', async () => {
      const ids = await onlineVehicleIds();
      return ids.length >= VEHICLES * 0.6 && ids;
    });
    expect(ingest.gateway.sessionCount()).toBeGreaterThanOrEqual(online.length);

    // Moving: several track points per vehicle since the start, at speed, at different places.
    const moving = await eventually('vehicles have driven', async () => {
      const rows = await database.db
        .selectFrom('track_points')
        .select((eb) => [
          'vehicle_id',
          eb.fn.countAll<number>().as('points'),
          eb.fn.max('speed_kmh').as('topSpeed'),
          eb.fn.min('lat').as('minLat'),
          eb.fn.max('lat').as('maxLat'),
        ])
        .where('gps_time', '>', start)
        .groupBy('vehicle_id')
        .execute();
      const driving = rows.filter(
        (r) => Number(r.points) >= 3 && Number(r.topSpeed) > 10 && Number(r.maxLat) !== Number(r.minLat),
      );
      return driving.length >= 20 && driving;
    });

    // The API reads the same: online, and a track with the new points.
    const vehicleId = moving[0]!.vehicle_id;
    expect((await onlineAcc(vehicleId)).onlineStatus).toBe(ONLINE_STATUS.online);
    const { body } = await callJson(
      app,
      'fetchVehicleTrackInfo',
      { vehicleId, startTime: start, endTime: Date.now(), pageParamVO: { curPage: 1, pageSize: 8000 } },
      { token },
    );
    expect(body.code).toBe(1);
    if (body.code !== 1) return;
    expect(body.result.totalRecords).toBeGreaterThanOrEqual(3);
  });

  it('turns an ADAS event from a terminal into an alarm', async () => {
    const onlineIds = new Set(await onlineVehicleIds());
    const vehicle = sim.vehicles.find(
      (v) => onlineIds.has(v.vehicleId) && /^(AS|CT)-/.test(v.spec.terminalModel),
    ) as SimulatedVehicle | undefined;
    if (!vehicle) throw new Error('no active-safety terminal online');
    sim.raiseAdas(vehicle.phone, 'forwardCollision');
    const alarm = await eventually('the ADAS alarm is stored', () =>
      database.db
        .selectFrom('alarms')
        .select(['guid', 'first_type', 'alarm_class', 'begin_time', 'handle_status'])
        .where('vehicle_id', '=', vehicle.vehicleId)
        .where('first_type', '=', ALARM_FIRST_TYPE.activeSafety)
        .where('begin_time', '>=', start)
        .executeTakeFirst(),
    );
    expect(alarm.begin_time).toBeLessThanOrEqual(Date.now());
    const { body } = await callJson(app, 'fetchAlarmList', {}, { token });
    expect(body.code).toBe(1);
    if (body.code !== 1) return;
    expect(body.result.alarmDataList.map((a) => a.guid)).toContain(alarm.guid);
  });

  it('reflects ignition off', async () => {
    const onlineIds = new Set(await onlineVehicleIds());
    const vehicle = sim.vehicles.find((v) => onlineIds.has(v.vehicleId));
    if (!vehicle) throw new Error('no vehicle online');
    sim.setAcc(vehicle.vehicleId, false);
    await eventually(
      'the API shows ACC off',
      async () => (await onlineAcc(vehicle.vehicleId)).accStatus === ACC_STATUS.off,
    );
    const stored = await database.db
      .selectFrom('track_points')
      .select(['acc', 'speed_kmh'])
      .where('vehicle_id', '=', vehicle.vehicleId)
      .orderBy('gps_time', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ acc: 0, speed_kmh: 0 });
  });

  it('records the drivers inserting their cards at the start of the shift and shows it on the record tab', async () => {
    const inserted = await eventually('a driver card insert is stored', () =>
      database.db
        .selectFrom('driver_card_events')
        .select(['vehicle_id', 'time', 'driver_name'])
        .where('state', '=', 1)
        .where('time', '>=', start)
        .orderBy('time')
        .executeTakeFirst(),
    );
    expect(inserted.driver_name).not.toBe('');
    const { body } = await callJson(
      app,
      'getVehicleDynamicState',
      { vehicleId: inserted.vehicle_id, beginTime: inserted.time - 60_000, endTime: Date.now() },
      { token },
    );
    expect(body.code).toBe(1);
    if (body.code !== 1) return;
    const card = body.result.find((item) => item.eventType === TIMELINE_EVENT_TYPE.cardInsert);
    expect(card).toMatchObject({ eventTypeName: '插卡', continueTime: '' });
  });

  it('feeds warehouses and stores live: every site logger reports fresh readings for its points', async () => {
    expect(sim.sites.length).toBeGreaterThan(0);
    const fresh = await eventually('every site has readings from its logger', async () => {
      const rows = await database.db
        .selectFrom('temp_readings as r')
        .innerJoin('temp_points as p', 'p.id', 'r.point_id')
        .select((eb) => ['p.site_id', eb.fn.count<number>('r.point_id').distinct().as('points')])
        .where('p.site_id', 'is not', null)
        .where('r.time', '>', start)
        .groupBy('p.site_id')
        .execute();
      return rows.length === sim.sites.length && rows;
    });
    for (const row of fresh) {
      const site = sim.sites.find((s) => s.siteId === row.site_id);
      expect(Number(row.points)).toBe(site?.spec.probes.length);
    }
    // Sites have no vehicle: their terminals leave no track points or states behind.
    const stray = await database.db
      .selectFrom('track_points')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('vehicle_id', 'not in', (eb) => eb.selectFrom('vehicles').select('id'))
      .executeTakeFirstOrThrow();
    expect(Number(stray.n)).toBe(0);
  });

  it('turns a refrigeration fault in a warehouse into a storage temperature alarm shown by the API', async () => {
    const warehouse = sim.sites.find((s) => s.spec.kind === 'warehouse');
    if (!warehouse) throw new Error('the seed has no warehouse');
    sim.forceSiteFault(warehouse.siteId);
    const alarm = await eventually('the warehouse has a temperature alarm', () =>
      database.db
        .selectFrom('alarms')
        .selectAll()
        .where('site_id', '=', warehouse.siteId)
        .where('first_type', '=', ALARM_FIRST_TYPE.temperature)
        .where('begin_time', '>', start)
        .executeTakeFirst(),
    );
    expect(alarm).toMatchObject({ alarm_class: ALARM_CLASS.storage, vehicle_id: null, end_time: null });
    expect(alarm.point_id).not.toBeNull();
    const { body } = await callJson(
      app,
      'findStorageAlarms',
      { pageParamVO: { curPage: 1, pageSize: 100 }, bTime: start, eTime: Date.now() },
      { token },
    );
    expect(body).toMatchObject({ code: 1 });
    if (body.code !== 1) return;
    const row = body.result.data.find((r) => r.guid === alarm.guid);
    // Raised live, it has no stored text: the grid describes it from its type and level.
    expect(row?.alarmContent).toBe(`${row?.alarmName}（${row?.alarmLevelName}）`);
  });

  it('marks the fleet offline after the time-out once the simulator stops, with offline exceptions', async () => {
    const wereOnline = await onlineVehicleIds();
    expect(wereOnline.length).toBeGreaterThan(0);
    const stoppedAt = Date.now();
    await sim.stop();
    await eventually(
      'every vehicle is offline',
      async () => (await onlineVehicleIds()).length === 0,
      OFFLINE_AFTER_MS + 20_000,
    );
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(OFFLINE_AFTER_MS - 500);
    const exceptions = await database.db
      .selectFrom('device_exceptions')
      .select(['guid', 'vehicle_id', 'end_time'])
      .where('type', '=', DEVICE_EXCEPTION_TYPE.offline)
      .where('vehicle_id', 'in', wereOnline)
      .where('end_time', 'is', null)
      .execute();
    expect(new Set(exceptions.map((e) => e.vehicle_id))).toEqual(new Set(wereOnline));
    expect((await onlineAcc(wereOnline[0]!)).onlineStatus).toBe(ONLINE_STATUS.offline);
    const { body } = await callJson(app, 'fetchAbnormalList', {}, { token });
    expect(body.code).toBe(1);
    if (body.code !== 1) return;
    const listed = new Set(body.result.exList.map((e) => e.guid));
    expect(exceptions.some((e) => listed.has(e.guid))).toBe(true);
  });
});
