import { createPrivateKey, randomBytes, sign } from 'node:crypto';
import {
  LANG_COOKIE,
  TEST_IDS,
  monitorAuthSigningText,
  type Language,
  type MonitorAuthPositions,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { connectDatabase, type Database } from '../apps/server/src/db/connect';
import { SETTLED_SELECT_LIST } from './fixtures/antdPopups';
import { e2eDataDir } from './fixtures/e2eEnv';
import { ResourcePage } from './fixtures/ResourcePage';
import { expect, test } from './fixtures/test';

/**
 * Monitoring authorisation and the fleet boards in both languages: an authorisation made in the console shows its
 * private key once (copied through the clipboard); the test then reads the vehicle's positions as the third party
 * would, signing with Node's crypto, and is refused once the authorisation is disabled. Each board opens with its
 * figures and countdown. Screenshots of every page.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.monitorAuth;
const boardIds = TEST_IDS.fleetBoards;
const BOARDS = [
  'tmsSupervisionBoard',
  'tmsOperationKanban',
  'tmsCompanyProfileBoard',
  'tmsEnterpriseOverview',
] as const;

test.use({ viewport: { width: 1600, height: 1000 } });

let db: Database;
test.beforeAll(() => {
  db = connectDatabase({ dataDir: e2eDataDir() });
});
test.afterAll(async () => {
  await db?.destroy();
});

/** The demo company's vehicle with the most track points in the last hour (the simulator keeps it moving). */
async function busyVehicle(): Promise<{ id: number; plate: string }> {
  const row = await db
    .selectFrom('track_points as p')
    .innerJoin('vehicles as v', 'v.id', 'p.vehicle_id')
    .select(['v.id', 'v.plate', (eb) => eb.fn.countAll<number>().as('n')])
    .where('v.company_id', '=', 1)
    .where('p.gps_time', '>=', Date.now() - 3_600_000)
    .groupBy(['v.id', 'v.plate'])
    .orderBy('n', 'desc')
    .executeTakeFirst();
  if (row) return { id: row.id, plate: row.plate };
  return db
    .selectFrom('vehicles')
    .select(['id', 'plate'])
    .where('company_id', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/** The third party's call: the access address with a timestamp, a nonce and the Ed25519 signature over them. */
async function readPositions(address: string, privateKey: string) {
  const url = new URL(address);
  const accessId = url.searchParams.get('accessId') ?? '';
  const timestamp = Date.now();
  const nonce = randomBytes(12).toString('base64url');
  const key = createPrivateKey({ key: Buffer.from(privateKey, 'base64'), format: 'der', type: 'pkcs8' });
  const signature = sign(null, Buffer.from(monitorAuthSigningText({ accessId, timestamp, nonce })), key);
  url.searchParams.set('timestamp', String(timestamp));
  url.searchParams.set('nonce', nonce);
  url.searchParams.set('signature', signature.toString('base64'));
  const res = await fetch(url);
  return {
    status: res.status,
    body: (await res.json()) as { code: number; result: MonitorAuthPositions | null },
  };
}

for (const lang of LANGS) {
  const words = resources[lang].monitorAuth;

  test(`monitoring authorisation: key shown once, signed read, refused when disabled (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(180_000);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    await loginPage.signIn('admin');
    const rp = new ResourcePage(page);
    await rp.goto('tmsMonitorAuth');
    await expect(rp.root()).toContainText(words.title);

    const vehicle = await busyVehicle();
    await rp.openAdd();
    await rp.field('vehicleId').click();
    await rp.field('vehicleId').fill(vehicle.plate);
    await page.locator(SETTLED_SELECT_LIST).getByTitle(vehicle.plate, { exact: true }).click();
    await rp.fill({ effectiveDays: '3' });
    await snap(`monitor-auth-form-${lang}`);
    await rp.save();

    // antd puts a modal's test id on its hidden wrapper; the visible box is the one holding the key.
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId(ids.privateKey) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(words.secretHint);
    const privateKey = await page.getByTestId(ids.privateKey).inputValue();
    const address = await page.getByTestId(ids.accessAddress).inputValue();
    await page.getByTestId(ids.copyKey).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(privateKey);
    await snap(`monitor-auth-secret-${lang}`);
    await page.getByTestId(ids.secretDone).click();
    await expect(dialog).toBeHidden();

    const read = await readPositions(address, privateKey);
    expect(read.status).toBe(200);
    expect(read.body.code).toBe(1);
    expect(read.body.result?.plateNumber).toBe(vehicle.plate);
    const stored = await db
      .selectFrom('track_points')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('vehicle_id', '=', vehicle.id)
      .where('gps_time', '>=', read.body.result?.startTime ?? 0)
      .where('gps_time', '<=', read.body.result?.endTime ?? 0)
      .executeTakeFirstOrThrow();
    expect(read.body.result?.positions).toHaveLength(Number(stored.n));

    const accessId = new URL(address).searchParams.get('accessId') ?? '';
    const id = await rp.rowId(accessId);
    await expect(page.getByTestId(ids.state(id))).toHaveText(words.states.valid);
    await snap(`monitor-auth-list-${lang}`);
    await rp.grid().locator(`.ag-row[row-id="${id}"] .ag-selection-checkbox input`).check();
    await page.getByTestId(ids.disable).click();
    await rp.confirm();
    await expect(page.getByTestId(ids.state(id))).toHaveText(words.states.disabled);
    expect((await readPositions(address, privateKey)).status).toBe(403);
  });

  test(`fleet boards show their figures with a countdown (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(180_000);
    const words = resources[lang].fleetBoards;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    for (const board of BOARDS) {
      await page.goto(`/${board}`);
      await expect(page.getByTestId(boardIds.figure('total'))).toContainText(/\d/);
      await expect(page.getByTestId(boardIds.countdown)).toContainText(/\d/);
      await snap(`${board}-${lang}`);
    }
    const { plate } = await busyVehicle();
    await page.goto('/tmsCarDashboard');
    await expect(page.getByText(words.car.pickFirst)).toBeVisible();
    await page.getByTestId(boardIds.vehiclePick).click();
    await page.keyboard.type(plate);
    await page.locator(SETTLED_SELECT_LIST).getByTitle(plate, { exact: true }).click();
    await expect(page.getByTestId(boardIds.figure('todayKm'))).toContainText(/\d/);
    await expect(page.getByTestId(boardIds.figure('state'))).toContainText(
      new RegExp(`${words.figures.online}|${words.figures.offline}`),
    );
    await snap(`tmsCarDashboard-${lang}`);

    // Offline vehicle processing: the list over the latest states, with its threshold and handling filters.
    const listed = page.waitForResponse((r) => r.url().endsWith('/offlineVehicle/list'));
    await page.goto('/tmsOfflineVehicle');
    expect((await listed).status()).toBe(200);
    // Its title is drawn, as on the other list pages (not only the hidden heading of the full-bleed maps).
    const title = page.getByTestId(TEST_IDS.page.title);
    await expect(title).not.toBeEmpty();
    expect((await title.boundingBox())?.height ?? 0).toBeGreaterThan(16);
    await expect(page.getByText(words.offline.threshold)).toBeVisible();
    await expect(page.locator('.ant-table')).toBeVisible();
    await snap(`tmsOfflineVehicle-${lang}`);
  });
}
