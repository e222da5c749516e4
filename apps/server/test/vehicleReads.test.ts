import {
  ACC_STATUS,
  ALARM_FIRST_TYPE,
  LIMITS,
  ONLINE_STATUS,
  TIMELINE_EVENT_TYPE,
  alarmIconTypeOf,
  timelineHasEnd,
  type TimelineItem,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, loginAs, startTestApp, TEST_DISPLAY, call, type TestApp } from './helpers/testApp';

const MINUTE = 60_000;
const HANGZHOU = { lon: 120.13, lat: 30.26 };
const JIAXING = { lon: 120.76, lat: 30.75 };

let t: TestApp;
let adminToken: string;
let viewerToken: string;
let otherToken: string;
let displayToken: string;
/** The scripted vehicle, in the viewer's department. */
let scripted: number;
/** A company 1 vehicle outside the viewer's department. */
let elsewhere: number;
let t0: number;
let trackPoints: { gps_time: number; speed_kmh: number }[];

/** 2026-style display text → epoch ms (GMT+8). */
function parseText(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}

beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await loginAs(t.app, 'admin')).token;
  viewerToken = (await loginAs(t.app, 'viewer')).token;
  otherToken = (await loginAs(t.app, 'other_admin')).token;
  const kiosk = await call(t.app, 'kioskSession', { display: TEST_DISPLAY.name, token: TEST_DISPLAY.token });
  displayToken = (kiosk.json() as { result: { token: string } }).result.token;

  const viewer = await t.db
    .selectFrom('users')
    .innerJoin('departments', 'departments.id', 'users.department_id')
    .select(['users.department_id', 'departments.path'])
    .where('users.user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  const outside = await t.db
    .selectFrom('vehicles')
    .innerJoin('departments', 'departments.id', 'vehicles.department_id')
    .select('vehicles.id')
    .where('vehicles.company_id', '=', 1)
    .where('departments.path', 'not like', `${viewer.path}%`)
    .orderBy('vehicles.id')
    .executeTakeFirstOrThrow();
  elsewhere = outside.id;

  // A vehicle with a scripted afternoon: parked in Hangzhou, ignition, a drive to Jiaxing with a short stop at
  // lights and one harsh braking, then parked with the engine off (its latest report).
  const now = Date.now();
  t0 = Math.floor((now - 3 * 60 * MINUTE) / 1000) * 1000;
  const inserted = await t.db
    .insertInto('vehicles')
    .values({
      company_id: 1,
      department_id: viewer.department_id,
      plate: '浙F·TEST1',
      terminal_phone: '013900000001',
      created_at: t0 - 86_400_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  scripted = inserted.id;
  const points: {
    vehicle_id: number;
    gps_time: number;
    lon: number;
    lat: number;
    speed_kmh: number;
    direction: number;
    mileage_km: number;
    acc: number;
  }[] = [];
  const at = (minute: number, f: number, speed: number, acc: number) =>
    points.push({
      vehicle_id: scripted,
      gps_time: t0 + minute * MINUTE,
      lon: HANGZHOU.lon + (JIAXING.lon - HANGZHOU.lon) * f,
      lat: HANGZHOU.lat + (JIAXING.lat - HANGZHOU.lat) * f,
      speed_kmh: speed,
      direction: 45,
      mileage_km: 5000 + 80 * f,
      acc,
    });
  at(0, 0, 0, 0); // parked since before the window
  at(20, 0, 0, 1); // ignition
  for (let m = 21; m < 60; m++) {
    const f = (m - 21) / 39;
    const lights = m === 30 || m === 31; // two minutes standing at lights, engine on
    at(m, f, lights ? 0 : 70, 1);
  }
  at(60, 1, 0, 1); // arrived
  at(62, 1, 0, 0); // engine off
  await t.db.insertInto('track_points').values(points).execute();
  trackPoints = points.map((p) => ({ gps_time: p.gps_time, speed_kmh: p.speed_kmh }));
  await t.db
    .insertInto('vehicle_states')
    .values({
      vehicle_id: scripted,
      online: 1,
      acc: 0,
      lon: JIAXING.lon,
      lat: JIAXING.lat,
      gps_time: t0 + 62 * MINUTE,
      updated_at: t0 + 62 * MINUTE,
    })
    .execute();
  await t.db
    .insertInto('alarms')
    .values({
      guid: 'timeline-brake-1',
      company_id: 1,
      department_id: viewer.department_id,
      vehicle_id: scripted,
      alarm_class: 1,
      first_type: ALARM_FIRST_TYPE.activeSafety,
      second_type: alarmIconTypeOf('harshBraking'),
      begin_time: t0 + 40 * MINUTE,
      begin_lon: 120.45,
      begin_lat: 30.5,
      created_at: t0 + 40 * MINUTE,
    })
    .execute();
});

afterAll(async () => {
  await t?.close();
});

const trackQuery = (extra: Record<string, unknown> = {}) => ({
  vehicleId: scripted,
  startTime: t0 - MINUTE,
  endTime: Date.now(),
  pageParamVO: { curPage: 1, pageSize: LIMITS.trackPageSize },
  ...extra,
});

describe('freshVehicleOnlineAccTree', () => {
  it('reads online and ACC from the latest state', async () => {
    const { body } = await callJson(
      t.app,
      'freshVehicleOnlineAccTree',
      { vehicleId: scripted },
      { token: viewerToken },
    );
    expect(body).toMatchObject({
      code: 1,
      result: { onlineStatus: ONLINE_STATUS.online, accStatus: ACC_STATUS.off },
    });
    await t.db
      .updateTable('vehicle_states')
      .set({ acc: 1, online: 0 })
      .where('vehicle_id', '=', scripted)
      .execute();
    const again = await callJson(
      t.app,
      'freshVehicleOnlineAccTree',
      { vehicleId: scripted },
      { token: adminToken },
    );
    expect(again.body.result).toEqual({ onlineStatus: ONLINE_STATUS.offline, accStatus: ACC_STATUS.on });
    await t.db
      .updateTable('vehicle_states')
      .set({ acc: 0, online: 1 })
      .where('vehicle_id', '=', scripted)
      .execute();
  });

  it('answers a wall display of the company', async () => {
    const { body } = await callJson(
      t.app,
      'freshVehicleOnlineAccTree',
      { vehicleId: scripted },
      { token: displayToken },
    );
    expect(body.code).toBe(1);
  });

  it('is "not found" for a vehicle outside the caller\'s department or company', async () => {
    for (const [token, vehicleId] of [
      [viewerToken, elsewhere],
      [otherToken, scripted],
      [adminToken, 987_654],
    ] as const) {
      const { status, body } = await callJson(
        t.app,
        'freshVehicleOnlineAccTree',
        { vehicleId },
        { token, lang: 'en-US' },
      );
      expect(status).toBe(200);
      expect(body).toEqual({ code: 0, message: resources['en-US'].errors.notFound, result: null });
    }
  });
});

describe('fetchVehicleTrackInfo', () => {
  it('returns the points in time order, named by the gazetteer, with the start and end places', async () => {
    const { body } = await callJson(t.app, 'fetchVehicleTrackInfo', trackQuery(), { token: viewerToken });
    expect(body.code).toBe(1);
    const track = body.result;
    expect(track.totalRecords).toBe(trackPoints.length);
    expect(track.data.map((p) => p.gpsTime)).toEqual(trackPoints.map((p) => p.gps_time));
    expect(track.data[0]).toMatchObject({ lon: HANGZHOU.lon, lat: HANGZHOU.lat, speed: 0, direction: 45 });
    expect(track.startPlaceName).toBe('浙江省 杭州市 西湖区');
    expect(track.endPlaceName).toMatch(/^浙江省 嘉兴市 /);
    expect(track.data[0]!.placeName).toBe(track.startPlaceName);
    expect(track.data.at(-1)!.placeName).toBe(track.endPlaceName);
    expect(track.data.every((p) => p.placeName.startsWith('浙江省 '))).toBe(true);
  });

  it('names places in English for en-US', async () => {
    const { body } = await callJson(t.app, 'fetchVehicleTrackInfo', trackQuery(), {
      token: viewerToken,
      lang: 'en-US',
    });
    expect(body.result.startPlaceName).toBe('Xihu District, Hangzhou, Zhejiang');
    expect(body.result.endPlaceName).toMatch(/, Jiaxing, Zhejiang$/);
  });

  it('pages through the range until totalRecords, without gaps or repeats', async () => {
    const seen: number[] = [];
    let total = Infinity;
    for (let page = 1; seen.length < total; page++) {
      const { body } = await callJson(
        t.app,
        'fetchVehicleTrackInfo',
        trackQuery({ pageParamVO: { curPage: page, pageSize: 10 } }),
        { token: adminToken },
      );
      total = body.result.totalRecords;
      expect(body.result.data.length).toBe(Math.min(10, total - seen.length));
      seen.push(...body.result.data.map((p) => p.gpsTime));
    }
    expect(seen).toEqual(trackPoints.map((p) => p.gps_time));
  });

  it('leaves out standing points with filterStop, and takes "now" when no end is given', async () => {
    const moving = trackPoints.filter((p) => p.speed_kmh > 0).length;
    const { body } = await callJson(t.app, 'fetchVehicleTrackInfo', trackQuery({ filterStop: true }), {
      token: adminToken,
    });
    expect(body.result.totalRecords).toBe(moving);
    const { endTime: _, ...noEnd } = trackQuery();
    const open = await callJson(t.app, 'fetchVehicleTrackInfo', noEnd, { token: adminToken });
    expect(open.body.result.totalRecords).toBe(trackPoints.length);
  });

  it('answers an empty track for a range without points', async () => {
    const { body } = await callJson(
      t.app,
      'fetchVehicleTrackInfo',
      trackQuery({ startTime: t0 - 5 * 86_400_000, endTime: t0 - 4 * 86_400_000 }),
      { token: adminToken },
    );
    expect(body).toEqual({
      code: 1,
      message: '',
      result: { data: [], totalRecords: 0, startPlaceName: '', endPlaceName: '' },
    });
  });

  it('refuses ranges that are reversed or longer than 10 days, and pages over 8000 points', async () => {
    const cases = [
      trackQuery({ startTime: t0, endTime: t0 - 1 }),
      trackQuery({ startTime: t0 - 11 * 86_400_000, endTime: t0 }),
      trackQuery({ pageParamVO: { curPage: 1, pageSize: 8001 } }),
      trackQuery({ pageParamVO: { curPage: 0, pageSize: 10 } }),
      { ...trackQuery({ startTime: Date.now() - 11 * 86_400_000 }), endTime: undefined },
      { ...trackQuery({ startTime: Date.now() + 3_600_000 }), endTime: undefined },
    ];
    for (const input of cases) {
      const { status, body } = await callJson(t.app, 'fetchVehicleTrackInfo', input, {
        token: adminToken,
        lang: 'en-US',
      });
      expect(status, JSON.stringify(input)).toBe(400);
      expect(body.code).toBe(0);
    }
    const tooLong = await callJson(
      t.app,
      'fetchVehicleTrackInfo',
      trackQuery({ startTime: t0 - 11 * 86_400_000, endTime: t0 }),
      { token: adminToken, lang: 'en-US' },
    );
    expect(tooLong.body.message).toContain('10 days');
  });

  it('is "not found" outside the caller\'s scope, and not offered to wall displays', async () => {
    const denied = await callJson(t.app, 'fetchVehicleTrackInfo', trackQuery(), { token: otherToken });
    expect(denied.body).toMatchObject({ code: 0, result: null });
    const sideways = await callJson(t.app, 'fetchVehicleTrackInfo', trackQuery({ vehicleId: elsewhere }), {
      token: viewerToken,
    });
    expect(sideways.body).toMatchObject({ code: 0, result: null });
    const kiosk = await call(t.app, 'fetchVehicleTrackInfo', trackQuery(), { token: displayToken });
    expect(kiosk.statusCode).toBe(403);
  });
});

describe('getVehicleDynamicState', () => {
  let items: TimelineItem[];
  const ofType = (type: number) => items.filter((i) => i.eventType === type);

  beforeAll(async () => {
    const { body } = await callJson(
      t.app,
      'getVehicleDynamicState',
      { vehicleId: scripted, beginTime: t0 + 10 * MINUTE, endTime: Date.now() },
      { token: viewerToken },
    );
    expect(body.code).toBe(1);
    items = body.result;
  });

  it('derives parking, ignition, one drive across the short stop, and the final park and flameout', () => {
    const parks = ofType(TIMELINE_EVENT_TYPE.park);
    expect(parks).toHaveLength(2);
    // The vehicle was already parked when the window opened: the park starts with the window.
    expect(parseText(parks[0]!.bTime)).toBe(t0 + 10 * MINUTE);
    expect(parseText(parks[0]!.eTime)).toBe(t0 + 21 * MINUTE);
    expect(parseText(parks[1]!.bTime)).toBe(t0 + 60 * MINUTE);
    // Its latest report: the park has no end yet.
    expect(parks[1]!.eTime).toContain('1900');
    expect(timelineHasEnd(parks[1]!)).toBe(false);

    const drives = ofType(TIMELINE_EVENT_TYPE.drive);
    expect(drives).toHaveLength(1);
    expect(parseText(drives[0]!.bTime)).toBe(t0 + 21 * MINUTE);
    expect(parseText(drives[0]!.eTime)).toBe(t0 + 60 * MINUTE);
    expect(drives[0]!.continueTime).toBe('39分0秒');
    expect(drives[0]!.eventTypeName).toBe('行驶');
    expect(drives[0]!.odometer).toBe(5000);
    expect(drives[0]!.bPlaceName).toBe('浙江省 杭州市 西湖区');
    expect(drives[0]!.areaName).toBe('杭州市');
    expect(drives[0]!.endAreaName).toBe('嘉兴市');

    const ignitions = ofType(TIMELINE_EVENT_TYPE.ignition);
    expect(ignitions).toHaveLength(1);
    expect(parseText(ignitions[0]!.bTime)).toBe(t0 + 20 * MINUTE);
    expect(parseText(ignitions[0]!.eTime)).toBe(t0 + 62 * MINUTE);
    const flameouts = ofType(TIMELINE_EVENT_TYPE.flameout);
    expect(flameouts).toHaveLength(1);
    expect(parseText(flameouts[0]!.bTime)).toBe(t0 + 62 * MINUTE);
    expect(flameouts[0]!.eTime).toContain('1900');
  });

  it('marks the change of city and the harsh braking', () => {
    const changes = ofType(TIMELINE_EVENT_TYPE.cityChange);
    expect(changes.length).toBeGreaterThanOrEqual(1);
    expect(changes[0]!.areaName).toBe('杭州市');
    expect(changes.at(-1)!.endAreaName).toBe('嘉兴市');
    const brakes = ofType(TIMELINE_EVENT_TYPE.brake);
    expect(brakes).toHaveLength(1);
    expect(parseText(brakes[0]!.bTime)).toBe(t0 + 40 * MINUTE);
    expect(brakes[0]!.bPlaceName).toMatch(/^浙江省 /);
  });

  it('lists events in time order', () => {
    const times = items.map((i) => parseText(i.time));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('cuts events at the window end when the vehicle reported later, instead of leaving them open', async () => {
    const { body } = await callJson(
      t.app,
      'getVehicleDynamicState',
      { vehicleId: scripted, beginTime: t0 + 10 * MINUTE, endTime: t0 + 45 * MINUTE },
      { token: adminToken, lang: 'en-US' },
    );
    const drive = body.result.find((i) => i.eventType === TIMELINE_EVENT_TYPE.drive)!;
    expect(parseText(drive.eTime)).toBe(t0 + 45 * MINUTE);
    expect(drive.eventTypeName).toBe('Driving');
    expect(body.result.every((i) => !i.eTime.includes('1900'))).toBe(true);
  });

  it('refuses a reversed or over-long window, and is "not found" outside the scope', async () => {
    for (const input of [
      { vehicleId: scripted, beginTime: t0, endTime: t0 - 1 },
      { vehicleId: scripted, beginTime: t0 - 11 * 86_400_000, endTime: t0 },
    ]) {
      const { status } = await callJson(t.app, 'getVehicleDynamicState', input, { token: adminToken });
      expect(status).toBe(400);
    }
    const denied = await callJson(
      t.app,
      'getVehicleDynamicState',
      { vehicleId: elsewhere, beginTime: t0, endTime: Date.now() },
      { token: viewerToken },
    );
    expect(denied.body).toMatchObject({ code: 0, result: null });
  });
});

describe('seeded history', () => {
  it("reads a demo vehicle's last day: every point named, and a timeline of drives and parks", async () => {
    const since = Date.now() - 86_400_000;
    const busiest = await t.db
      .selectFrom('track_points')
      .innerJoin('vehicles', 'vehicles.id', 'track_points.vehicle_id')
      .select(['track_points.vehicle_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('vehicles.company_id', '=', 1)
      .where('track_points.gps_time', '>=', since)
      .groupBy('track_points.vehicle_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    const now = Date.now();
    const track = await callJson(
      t.app,
      'fetchVehicleTrackInfo',
      {
        vehicleId: busiest.vehicle_id,
        startTime: since,
        endTime: now,
        pageParamVO: { curPage: 1, pageSize: 8000 },
      },
      { token: adminToken },
    );
    expect(track.body.result.totalRecords).toBe(Number(busiest.n));
    // Every point on land is named "province city district"; a route across the Bohai Strait (the Dalian–Yantai
    // ferry) has nameless points at sea, which must stay few.
    const names = track.body.result.data.map((p) => p.placeName);
    expect(names.filter((n) => n !== '').every((n) => /^\S+(省|市|自治区) /.test(n))).toBe(true);
    expect(names.filter((n) => n === '').length).toBeLessThan(names.length * 0.1);
    const timeline = await callJson(
      t.app,
      'getVehicleDynamicState',
      { vehicleId: busiest.vehicle_id, beginTime: since, endTime: now },
      { token: adminToken },
    );
    const types = new Set(timeline.body.result.map((i) => i.eventType));
    expect(types.has(TIMELINE_EVENT_TYPE.drive)).toBe(true);
    expect(types.has(TIMELINE_EVENT_TYPE.park)).toBe(true);
  });
});

describe('fetchPositionByLonLat', () => {
  it('names a point "province city district" (and in English for en-US)', async () => {
    const zh = await callJson(
      t.app,
      'fetchPositionByLonLat',
      { lon: 121.4737, lat: 31.2304 },
      { token: viewerToken },
    );
    expect(zh.body).toEqual({ code: 1, message: '', result: { placeName: '上海市 黄浦区' } });
    const en = await callJson(
      t.app,
      'fetchPositionByLonLat',
      { lon: 120.1485, lat: 30.2425 },
      { token: viewerToken, lang: 'en-US' },
    );
    expect(en.body.result.placeName).toBe('Xihu District, Hangzhou, Zhejiang');
  });

  it('answers wall displays, and an empty name at sea', async () => {
    const { body } = await callJson(
      t.app,
      'fetchPositionByLonLat',
      { lon: 124.5, lat: 29.5 },
      { token: displayToken },
    );
    expect(body).toEqual({ code: 1, message: '', result: { placeName: '' } });
  });

  it('refuses coordinates out of range', async () => {
    for (const input of [
      { lon: 181, lat: 30 },
      { lon: 120, lat: -91 },
      { lon: 'east', lat: 30 },
    ]) {
      const res = await call(t.app, 'fetchPositionByLonLat', input, { token: adminToken });
      expect(res.statusCode).toBe(400);
    }
  });
});
