import { ALARM_FIRST_TYPE, type DockingEndpointAdded } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDockingPlatform,
  type DockingPlatform,
} from '../src/features/dockingPlatform/createDockingPlatform';
import { dockingBackoffMs } from '../src/features/dockingPlatform/dockingBackoff';
import { dockingSignatureValid } from '../src/features/dockingPlatform/dockingSignature';
import { startDockingReceiver, type DockingReceiver } from './helpers/dockingReceiver';
import { callJson, loginAs, startAppOn, startTestApp, type TestApp } from './helpers/testApp';

/**
 * The docking platform: readings and temperature alarms reach a partner's receiver (a real HTTP server on a local
 * port) exactly once across an outage, signed with the endpoint's secret; a disabled endpoint gets nothing; one
 * company's data never reaches another's endpoint. The clock is the test's: the backoff is passed by moving it.
 */
let t: TestApp;
let receiver: DockingReceiver;
let now = Date.UTC(2026, 10, 27, 8, 0, 0);
let admin = '';
let other = '';
let timeBase = now + 86_400_000;
const platforms: DockingPlatform[] = [];

interface Company {
  id: number;
  departmentId: number;
  pointIds: number[];
}
let mine: Company;
let theirs: Company;

function platform(settleMs = 0): DockingPlatform {
  const p = createDockingPlatform({
    db: t.db,
    now: () => now,
    random: () => 0.5,
    allowPrivate: true,
    dataDir: undefined,
    settleMs,
    batchesPerTurn: 20,
  });
  platforms.push(p);
  return p;
}

async function companyOf(userName: string): Promise<Company> {
  const user = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
  const pointIds: number[] = [];
  for (const probe of [1, 2]) {
    const point = await t.db
      .insertInto('temp_points')
      .values({
        company_id: user.company_id,
        department_id: user.department_id,
        probe_no: probe,
        name: `对接测试探头${probe}`,
        min_c: -20,
        max_c: 8,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    pointIds.push(point.id);
  }
  return { id: user.company_id, departmentId: user.department_id, pointIds };
}

/** `count` readings spread over a company's points, each with a time no reading had; their record ids. */
async function insertReadings(company: Company, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    point_id: company.pointIds[i % company.pointIds.length]!,
    time: timeBase + i * 1000,
    value_c: 2.5,
    state: 0,
  }));
  timeBase += count * 1000;
  for (let i = 0; i < rows.length; i += 100)
    await t.db
      .insertInto('temp_readings')
      .values(rows.slice(i, i + 100))
      .execute();
  return rows.map((r) => `${r.point_id}:${r.time}`);
}

let alarmNo = 0;
async function insertAlarm(company: Company, firstType: number, alarmClass = 1): Promise<string> {
  alarmNo += 1;
  const guid = `docking-test-${company.id}-${alarmNo}`;
  await t.db
    .insertInto('alarms')
    .values({
      guid,
      company_id: company.id,
      department_id: company.departmentId,
      alarm_class: alarmClass,
      first_type: firstType,
      second_type: 1,
      point_id: company.pointIds[0]!,
      begin_time: now,
      created_at: now,
    })
    .execute();
  return guid;
}

async function addEndpoint(
  token: string,
  body: Partial<Record<string, unknown>> & { url: string; departmentId: number },
): Promise<DockingEndpointAdded> {
  const added = await callJson(
    t.app,
    'dockingEndpointAdd',
    {
      name: '合作方平台',
      pushReadings: true,
      pushAlarms: true,
      enabled: true,
      timeoutSeconds: 5,
      batchSize: 100,
      maxBodyKb: 256,
      ...body,
    },
    { token },
  );
  expect(added.body.message).toBe('');
  return added.body.result!;
}

const endpointRow = (id: number) =>
  t.db.selectFrom('docking_endpoints').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => now, dockingAllowPrivate: true } });
  receiver = await startDockingReceiver();
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  mine = await companyOf('admin');
  theirs = await companyOf('other_admin');
}, 120_000);
afterAll(async () => {
  for (const p of platforms) await p.stop();
  await receiver?.close();
  await t?.close();
});

describe('docking platform delivery', () => {
  it('delivers every reading exactly once across an outage, signed, and only to its own company', async () => {
    const a = await addEndpoint(admin, {
      url: receiver.url('/a'),
      departmentId: mine.departmentId,
      batchSize: 40,
    });
    const off = await addEndpoint(admin, {
      url: receiver.url('/off'),
      departmentId: mine.departmentId,
      enabled: false,
    });
    const b = await addEndpoint(other, { url: receiver.url('/b'), departmentId: theirs.departmentId });
    expect(a.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await endpointRow(a.id);
    expect(JSON.stringify(stored)).not.toContain(a.secret);

    const expected: string[] = [];
    const theirExpected: string[] = [];
    let server = platform();

    // Partner up: 120 readings (three batches of 40) and their temperature alarm; a device alarm stays home.
    expected.push(...(await insertReadings(mine, 120)));
    theirExpected.push(...(await insertReadings(theirs, 30)));
    const tempAlarm = await insertAlarm(mine, ALARM_FIRST_TYPE.temperature);
    const siteAlarm = await insertAlarm(mine, ALARM_FIRST_TYPE.device, 2);
    await insertAlarm(mine, ALARM_FIRST_TYPE.device, 1);
    await server.runOnce();
    expect(receiver.accepted('/a').filter((id) => id.includes(':'))).toEqual(expected);
    expect(receiver.accepted('/a').filter((id) => !id.includes(':'))).toEqual([tempAlarm, siteAlarm]);
    expect(receiver.requests.filter((r) => r.path === '/a' && r.batch.kind === 'readings')).toHaveLength(3);

    // Partner answers 500: the batch stays pending and is put off by the backoff.
    receiver.mode = 'failing';
    expected.push(...(await insertReadings(mine, 150)));
    await server.runOnce();
    const failed = receiver.requests.filter((r) => r.path === '/a' && r.answered === 500);
    expect(failed).toHaveLength(1);
    let row = await endpointRow(a.id);
    expect(row.failures).toBe(1);
    expect(Number(row.next_attempt_at)).toBe(now + dockingBackoffMs(1, 0.5));
    const countBefore = receiver.requests.length;
    now += dockingBackoffMs(1, 0.5) - 1;
    await server.runOnce();
    expect(receiver.requests.length).toBe(countBefore);

    // Second attempt at the backoff's end: the same batch under the same delivery id, failing again.
    now += 1;
    await server.runOnce();
    const retried = receiver.requests.filter((r) => r.path === '/a' && r.answered === 500);
    expect(retried).toHaveLength(2);
    expect(retried[1]!.deliveryId).toBe(retried[0]!.deliveryId);
    expect(retried[1]!.batch.records.map((r) => r.id)).toEqual(retried[0]!.batch.records.map((r) => r.id));
    row = await endpointRow(a.id);
    expect(row.failures).toBe(2);
    expect(Number(row.next_attempt_at)).toBe(now + dockingBackoffMs(2, 0.5));

    // Then the partner is gone altogether (connections refused) while more readings arrive, and the server restarts.
    await receiver.refuseConnections();
    expected.push(...(await insertReadings(mine, 40)));
    now += dockingBackoffMs(2, 0.5);
    await server.runOnce();
    row = await endpointRow(a.id);
    expect(row.failures).toBe(3);
    expect(row.last_status).toMatch(/ECONNREFUSED/);
    await server.stop();
    server = platform();

    // The partner recovers: everything left arrives, the pending batch first under its old delivery id.
    await receiver.reopen();
    receiver.mode = 'accepting';
    now += dockingBackoffMs(3, 0.5);
    await server.runOnce();
    const seen = receiver.accepted('/a').filter((id) => id.includes(':'));
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
    const firstOk = receiver.requests.find((r) => r.path === '/a' && r.answered === 200 && r.timestamp > '');
    expect(firstOk).toBeDefined();
    expect(receiver.requests.some((r) => r.answered === 200 && r.deliveryId === retried[0]!.deliveryId)).toBe(
      true,
    );
    row = await endpointRow(a.id);
    expect(row.failures).toBe(0);
    expect(row.pending_delivery_id).toBeNull();

    // Every request verifies with its endpoint's secret, and with no other.
    for (const r of receiver.requests.filter((q) => q.path === '/a'))
      expect(dockingSignatureValid(a.secret, r.timestamp, r.body, r.signature)).toBe(true);
    for (const r of receiver.requests.filter((q) => q.path === '/b')) {
      expect(dockingSignatureValid(b.secret, r.timestamp, r.body, r.signature)).toBe(true);
      expect(dockingSignatureValid(a.secret, r.timestamp, r.body, r.signature)).toBe(false);
    }

    // The other company's endpoint got its own readings only; the disabled endpoint got nothing.
    expect(receiver.accepted('/b')).toEqual(theirExpected);
    expect(receiver.requests.filter((r) => r.path === '/off')).toHaveLength(0);
    expect((await endpointRow(off.id)).last_delivery_at).toBeNull();

    // The delivery log: one row per request, newest first, each company seeing its own.
    const log = await callJson(
      t.app,
      'dockingDeliveryList',
      { endpointId: a.id, curPage: 1, pageSize: 10 },
      {
        token: admin,
      },
    );
    const aRequests = receiver.requests.filter((r) => r.path === '/a');
    // The refused attempt reached no receiver but is logged.
    expect(log.body.result!.totalRecords).toBe(aRequests.length + 1);
    const codes = log.body.result!.data.map((d) => d.statusCode);
    expect(codes).toContain(200);
    expect(codes).toContain(500);
    expect(log.body.result!.data.some((d) => d.statusCode === null && /ECONNREFUSED/.test(d.error))).toBe(
      true,
    );
    // Paging: the second page holds what the first left over, and no row twice.
    const all = log.body.result!.totalRecords;
    expect(all).toBeGreaterThan(10);
    const page2 = await callJson(
      t.app,
      'dockingDeliveryList',
      { endpointId: a.id, curPage: 2, pageSize: 10 },
      { token: admin },
    );
    expect(page2.body.result!.data).toHaveLength(Math.min(all - 10, 10));
    const pageIds = [...log.body.result!.data, ...page2.body.result!.data].map((d) => d.id);
    expect(new Set(pageIds).size).toBe(pageIds.length);
    const theirLog = await callJson(
      t.app,
      'dockingDeliveryList',
      { endpointId: a.id, curPage: 1, pageSize: 10 },
      {
        token: other,
      },
    );
    expect(theirLog.body.result!.totalRecords).toBe(0);
  }, 60_000);

  it('sends nothing to a disabled endpoint and resumes where it stopped when enabled', async () => {
    const server = platform();
    const e = await addEndpoint(admin, { url: receiver.url('/toggle'), departmentId: mine.departmentId });
    const first = await insertReadings(mine, 5);
    await server.runOnce();
    expect(receiver.accepted('/toggle')).toEqual(first);
    const off = await callJson(
      t.app,
      'dockingEndpointSetEnabled',
      { ids: [e.id], enabled: false },
      { token: admin },
    );
    expect(off.body.result).toEqual({ changed: 1 });
    const during = await insertReadings(mine, 5);
    await server.runOnce();
    expect(receiver.accepted('/toggle')).toEqual(first);
    // Another company cannot switch it back on.
    const theirs = await callJson(
      t.app,
      'dockingEndpointSetEnabled',
      { ids: [e.id], enabled: true },
      { token: other },
    );
    expect(theirs.body.code).toBe(0);
    expect((await endpointRow(e.id)).enabled).toBe(0);
    await callJson(t.app, 'dockingEndpointSetEnabled', { ids: [e.id], enabled: true }, { token: admin });
    await server.runOnce();
    expect(receiver.accepted('/toggle')).toEqual([...first, ...during]);
  });

  it('waits for a sequence to settle before delivering past it', async () => {
    const server = platform(1_000);
    const e = await addEndpoint(admin, { url: receiver.url('/settle'), departmentId: mine.departmentId });
    const ids = await insertReadings(mine, 3);
    await server.runOnce();
    expect(receiver.accepted('/settle')).toEqual([]);
    now += 1_000;
    await server.runOnce();
    expect(receiver.accepted('/settle')).toEqual(ids);
    await callJson(t.app, 'dockingEndpointDelete', { ids: [e.id] }, { token: admin });
  });

  it('splits a batch that would be larger than the endpoint’s body limit', async () => {
    const server = platform();
    await addEndpoint(admin, {
      url: receiver.url('/small'),
      departmentId: mine.departmentId,
      batchSize: 500,
      maxBodyKb: 16,
      pushAlarms: false,
    });
    const ids = await insertReadings(mine, 300);
    await server.runOnce();
    const requests = receiver.requests.filter((r) => r.path === '/small');
    expect(requests.length).toBeGreaterThan(1);
    for (const r of requests) expect(Buffer.byteLength(r.body)).toBeLessThanOrEqual(16 * 1024);
    expect(receiver.accepted('/small')).toEqual(ids);
  });
});

describe('docking platform addresses', () => {
  it('refuses private and loopback addresses unless the server allows them', async () => {
    const strict = await startAppOn(t.db, { now: () => now, dockingAllowPrivate: false });
    try {
      for (const url of [
        'http://127.0.0.1:9/x',
        'http://localhost/x',
        'http://10.1.2.3/x',
        'http://[::1]/x',
      ]) {
        const res = await callJson(
          strict,
          'dockingEndpointAdd',
          {
            name: '内网',
            url,
            pushReadings: true,
            pushAlarms: false,
            enabled: true,
            timeoutSeconds: 5,
            batchSize: 10,
            maxBodyKb: 64,
            departmentId: mine.departmentId,
          },
          { token: admin },
        );
        expect(res.body.code).toBe(0);
        expect(res.body.message).toBe('该地址是内网或本机地址，服务器不允许推送到这里');
      }
    } finally {
      await strict.close();
    }
    // An endpoint saved while allowed is still not sent to by a server that does not allow it.
    const e = await addEndpoint(admin, { url: receiver.url('/private'), departmentId: mine.departmentId });
    await insertReadings(mine, 2);
    const server = createDockingPlatform({
      db: t.db,
      now: () => now,
      random: () => 0.5,
      allowPrivate: false,
      dataDir: undefined,
      settleMs: 0,
    });
    platforms.push(server);
    await server.runOnce();
    expect(receiver.requests.filter((r) => r.path === '/private')).toHaveLength(0);
    expect((await endpointRow(e.id)).last_status).toMatch(/address not allowed: 127\.0\.0\.1/);
  });

  it('refuses a bad address with a translated message and writes nothing', async () => {
    const before = await t.db
      .selectFrom('docking_endpoints')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await callJson(
      t.app,
      'dockingEndpointAdd',
      {
        name: '坏地址',
        url: 'javascript:alert(1)',
        pushReadings: true,
        pushAlarms: false,
        enabled: true,
        timeoutSeconds: 5,
        batchSize: 10,
        maxBodyKb: 64,
        departmentId: mine.departmentId,
      },
      { token: admin, lang: 'en-US' },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('http://');
    const after = await t.db
      .selectFrom('docking_endpoints')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
