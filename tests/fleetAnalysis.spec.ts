import { LANG_COOKIE, TEST_IDS, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { SETTLED_SELECT_LIST } from './fixtures/antdPopups';
import { startOwnTerminal, type OwnTerminal } from './fixtures/ownTerminal';
import { expect, test } from './fixtures/test';
import type { Page } from '@playwright/test';

/**
 * The cost and fuel analyses in both languages over a vehicle with its own simulated terminal on the gateway: the
 * terminal's reports (and their fuel level, item 0x02) reach the track over real TCP. Three refuellings entered
 * hours ago, before its track begins (full 40 L at 1,000 km, partial 20 L at 1,150 km, full 30 L at 1,400 km: 50 L
 * over 400 km = 12.50 L/100 km, 125 % of its rated 10), and one partial refuelling at the time of one of its
 * stored fuel readings, checked against the readings around it. Screenshots of both pages in both languages.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.fleetAnalysis;
const HOUR = 3_600_000;
const PLATE = '沪A·FA058';

test.use({ viewport: { width: 1600, height: 1100 } });
test.describe.configure({ mode: 'serial' });

let own: OwnTerminal;
/** The terminal's two consecutive fuel readings the live refuelling sits between. */
let before = { time: 0, fuel: 0 };
let after = { time: 0, fuel: 0 };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnTerminal({ plate: PLATE, phone: '013900009958', state: 'driving' });
  const { db, vehicleId } = own;
  await db.updateTable('vehicles').set({ fuel_per_100km: 10 }).where('id', '=', vehicleId).execute();
  const readings = () =>
    db
      .selectFrom('track_points')
      .select(['gps_time', 'fuel_l'])
      .where('vehicle_id', '=', vehicleId)
      .where('fuel_l', 'is not', null)
      .orderBy('gps_time')
      .execute();
  await expect
    .poll(async () => (await readings()).length, {
      message: 'fuel readings of the terminal are stored',
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(2);
  const [first, second] = await readings();
  before = { time: Number(first?.gps_time), fuel: Number(first?.fuel_l) };
  after = { time: Number(second?.gps_time), fuel: Number(second?.fuel_l) };

  const admin = await db
    .selectFrom('users')
    .select('company_id')
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  await db.deleteFrom('refuels').where('vehicle_id', '=', vehicleId).execute();
  const refuel = (refuel_time: number, full: boolean, litres: number, odometer_km: number | null) =>
    db
      .insertInto('refuels')
      .values({
        company_id: admin.company_id,
        vehicle_id: vehicleId,
        refuel_time,
        fuel_type: full ? 'fullTank' : 'regular',
        litres,
        unit_price_fen: 750,
        amount_fen: litres * 750,
        odometer_km,
      })
      .execute();
  const trackStart = before.time;
  await refuel(trackStart - 5 * HOUR, true, 40, 1000);
  await refuel(trackStart - 4 * HOUR, false, 20, 1150);
  await refuel(trackStart - 3 * HOUR, true, 30, 1400);
  await refuel(before.time, false, 40, null);
});

/** Whether the stored track shows the vehicle standing within 30 min of the live refuelling (it is still driving). */
async function stoppedNearLive(): Promise<boolean> {
  const row = await own.db
    .selectFrom('track_points')
    .select('gps_time')
    .where('vehicle_id', '=', own.vehicleId)
    .where('speed_kmh', '=', 0)
    .where('gps_time', '>=', before.time - 30 * 60_000)
    .where('gps_time', '<=', before.time + 30 * 60_000)
    .executeTakeFirst();
  return row !== undefined;
}

test.afterAll(async () => {
  await own?.stop();
});

async function pickVehicle(page: Page): Promise<void> {
  await page.getByTestId(ids.vehicle).click();
  await page.keyboard.type(PLATE);
  await page.locator(SETTLED_SELECT_LIST).getByTitle(PLATE, { exact: true }).click();
  await page.getByTestId(ids.search).click();
}

for (const lang of LANGS) {
  test(`cost and fuel analyses show the vehicle's figures (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(180_000);
    const words = resources[lang].fleetAnalysis;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');

    await page.goto('/tmsOilAnalysis');
    await expect(page.getByTestId(TEST_IDS.page.title)).toHaveText(words.fuel.title);
    const fuelAnswer = page.waitForResponse((r) => r.url().endsWith('/analysis/fuel'));
    // The terminal keeps reporting: a stop may reach the track while the page asks, so either reading counts.
    const stopBefore = await stoppedNearLive();
    await pickVehicle(page);
    expect((await fuelAnswer).status()).toBe(200);
    const stopAfter = await stoppedNearLive();
    const vehicleRow = page
      .getByTestId(ids.table('fuelVehicle'))
      .locator('tbody tr')
      .filter({ hasText: PLATE });
    // 4 refuellings, 130 L, 975.00 yuan; 12.50 L/100 km, rated 10.00, 125.0 %.
    await expect(vehicleRow).toContainText('130.00');
    await expect(vehicleRow).toContainText('975.00');
    await expect(vehicleRow).toContainText('12.50');
    await expect(vehicleRow).toContainText('125.0%');
    await expect(vehicleRow).toContainText(words.fuel.overRated);
    const intervals = page
      .getByTestId(ids.table('fuelInterval'))
      .locator('tbody tr')
      .filter({ hasText: PLATE });
    await expect(intervals).toHaveCount(1);
    await expect(intervals).toContainText('400.0');
    await expect(intervals).toContainText('50.00');
    const refuels = page.getByTestId(ids.table('fuelRefuel')).locator('tbody tr').filter({ hasText: PLATE });
    await expect(refuels).toHaveCount(4);
    // The entered ones, hours before the track: no stop, no fuel data (not a false alarm).
    for (const i of [0, 1, 2]) {
      await expect(refuels.nth(i)).toContainText(words.stop.none);
      await expect(refuels.nth(i)).toContainText(words.level.noData);
    }
    // The live one: the terminal's readings around it, which did not rise by 20 L.
    const live = refuels.nth(3);
    const stopWords = [...new Set([stopBefore, stopAfter])].map((stop) =>
      stop ? words.stop.found : words.stop.none,
    );
    await expect(live.locator('td').nth(5)).toHaveText(new RegExp(`^(${stopWords.join('|')})$`));
    const rose = after.fuel - before.fuel >= 20;
    await expect(live).toContainText(rose ? words.level.rose : words.level.noRise);
    await expect(live).toContainText(`${before.fuel} → ${after.fuel}`);
    await expect(page.getByTestId(ids.chart('fuelIntervals')).locator('canvas')).toBeVisible();
    await snap(`tmsOilAnalysis-${lang}`);

    await page.goto('/tmsCostAnalysis');
    await expect(page.getByTestId(TEST_IDS.page.title)).toHaveText(words.cost.title);
    const costAnswer = page.waitForResponse((r) => r.url().endsWith('/analysis/cost'));
    await pickVehicle(page);
    expect((await costAnswer).status()).toBe(200);
    const costRow = page.getByTestId(ids.table('costVehicle')).locator('tbody tr').filter({ hasText: PLATE });
    await expect(costRow).toHaveCount(1);
    await expect(costRow.locator('td').nth(2)).toHaveText('975.00');
    await expect(page.getByTestId(ids.chart('costMonths')).locator('canvas')).toBeVisible();
    await snap(`tmsCostAnalysis-vehicle-${lang}`);
    await page.getByTestId(ids.costView('category')).click();
    const refuelShare = page
      .getByTestId(ids.table('costCategory'))
      .locator('tbody tr')
      .filter({ hasText: words.categories.refuel });
    await expect(refuelShare).toContainText('975.00');
    await expect(refuelShare).toContainText('100.0%');
    await snap(`tmsCostAnalysis-category-${lang}`);
  });
}
