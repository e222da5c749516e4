import { ACC_STATUS, DEVICE_EXCEPTION_TYPE, ONLINE_STATUS } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../src/live/liveBus';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';
import {
  DEPARTMENT_PATH,
  MINUTE,
  SECOND,
  T0,
  addVehicle,
  report,
  seedOrganisation,
  startPipeline,
} from './helpers/pipelineFixture';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
  await seedOrganisation(t.db);
});
afterAll(async () => {
  await t?.destroy();
});

const trackOf = (vehicleId: number) =>
  t.db
    .selectFrom('track_points')
    .selectAll()
    .where('vehicle_id', '=', vehicleId)
    .orderBy('gps_time')
    .execute();

const vehicleEvents = (events: LiveEvent[]) => events.flatMap((e) => (e.type === 'vehicle' ? [e] : []));

describe('track points', () => {
  it('stores each fixed report once, with mileage from item 0x01 and the alarm bits', async () => {
    const vehicle = await addVehicle(t.db);
    const h = startPipeline(t.db);
    const first = report({
      time: T0,
      speedKmh: 42.5,
      directionDeg: 270,
      alarms: ['sos'],
      items: [{ itemId: 0x01, type: 'mileage', mileageKm: 12_345.6 }],
    });
    const second = report({ time: T0 + 30 * SECOND, speedKmh: 50, longitude: 118.8, status: { acc: false } });
    h.pipeline.locations(vehicle, [first, second], T0 + 31 * SECOND);
    // The terminal re-sends the first report (no acknowledgement reached it): still one row.
    h.pipeline.locations(vehicle, [first], T0 + 32 * SECOND);
    await h.pipeline.flush();

    const rows = await trackOf(vehicle.vehicleId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      gps_time: T0,
      lon: 118.7969,
      lat: 32.0603,
      speed_kmh: 42.5,
      direction: 270,
      mileage_km: 12_345.6,
      acc: 1,
      alarm_bits: 1,
    });
    // No mileage item: the last known odometer carries over.
    expect(rows[1]).toMatchObject({ gps_time: T0 + 30 * SECOND, lon: 118.8, mileage_km: 12_345.6, acc: 0 });
    await h.pipeline.close();
    expect(h.logger.errors).toEqual([]);
  });

  it('stores the fuel level of item 0x02 on the track point, and null when a report has none', async () => {
    const vehicle = await addVehicle(t.db);
    const h = startPipeline(t.db);
    const withFuel = report({ time: T0, items: [{ itemId: 0x02, type: 'fuel', fuelL: 87.3 }] });
    const without = report({ time: T0 + 30 * SECOND });
    h.pipeline.locations(vehicle, [withFuel, without], T0 + 31 * SECOND);
    await h.pipeline.flush();
    const rows = await trackOf(vehicle.vehicleId);
    expect(rows.map((r) => r.fuel_l)).toEqual([87.3, null]);
    await h.pipeline.close();
    expect(h.logger.errors).toEqual([]);
  });

  it('keeps reports without a fix or with an invalid time out of the track but counts them as signs of life', async () => {
    const vehicle = await addVehicle(t.db);
    const h = startPipeline(t.db);
    const noFix = report({ time: T0, status: { positioned: false } });
    const badTime = { ...report({ time: T0 + SECOND }), time: '000000000000' };
    h.pipeline.locations(vehicle, [noFix, badTime], T0 + 2 * SECOND);
    await h.pipeline.flush();
    expect(await trackOf(vehicle.vehicleId)).toEqual([]);
    const state = await t.db
      .selectFrom('vehicle_states')
      .selectAll()
      .where('vehicle_id', '=', vehicle.vehicleId)
      .executeTakeFirstOrThrow();
    expect(state).toMatchObject({ online: 1, updated_at: T0 + 2 * SECOND, gps_time: null });
    await h.pipeline.close();
  });

  it('writes when the batch size is reached, and reports the queued rows as backlog until then', async () => {
    const vehicle = await addVehicle(t.db);
    const h = startPipeline(t.db, { batchSize: 50 });
    // The vehicle is loaded once (its settings), then reports go straight to the queue.
    h.pipeline.locations(vehicle, [report({ time: T0 })], T0);
    await h.pipeline.flush();
    const reports = Array.from({ length: 49 }, (_, i) => report({ time: T0 + (i + 1) * SECOND }));
    h.pipeline.locations(vehicle, reports, T0 + MINUTE);
    expect(h.pipeline.backlog()).toBe(49);
    h.pipeline.locations(vehicle, [report({ time: T0 + 50 * SECOND })], T0 + MINUTE);
    // The 50th row started a write without waiting for the timer; flush() waits for it to commit.
    await h.pipeline.flush();
    expect(h.pipeline.backlog()).toBe(0);
    expect(await trackOf(vehicle.vehicleId)).toHaveLength(51);
    await h.pipeline.close();
  });

  it('stores a re-uploaded older report in the track without rolling the live state back', async () => {
    const vehicle = await addVehicle(t.db);
    const h = startPipeline(t.db);
    h.pipeline.locations(vehicle, [report({ time: T0 + 10 * MINUTE, longitude: 118.9 })], T0 + 10 * MINUTE);
    h.pipeline.locations(vehicle, [report({ time: T0 + 5 * MINUTE, longitude: 118.5 })], T0 + 10 * MINUTE);
    await h.pipeline.flush();
    expect((await trackOf(vehicle.vehicleId)).map((r) => r.lon)).toEqual([118.5, 118.9]);
    const state = await t.db
      .selectFrom('vehicle_states')
      .select(['lon', 'gps_time'])
      .where('vehicle_id', '=', vehicle.vehicleId)
      .executeTakeFirstOrThrow();
    expect(state).toEqual({ lon: 118.9, gps_time: T0 + 10 * MINUTE });
    await h.pipeline.close();
  });
});

describe('latest state', () => {
  it('publishes every change of a vehicle with its scope, and persists the latest', async () => {
    const vehicle = await addVehicle(t.db);
    const h = startPipeline(t.db);
    h.pipeline.online(vehicle, T0);
    h.pipeline.locations(
      vehicle,
      [
        report({
          time: T0 + SECOND,
          speedKmh: 61.2,
          directionDeg: 45,
          alarms: ['overspeedWarning'],
          items: [{ itemId: 0x01, type: 'mileage', mileageKm: 100.5 }],
        }),
      ],
      T0 + 2 * SECOND,
    );
    h.pipeline.locations(
      vehicle,
      [report({ time: T0 + 3 * SECOND, status: { acc: false } })],
      T0 + 4 * SECOND,
    );
    await h.pipeline.flush();

    const published = vehicleEvents(h.events);
    expect(published.every((e) => e.companyId === 1 && e.departmentPath === DEPARTMENT_PATH)).toBe(true);
    expect(published[0]?.state).toMatchObject({ vehicleId: vehicle.vehicleId, online: ONLINE_STATUS.online });
    expect(published[1]?.state).toMatchObject({
      plate: vehicle.plate,
      departmentId: vehicle.departmentId,
      online: ONLINE_STATUS.online,
      acc: ACC_STATUS.on,
      lon: 118.7969,
      lat: 32.0603,
      speedKmh: 61.2,
      direction: 45,
      mileageKm: 100.5,
      gpsTime: T0 + SECOND,
      alarmFlags: ['overspeedWarning'],
    });
    expect(published.at(-1)?.state).toMatchObject({ acc: ACC_STATUS.off, speedKmh: 0, alarmFlags: [] });

    const stored = await t.db
      .selectFrom('vehicle_states')
      .selectAll()
      .where('vehicle_id', '=', vehicle.vehicleId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      vehicle_id: vehicle.vehicleId,
      online: 1,
      acc: 0,
      lon: 118.7969,
      lat: 32.0603,
      speed_kmh: 0,
      direction: 90,
      mileage_km: 100.5,
      gps_time: T0 + 3 * SECOND,
      updated_at: T0 + 4 * SECOND,
    });
    await h.pipeline.close();
  });
});

describe('liveness', () => {
  it('marks a silent vehicle offline after the time-out with an offline exception, and ends it on the next report', async () => {
    const vehicle = await addVehicle(t.db);
    const h = startPipeline(t.db, { offlineAfterMs: 3 * MINUTE });
    h.pipeline.locations(vehicle, [report({ time: T0 })], T0);
    await h.advance(0);
    // A closed connection is not offline yet: terminals reconnect.
    h.pipeline.disconnected(vehicle, T0 + 10 * SECOND, 'closed');
    await h.advance(2 * MINUTE);
    expect(
      await t.db
        .selectFrom('device_exceptions')
        .selectAll()
        .where('vehicle_id', '=', vehicle.vehicleId)
        .execute(),
    ).toEqual([]);

    await h.advance(MINUTE);
    const exceptions = await t.db
      .selectFrom('device_exceptions')
      .selectAll()
      .where('vehicle_id', '=', vehicle.vehicleId)
      .execute();
    expect(exceptions).toHaveLength(1);
    expect(exceptions[0]).toMatchObject({
      type: DEVICE_EXCEPTION_TYPE.offline,
      begin_time: T0,
      end_time: null,
      begin_lon: 118.7969,
      handle_status: 0,
      company_id: 1,
      department_id: vehicle.departmentId,
    });
    const offlineState = await t.db
      .selectFrom('vehicle_states')
      .select('online')
      .where('vehicle_id', '=', vehicle.vehicleId)
      .executeTakeFirstOrThrow();
    expect(offlineState.online).toBe(0);
    expect(vehicleEvents(h.events).at(-1)?.state.online).toBe(ONLINE_STATUS.offline);
    const opened = h.events.find((e) => e.type === 'exception');
    expect(opened).toMatchObject({
      type: 'exception',
      departmentPath: DEPARTMENT_PATH,
      exception: { type: DEVICE_EXCEPTION_TYPE.offline, beginTime: T0, endTime: null, plate: vehicle.plate },
    });

    // Ten minutes later the terminal authenticates again and reports.
    h.clock.now = T0 + 13 * MINUTE;
    h.pipeline.online(vehicle, h.clock.now);
    h.pipeline.locations(vehicle, [report({ time: h.clock.now })], h.clock.now);
    await h.pipeline.flush();
    const closed = await t.db
      .selectFrom('device_exceptions')
      .select(['end_time', 'end_lon'])
      .where('guid', '=', exceptions[0]!.guid)
      .executeTakeFirstOrThrow();
    expect(closed).toEqual({ end_time: T0 + 13 * MINUTE, end_lon: 118.7969 });
    expect(h.events.filter((e) => e.type === 'exception').at(-1)).toMatchObject({
      exception: { guid: exceptions[0]!.guid, endTime: T0 + 13 * MINUTE },
    });
    expect(vehicleEvents(h.events).at(-1)?.state.online).toBe(ONLINE_STATUS.online);
    await h.pipeline.close();
  });

  it('picks up vehicles a previous process left online, and alarms it left open', async () => {
    const vehicle = await addVehicle(t.db);
    const before = startPipeline(t.db);
    before.pipeline.locations(vehicle, [report({ time: T0, alarms: ['sos'] })], T0);
    await before.pipeline.close();
    const sos = await t.db
      .selectFrom('alarms')
      .select(['guid', 'end_time'])
      .where('vehicle_id', '=', vehicle.vehicleId)
      .executeTakeFirstOrThrow();
    expect(sos.end_time).toBeNull();

    // A restarted server: nothing in memory. The vehicle never reports again → offline after the time-out.
    const after = startPipeline(t.db);
    after.clock.now = T0 + 5 * MINUTE;
    await after.advance(0);
    await after.advance(0);
    const offline = await t.db
      .selectFrom('device_exceptions')
      .select(['type', 'begin_time'])
      .where('vehicle_id', '=', vehicle.vehicleId)
      .execute();
    expect(offline).toEqual([{ type: DEVICE_EXCEPTION_TYPE.offline, begin_time: T0 }]);

    // When it does report again without the SOS bit, the SOS alarm of the previous process ends (no duplicate).
    after.pipeline.locations(vehicle, [report({ time: T0 + 6 * MINUTE })], T0 + 6 * MINUTE);
    await after.pipeline.flush();
    const alarms = await t.db
      .selectFrom('alarms')
      .select(['guid', 'end_time'])
      .where('vehicle_id', '=', vehicle.vehicleId)
      .execute();
    expect(alarms).toEqual([{ guid: sos.guid, end_time: T0 + 6 * MINUTE }]);
    await after.pipeline.close();
  });
});
