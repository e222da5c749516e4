import { LANG_COOKIE, TEST_IDS, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { startOwnTerminal, type OwnTerminal } from './fixtures/ownTerminal';
import { expect, test } from './fixtures/test';
import { exportedRows, openReport, reportRows, reportTotal } from './fixtures/reportPage';

/**
 * The overspeed alarm report and the door-opening report in both languages. Door openings come from a terminal this
 * spec connects: its crew opens the cargo door, shuts it and opens it again (still open), each reported at once as
 * the 0x0200 status bit. Overspeed alarms are the demo fleet's (seeded and live). Each page: detail, summary,
 * drill-down from the summary to the vehicle's details, and an .xlsx export whose rows equal the query's count.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.eventReports;
const PLATE = '沪A·EV062';
const PHONE = '013900009962';

test.use({ viewport: { width: 1600, height: 1000 } });
test.describe.configure({ mode: 'serial' });

let own: OwnTerminal;

async function doorEvents(active: 0 | 1): Promise<number> {
  const row = await own.db
    .selectFrom('vehicle_switch_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('vehicle_id', '=', own.vehicleId)
    .where('kind', '=', 'door')
    .where('active', '=', active)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function door(open: boolean): Promise<void> {
  const before = await doorEvents(open ? 1 : 0);
  own.sim.holdCargoDoor(PHONE, open);
  await expect
    .poll(() => doorEvents(open ? 1 : 0), { message: 'the door change is stored', timeout: 30_000 })
    .toBeGreaterThan(before);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnTerminal({ plate: PLATE, phone: PHONE, state: 'parked' });
  await door(true);
  await door(false);
  await door(true);
});
test.afterAll(async () => {
  await own?.stop();
});

for (const lang of LANGS) {
  test(`door openings: detail, summary, drill-down and export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(120_000);
    const words = resources[lang].eventReports;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    await openReport(page, '/switchDoorReport', '/report/switch-door/detail');
    await expect(page.getByTestId(ids.page('switchDoor'))).toBeVisible();
    await page.getByTestId(ids.plate).fill('EV062');
    const total = await reportTotal(page, '/report/switch-door/detail', () =>
      page.getByTestId(ids.search).click(),
    );
    expect(total).toBeGreaterThanOrEqual(2);
    await expect(reportRows(page)).toHaveCount(total);
    await expect(page.getByTestId(ids.grid)).toContainText(words.switchDoor.stillOpen);
    await snap(`switchDoor-detail-${lang}`);

    await reportTotal(page, '/report/switch-door/summary', () =>
      page.getByTestId(ids.view('summary')).click(),
    );
    await expect(reportRows(page)).toHaveCount(1);
    await snap(`switchDoor-summary-${lang}`);
    const drilled = await reportTotal(page, '/report/switch-door/detail', () =>
      page.getByTestId(ids.drill(own.vehicleId)).click(),
    );
    expect(drilled).toBe(total);
    await expect(reportRows(page)).toHaveCount(total);
    expect(await exportedRows(page)).toBe(total);
  });

  test(`overspeed alarms: summary, drill-down, detail and export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(120_000);
    const words = resources[lang].eventReports;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    await openReport(page, '/overspeedAlarmReport', '/report/overspeed/detail');
    await expect(page.getByTestId(ids.page('overspeed'))).toBeVisible();
    await expect(reportRows(page).first()).toBeVisible();
    await snap(`overspeed-detail-${lang}`);

    const vehicles = await reportTotal(page, '/report/overspeed/summary', () =>
      page.getByTestId(ids.view('summary')).click(),
    );
    expect(vehicles).toBeGreaterThan(0);
    await expect(page.getByTestId(ids.grid)).toContainText(words.overspeed.count);
    await snap(`overspeed-summary-${lang}`);
    const grid = page.getByTestId(ids.grid);
    const first = grid.locator('.ag-row[row-index="0"] [col-id="plate"] a');
    const count = Number(await grid.locator('.ag-row[row-index="0"] [col-id="count"]').innerText());
    const drilled = await reportTotal(page, '/report/overspeed/detail', () => first.click());
    expect(drilled).toBe(count);
    await expect(reportRows(page)).toHaveCount(Math.min(drilled, 20));
    await snap(`overspeed-drilled-${lang}`);
    expect(await exportedRows(page)).toBe(drilled);
  });
}
