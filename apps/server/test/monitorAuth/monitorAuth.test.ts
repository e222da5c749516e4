import { createPrivateKey, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { MONITOR_AUTH_LIMITS, monitorAuthSigningText, type MonitorAuthPositions } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { apiOf, NOW, vehiclesOf } from '../fleetCost/fleetCostWorld';

/**
 * Monitoring authorisations: a third party holding the private key reads exactly the shared vehicle's positions in
 * the shared window through the signed public call, and nothing else — bad signatures, replayed nonces, stale
 * timestamps, expired or disabled authorisations and periods outside the window are refused. The form's rules hold
 * on the server, the private key is never stored, and another company can neither see nor touch the rows.
 */
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
let now = NOW;
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let admin = '';
let other = '';
let vehicleA = 0;
let vehicleB = 0;
let otherVehicle = 0;

const WINDOW = { startTime: NOW - 3 * HOUR, endTime: NOW - HOUR };
/** Positions of A every 10 minutes from 4 h to 30 min before NOW; B in the window too. */
const TIMES = Array.from({ length: 22 }, (_, i) => NOW - 4 * HOUR + i * 10 * MIN);

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => now } });
  api = apiOf(t);
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  [vehicleA = 0, vehicleB = 0] = await vehiclesOf(t, 1, 2);
  [otherVehicle = 0] = await vehiclesOf(t, 2, 1);
  await t.db
    .deleteFrom('track_points')
    .where('vehicle_id', 'in', [vehicleA, vehicleB])
    .where('gps_time', '>=', NOW - DAY)
    .where('gps_time', '<=', NOW + DAY)
    .execute();
  const point = (vehicle_id: number, gps_time: number, i: number) => ({
    vehicle_id,
    gps_time,
    lon: 121 + i / 100,
    lat: 31 + i / 100,
    speed_kmh: 40 + i,
    direction: 90,
    mileage_km: 1000 + i,
    acc: 1,
  });
  await t.db
    .insertInto('track_points')
    .values([
      ...TIMES.map((time, i) => point(vehicleA, time, i)),
      ...TIMES.map((time, i) => point(vehicleB, time, i)),
    ])
    .execute();
}, 120_000);
afterAll(() => t.close());

interface Created {
  id: number;
  accessId: string;
  privateKey: string;
}

async function create(extra: Record<string, unknown> = {}, token = admin): Promise<Created> {
  const res = await api(token, 'monitorAuthAdd', {
    vehicleId: vehicleA,
    ...WINDOW,
    effectiveDays: 7,
    ...extra,
  });
  expect(res.message).toBe('');
  expect(res.code).toBe(1);
  return res.result as Created;
}

const keyOf = (privateKey: string) =>
  createPrivateKey({ key: Buffer.from(privateKey, 'base64'), format: 'der', type: 'pkcs8' });

/** The call a third party makes: signed with `privateKey`, a fresh nonce unless given. */
async function read(
  auth: Created,
  opts: { from?: number; to?: number; timestamp?: number; nonce?: string; key?: string; lang?: string } = {},
) {
  const timestamp = opts.timestamp ?? now;
  const nonce = opts.nonce ?? randomBytes(12).toString('base64url');
  const text = monitorAuthSigningText({
    accessId: auth.accessId,
    timestamp,
    nonce,
    from: opts.from,
    to: opts.to,
  });
  const signature = sign(null, Buffer.from(text), keyOf(opts.key ?? auth.privateKey)).toString('base64');
  const input: Record<string, unknown> = { accessId: auth.accessId, timestamp, nonce, signature };
  if (opts.from !== undefined) input.from = opts.from;
  if (opts.to !== undefined) input.to = opts.to;
  const res = await call(t.app, 'monitorAuthPositions', input, { lang: (opts.lang ?? 'zh-CN') as 'zh-CN' });
  const body = res.json() as { code: number; message: string; result: MonitorAuthPositions | null };
  return { status: res.statusCode, ...body };
}

const count = async () =>
  Number(
    (
      await t.db
        .selectFrom('monitor_auths')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a third party with the key', () => {
  it('reads exactly the shared vehicle’s positions in the window, oldest first', async () => {
    const auth = await create();
    const res = await read(auth);
    expect(res.status).toBe(200);
    expect(res.result?.positions.map((p) => p.time)).toEqual(
      TIMES.filter((time) => time >= WINDOW.startTime && time <= WINDOW.endTime),
    );
    expect(res.result?.positions[0]).toMatchObject({ lon: 121.06, lat: 31.06, speed: 46 });
    expect(res.result?.more).toBe(false);
    expect(res.result?.plateNumber).toBeTruthy();
  });

  it('reads a part of the window and is refused a period reaching outside it', async () => {
    const auth = await create();
    const part = await read(auth, { from: NOW - 2 * HOUR, to: NOW - 90 * MIN });
    expect(part.result?.positions.map((p) => p.time)).toEqual(
      TIMES.filter((time) => time >= NOW - 2 * HOUR && time <= NOW - 90 * MIN),
    );
    for (const period of [
      { from: WINDOW.startTime - 1 },
      { to: WINDOW.endTime + 1 },
      { from: NOW - 2 * HOUR, to: NOW - 3 * HOUR + MIN },
    ]) {
      const res = await read(auth, period);
      expect(res.status).toBe(400);
      expect(res.message).toBe('请求的时间段超出授权的时间范围');
    }
  });

  it('is refused with another key, a changed request, a replayed nonce or a stale timestamp', async () => {
    const auth = await create();
    const stranger = generateKeyPairSync('ed25519')
      .privateKey.export({ format: 'der', type: 'pkcs8' })
      .toString('base64');
    const foreign = await read(auth, { key: stranger, lang: 'en-US' });
    expect(foreign.status).toBe(403);
    expect(foreign.message).toMatch(/signature does not match/);
    expect(foreign.result).toBeNull();

    // Signed for the whole window, sent asking for a part: the signature no longer matches.
    const nonce = randomBytes(12).toString('base64url');
    const text = monitorAuthSigningText({ accessId: auth.accessId, timestamp: now, nonce });
    const signature = sign(null, Buffer.from(text), keyOf(auth.privateKey)).toString('base64');
    const changed = await call(t.app, 'monitorAuthPositions', {
      accessId: auth.accessId,
      timestamp: now,
      nonce,
      signature,
      from: NOW - 2 * HOUR,
    });
    expect(changed.statusCode).toBe(403);

    const first = await read(auth, { nonce: 'nonce-used-once' });
    expect(first.status).toBe(200);
    const again = await read(auth, { nonce: 'nonce-used-once' });
    expect(again.status).toBe(403);
    expect(again.message).toBe('该随机数已使用过，请为每次请求生成新的随机数');

    const skew = MONITOR_AUTH_LIMITS.timestampSkewMs;
    expect((await read(auth, { timestamp: now - skew })).status).toBe(200);
    expect((await read(auth, { timestamp: now + skew })).status).toBe(200);
    const stale = await read(auth, { timestamp: now - skew - 1 });
    expect(stale.status).toBe(403);
    expect(stale.message).toBe('请求时间戳与服务器时间相差超过5分钟');
    expect((await read(auth, { timestamp: now + skew + 1 })).status).toBe(403);

    const unknown = await read({ ...auth, accessId: 'A'.repeat(32) });
    expect(unknown.status).toBe(403);
  });

  it('is refused once the address has expired or the authorisation is disabled', async () => {
    const auth = await create({ effectiveDays: 1 });
    now = NOW + DAY - 1;
    expect((await read(auth)).status).toBe(200);
    now = NOW + DAY;
    const expired = await read(auth);
    expect(expired.status).toBe(403);
    expect(expired.message).toBe('授权无效：访问标识不存在、已过期、已停用或签名不符');
    now = NOW;

    const second = await create();
    expect((await api(admin, 'monitorAuthDisable', { ids: [second.id] })).code).toBe(1);
    expect((await read(second)).status).toBe(403);
    const list = await api(admin, 'monitorAuthList', { curPage: 1, pageSize: 100, state: 'disabled' });
    const rows = (list.result as { data: { id: number; state: string }[] }).data;
    expect(rows.map((r) => r.id)).toEqual([second.id]);
  });

  it('gets at most the allowed calls per minute on one address', async () => {
    const auth = await create();
    for (let i = 0; i < MONITOR_AUTH_LIMITS.callsPerMinute; i += 1)
      expect((await read(auth)).status).toBe(200);
    const over = await read(auth);
    expect(over.status).toBe(429);
    expect(over.message).toBe('调用过于频繁，请稍后再试');
  });
});

describe('creating an authorisation', () => {
  it('keeps the public key only and answers the private key once', async () => {
    const auth = await create();
    expect(auth.privateKey.length).toBeGreaterThan(40);
    const row = await t.db
      .selectFrom('monitor_auths')
      .selectAll()
      .where('id', '=', auth.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(auth.privateKey);
    expect(row.expires_at).toBe(NOW + 7 * DAY);
    expect(row.created_at).toBe(NOW);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('resource', '=', 'tmsMonitorAuth')
      .execute();
    expect(audit.map((a) => a.detail).join('')).not.toContain(auth.privateKey);
    const detail = await api(admin, 'monitorAuthDetail', { id: String(auth.id) });
    expect(JSON.stringify(detail.result)).not.toContain(auth.privateKey);
    expect(detail.result).toMatchObject({ accessId: auth.accessId, state: 'valid', effectiveDays: 7 });
  });

  it('refuses a window shorter than 60 s, not after its start, or outside the last 30 days', async () => {
    const before = await count();
    const bad = async (extra: Record<string, unknown>) =>
      api(admin, 'monitorAuthAdd', { vehicleId: vehicleA, ...WINDOW, effectiveDays: 7, ...extra }, 'en-US');
    const short = await bad({ endTime: WINDOW.startTime + 59_999 });
    expect(short.status).toBe(400);
    expect(short.message).toMatch(/at least 60 seconds/);
    expect((await bad({ endTime: WINDOW.startTime })).status).toBe(400);
    expect((await bad({ endTime: WINDOW.startTime - 1 })).status).toBe(400);
    expect((await bad({ startTime: undefined })).status).toBe(400);
    expect((await bad({ endTime: undefined })).status).toBe(400);
    const old = await bad({ startTime: NOW - 30 * DAY - 1 });
    expect(old.code).toBe(0);
    expect(old.message).toBe('Start and end must lie within the last 30 days and not after now');
    expect((await bad({ endTime: NOW + 1 })).code).toBe(0);
    expect(await count()).toBe(before);

    await create({ endTime: WINDOW.startTime + 60_000 });
    await create({ startTime: NOW - 30 * DAY, endTime: NOW });
    expect(await count()).toBe(before + 2);
  });

  it('takes effective days from 1 to 999, whole and present', async () => {
    const before = await count();
    for (const effectiveDays of [0, 1000, 1.5, -1, undefined, '7'])
      expect(
        (await api(admin, 'monitorAuthAdd', { vehicleId: vehicleA, ...WINDOW, effectiveDays })).status,
      ).toBe(400);
    expect(await count()).toBe(before);
    await create({ effectiveDays: 1 });
    await create({ effectiveDays: 999 });
  });
});

describe('another company', () => {
  it('neither sees, disables, deletes nor authorises this company’s vehicles', async () => {
    const auth = await create();
    const theirs = await api(other, 'monitorAuthList', { curPage: 1, pageSize: 100 });
    const ids = (theirs.result as { data: { id: number }[] }).data.map((r) => r.id);
    expect(ids).not.toContain(auth.id);
    expect((await api(other, 'monitorAuthDetail', { id: String(auth.id) })).code).toBe(0);
    expect((await api(other, 'monitorAuthDisable', { ids: [auth.id] })).code).toBe(0);
    expect((await api(other, 'monitorAuthDelete', { ids: [auth.id] })).code).toBe(0);
    expect((await read(auth)).status).toBe(200);
    const foreign = await api(other, 'monitorAuthAdd', { vehicleId: vehicleA, ...WINDOW, effectiveDays: 7 });
    expect(foreign.code).toBe(0);
    // Their own authorisation shares their own vehicle only.
    const own = await create({ vehicleId: otherVehicle }, other);
    const res = await read(own);
    expect(res.status).toBe(200);
    const plate = await t.db
      .selectFrom('vehicles')
      .select('plate')
      .where('id', '=', otherVehicle)
      .executeTakeFirstOrThrow();
    expect(res.result?.plateNumber).toBe(plate.plate);
    expect(res.result?.positions.some((p) => p.lon === 121.06 && p.time === TIMES[6])).toBe(false);
  });
});
