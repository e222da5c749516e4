import { LANG_COOKIE, SWITCH_KIND, TEST_IDS, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Simulator } from '@roadwatch/simulator';
import type { Database } from '../apps/server/src/db/connect';
import { SETTLED_SELECT_LIST } from './fixtures/antdPopups';
import { reeferBox, startOwnTerminal, type OwnTerminal } from './fixtures/ownTerminal';
import { expect, test } from './fixtures/test';
import { closeShellPopups } from './fixtures/shellPopups';

const ids = TEST_IDS.vehicleColdChain;
const LANGS: Language[] = ['zh-CN', 'en-US'];
const PLATE = `苏E${String(Date.now()).slice(-5)}`;
const PHONE = `1398${String(Date.now()).slice(-7)}`;

test.use({ viewport: { width: 1600, height: 900 } });
test.describe.configure({ mode: 'serial' });

let own: OwnTerminal;
let db: Database;
let sim: Simulator;
let vehicleId = 0;

/**
 * A refrigerated truck of the admin's company (two probes, 2 to 8 °C) with its own simulated terminal on the e2e
 * gateway: the crew opens and shuts the cargo door, then the refrigeration unit trips. Every reading, the door and
 * the cooler reach the pages only through the terminal's reports.
 */
test.beforeAll(async () => {
  test.setTimeout(90_000);
  own = await startOwnTerminal({
    plate: PLATE,
    phone: PHONE,
    state: 'driving',
    ...reeferBox(2, { minC: 2, maxC: 8 }),
  });
  ({ db, sim, vehicleId } = own);
  const switches = async (kind: string, active: number) =>
    Number(
      (
        await db
          .selectFrom('vehicle_switch_events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('vehicle_id', '=', vehicleId)
          .where('kind', '=', kind)
          .where('active', '=', active)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const poll = (kind: string, active: number, message: string) =>
    expect
      .poll(() => switches(kind, active), { message, timeout: 20_000, intervals: [200] })
      .toBeGreaterThan(0);
  sim.holdCargoDoor(PHONE, true);
  await poll(SWITCH_KIND.door, 1, 'the door opening is stored');
  sim.holdCargoDoor(PHONE, false);
  await expect
    .poll(() => switches(SWITCH_KIND.door, 0), { timeout: 20_000, intervals: [200] })
    .toBeGreaterThan(1);
  sim.tripReefer(PHONE);
  await poll(SWITCH_KIND.cooler, 0, 'the cooler stopping is stored');
  // A simulated terminal stamps a report up to a reporting step ahead of the wall clock, and the page asks up to the
  // end of the current minute: the stop must not lie in the future when the page asks.
  await expect
    .poll(
      async () =>
        Number(
          (
            await db
              .selectFrom('vehicle_switch_events')
              .select((eb) => eb.fn.max('time').as('t'))
              .where('vehicle_id', '=', vehicleId)
              .executeTakeFirstOrThrow()
          ).t,
        ) <= Date.now(),
      { message: 'the switch events are not in the future', timeout: 90_000, intervals: [1000] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  await own?.stop();
});

for (const lang of LANGS) {
  const words = resources[lang].vehicleColdChain;

  test(`vehicle cold chain [${lang}]: dynamics of a trip, over-temperature summary and detail, code-tracing setting`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(60_000);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');

    // Dynamics: the probes' chart with the door-open and cooler-off periods, and the GSP table.
    await page.goto('/vehicleColdChainDynamic');
    await closeShellPopups(page);
    await page.getByTestId(ids.vehicle).click();
    await page.keyboard.type(PLATE);
    await page.locator(SETTLED_SELECT_LIST).getByTitle(PLATE, { exact: true }).click();
    await page.getByTestId(ids.search).click();
    const chart = page.getByTestId(ids.chart);
    await expect(chart).toHaveAttribute('data-probes', '2');
    await expect(chart).toHaveAttribute('data-door-spans', '1');
    await expect(chart).toHaveAttribute('data-cooler-spans', '1');
    await expect(chart.locator('canvas')).toBeVisible();
    const samples = page.getByTestId(ids.samples);
    await expect(samples).toContainText(words.dynamic.door);
    await expect(samples.locator('tbody tr.ant-table-row').first()).toContainText(words.coolerOn);
    const download = page.waitForEvent('download');
    await page.getByTestId(ids.export).click();
    expect((await download).suggestedFilename()).toMatch(/^cold-chain-dynamics-\d+-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await closeShellPopups(page);
    await snap(`dynamics-${lang}`);

    // Over-temperature summary (most excursions first): the trip's excursion, then its detail.
    await page.goto('/vehicleOverTempSummary');
    await closeShellPopups(page);
    const row = page
      .getByTestId(ids.overTempTable)
      .locator('tbody tr.ant-table-row')
      .filter({ hasText: PLATE });
    await expect(row).toBeVisible();
    await expect(row).toContainText(words.overTemp.detail);
    await snap(`overTempSummary-${lang}`);
    // Filtered to the one vehicle.
    await page.getByTestId(ids.overTempVehicle).click();
    await page.keyboard.type(PLATE);
    await page.locator(SETTLED_SELECT_LIST).getByTitle(PLATE, { exact: true }).click();
    await page.getByTestId(ids.overTempSearch).click();
    await expect(page.getByTestId(ids.overTempTable).locator('tbody tr.ant-table-row')).toHaveCount(1);
    await expect(row).toBeVisible();
    await page.getByTestId(ids.overTempDetailOpen(vehicleId)).click();
    const detail = page.getByTestId(ids.overTempDetail);
    await expect(detail.locator('tbody tr.ant-table-row').first()).toContainText(words.overTemp.high);
    await snap(`overTempDetail-${lang}`);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    // Code-tracing: a bad address is refused on the form with the server's own message; a good one is saved and the
    // secret comes back only masked.
    await page.goto('/codeTracingSetting');
    await closeShellPopups(page);
    const form = page.getByTestId(ids.codeTracing);
    await expect(form).toContainText(words.codeTracing.note);
    await page.locator('#platformUrl').fill('ftp://trace.example.com');
    await page.locator('#enterpriseCode').fill('E320100001');
    await page.locator('#appKey').fill('rw-app-01');
    await page.getByTestId(ids.codeTracingSave).click();
    await expect(form).toContainText(resources[lang].validation.httpUrl);
    await page.locator('#platformUrl').fill('https://trace.example.com/api');
    const secret = page.locator('#appSecret');
    if (await secret.isVisible()) await secret.fill(`S3cret-${lang}-9876`);
    const enabled = page.locator('#enabled');
    if ((await enabled.getAttribute('aria-checked')) !== 'true') await enabled.click();
    await expect(enabled).toHaveAttribute('aria-checked', 'true');
    await page.getByTestId(ids.codeTracingSave).click();
    await expect(form).toContainText('••••••9876');
    await expect(form).not.toContainText(resources[lang].validation.httpUrl);
    await snap(`codeTracing-${lang}`);
  });
}
