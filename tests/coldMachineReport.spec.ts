import { LANG_COOKIE, SWITCH_KIND, TEST_IDS, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Simulator } from '@roadwatch/simulator';
import type { Database } from '../apps/server/src/db/connect';
import { reeferBox, startOwnTerminal, type OwnTerminal } from './fixtures/ownTerminal';
import { expect, test } from './fixtures/test';
import { closeShellPopups } from './fixtures/shellPopups';
import { exportedRows, openReport, reportRows, reportTotal } from './fixtures/reportPage';

/**
 * The refrigeration unit report in both languages. A refrigerated truck of the admin's company reports through its
 * own simulated terminal: the unit runs (first report), then trips (stored switch-off): one finished run. Detail of
 * its plate, summary, drill-down from the summary, and an .xlsx export whose rows equal the query's count.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.eventReports;
const PLATE = `苏R${String(Date.now()).slice(-5)}`;
const PHONE = `1397${String(Date.now()).slice(-7)}`;

test.use({ viewport: { width: 1600, height: 1000 } });
test.describe.configure({ mode: 'serial' });

let own: OwnTerminal;
let db: Database;
let sim: Simulator;
let vehicleId = 0;

async function coolerEvents(active: 0 | 1): Promise<number> {
  const row = await db
    .selectFrom('vehicle_switch_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('vehicle_id', '=', vehicleId)
    .where('kind', '=', SWITCH_KIND.cooler)
    .where('active', '=', active)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnTerminal({
    plate: PLATE,
    phone: PHONE,
    state: 'driving',
    ...reeferBox(1),
  });
  ({ db, sim, vehicleId } = own);
  await expect
    .poll(() => coolerEvents(1), { message: 'the unit running is stored', timeout: 30_000, intervals: [200] })
    .toBeGreaterThan(0);
  sim.tripReefer(PHONE);
  await expect
    .poll(() => coolerEvents(0), {
      message: 'the unit stopping is stored',
      timeout: 30_000,
      intervals: [200],
    })
    .toBeGreaterThan(0);
  // A simulated terminal stamps a report up to a reporting step ahead of the wall clock; the page asks up to the end
  // of the current minute: the switch-off must not lie in the future when the page asks.
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
  test(`refrigeration units: detail, summary, drill-down and export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(90_000);
    const words = resources[lang].eventReports.coldMachine;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    await openReport(page, '/coldMachineReport', '/report/cold-machine/detail');
    await closeShellPopups(page);
    await expect(page.getByTestId(ids.page('coldMachine'))).toBeVisible();
    await page.getByTestId(ids.plate).fill(PLATE);
    const total = await reportTotal(page, '/report/cold-machine/detail', () =>
      page.getByTestId(ids.search).click(),
    );
    expect(total).toBeGreaterThanOrEqual(1);
    await expect(reportRows(page)).toHaveCount(total);
    await expect(page.getByTestId(ids.grid)).toContainText(words.onTime);
    await closeShellPopups(page);
    await snap(`coldMachine-detail-${lang}`);

    await reportTotal(page, '/report/cold-machine/summary', () =>
      page.getByTestId(ids.view('summary')).click(),
    );
    await expect(reportRows(page)).toHaveCount(1);
    await expect(page.getByTestId(ids.grid)).toContainText(words.runShare);
    await closeShellPopups(page);
    await snap(`coldMachine-summary-${lang}`);
    expect(await exportedRows(page)).toBe(1);
    const drilled = await reportTotal(page, '/report/cold-machine/detail', () =>
      page.getByTestId(ids.drill(vehicleId)).click(),
    );
    expect(drilled).toBe(total);
    await expect(reportRows(page)).toHaveCount(total);
    expect(await exportedRows(page)).toBe(total);
  });
}
