import {
  ALARM_CLASS,
  ALARM_FIRST_TYPE,
  HAZARD_LEVEL,
  TEMPERATURE_ALARM,
  TEMPERATURE_POINT_STATE as STATE,
  builtInAlarmRules,
} from '@roadwatch/core';
import { encodeHumidityItem, encodeTemperatureItem, type ProbeReading } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../src/live/liveBus';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';
import {
  DEPARTMENT_PATH,
  SECOND,
  MINUTE,
  T0,
  addSite,
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

const readingsOf = (vehicleId: number) =>
  t.db
    .selectFrom('temp_readings')
    .innerJoin('temp_points', 'temp_points.id', 'temp_readings.point_id')
    .select(['temp_points.probe_no', 'temp_readings.time', 'temp_readings.value_c', 'temp_readings.state'])
    .where('temp_points.vehicle_id', '=', vehicleId)
    .orderBy('temp_readings.time')
    .orderBy('temp_points.probe_no')
    .execute();

const temperatureAlarmsOf = (vehicleId: number) =>
  t.db
    .selectFrom('alarms')
    .selectAll()
    .where('vehicle_id', '=', vehicleId)
    .where('first_type', '=', ALARM_FIRST_TYPE.temperature)
    .orderBy('begin_time')
    .execute();

const temperatureEvents = (events: LiveEvent[]) =>
  events.flatMap((e) => (e.type === 'temperature' ? [e] : []));

describe('temperature readings', () => {
  it('stores each probe on its point with a state, at most once a minute unless the state changes', async () => {
    const reefer = await addVehicle(t.db, {
      terminalModel: 'RW-SIM-REEFER',
      refrigerated: true,
      probes: { 1: [-20, -15], 2: [2, 8] },
    });
    const h = startPipeline(t.db);
    const send = (seconds: number, readings: ProbeReading[]) =>
      h.pipeline.locations(
        reefer,
        [report({ time: T0 + seconds * SECOND, items: [encodeTemperatureItem('RW-SIM-REEFER', readings)] })],
        T0 + seconds * SECOND,
      );
    send(0, [
      { probe: 1, temperatureC: -18.2 },
      { probe: 2, temperatureC: 5 },
      // Probe 3 has no point configured: ignored.
      { probe: 3, temperatureC: 20 },
    ]);
    // Same minute, same states: not stored again.
    send(30, [
      { probe: 1, temperatureC: -18 },
      { probe: 2, temperatureC: 5.1 },
    ]);
    // Same minute, probe 2 now 1 °C above its maximum (warning) and probe 1 disconnected (offline): stored.
    send(45, [
      { probe: 1, temperatureC: null },
      { probe: 2, temperatureC: 9 },
    ]);
    // Next minute: stored again.
    send(60, [
      { probe: 1, temperatureC: 90 },
      { probe: 2, temperatureC: 9.5 },
    ]);
    await h.pipeline.flush();

    expect(await readingsOf(reefer.vehicleId)).toEqual([
      { probe_no: 1, time: T0, value_c: -18.2, state: STATE.normal },
      { probe_no: 2, time: T0, value_c: 5, state: STATE.normal },
      { probe_no: 1, time: T0 + 45 * SECOND, value_c: null, state: STATE.offline },
      { probe_no: 2, time: T0 + 45 * SECOND, value_c: 9, state: STATE.warning },
      { probe_no: 1, time: T0 + 60 * SECOND, value_c: 90, state: STATE.outOfRange },
      { probe_no: 2, time: T0 + 60 * SECOND, value_c: 9.5, state: STATE.warning },
    ]);
    const published = temperatureEvents(h.events);
    expect(published).toHaveLength(6);
    expect(published[3]).toMatchObject({
      companyId: 1,
      departmentPath: DEPARTMENT_PATH,
      reading: {
        siteId: null,
        vehicleId: reefer.vehicleId,
        departmentId: reefer.departmentId,
        valueC: 9,
        state: STATE.warning,
        time: T0 + 45 * SECOND,
      },
    });
    expect(await temperatureAlarmsOf(reefer.vehicleId)).toEqual([]);
    await h.pipeline.close();
  });

  it('opens a temperature alarm per point when a probe is beyond the warning margin, and ends it when back', async () => {
    const reefer = await addVehicle(t.db, {
      terminalModel: 'RW-SIM-REEFER-EB',
      refrigerated: true,
      probes: { 1: [2, 8], 2: [2, 8] },
    });
    const h = startPipeline(t.db);
    const send = (minutes: number, one: number | null, two: number) =>
      h.pipeline.locations(
        reefer,
        [
          report({
            time: T0 + minutes * 60 * SECOND,
            speedKmh: 40,
            items: [
              encodeTemperatureItem('RW-SIM-REEFER-EB', [
                { probe: 1, temperatureC: one },
                { probe: 2, temperatureC: two },
              ]),
            ],
          }),
        ],
        T0 + minutes * 60 * SECOND,
      );
    send(0, 5, 5);
    send(1, 12.5, 5); // 4.5 °C above: alarm, medium
    send(2, 15, 5); // still the same alarm
    send(3, null, -2); // probe 1 disconnected: its alarm stays open; probe 2 4 °C below: low alarm
    send(4, 9, 4); // probe 1 back within the warning margin, probe 2 normal: both end
    await h.pipeline.flush();

    const alarms = await temperatureAlarmsOf(reefer.vehicleId);
    const points = await t.db
      .selectFrom('temp_points')
      .select(['id', 'probe_no'])
      .where('vehicle_id', '=', reefer.vehicleId)
      .orderBy('probe_no')
      .execute();
    expect(alarms.map((a) => [a.point_id, a.second_type, a.level, a.begin_time, a.end_time])).toEqual([
      [points[0]!.id, TEMPERATURE_ALARM.high, HAZARD_LEVEL.medium, T0 + 60 * SECOND, T0 + 240 * SECOND],
      [points[1]!.id, TEMPERATURE_ALARM.low, HAZARD_LEVEL.medium, T0 + 180 * SECOND, T0 + 240 * SECOND],
    ]);
    expect(alarms[0]).toMatchObject({ alarm_class: 1, b_speed: 40, begin_lon: 118.7969, handle_status: 0 });
    const events = h.events.flatMap((e) => (e.type === 'alarm' ? [e.alarm] : []));
    expect(events.map((a) => [a.firstType, a.secondType, a.endTime])).toEqual([
      [ALARM_FIRST_TYPE.temperature, TEMPERATURE_ALARM.high, null],
      [ALARM_FIRST_TYPE.temperature, TEMPERATURE_ALARM.low, null],
      [ALARM_FIRST_TYPE.temperature, TEMPERATURE_ALARM.high, T0 + 240 * SECOND],
      [ALARM_FIRST_TYPE.temperature, TEMPERATURE_ALARM.low, T0 + 240 * SECOND],
    ]);
    await h.pipeline.close();
  });

  it('waits for the over-temperature setting’s duration before an alarm, which begins where the run began', async () => {
    const reefer = await addVehicle(t.db, {
      terminalModel: 'RW-SIM-REEFER-EB',
      refrigerated: true,
      probes: { 1: [2, 8] },
    });
    const settings = { ...builtInAlarmRules().overTemperature, sustainS: 120 };
    // Who saved the setting (the pipeline's organisation has no users of its own).
    const role = await t.db
      .insertInto('roles')
      .values({ company_id: 1, name: 'temperature setter' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await t.db
      .insertInto('users')
      .values({
        company_id: 1,
        department_id: reefer.departmentId,
        kind: 'sub',
        user_name: `temp-setter-${reefer.vehicleId}`,
        password_hash: 'x',
        password_modified_at: T0,
        role_id: role.id,
        created_at: T0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('alarm_rule_vehicles')
      .values({
        company_id: 1,
        vehicle_id: reefer.vehicleId,
        type: 'overTemperature',
        settings: JSON.stringify(settings),
        updated_at: T0,
        updated_by: user.id,
      })
      .execute();
    const h = startPipeline(t.db);
    const send = (minutes: number, valueC: number) =>
      h.pipeline.locations(
        reefer,
        [
          report({
            time: T0 + minutes * MINUTE,
            speedKmh: 40,
            items: [encodeTemperatureItem('RW-SIM-REEFER-EB', [{ probe: 1, temperatureC: valueC }])],
          }),
        ],
        T0 + minutes * MINUTE,
      );
    send(0, 5);
    send(1, 13); // too warm: the run begins
    send(2, 13.5); // 60 s: not yet
    await h.pipeline.flush();
    expect(await temperatureAlarmsOf(reefer.vehicleId)).toEqual([]);
    send(3, 14); // 120 s: the alarm, from minute 1
    send(4, 5); // back: it ends
    send(6, 13); // a blip of one reading
    send(7, 5);
    await h.pipeline.flush();
    const alarms = await temperatureAlarmsOf(reefer.vehicleId);
    expect(alarms.map((a) => [a.second_type, a.begin_time, a.end_time])).toEqual([
      [TEMPERATURE_ALARM.high, T0 + MINUTE, T0 + 4 * MINUTE],
    ]);
    await h.pipeline.close();
  });

  it('reads the 2019 carriage temperature of the model that uses it as probe 1', async () => {
    const truck = await addVehicle(t.db, {
      terminalModel: 'RW-SIM-CARRIAGE-2019',
      refrigerated: true,
      probes: { 1: [-25, -18] },
    });
    const h = startPipeline(t.db);
    h.pipeline.locations(
      truck,
      [
        report({
          time: T0,
          items: [encodeTemperatureItem('RW-SIM-CARRIAGE-2019', [{ probe: 1, temperatureC: -21 }])],
        }),
      ],
      T0,
    );
    await h.pipeline.flush();
    expect(await readingsOf(truck.vehicleId)).toEqual([
      { probe_no: 1, time: T0, value_c: -21, state: STATE.normal },
    ]);
    await h.pipeline.close();
  });
});

describe('warehouse and store loggers', () => {
  const readingsOfSite = (siteId: number) =>
    t.db
      .selectFrom('temp_readings')
      .innerJoin('temp_points', 'temp_points.id', 'temp_readings.point_id')
      .select(['temp_points.probe_no', 'temp_readings.time', 'temp_readings.value_c', 'temp_readings.state'])
      .where('temp_points.site_id', '=', siteId)
      .orderBy('temp_readings.time')
      .orderBy('temp_points.probe_no')
      .execute();

  it('stores site readings, opens and ends a storage alarm at the site, and goes offline when silent', async () => {
    const site = await addSite(t.db, 'warehouse', { 1: [-25, -15], 2: [0, 8] });
    const h = startPipeline(t.db);
    const send = (seconds: number, readings: ProbeReading[]) =>
      h.pipeline.locations(
        site,
        [
          report({
            edition: 2013,
            time: T0 + seconds * SECOND,
            longitude: 118.8,
            latitude: 32.06,
            items: [encodeTemperatureItem('TL-1613', readings)],
          }),
        ],
        T0 + seconds * SECOND,
      );
    send(0, [
      { probe: 1, temperatureC: -18.5 },
      { probe: 2, temperatureC: 3.5 },
    ]);
    send(60, [
      { probe: 1, temperatureC: -9 },
      { probe: 2, temperatureC: 3.6 },
    ]);
    send(120, [
      { probe: 1, temperatureC: -17 },
      { probe: 2, temperatureC: 3.4 },
    ]);
    await h.pipeline.flush();

    expect((await readingsOfSite(site.siteId)).map((r) => [r.probe_no, r.state])).toEqual([
      [1, STATE.normal],
      [2, STATE.normal],
      [1, STATE.alarm],
      [2, STATE.normal],
      [1, STATE.normal],
      [2, STATE.normal],
    ]);
    const alarms = await t.db.selectFrom('alarms').selectAll().where('site_id', '=', site.siteId).execute();
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({
      alarm_class: ALARM_CLASS.storage,
      vehicle_id: null,
      first_type: ALARM_FIRST_TYPE.temperature,
      second_type: TEMPERATURE_ALARM.high,
      begin_time: T0 + 60 * SECOND,
      end_time: T0 + 120 * SECOND,
      begin_lon: 118.8,
      begin_lat: 32.06,
    });
    expect(temperatureEvents(h.events)[0]?.reading).toMatchObject({ siteId: site.siteId, vehicleId: null });

    // Silent for the offline time-out: one offline reading per point, once.
    h.clock.now = T0 + 120 * SECOND;
    await h.advance(3 * MINUTE);
    await h.advance(3 * MINUTE);
    const offline = (await readingsOfSite(site.siteId)).filter((r) => r.state === STATE.offline);
    expect(offline).toEqual([
      { probe_no: 1, time: T0 + 120 * SECOND + 3 * MINUTE, value_c: null, state: STATE.offline },
      { probe_no: 2, time: T0 + 120 * SECOND + 3 * MINUTE, value_c: null, state: STATE.offline },
    ]);
    await h.pipeline.close();
  });

  it('keeps the latest of two samples a logger stamps with the same second, in one flush or across two', async () => {
    const site = await addSite(t.db, 'warehouse', { 1: [-25, -15] });
    const h = startPipeline(t.db);
    const send = (seconds: number, temperatureC: number) =>
      h.pipeline.locations(
        site,
        [
          report({
            edition: 2013,
            time: T0 + seconds * SECOND,
            items: [encodeTemperatureItem('TL-1613', [{ probe: 1, temperatureC }])],
          }),
        ],
        T0 + seconds * SECOND,
      );
    // Normal, then beyond the limit in the same second: the state changes, so both are meant to be stored.
    send(0, -18);
    send(0, -9);
    await h.pipeline.flush();
    send(60, -17);
    await h.pipeline.flush();
    send(60, -8);
    await h.pipeline.flush();

    expect(await readingsOfSite(site.siteId)).toEqual([
      { probe_no: 1, time: T0, value_c: -9, state: STATE.alarm },
      { probe_no: 1, time: T0 + 60 * SECOND, value_c: -8, state: STATE.alarm },
    ]);
    // What the live feed showed last for each second is what is stored.
    const shown = new Map(temperatureEvents(h.events).map((e) => [e.reading.time, e.reading.valueC]));
    expect([...shown]).toEqual([
      [T0, -9],
      [T0 + 60 * SECOND, -8],
    ]);
    await h.pipeline.close();
  });

  it('stores each probe’s humidity beside its temperature when the logger sends its humidity item', async () => {
    const site = await addSite(t.db, 'warehouse', { 1: [-25, -15], 2: [0, 8] });
    const h = startPipeline(t.db);
    const readings: ProbeReading[] = [
      { probe: 1, temperatureC: -18.5, humidity: 83.4 },
      { probe: 2, temperatureC: 3.5, humidity: null },
    ];
    h.pipeline.locations(
      site,
      [
        report({
          edition: 2013,
          time: T0,
          items: [encodeTemperatureItem('TL-1613', readings), encodeHumidityItem('TL-1613', readings)!],
        }),
        // A report without the humidity item still stores its temperatures (humidity null).
        report({ edition: 2013, time: T0 + MINUTE, items: [encodeTemperatureItem('TL-1613', readings)] }),
      ],
      T0 + MINUTE,
    );
    await h.pipeline.flush();
    const rows = await t.db
      .selectFrom('temp_readings')
      .innerJoin('temp_points', 'temp_points.id', 'temp_readings.point_id')
      .select([
        'temp_points.probe_no',
        'temp_readings.time',
        'temp_readings.value_c',
        'temp_readings.humidity',
      ])
      .where('temp_points.site_id', '=', site.siteId)
      .orderBy('temp_readings.time')
      .orderBy('temp_points.probe_no')
      .execute();
    expect(rows.map((r) => [r.probe_no, r.time - T0, r.value_c, r.humidity])).toEqual([
      [1, 0, -18.5, 83.4],
      [2, 0, 3.5, null],
      [1, MINUTE, -18.5, null],
      [2, MINUTE, 3.5, null],
    ]);
    await h.pipeline.close();
  });

  it('files a store alarm under the store class', async () => {
    const store = await addSite(t.db, 'store', { 1: [0, 8] });
    const h = startPipeline(t.db);
    h.pipeline.locations(
      store,
      [
        report({
          edition: 2013,
          time: T0,
          items: [encodeTemperatureItem('TL-1613', [{ probe: 1, temperatureC: 15 }])],
        }),
      ],
      T0,
    );
    await h.pipeline.flush();
    const alarm = await t.db
      .selectFrom('alarms')
      .select(['alarm_class', 'site_id', 'level'])
      .where('site_id', '=', store.siteId)
      .executeTakeFirstOrThrow();
    expect(alarm).toEqual({
      alarm_class: ALARM_CLASS.store,
      site_id: store.siteId,
      level: HAZARD_LEVEL.high,
    });
    await h.pipeline.close();
  });
});
