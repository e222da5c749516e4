import { ALARM_FIRST_TYPE, LANG_COOKIE, TEST_IDS, alarmIconTypeOf, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { expect, test } from './fixtures/test';
import { closeShellPopups } from './fixtures/shellPopups';
import { startOwnTerminal, type OwnTerminal } from './fixtures/ownTerminal';
import { exportedRows, openReport, reportRows, reportTotal } from './fixtures/reportPage';

/**
 * The tyre-pressure report in both languages. A truck of the admin's company reports through its own simulated
 * terminal two tyre-pressure monitor events (item 0x66): tyre 3 (axle 2 right) low and leaking at 150 kPa, tyre 0
 * (axle 1 left) hot at 95 °C. The detail of its plate with the tyres in words, the summary by kind, drill-down from
 * the summary, the alarm kind filter, and .xlsx exports whose rows equal the query's count.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.eventReports;
const PLATE = `苏T${String(Date.now()).slice(-5)}`;
const PHONE = `1397${String(Date.now()).slice(-7)}`;

test.use({ viewport: { width: 1600, height: 1000 } });
test.describe.configure({ mode: 'serial' });

let truck: OwnTerminal;

const tyreAlarms = () =>
  truck.db
    .selectFrom('alarms')
    .select(['guid', 'begin_time'])
    .where('vehicle_id', '=', truck.vehicleId)
    .where('first_type', '=', ALARM_FIRST_TYPE.activeSafety)
    .where('second_type', '=', alarmIconTypeOf('tirePressure'))
    .execute();

test.beforeAll(async () => {
  test.setTimeout(150_000);
  truck = await startOwnTerminal({ plate: PLATE, phone: PHONE, state: 'driving' });
  truck.sim.raiseTyre(PHONE, {
    position: 3,
    alarms: ['pressureLow', 'slowLeak'],
    pressureKpa: 150,
    temperatureC: 45,
  });
  truck.sim.raiseTyre(PHONE, {
    position: 0,
    alarms: ['temperatureHigh'],
    pressureKpa: 520,
    temperatureC: 95,
  });
  await expect
    .poll(async () => (await tyreAlarms()).length, {
      message: 'both tyre-pressure alarms are stored',
      timeout: 60_000,
      intervals: [500],
    })
    .toBe(2);
  // A simulated terminal stamps a report up to a reporting step ahead of the wall clock; the page asks up to the end
  // of the current minute: the alarms must not lie in the future when it asks.
  await expect
    .poll(async () => (await tyreAlarms()).every((a) => Number(a.begin_time) <= Date.now()), {
      message: 'the alarms are not in the future',
      timeout: 90_000,
      intervals: [1000],
    })
    .toBe(true);
});

test.afterAll(async () => {
  await truck?.stop();
});

for (const lang of LANGS) {
  test(`tyre pressure: detail, summary, drill-down, kind filter and export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(90_000);
    const words = resources[lang].eventReports.tirePressure;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    await openReport(page, '/tirePressureReport', '/report/tire-pressure/detail');
    await closeShellPopups(page);
    await expect(page.getByTestId(ids.page('tirePressure'))).toBeVisible();
    await page.getByTestId(ids.plate).fill(PLATE);
    const total = await reportTotal(page, '/report/tire-pressure/detail', () =>
      page.getByTestId(ids.search).click(),
    );
    expect(total).toBe(2);
    await expect(reportRows(page)).toHaveCount(total);
    const grid = page.getByTestId(ids.grid);
    const axle2Right = words.place.replace('{{axle}}', '2').replace('{{side}}', words.side.right);
    await expect(grid).toContainText(axle2Right);
    await expect(grid).toContainText(`${words.kind.pressureLow}, ${words.kind.slowLeak}`);
    await expect(grid).toContainText(words.kind.temperatureHigh);
    await closeShellPopups(page);
    await snap(`tirePressure-detail-${lang}`);

    await reportTotal(page, '/report/tire-pressure/summary', () =>
      page.getByTestId(ids.view('summary')).click(),
    );
    await expect(reportRows(page)).toHaveCount(1);
    await expect(grid).toContainText(words.lowestPressureKpa);
    await closeShellPopups(page);
    await snap(`tirePressure-summary-${lang}`);
    expect(await exportedRows(page)).toBe(1);
    const drilled = await reportTotal(page, '/report/tire-pressure/detail', () =>
      page.getByTestId(ids.drill(truck.vehicleId)).click(),
    );
    expect(drilled).toBe(total);
    await expect(reportRows(page)).toHaveCount(total);
    expect(await exportedRows(page)).toBe(total);

    await page.getByTestId(TEST_IDS.tirePressureReport.kinds).click();
    await page.locator('.ant-select-item-option').filter({ hasText: words.kind.slowLeak }).click();
    await page.keyboard.press('Escape');
    const leaks = await reportTotal(page, '/report/tire-pressure/detail', () =>
      page.getByTestId(ids.search).click(),
    );
    expect(leaks).toBe(1);
    await expect(reportRows(page)).toHaveCount(1);
    await expect(grid).not.toContainText(words.kind.temperatureHigh);
    await closeShellPopups(page);
    await snap(`tirePressure-leak-${lang}`);
  });
}
