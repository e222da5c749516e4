import {
  ALARM_FIRST_TYPE,
  DEVICE_ALARM_KIND,
  DEVICE_EXCEPTION_TYPE,
  HAZARD_LEVEL,
  SPEED_ALARM,
  alarmIconTypeOf,
} from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../src/live/liveBus';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';
import {
  DEPARTMENT_PATH,
  HOUR,
  MINUTE,
  SECOND,
  T0,
  adasItem,
  addVehicle,
  dsmItem,
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

const alarmsOf = (vehicleId: number) =>
  t.db
    .selectFrom('alarms')
    .selectAll()
    .where('vehicle_id', '=', vehicleId)
    .orderBy('begin_time')
    .orderBy('second_type')
    .execute();

const alarmEvents = (events: LiveEvent[]) => events.flatMap((e) => (e.type === 'alarm' ? [e.alarm] : []));

describe('device alarm bits', () => {
  it('opens an alarm when a bit rises and ends it when the bit falls', async () => {
    const vehicle = await addVehicle(t.db);
    const h = startPipeline(t.db);
    h.pipeline.locations(vehicle, [report({ time: T0, speedKmh: 30 })], T0);
    h.pipeline.locations(
      vehicle,
      [report({ time: T0 + 10 * SECOND, alarms: ['sos'], speedKmh: 35 })],
      T0 + 10 * SECOND,
    );
    // Still pressed: nothing new.
    h.pipeline.locations(vehicle, [report({ time: T0 + 20 * SECOND, alarms: ['sos'] })], T0 + 20 * SECOND);
    await h.pipeline.flush();

    const [open] = await alarmsOf(vehicle.vehicleId);
    expect(open).toMatchObject({
      company_id: 1,
      department_id: vehicle.departmentId,
      alarm_class: 1,
      first_type: ALARM_FIRST_TYPE.device,
      second_type: DEVICE_ALARM_KIND.sos,
      level: HAZARD_LEVEL.high,
      begin_time: T0 + 10 * SECOND,
      end_time: null,
      begin_lon: 118.7969,
      begin_lat: 32.0603,
      b_speed: 35,
      handle_status: 0,
    });
    expect(alarmEvents(h.events)).toEqual([
      {
        guid: open!.guid,
        vehicleId: vehicle.vehicleId,
        plate: vehicle.plate,
        departmentId: vehicle.departmentId,
        alarmClass: 1,
        firstType: ALARM_FIRST_TYPE.device,
        secondType: DEVICE_ALARM_KIND.sos,
        level: HAZARD_LEVEL.high,
        beginTime: T0 + 10 * SECOND,
        endTime: null,
        handleStatus: 0,
        lon: 118.7969,
        lat: 32.0603,
      },
    ]);
    expect(h.events.find((e) => e.type === 'alarm')?.departmentPath).toBe(DEPARTMENT_PATH);

    // An operator processes it while it is still going on; then the driver releases the button.
    await t.db.updateTable('alarms').set({ handle_status: 1 }).where('guid', '=', open!.guid).execute();
    h.pipeline.locations(vehicle, [report({ time: T0 + 40 * SECOND, speedKmh: 20 })], T0 + 40 * SECOND);
    await h.pipeline.flush();
    const [ended] = await alarmsOf(vehicle.vehicleId);
    expect(ended).toMatchObject({
      guid: open!.guid,
      end_time: T0 + 40 * SECOND,
      e_speed: 20,
      handle_status: 1,
    });
    expect(alarmEvents(h.events).at(-1)).toMatchObject({
      guid: open!.guid,
      endTime: T0 + 40 * SECOND,
      handleStatus: 1,
    });
    await h.pipeline.close();
    expect(h.logger.errors).toEqual([]);
  });

  it('raises power and antenna bits as device alarms and as device exceptions', async () => {
    const vehicle = await addVehicle(t.db);
    const h = startPipeline(t.db);
    h.pipeline.locations(
      vehicle,
      [report({ time: T0, alarms: ['mainPowerOff', 'gnssAntennaDisconnected'] })],
      T0 + SECOND,
    );
    await h.pipeline.flush();
    expect((await alarmsOf(vehicle.vehicleId)).map((a) => [a.second_type, a.level])).toEqual([
      [DEVICE_ALARM_KIND.gnssAntennaDisconnected, HAZARD_LEVEL.low],
      [DEVICE_ALARM_KIND.mainPowerOff, HAZARD_LEVEL.medium],
    ]);
    const exceptions = () =>
      t.db
        .selectFrom('device_exceptions')
        .select(['type', 'begin_time', 'end_time'])
        .where('vehicle_id', '=', vehicle.vehicleId)
        .orderBy('type')
        .execute();
    expect(await exceptions()).toEqual([
      { type: DEVICE_EXCEPTION_TYPE.power, begin_time: T0 + SECOND, end_time: null },
      { type: DEVICE_EXCEPTION_TYPE.antenna, begin_time: T0 + SECOND, end_time: null },
    ]);

    h.pipeline.locations(
      vehicle,
      [report({ time: T0 + MINUTE, alarms: ['gnssAntennaDisconnected'] })],
      T0 + MINUTE,
    );
    await h.pipeline.flush();
    expect(await exceptions()).toEqual([
      { type: DEVICE_EXCEPTION_TYPE.power, begin_time: T0 + SECOND, end_time: T0 + MINUTE },
      { type: DEVICE_EXCEPTION_TYPE.antenna, begin_time: T0 + SECOND, end_time: null },
    ]);
    expect(
      h.events
        .filter((e) => e.type === 'exception')
        .map((e) => e.type === 'exception' && e.exception.endTime),
    ).toEqual([null, null, T0 + MINUTE]);
    await h.pipeline.close();
  });
});

describe('active-safety events', () => {
  it('turns an ADAS event into an alarm with its icon type, level, position and speed, once', async () => {
    const vehicle = await addVehicle(t.db);
    const h = startPipeline(t.db);
    const collision = adasItem({
      alarmId: 7,
      eventType: 0x01,
      level: 2,
      time: T0 + 5 * SECOND,
      speedKmh: 72,
    });
    const withEvent = report({ time: T0 + 5 * SECOND, speedKmh: 72, items: [collision] });
    h.pipeline.locations(vehicle, [withEvent], T0 + 6 * SECOND);
    // Re-sent by the terminal, in the same and in a later report.
    h.pipeline.locations(vehicle, [withEvent], T0 + 7 * SECOND);
    h.pipeline.locations(vehicle, [report({ time: T0 + 10 * SECOND, items: [collision] })], T0 + 11 * SECOND);
    // Lane departure, first level.
    const lane = adasItem({ alarmId: 8, eventType: 0x02, level: 1, time: T0 + 20 * SECOND, serial: 1 });
    h.pipeline.locations(vehicle, [report({ time: T0 + 20 * SECOND, items: [lane] })], T0 + 21 * SECOND);
    // Road sign recognised: a record, not an alarm.
    const sign = adasItem({ alarmId: 9, eventType: 0x10, level: 1, time: T0 + 30 * SECOND, serial: 2 });
    h.pipeline.locations(vehicle, [report({ time: T0 + 30 * SECOND, items: [sign] })], T0 + 31 * SECOND);
    await h.pipeline.flush();

    const alarms = await alarmsOf(vehicle.vehicleId);
    expect(alarms.map((a) => [a.first_type, a.second_type, a.level])).toEqual([
      [ALARM_FIRST_TYPE.activeSafety, alarmIconTypeOf('forwardCollision'), HAZARD_LEVEL.high],
      [ALARM_FIRST_TYPE.activeSafety, alarmIconTypeOf('laneDeparture'), HAZARD_LEVEL.medium],
    ]);
    // An event without duration (flag 0) is stored already ended.
    expect(alarms[0]).toMatchObject({
      begin_time: T0 + 5 * SECOND,
      end_time: T0 + 5 * SECOND,
      begin_lon: 118.7969,
      begin_lat: 32.0603,
      b_speed: 72,
      handle_status: 0,
    });
    expect(alarmEvents(h.events).map((a) => a.secondType)).toEqual([
      alarmIconTypeOf('forwardCollision'),
      alarmIconTypeOf('laneDeparture'),
    ]);
    await h.pipeline.close();
  });

  it('opens a DSM alarm on its start flag and ends it on the end flag with the same alarm id', async () => {
    const vehicle = await addVehicle(t.db);
    const h = startPipeline(t.db);
    const start = dsmItem({ alarmId: 21, eventType: 0x02, level: 1, time: T0, flagStatus: 1 });
    h.pipeline.locations(vehicle, [report({ time: T0, items: [start] })], T0 + SECOND);
    await h.pipeline.flush();
    const [open] = await alarmsOf(vehicle.vehicleId);
    expect(open).toMatchObject({
      second_type: alarmIconTypeOf('phone'),
      level: HAZARD_LEVEL.medium,
      end_time: null,
    });

    const end = dsmItem({
      alarmId: 21,
      eventType: 0x02,
      level: 1,
      time: T0 + 40 * SECOND,
      flagStatus: 2,
      serial: 1,
    });
    h.pipeline.locations(vehicle, [report({ time: T0 + 40 * SECOND, items: [end] })], T0 + 41 * SECOND);
    await h.pipeline.flush();
    expect(await alarmsOf(vehicle.vehicleId)).toEqual([
      expect.objectContaining({ guid: open!.guid, end_time: T0 + 40 * SECOND }),
    ]);
    expect(alarmEvents(h.events).map((a) => a.endTime)).toEqual([null, T0 + 40 * SECOND]);
    await h.pipeline.close();
  });

  it('does not store an event twice when a restarted server receives it again', async () => {
    const vehicle = await addVehicle(t.db);
    const fatigue = report({
      time: T0,
      items: [dsmItem({ alarmId: 3, eventType: 0x01, level: 2, time: T0 })],
    });
    for (let run = 0; run < 2; run += 1) {
      const h = startPipeline(t.db);
      h.pipeline.locations(vehicle, [fatigue], T0 + SECOND);
      await h.pipeline.close();
    }
    expect(await alarmsOf(vehicle.vehicleId)).toHaveLength(1);
  });
});

describe('overspeed', () => {
  const at = (seconds: number, speedKmh: number) =>
    report({ time: T0 + seconds * SECOND, speedKmh, longitude: 118.7969 + seconds * 1e-4 });

  it('needs the limit exceeded for ten seconds, begins where it began and ends back under the limit', async () => {
    const vehicle = await addVehicle(t.db, { speedLimitKmh: 80 });
    const h = startPipeline(t.db);
    // A five-second excursion: nothing.
    h.pipeline.locations(vehicle, [at(0, 70), at(5, 88), at(10, 79)], T0 + 10 * SECOND);
    await h.pipeline.flush();
    expect(await alarmsOf(vehicle.vehicleId)).toEqual([]);

    h.pipeline.locations(vehicle, [at(20, 85), at(25, 98), at(30, 92)], T0 + 30 * SECOND);
    await h.pipeline.flush();
    const [open] = await alarmsOf(vehicle.vehicleId);
    expect(open).toMatchObject({
      first_type: ALARM_FIRST_TYPE.speed,
      second_type: SPEED_ALARM.overspeed,
      begin_time: T0 + 20 * SECOND,
      begin_lon: 118.7989,
      b_speed: 85,
      speed_limit: 80,
      // Top speed 98 is 22.5 % over the limit.
      level: HAZARD_LEVEL.high,
      end_time: null,
    });

    h.pipeline.locations(vehicle, [at(40, 78)], T0 + 40 * SECOND);
    await h.pipeline.flush();
    expect(await alarmsOf(vehicle.vehicleId)).toEqual([
      expect.objectContaining({ guid: open!.guid, end_time: T0 + 40 * SECOND, e_speed: 78 }),
    ]);
    await h.pipeline.close();
  });

  it('reads a changed limit after the settings refresh', async () => {
    const vehicle = await addVehicle(t.db, { speedLimitKmh: 100 });
    const h = startPipeline(t.db, { rules: { settingsTtlMs: 5 * MINUTE } });
    h.pipeline.locations(vehicle, [at(0, 90), at(15, 90)], T0 + 15 * SECOND);
    await h.pipeline.flush();
    await t.db
      .updateTable('vehicles')
      .set({ speed_limit_kmh: 60 })
      .where('id', '=', vehicle.vehicleId)
      .execute();
    await h.advance(6 * MINUTE);
    h.pipeline.locations(vehicle, [at(400, 70), at(415, 70)], T0 + 415 * SECOND);
    await h.pipeline.flush();
    expect((await alarmsOf(vehicle.vehicleId)).map((a) => [a.speed_limit, a.begin_time])).toEqual([
      [60, T0 + 400 * SECOND],
    ]);
    await h.pipeline.close();
  });
});

describe('continuous driving', () => {
  /** Reports every ten minutes between `from` and `to` (minutes after T0) at `speedKmh`. */
  const stretch = (from: number, to: number, speedKmh: number) => {
    const out = [];
    for (let m = from; m <= to; m += 10) out.push(report({ time: T0 + m * MINUTE, speedKmh }));
    return out;
  };

  it('opens after four hours without a twenty-minute rest and ends when the rest is taken', async () => {
    const vehicle = await addVehicle(t.db, { speedLimitKmh: 120 });
    const h = startPipeline(t.db);
    const feed = (reports: ReturnType<typeof stretch>) => {
      for (const r of reports) h.pipeline.locations(vehicle, [r], Date.parse(r.time));
    };
    // 2 h driving, a 10-minute stop (not a rest), 2 h 10 min more driving.
    feed(stretch(0, 120, 60));
    feed(stretch(130, 130, 0));
    feed(stretch(140, 270, 60));
    await h.pipeline.flush();
    const driving = (await alarmsOf(vehicle.vehicleId)).filter(
      (a) => a.first_type === ALARM_FIRST_TYPE.activeSafety,
    );
    expect(driving).toEqual([
      expect.objectContaining({
        second_type: alarmIconTypeOf('continuousDrivingTimeout'),
        begin_time: T0 + 4 * HOUR,
        end_time: null,
        level: HAZARD_LEVEL.medium,
      }),
    ]);

    // A 20-minute rest from 280 min on ends it at the moment the vehicle stopped.
    feed(stretch(280, 300, 0));
    await h.pipeline.flush();
    const [ended] = await alarmsOf(vehicle.vehicleId);
    expect(ended).toMatchObject({ end_time: T0 + 280 * MINUTE });
    expect(alarmEvents(h.events).map((a) => a.endTime)).toEqual([null, T0 + 280 * MINUTE]);
    await h.pipeline.close();
  });
});
