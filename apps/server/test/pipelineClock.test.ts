import {
  ALARM_FIRST_TYPE,
  DEVICE_ALARM_KIND,
  DEVICE_EXCEPTION_TYPE,
  SPEED_ALARM,
  SUSPECT_REPORT_REASON,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleTerminalIdentity } from '../src/pipeline/terminalSink';
import { MINUTE, SECOND, report, startPipeline } from './helpers/pipelineFixture';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
/** Whole seconds: terminal times are BCD seconds. */
const NOW = Math.floor(Date.now() / 1000) * 1000;
const YEAR_2099 = Date.parse('2099-06-01T12:00:00+08:00');

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  admin = (await loginAs(t.app, 'admin')).token;
});
afterAll(async () => {
  await t?.close();
});

/** A seeded vehicle of the admin's company, its speed limit 80 km/h, as the gateway would identify it. */
async function seededVehicle(offset: number): Promise<VehicleTerminalIdentity> {
  const v = await t.db
    .selectFrom('vehicles')
    .selectAll()
    .where('company_id', '=', 1)
    .orderBy('id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  await t.db.updateTable('vehicles').set({ speed_limit_kmh: 80 }).where('id', '=', v.id).execute();
  return {
    vehicleId: v.id,
    companyId: v.company_id,
    departmentId: v.department_id,
    plate: v.plate,
    phone: v.terminal_phone!,
    terminalModel: v.terminal_model,
    protocolVersion: 2019,
  };
}

const stateOf = (vehicleId: number) =>
  t.db.selectFrom('vehicle_states').selectAll().where('vehicle_id', '=', vehicleId).executeTakeFirstOrThrow();

describe('a report dated far in the future', () => {
  it('leaves the position alone, keeps SOS and overspeed working, and is kept as suspect on the exception list', async () => {
    const vehicle = await seededVehicle(0);
    const h = startPipeline(t.db);
    h.clock.now = NOW;
    const at = (ms: number) => NOW + ms;
    const place = { latitude: 31.2304, longitude: 121.4737 };
    h.pipeline.locations(vehicle, [report({ time: at(0), ...place, speedKmh: 40 })], at(0));
    // A terminal whose clock jumped: 2099, somewhere else, sent twice (a retransmission).
    const future = report({ time: YEAR_2099, latitude: 39.9, longitude: 116.4, speedKmh: 10 });
    h.pipeline.locations(vehicle, [future], at(SECOND));
    h.pipeline.locations(vehicle, [future], at(2 * SECOND));
    // Its clock is right again: SOS pressed, then 20 s well above the 80 km/h limit.
    h.pipeline.locations(
      vehicle,
      [report({ time: at(3 * SECOND), ...place, alarms: ['sos'], speedKmh: 100 })],
      at(3 * SECOND),
    );
    h.pipeline.locations(
      vehicle,
      [report({ time: at(14 * SECOND), ...place, alarms: ['sos'], speedKmh: 110 })],
      at(14 * SECOND),
    );
    h.pipeline.locations(
      vehicle,
      [report({ time: at(24 * SECOND), latitude: 31.24, longitude: 121.48, alarms: ['sos'], speedKmh: 105 })],
      at(24 * SECOND),
    );
    await h.pipeline.flush();

    const state = await stateOf(vehicle.vehicleId);
    expect({ gpsTime: state.gps_time, lat: state.lat, lon: state.lon }).toEqual({
      gpsTime: at(24 * SECOND),
      lat: expect.closeTo(31.24, 5),
      lon: expect.closeTo(121.48, 5),
    });
    // The live view (what the map shows) is where the vehicle really is, too.
    const live = h.events.flatMap((e) =>
      e.type === 'vehicle' && e.state.vehicleId === vehicle.vehicleId ? [e.state] : [],
    );
    expect(live.at(-1)).toMatchObject({ gpsTime: at(24 * SECOND), lat: expect.closeTo(31.24, 5) });
    const track = await t.db
      .selectFrom('track_points')
      .select('gps_time')
      .where('vehicle_id', '=', vehicle.vehicleId)
      .where('gps_time', '>=', NOW)
      .execute();
    expect(track.map((p) => p.gps_time)).not.toContain(YEAR_2099);

    const alarms = await t.db
      .selectFrom('alarms')
      .select(['first_type', 'second_type'])
      .where('vehicle_id', '=', vehicle.vehicleId)
      .where('begin_time', '>=', NOW)
      .execute();
    expect(alarms).toEqual(
      expect.arrayContaining([
        { first_type: ALARM_FIRST_TYPE.device, second_type: DEVICE_ALARM_KIND.sos },
        { first_type: ALARM_FIRST_TYPE.speed, second_type: SPEED_ALARM.overspeed },
      ]),
    );

    const suspects = await t.db
      .selectFrom('suspect_reports')
      .select(['gps_time', 'reason', 'received_at'])
      .where('vehicle_id', '=', vehicle.vehicleId)
      .execute();
    expect(suspects).toEqual([
      { gps_time: YEAR_2099, reason: SUSPECT_REPORT_REASON.future, received_at: at(SECOND) },
    ]);

    // The exception list shows the clock fault from the first suspect report to the first plausible one after it.
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const { body } = await callJson(
        t.app,
        'findDeviceExceptions',
        {
          pageParamVO: { curPage: 1, pageSize: 20 },
          bTime: NOW - MINUTE,
          eTime: NOW + MINUTE,
          firstAlarmTypes: [DEVICE_EXCEPTION_TYPE.clock],
          regName: vehicle.plate,
        },
        { token: admin, lang },
      );
      expect(body.code).toBe(1);
      expect(body.result.data.map((r) => [r.regName, r.typeName])).toEqual([
        [vehicle.plate, resources[lang].alarm.deviceExceptionType.clock],
      ]);
    }
    const [exception] = await t.db
      .selectFrom('device_exceptions')
      .select(['begin_time', 'end_time'])
      .where('vehicle_id', '=', vehicle.vehicleId)
      .where('type', '=', DEVICE_EXCEPTION_TYPE.clock)
      .execute();
    expect(exception).toEqual({ begin_time: at(SECOND), end_time: at(3 * SECOND) });
    await h.pipeline.close();
  });
});
