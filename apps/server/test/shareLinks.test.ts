import { resources } from '@roadwatch/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

/**
 * Share links: made in the console's scope, opened by token alone, reaching only their own targets and window,
 * invalid once disabled or expired; the public calls are rate-limited per address.
 */
let t: TestApp;
let now = Date.now();
let admin = '';
let other = '';
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => now } });
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
}, 120_000);
afterAll(() => t.close());

async function companyOf(userName: string): Promise<number> {
  const u = await t.db
    .selectFrom('users')
    .select('company_id')
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
  return u.company_id;
}

async function locatedVehicles(companyId: number) {
  return t.db
    .selectFrom('vehicles as v')
    .innerJoin('vehicle_states as s', 's.vehicle_id', 'v.id')
    .select(['v.id', 'v.plate', 's.lon', 's.lat'])
    .where('v.company_id', '=', companyId)
    .where('s.lon', 'is not', null)
    .orderBy('v.id')
    .execute();
}

async function createLink(
  token: string,
  body: Record<string, unknown>,
): Promise<{ id: number; token: string }> {
  const added = await callJson(t.app, 'shareLinkAdd', body, { token });
  expect(added.body.message).toBe('');
  const id = (added.body.result as { id: number }).id;
  const address = await callJson(t.app, 'shareLinkAddress', { id: String(id) }, { token });
  const path = (address.body.result as { path: string }).path;
  expect(path).toMatch(/^\/share\/[A-Za-z0-9_-]{43}$/);
  return { id, token: path.slice('/share/'.length) };
}

const view = (token: string, remoteAddress = '10.0.0.1') =>
  callJson(t.app, 'shareView', { token }, { remoteAddress });

describe('share links', () => {
  it('shows the shared vehicle’s stored position, and nothing of another vehicle or company', async () => {
    const mine = await locatedVehicles(await companyOf('admin'));
    const theirs = await locatedVehicles(await companyOf('other_admin'));
    const [shared, notShared] = mine;
    const link = await createLink(admin, {
      scene: 'vehicle',
      targetIds: [shared!.id],
      sharedData: ['position', 'track'],
      historyHours: 48,
      validity: '1',
    });
    const stored = await t.db
      .selectFrom('share_links')
      .select(['token_hash', 'token_sealed'])
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(link.token);

    const res = await view(link.token);
    expect(res.body.code).toBe(1);
    const result = res.body.result as Extract<typeof res.body.result, { valid: true }>;
    expect(result.valid).toBe(true);
    expect(result.vehicles.map((v) => [v.plate, v.lon, v.lat])).toEqual([
      [shared!.plate, shared!.lon, shared!.lat],
    ]);
    expect(result.vehicles[0]!.placeName).not.toBe('');

    const track = await callJson(t.app, 'shareTrack', { token: link.token, vehicleId: String(shared!.id) });
    const points = (track.body.result as { points: { time: number }[] }).points;
    expect(points.length).toBeGreaterThan(0);
    expect(points.every((p) => p.time >= now - 48 * HOUR && p.time <= now)).toBe(true);
    for (const outsider of [notShared!.id, theirs[0]!.id]) {
      const refused = await callJson(t.app, 'shareTrack', { token: link.token, vehicleId: String(outsider) });
      expect(refused.body.result).toEqual({ valid: true, points: [] });
    }
  });

  it('refuses targets outside the caller’s company and writes nothing', async () => {
    const theirs = await locatedVehicles(await companyOf('other_admin'));
    const before = await t.db.selectFrom('share_links').select(t.db.fn.countAll().as('n')).executeTakeFirst();
    const res = await callJson(
      t.app,
      'shareLinkAdd',
      {
        scene: 'vehicle',
        targetIds: [theirs[0]!.id],
        sharedData: ['position'],
        historyHours: 1,
        validity: '1',
      },
      { token: admin, lang: 'en-US' },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.message).toBe(resources['en-US'].errors.shareTargetNotFound);
    const after = await t.db.selectFrom('share_links').select(t.db.fn.countAll().as('n')).executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('offers only the caller’s own vehicles and warehouses', async () => {
    const mine = await t.db
      .selectFrom('sites')
      .select('id')
      .where('company_id', '=', await companyOf('admin'))
      .where('kind', '=', 'warehouse')
      .execute();
    const offered = await callJson(t.app, 'shareTargetOptions', { scene: 'warehouse' }, { token: admin });
    expect((offered.body.result as { id: number }[]).map((o) => o.id).sort()).toEqual(
      mine.map((m) => m.id).sort(),
    );
    const vehicles = await callJson(t.app, 'shareTargetOptions', { scene: 'vehicle' }, { token: other });
    const theirs = await locatedVehicles(await companyOf('admin'));
    const ids = new Set((vehicles.body.result as { id: number }[]).map((o) => o.id));
    expect(theirs.some((v) => ids.has(v.id))).toBe(false);
  });

  it('keeps another company from reading the address or disabling the link', async () => {
    const [v] = await locatedVehicles(await companyOf('admin'));
    const link = await createLink(admin, {
      scene: 'vehicle',
      targetIds: [v!.id],
      sharedData: ['position'],
      historyHours: 1,
      validity: 'permanent',
    });
    expect(
      (await callJson(t.app, 'shareLinkAddress', { id: String(link.id) }, { token: other })).body.code,
    ).toBe(0);
    expect((await callJson(t.app, 'shareLinkDisable', { id: link.id }, { token: other })).body.code).toBe(0);
    expect(((await view(link.token)).body.result as { valid: boolean }).valid).toBe(true);
  });

  it('says invalid once disabled (for good) and once expired', async () => {
    const [v] = await locatedVehicles(await companyOf('admin'));
    const body = { scene: 'vehicle', targetIds: [v!.id], sharedData: ['position'], historyHours: 1 };
    const disabled = await createLink(admin, { ...body, validity: 'permanent' });
    const res = await callJson(t.app, 'shareLinkDisable', { id: disabled.id }, { token: admin });
    expect(res.body.code).toBe(1);
    expect((await view(disabled.token)).body.result).toEqual({ valid: false });
    const again = await callJson(
      t.app,
      'shareLinkDisable',
      { id: disabled.id },
      { token: admin, lang: 'en-US' },
    );
    expect(again.body.message).toBe(resources['en-US'].errors.shareLinkDisabled);
    const listed = await callJson(t.app, 'shareLinkDetail', { id: String(disabled.id) }, { token: admin });
    expect((listed.body.result as { disabledTime: number | null }).disabledTime).toBe(now);

    const custom = await createLink(admin, { ...body, validity: 'custom', customHours: 2 });
    expect(((await view(custom.token)).body.result as { valid: boolean }).valid).toBe(true);
    now += 2 * HOUR;
    expect((await view(custom.token)).body.result).toEqual({ valid: false });
    expect(
      (await callJson(t.app, 'shareTrack', { token: custom.token, vehicleId: String(v!.id) })).body.result,
    ).toEqual({ valid: false });
  });

  it('shows a shared warehouse’s latest stored temperatures', async () => {
    const company = await companyOf('admin');
    const site = await t.db
      .selectFrom('sites')
      .select(['id', 'name'])
      .where('company_id', '=', company)
      .where('kind', '=', 'warehouse')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const link = await createLink(admin, {
      scene: 'warehouse',
      targetIds: [site.id],
      sharedData: ['temperature'],
      historyHours: 240,
      validity: '7',
    });
    const result = (await view(link.token)).body.result as Extract<
      Awaited<ReturnType<typeof view>>['body']['result'],
      { valid: true }
    >;
    expect(result.warehouses.map((w) => w.name)).toEqual([site.name]);
    const probe = await t.db
      .selectFrom('temp_points as p')
      .innerJoin('temp_readings as r', 'r.point_id', 'p.id')
      .select(['p.name', 'r.value_c', 'r.time'])
      .where('p.site_id', '=', site.id)
      .orderBy('r.time', 'desc')
      .executeTakeFirstOrThrow();
    const shown = result.warehouses[0]!.temperatures.find((x) => x.name === probe.name);
    expect(shown).toMatchObject({ valueC: probe.value_c, time: Number(probe.time) });
  });

  it('explains bad input in the caller’s language', async () => {
    const [v] = await locatedVehicles(await companyOf('admin'));
    const res = await callJson(
      t.app,
      'shareLinkAdd',
      { scene: 'vehicle', targetIds: [v!.id], sharedData: ['position'], historyHours: 1, validity: 'custom' },
      { token: admin, lang: 'zh-CN' },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(resources['zh-CN'].validation.required);
    const scene = await callJson(
      t.app,
      'shareLinkAdd',
      { scene: 'warehouse', targetIds: [1], sharedData: ['position'], historyHours: 1, validity: '1' },
      { token: admin, lang: 'en-US' },
    );
    expect(scene.body.message).toContain(resources['en-US'].validation.shareContentScene);
  });

  it('limits public calls per address and lets the address back after a minute', async () => {
    now += 10 * 60_000;
    const token = 'B'.repeat(43);
    for (let i = 0; i < 120; i += 1) expect((await view(token, '10.9.9.9')).status).toBe(200);
    const refused = await view(token, '10.9.9.9');
    expect(refused.status).toBe(429);
    expect((await view(token, '10.9.9.8')).status).toBe(200);
    now += 60_000;
    expect((await view(token, '10.9.9.9')).status).toBe(200);
  });
});

describe('places', () => {
  it('names a point from the gazetteer, finds places by name, and has no navigation without AMap', async () => {
    const geo = await callJson(t.app, 'geoInfo', { lon: 121.4737, lat: 31.2304 }, { token: admin });
    expect(geo.body.result).toMatchObject({ province: '上海市', source: 'gazetteer' });
    const city = await callJson(
      t.app,
      'getCity',
      { lon: 113.2644, lat: 23.1291 },
      { token: admin, lang: 'en-US' },
    );
    expect(city.body.result).toMatchObject({ city: 'Guangzhou' });
    const found = await callJson(t.app, 'wordfind', { keyword: '浦东' }, { token: admin });
    const hit = (found.body.result as { name: string; lon: number; lat: number }[])[0];
    expect(hit?.name).toBe('浦东新区');
    const back = await callJson(t.app, 'geoInfo', { lon: hit!.lon, lat: hit!.lat }, { token: admin });
    expect((back.body.result as { county: string }).county).toBe('浦东新区');
    const empty = await callJson(t.app, 'wordfind', { keyword: '  ' }, { token: admin, lang: 'en-US' });
    expect(empty.body.message).toContain(resources['en-US'].validation.searchContent);
    const nav = await callJson(
      t.app,
      'navigation',
      { start: { lon: 121.47, lat: 31.23 }, end: { lon: 121.5, lat: 31.2 }, strategy: 'shortest' },
      { token: admin, lang: 'en-US' },
    );
    expect(nav.body).toMatchObject({ code: 0, message: resources['en-US'].errors.noNavigationData });
  });
});
