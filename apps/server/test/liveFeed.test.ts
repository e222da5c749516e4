import {
  ACC_STATUS,
  LIVE_CLOSE_CODE,
  LIVE_FEED_PATH,
  LIVE_FEED_PROTOCOL,
  LIVE_FEED_TOKEN_PROTOCOL_PREFIX,
  SESSION_COOKIE,
  TOKEN_HEADER,
  endpointPath,
  ENDPOINTS,
  type LiveAlarm,
  type LiveVehicleState,
} from '@roadwatch/core';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens';
import { createLocalLiveBus, type LiveBus, type LiveEvent } from '../src/live/liveBus';
import { connectLive, type LiveTestClient } from './helpers/liveTestClient';
import { call, loginAs, startAppOn, startTestApp, TEST_DISPLAY, type TestApp } from './helpers/testApp';

interface VehicleRow {
  id: number;
  plate: string;
  company_id: number;
  department_id: number;
  path: string;
}

let t: TestApp;
let bus: LiveBus;
let baseUrl: string;
let vehicles: VehicleRow[];
let viewerPath: string;
const open: LiveTestClient[] = [];
let guidCounter = 0;

async function connect(
  ...args: Parameters<typeof connectLive> extends [string, string, ...infer R] ? R : never
) {
  const client = await connectLive(baseUrl, LIVE_FEED_PATH, ...args);
  open.push(client);
  return client;
}

async function tokenOf(user: string): Promise<string> {
  return (await loginAs(t.app, user)).token;
}

function vehicleEvent(v: VehicleRow, speedKmh: number): LiveEvent {
  const state: LiveVehicleState = {
    vehicleId: v.id,
    plate: v.plate,
    departmentId: v.department_id,
    online: 1,
    acc: ACC_STATUS.on,
    lon: 121.47,
    lat: 31.23,
    speedKmh,
    direction: 90,
    mileageKm: 1000,
    gpsTime: Date.now(),
    alarmFlags: [],
  };
  return { type: 'vehicle', companyId: v.company_id, departmentPath: v.path, state };
}

function alarmEvent(v: VehicleRow): LiveEvent & { type: 'alarm' } {
  const alarm: LiveAlarm = {
    guid: `live-test-${++guidCounter}`,
    vehicleId: v.id,
    plate: v.plate,
    departmentId: v.department_id,
    alarmClass: 1,
    firstType: 2,
    secondType: 1,
    level: 3,
    beginTime: Date.now(),
    endTime: null,
    handleStatus: 0,
    lon: 121.47,
    lat: 31.23,
  };
  return { type: 'alarm', companyId: v.company_id, departmentPath: v.path, alarm };
}

beforeAll(async () => {
  bus = createLocalLiveBus();
  t = await startTestApp({
    config: { liveBus: bus, liveFeed: { sessionCheckMs: 150, heartbeatMs: 300 } },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  baseUrl = `http://127.0.0.1:${address.port}`;
  vehicles = await t.db
    .selectFrom('vehicles')
    .innerJoin('departments', 'departments.id', 'vehicles.department_id')
    .select([
      'vehicles.id',
      'vehicles.plate',
      'vehicles.company_id',
      'vehicles.department_id',
      'departments.path',
    ])
    .orderBy('vehicles.id')
    .execute();
  const viewer = await t.db
    .selectFrom('users')
    .innerJoin('departments', 'departments.id', 'users.department_id')
    .select('departments.path')
    .where('users.user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  viewerPath = viewer.path;
});

afterAll(async () => {
  for (const c of open) c.socket.terminate();
  await t?.close();
  await bus?.close();
});

const inViewerScope = () => vehicles.filter((v) => v.company_id === 1 && v.path.startsWith(viewerPath));
const outsideViewerScope = () => vehicles.filter((v) => v.company_id === 1 && !v.path.startsWith(viewerPath));
const companyTwo = () => vehicles.filter((v) => v.company_id === 2);

describe('live feed: signing in', () => {
  it('refuses a connection without a session, or with an unknown token', async () => {
    await expect(connectLive(baseUrl, LIVE_FEED_PATH)).rejects.toMatchObject({ status: 401 });
    await expect(
      connectLive(baseUrl, LIVE_FEED_PATH, { headers: { [TOKEN_HEADER]: 'not-a-session-token' } }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      connectLive(baseUrl, LIVE_FEED_PATH, { query: { token: 'not-a-session-token' } }),
    ).rejects.toMatchObject({ status: 401 });
  });

  it('accepts the header, the token query parameter, the token subprotocol and a same-origin cookie', async () => {
    const token = await tokenOf('admin');
    const byHeader = await connect({ headers: { [TOKEN_HEADER]: token } });
    expect((await byHeader.next('snapshot')).vehicles.length).toBeGreaterThan(0);
    const byQuery = await connect({ query: { token } });
    expect((await byQuery.next('snapshot')).vehicles.length).toBeGreaterThan(0);
    const byProtocol = await connect({
      protocols: [LIVE_FEED_PROTOCOL, `${LIVE_FEED_TOKEN_PROTOCOL_PREFIX}${token}`],
    });
    // The server answers with the feed's protocol, never echoing the token.
    expect(byProtocol.protocol).toBe(LIVE_FEED_PROTOCOL);
    expect((await byProtocol.next('snapshot')).vehicles.length).toBeGreaterThan(0);
    const host = new URL(baseUrl).host;
    const byCookie = await connect({
      headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: `http://${host}` },
    });
    expect((await byCookie.next('snapshot')).vehicles.length).toBeGreaterThan(0);
  });

  it('keeps a token given in the query string out of the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const token = await tokenOf('admin');
    const logged = await startAppOn(t.db, { logger: { level: 'info', stream }, liveBus: bus });
    try {
      await logged.listen({ port: 0, host: '127.0.0.1' });
      const address = logged.server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      const client = await connectLive(`http://127.0.0.1:${address.port}`, LIVE_FEED_PATH, {
        query: { token },
      });
      await client.next('snapshot');
      client.close();
      await client.closed;
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    expect(log).toContain('token=[redacted]');
    expect(log).not.toContain(token);
  });

  it('refuses the session cookie from a page of another origin', async () => {
    const token = await tokenOf('admin');
    await expect(
      connectLive(baseUrl, LIVE_FEED_PATH, {
        headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: 'https://evil.example' },
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('lets a wall display in with its kiosk session', async () => {
    const res = await call(t.app, 'kioskSession', { display: TEST_DISPLAY.name, token: TEST_DISPLAY.token });
    const displayToken = (res.json() as { result: { token: string } }).result.token;
    const kiosk = await connect({ headers: { [TOKEN_HEADER]: displayToken } });
    const snapshot = await kiosk.next('snapshot');
    expect(snapshot.vehicles.length).toBeGreaterThan(0);
    expect(snapshot.vehicles.every((v) => vehicles.find((r) => r.id === v.vehicleId)?.company_id === 1)).toBe(
      true,
    );
  });
});

describe('live feed: snapshot', () => {
  it('holds every vehicle of the company for the company administrator, with states from the database', async () => {
    const admin = await connect({ headers: { [TOKEN_HEADER]: await tokenOf('admin') } });
    const snapshot = await admin.next('snapshot');
    const ids = snapshot.vehicles.map((v) => v.vehicleId).sort((a, b) => a - b);
    expect(ids).toEqual(vehicles.filter((v) => v.company_id === 1).map((v) => v.id));
    const state = await t.db
      .selectFrom('vehicle_states')
      .selectAll()
      .where('vehicle_id', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    const shown = snapshot.vehicles.find((v) => v.vehicleId === ids[0])!;
    expect(shown.online).toBe(state.online);
    expect(shown.acc).toBe(state.acc === 1 ? ACC_STATUS.on : ACC_STATUS.off);
    expect(shown.lon).toBe(state.lon);
    // Alarms: unhandled, of the last day, of this company; exceptions: not ended.
    const since = Date.now() - 24 * 3_600_000 - 60_000;
    for (const alarm of snapshot.alarms) {
      expect(alarm.handleStatus).toBe(0);
      expect(alarm.beginTime).toBeGreaterThan(since);
    }
    const expectedAlarms = await t.db
      .selectFrom('alarms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', 1)
      .where('handle_status', '=', 0)
      .where('begin_time', '>=', snapshot.serverTime - 24 * 3_600_000)
      .executeTakeFirstOrThrow();
    expect(snapshot.alarms.length).toBe(Math.min(500, Number(expectedAlarms.n)));
    expect(snapshot.exceptions.every((e) => e.endTime === null)).toBe(true);
    const companyOneIds = new Set(vehicles.filter((v) => v.company_id === 1).map((v) => v.id));
    expect(snapshot.exceptions.every((e) => companyOneIds.has(e.vehicleId))).toBe(true);
  });

  it("shows the viewer only their department's vehicles, alarms and exceptions", async () => {
    const viewer = await connect({ headers: { [TOKEN_HEADER]: await tokenOf('viewer') } });
    const snapshot = await viewer.next('snapshot');
    const mine = new Set(inViewerScope().map((v) => v.id));
    expect(mine.size).toBeGreaterThan(0);
    expect(outsideViewerScope().length).toBeGreaterThan(0);
    expect(new Set(snapshot.vehicles.map((v) => v.vehicleId))).toEqual(mine);
    expect(snapshot.alarms.every((a) => a.vehicleId === null || mine.has(a.vehicleId))).toBe(true);
    expect(snapshot.exceptions.every((e) => mine.has(e.vehicleId))).toBe(true);
  });

  it('shows another company nothing of company 1', async () => {
    const other = await connect({ headers: { [TOKEN_HEADER]: await tokenOf('other_admin') } });
    const snapshot = await other.next('snapshot');
    const theirs = new Set(companyTwo().map((v) => v.id));
    expect(new Set(snapshot.vehicles.map((v) => v.vehicleId))).toEqual(theirs);
    expect(snapshot.alarms.every((a) => a.vehicleId === null || theirs.has(a.vehicleId))).toBe(true);
    expect(snapshot.exceptions.every((e) => theirs.has(e.vehicleId))).toBe(true);
  });
});

describe('live feed: pushed events', () => {
  it('pushes an alarm at once, ahead of vehicle states waiting for their batch', async () => {
    const admin = await connect({ headers: { [TOKEN_HEADER]: await tokenOf('admin') } });
    await admin.next('snapshot');
    const v = vehicles[0]!;
    const alarm = alarmEvent(v);
    bus.publish(vehicleEvent(v, 40));
    bus.publish(alarm);
    const first = await admin.next();
    expect(first.type).toBe('alarm');
    expect(first.type === 'alarm' && first.alarm.guid).toBe(alarm.alarm.guid);
    const second = await admin.next();
    expect(second.type).toBe('vehicles');
  });

  it("delivers only events inside the caller's company and department", async () => {
    const viewer = await connect({ headers: { [TOKEN_HEADER]: await tokenOf('viewer') } });
    const other = await connect({ headers: { [TOKEN_HEADER]: await tokenOf('other_admin') } });
    await viewer.next('snapshot');
    await other.next('snapshot');
    const outside = alarmEvent(outsideViewerScope()[0]!);
    const inside = alarmEvent(inViewerScope()[0]!);
    const secondTenant = alarmEvent(companyTwo()[0]!);
    bus.publish(outside);
    bus.publish(inside);
    bus.publish(secondTenant);
    const toViewer = await viewer.next('alarm');
    expect(toViewer.alarm.guid).toBe(inside.alarm.guid);
    const toOther = await other.next('alarm');
    // Both company 1 alarms were published first; the other tenant's first alarm is its own.
    expect(toOther.alarm.guid).toBe(secondTenant.alarm.guid);
    bus.publish(vehicleEvent(outsideViewerScope()[0]!, 10));
    bus.publish(vehicleEvent(inViewerScope()[0]!, 20));
    const states = await viewer.next('vehicles');
    expect(states.vehicles.map((s) => s.vehicleId)).toEqual([inViewerScope()[0]!.id]);
    expect(viewer.pending()).toEqual([]);
    expect(other.pending()).toEqual([]);
  });

  it('coalesces ten updates of a vehicle within a second into one message with the latest state', async () => {
    const admin = await connect({ headers: { [TOKEN_HEADER]: await tokenOf('admin') } });
    await admin.next('snapshot');
    const v = vehicles[1]!;
    const publishedAt = Date.now();
    for (let i = 1; i <= 10; i++) {
      bus.publish(vehicleEvent(v, i * 10));
      // Spread the updates over about half a second, as a terminal reporting fast would.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const batch = await admin.next();
    expect(batch.type).toBe('vehicles');
    if (batch.type !== 'vehicles') return;
    expect(batch.vehicles).toHaveLength(1);
    expect(batch.vehicles[0]).toMatchObject({ vehicleId: v.id, speedKmh: 100 });
    expect(batch.receivedAt - publishedAt).toBeGreaterThanOrEqual(900);
    // Nothing else was queued for the vehicle: the next message is an alarm published now.
    const alarm = alarmEvent(v);
    bus.publish(alarm);
    const next = await admin.next();
    expect(next.type === 'alarm' && next.alarm.guid).toBe(alarm.alarm.guid);
    // The next update waits for the next period rather than going out at once.
    const again = Date.now();
    bus.publish(vehicleEvent(v, 55));
    const later = await admin.next('vehicles');
    expect(later.vehicles[0]).toMatchObject({ vehicleId: v.id, speedKmh: 55 });
    expect(later.receivedAt - again).toBeGreaterThanOrEqual(900);
  });
});

describe('live feed: closing', () => {
  it('closes the socket when its session signs out', async () => {
    const token = await tokenOf('operator');
    const client = await connect({ headers: { [TOKEN_HEADER]: token } });
    await client.next('snapshot');
    const res = await t.app.inject({
      method: 'POST',
      url: endpointPath(ENDPOINTS.signOutNoRedirect),
      headers: { [TOKEN_HEADER]: token },
    });
    expect(res.statusCode).toBe(200);
    expect((await client.closed).code).toBe(LIVE_CLOSE_CODE.sessionEnded);
  });

  it('closes the socket when its session expires', async () => {
    const token = await tokenOf('operator');
    const client = await connect({ query: { token } });
    await client.next('snapshot');
    await t.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await client.closed).code).toBe(LIVE_CLOSE_CODE.sessionEnded);
  });

  it('drops a client that stops answering pings', async () => {
    const client = await connect({ headers: { [TOKEN_HEADER]: await tokenOf('admin') }, autoPong: false });
    await client.next('snapshot');
    // The server terminates the connection without a close frame.
    expect((await client.closed).code).toBe(1006);
  });

  it('answers a plain GET of the feed path (no upgrade) with an envelope: 401 signed out, else 404', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: LIVE_FEED_PATH });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 0, result: null });
    const token = await tokenOf('admin');
    const res = await t.app.inject({
      method: 'GET',
      url: LIVE_FEED_PATH,
      headers: { [TOKEN_HEADER]: token },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 0, result: null });
  });
});
