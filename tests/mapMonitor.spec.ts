import { LANG_COOKIE, LIMITS, TEST_IDS, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { specFromRecord, startSimulator, type Simulator } from '@roadwatch/simulator';
import type { Page } from '@playwright/test';
import { connectDatabase, type Database } from '../apps/server/src/db/connect';
import { e2eBaseUrl, e2eDataDir, e2eGatewayPort } from './fixtures/e2eEnv';
import { LoginPage } from './fixtures/LoginPage';
import { startOwnTerminal, type OwnTerminal } from './fixtures/ownTerminal';
import { expect, test } from './fixtures/test';

const ids = TEST_IDS.liveMap;
const tree = TEST_IDS.vehicleTree;
/** Vehicles added to the second company so its map has more than 200 located ones (clustering). */
const EXTRA = LIMITS.clusterAboveVehicles + 40;
const EXTRA_PLATE = (i: number) => `琼E${String(i).padStart(5, '0')}`;

test.use({ viewport: { width: 1600, height: 900 } });

let db: Database;
let sim: Simulator | null = null;
let mover: OwnTerminal | null = null;

test.beforeAll(async () => {
  const dataDir = e2eDataDir();
  db = connectDatabase({ dataDir });
});

test.afterAll(async () => {
  await mover?.stop();
  await sim?.stop();
  await db?.destroy();
});

async function signIn(page: Page, lang: Language, userName: string): Promise<void> {
  const origin = new URL(e2eBaseUrl()).origin;
  await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: origin }]);
  await new LoginPage(page).loginAs(userName);
}

interface PageMap {
  stats: {
    located: number;
    marks: number;
    clustered: boolean;
    zoom: number;
    passing: number[] | null;
  } | null;
  positions: [number, number, number][];
}

/** What the live map holds now (the controller the page exposes for tests). */
function readMap(page: Page): Promise<PageMap> {
  return page.evaluate(`(() => {
    const c = window.__roadwatchLiveMap;
    if (!c) return { stats: null, positions: [] };
    const s = c.lastStats;
    return {
      stats: s && { located: s.located, marks: s.marks, clustered: s.clustered, zoom: s.zoom,
        passing: s.passing ? [...s.passing] : null },
      positions: c.lastMarks.filter((m) => m.kind === 'vehicle').map((m) => [m.id, m.lon, m.lat]),
    };
  })()`);
}

async function openMap(page: Page, path = '/mapMonitor'): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId(ids.mapState)).toHaveAttribute('data-provider', 'offline');
  await expect
    .poll(async () => (await readMap(page)).stats?.located ?? 0, { timeout: 30_000 })
    .toBeGreaterThan(0);
}

test('the live map shows the fleet moving, the alarm filter and a card that matches the stored report', async ({
  page,
  snap,
}) => {
  test.setTimeout(120_000);
  const words = resources['zh-CN'].monitor;
  // A vehicle sent out now, so one is on the road whatever the hour of the run.
  mover = await startOwnTerminal({ plate: '沪A·MV001', phone: '013900009904', state: 'driving' });
  await signIn(page, 'zh-CN', 'admin');
  await openMap(page);
  await expect(page.getByTestId(ids.offlineNote)).toHaveText(words.map.offlineNote);
  await expect(page.getByTestId(tree.root)).toHaveAttribute('data-state', 'ready');

  // Two looks at the map: at least one vehicle has moved (its terminal reported a new position).
  const first = new Map((await readMap(page)).positions.map(([id, lon, lat]) => [id, `${lon},${lat}`]));
  await expect
    .poll(
      async () =>
        (await readMap(page)).positions.some(([id, lon, lat]) => {
          const before = first.get(id);
          return before !== undefined && before !== `${lon},${lat}`;
        }),
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true);
  await snap('zh-CN-fleet');

  // The alarm filter: only vehicles with an open (unprocessed) alarm, on the map and in the tree.
  await page.getByTestId(ids.filter).getByText(words.filters.alarm, { exact: true }).click();
  await expect.poll(async () => (await readMap(page)).stats?.passing !== null).toBe(true);
  const passing = (await readMap(page)).stats?.passing ?? [];
  expect(passing.length).toBeGreaterThan(0);
  const open = await db
    .selectFrom('alarms')
    .select('vehicle_id')
    .distinct()
    .where('company_id', '=', 1)
    .where('alarm_class', '=', 1)
    .where('handle_status', '=', 0)
    .where('vehicle_id', 'in', passing)
    .execute();
  expect(new Set(open.map((r) => r.vehicle_id))).toEqual(new Set(passing));
  await expect(page.getByTestId(tree.root)).toHaveAttribute('data-count', String(passing.length));
  await expect.poll(async () => (await readMap(page)).stats?.marks).toBeLessThanOrEqual(passing.length);
  await snap('zh-CN-alarm-filter');
  await page.getByTestId(ids.filter).getByText(words.filters.all, { exact: true }).click();

  // Follow a located, online vehicle (as the header search does): the card shows its latest stored report.
  const target = await db
    .selectFrom('vehicle_states as s')
    .innerJoin('vehicles as v', 'v.id', 's.vehicle_id')
    .select(['v.id', 'v.plate'])
    .where('v.company_id', '=', 1)
    .where('s.online', '=', 1)
    .where('s.lon', 'is not', null)
    .orderBy('v.id')
    .executeTakeFirstOrThrow();
  await openMap(page, `/proVehicleMonitor?vehicleId=${target.id}`);
  const card = page.getByTestId(ids.card);
  await expect(card.getByTestId(ids.cardPlate)).toHaveText(target.plate);
  await expect(async () => {
    const stored = await db
      .selectFrom('vehicle_states')
      .select(['speed_kmh', 'lon', 'lat'])
      .where('vehicle_id', '=', target.id)
      .executeTakeFirstOrThrow();
    const place = await page.evaluate(
      async ([lon, lat]) =>
        (await (await fetch(`/api/place/fetchPositionByLonLat?lon=${lon}&lat=${lat}`)).json()) as {
          result: { placeName: string };
        },
      [stored.lon, stored.lat],
    );
    await expect(card.getByTestId(ids.cardSpeed)).toHaveAttribute('data-value', String(stored.speed_kmh), {
      timeout: 1_000,
    });
    await expect(card.getByTestId(ids.cardPlace)).toHaveText(place.result.placeName, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const track = await card.getByTestId(ids.cardTrack).getAttribute('href');
  expect(track).toMatch(new RegExp(`^/trackPlayback\\?vid=${target.id}&bTime=\\d+&eTime=\\d+$`));
  await snap('zh-CN-card');

  // Place search on the map: a county centres the map on it; a route from the followed vehicle needs AMap, so the
  // offline installation says there is no navigation data.
  const places = page.getByTestId(ids.places);
  await places.getByTestId(TEST_IDS.places.input).locator('input').fill('浦东');
  await places.getByTestId(TEST_IDS.places.input).locator('input').press('Enter');
  await places.getByTestId(TEST_IDS.places.result(0)).click();
  await expect(places).toContainText('浦东新区');
  await expect
    .poll(async () => Number(await page.getByTestId(ids.mapState).getAttribute('data-zoom')))
    .toBeGreaterThanOrEqual(10);
  await places.getByTestId(ids.planRoute).click();
  await expect(page.locator('.ant-message')).toContainText('没有导航数据');

  // The map type is the user's setting: chosen here, saved, and the map comes back (still the offline one, no key).
  const before = await db
    .selectFrom('users')
    .select('default_map_type')
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  const other = before.default_map_type === 1 ? 2 : 1;
  const otherName = resources['zh-CN'].personalize.map.names[other === 1 ? 'GMap' : 'BMap'];
  await page.getByTestId(ids.mapType).click();
  const saved = page.waitForResponse((r) => r.url().includes('/saveDefaultMapType'));
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: otherName })
    .click();
  expect((await (await saved).json()) as unknown).toMatchObject({ code: 1 });
  await expect
    .poll(
      async () =>
        (
          await db
            .selectFrom('users')
            .select('default_map_type')
            .where('user_name', '=', 'admin')
            .executeTakeFirstOrThrow()
        ).default_map_type,
    )
    .toBe(other);
  await expect(page.getByTestId(ids.offlineNote)).toBeVisible();
  await expect.poll(async () => (await readMap(page)).stats?.located ?? 0).toBeGreaterThan(0);
});

/** Adds EXTRA vehicles to the second company and connects their simulated terminals to the real gateway. */
async function growSecondCompany(): Promise<void> {
  const root = await db
    .selectFrom('departments')
    .select('id')
    .where('company_id', '=', 2)
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const existing = await db.selectFrom('vehicles').select('id').where('plate', '=', EXTRA_PLATE(0)).execute();
  if (existing.length === 0) {
    await db
      .insertInto('vehicles')
      .values(
        Array.from({ length: EXTRA }, (_, i) => ({
          company_id: 2,
          department_id: root.id,
          plate: EXTRA_PLATE(i),
          terminal_phone: `0177${String(i).padStart(8, '0')}`,
          terminal_model: 'GT-1013',
          protocol_version: 2013,
          auth_code: `E2EMAP${String(i).padStart(6, '0')}`,
          created_at: now,
        })),
      )
      .execute();
    // Their terminals, so the vehicle pickers (which list monitorable vehicles only) offer them too.
    const added = await db
      .selectFrom('vehicles')
      .select(['id', 'terminal_phone'])
      .where('company_id', '=', 2)
      .where('plate', 'like', '琼E%')
      .execute();
    await db
      .insertInto('terminals')
      .values(
        added.map((v) => ({
          company_id: 2,
          department_id: root.id,
          vehicle_id: v.id,
          phone: v.terminal_phone,
          model: 'GT-1013',
          created_at: now,
        })),
      )
      .execute();
  }
  const rows = await db
    .selectFrom('vehicles')
    .select(['id', 'plate', 'terminal_phone'])
    .where('plate', 'like', '琼E%')
    .where('company_id', '=', 2)
    .orderBy('id')
    .execute();
  const specs = rows.map((r, i) =>
    specFromRecord({
      vehicleId: r.id,
      phone: r.terminal_phone ?? '',
      plate: r.plate,
      plateColor: 2,
      protocolVersion: 2013,
      terminalModel: 'GT-1013',
      vehicleType: 'H21',
      refrigerated: false,
      speedLimitKmh: 80,
      fuelPer100Km: 20,
      probes: [],
      // Side by side in Haikou, engines on (so they report every few seconds), so they fall into clusters.
      last: {
        lon: 110.3 + (i % 15) * 0.01,
        lat: 20.0 + Math.floor(i / 15) * 0.01,
        acc: false,
        mileageKm: 100,
        directionDeg: 0,
        gpsTime: now - 60_000,
      },
    }),
  );
  sim = startSimulator({ port: e2eGatewayPort(), vehicles: specs, seed: 15 });
  await sim.whenOnline(specs.length, 60_000);
  // Each reports its position now (an ACC change is reported at once), not only at its next scheduled report.
  for (const v of sim.vehicles) sim.setAcc(v.phone, true);
  // Their positions are stored (what the map's first snapshot reads) before the map opens.
  await expect
    .poll(
      async () =>
        Number(
          (
            await db
              .selectFrom('vehicle_states as s')
              .innerJoin('vehicles as v', 'v.id', 's.vehicle_id')
              .select((eb) => eb.fn.countAll().as('n'))
              .where('v.plate', 'like', '琼E%')
              .where('s.lon', 'is not', null)
              .executeTakeFirstOrThrow()
          ).n,
        ),
      { timeout: 60_000 },
    )
    .toBe(rows.length);
}

test('clusters above 200 located vehicles list their plates and zoom in on a click; tracking refuses a 21st', async ({
  page,
  snap,
}) => {
  test.setTimeout(150_000);
  const words = resources['en-US'].monitor;
  await growSecondCompany();
  await signIn(page, 'en-US', 'other_admin');
  await openMap(page);
  await expect(page.getByTestId(ids.offlineNote)).toHaveText(words.map.offlineNote);
  await expect
    .poll(async () => (await readMap(page)).stats?.located ?? 0, { timeout: 60_000 })
    .toBeGreaterThan(LIMITS.clusterAboveVehicles);
  await expect(page.getByTestId(ids.mapState)).toHaveAttribute('data-clustered', '1');
  await snap('en-US-clusters');

  // The biggest cluster: its tooltip names its first plates and how many more.
  const cluster = (await page.evaluate(`(() => {
    const c = window.__roadwatchLiveMap;
    const m = [...c.lastMarks].filter((m) => m.kind === 'cluster').sort((a, b) => b.count - a.count)[0];
    return m && { count: m.count, tooltip: m.tooltip, pixel: c.view.pixelOf(m.lon, m.lat) };
  })()`)) as { count: number; tooltip: string[]; pixel: [number, number] } | undefined;
  if (!cluster) throw new Error('no cluster drawn');
  const box = await page.getByTestId(ids.map).boundingBox();
  if (!box) throw new Error('map not laid out');
  const at = { x: box.x + cluster.pixel[0], y: box.y + cluster.pixel[1] };
  await page.mouse.move(at.x, at.y);
  const tooltip = page.locator('.rw-live-map-tooltip');
  await expect(tooltip).toBeVisible();
  // Exactly the cluster's own plates (sorted, the first ten), then "and k more" for the rest.
  const lines = (await tooltip.innerText()).split('\n').map((l) => l.trim());
  expect(lines).toEqual(cluster.tooltip);
  const plates = lines.slice(0, Math.min(10, cluster.count));
  expect(plates).toEqual([...plates].sort());
  expect(plates.every((p) => /^[\u4e00-\u9fa5][A-Z][A-Z0-9]{5,6}$/.test(p))).toBe(true);
  if (cluster.count > 10)
    expect(lines.at(-1)).toBe(words.map.more.replace('{{count}}', String(cluster.count - 10)));
  await snap('en-US-cluster-tooltip');
  const zoomBefore = (await readMap(page)).stats?.zoom ?? 0;
  await page.mouse.click(at.x, at.y);
  await expect.poll(async () => (await readMap(page)).stats?.zoom ?? 0).toBeGreaterThan(zoomBefore + 0.5);
  await snap('en-US-zoomed');

  // Multi-vehicle tracking: ticking everything (over 20) is refused; one vehicle is followed on the map.
  await page.goto('/multiVehicleTracking');
  await expect(page.getByTestId(tree.root)).toHaveAttribute('data-state', 'ready');
  await page.locator('.rw-vehicle-tree-footer .ant-checkbox-input').click();
  await expect(page.getByText(words.tracking.tooMany.replace('{{max}}', '20'))).toBeVisible();
  await expect(page.getByTestId(ids.trackingCount)).toHaveAttribute('data-count', '0');
  await page.getByTestId(tree.search).locator('input').fill(EXTRA_PLATE(3));
  await page
    .locator(`[data-testid="${tree.row}"][data-kind="vehicle"] [data-testid="${tree.check}"]`)
    .first()
    .click();
  await expect(page.getByTestId(ids.trackingCount)).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId(ids.map)).toHaveAttribute('data-marks', '1', { timeout: 30_000 });
  await snap('en-US-multi-tracking');
});
