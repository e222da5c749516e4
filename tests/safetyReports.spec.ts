import {
  ALARM_FIRST_TYPE,
  DEVICE_ALARM_KIND,
  LANG_COOKIE,
  aiAnalysisIconTypes,
  TEST_IDS,
  type Language,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Simulator } from '@roadwatch/simulator';
import type { Database } from '../apps/server/src/db/connect';
import { ADAS_BOX, startOwnTerminal, type OwnTerminal } from './fixtures/ownTerminal';
import { expect, test } from './fixtures/test';
import { closeShellPopups } from './fixtures/shellPopups';
import { exportedRows, openReport, reportRows, reportTotal } from './fixtures/reportPage';

/**
 * The safety reports in both languages. A truck of the admin's company with an active-safety box reports through
 * its own simulated terminal: an ADAS forward collision and a DSM phone call, stored as active-safety alarms. The AI
 * analysis detail of its plate, the summary, drill-down from the summary, the category filter, and .xlsx exports
 * whose rows equal the query's count. The same terminal sets and clears the overspeed pre-warning bit: the warning
 * report's detail, summary, drill-down and exports.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.eventReports;
const PLATE = `苏S${String(Date.now()).slice(-5)}`;
const PHONE = `1396${String(Date.now()).slice(-7)}`;

test.use({ viewport: { width: 1600, height: 1000 } });
test.describe.configure({ mode: 'serial' });

let own: OwnTerminal;
let db: Database;
let sim: Simulator;
let vehicleId = 0;

const safetyAlarms = () =>
  db
    .selectFrom('alarms')
    .select(['second_type', 'begin_time'])
    .where('vehicle_id', '=', vehicleId)
    .where('first_type', '=', ALARM_FIRST_TYPE.activeSafety)
    .execute();

/** The truck's overspeed pre-warnings that have ended. */
const endedWarnings = async () =>
  Number(
    (
      await db
        .selectFrom('alarms')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('vehicle_id', '=', vehicleId)
        .where('first_type', '=', ALARM_FIRST_TYPE.device)
        .where('second_type', '=', DEVICE_ALARM_KIND.overspeedWarning)
        .where('end_time', 'is not', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

test.beforeAll(async () => {
  test.setTimeout(150_000);
  own = await startOwnTerminal({
    plate: PLATE,
    phone: PHONE,
    state: 'driving',
    ...ADAS_BOX,
  });
  ({ db, sim, vehicleId } = own);
  sim.raiseAdas(PHONE, 'forwardCollision');
  sim.raiseDsm(PHONE, 'phoneCall');
  await expect
    .poll(async () => (await safetyAlarms()).length, {
      message: 'both active-safety alarms are stored',
      timeout: 60_000,
      intervals: [500],
    })
    .toBeGreaterThanOrEqual(2);
  sim.holdWarning(PHONE, 'overspeedWarning', true);
  sim.holdWarning(PHONE, 'overspeedWarning', false);
  await expect
    .poll(() => endedWarnings(), { message: 'the pre-warning is stored', timeout: 60_000, intervals: [500] })
    .toBeGreaterThan(0);
  // A simulated terminal stamps a report up to a reporting step ahead of the wall clock; the page asks up to the end
  // of the current minute: the alarms must not lie in the future when it asks.
  await expect
    .poll(async () => (await safetyAlarms()).every((a) => Number(a.begin_time) <= Date.now()), {
      message: 'the alarms are not in the future',
      timeout: 90_000,
      intervals: [1000],
    })
    .toBe(true);
});

test.afterAll(async () => {
  await own?.stop();
});

for (const lang of LANGS) {
  test(`AI analysis: detail, summary, drill-down, category filter and export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(90_000);
    const words = resources[lang].eventReports.aiAnalysis;
    const alarmWords = resources[lang].alarm.alarmIconType;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    await openReport(page, '/aiAnalysisReport', '/report/ai-analysis/detail');
    await closeShellPopups(page);
    await expect(page.getByTestId(ids.page('aiAnalysis'))).toBeVisible();
    await page.getByTestId(ids.plate).fill(PLATE);
    const total = await reportTotal(page, '/report/ai-analysis/detail', () =>
      page.getByTestId(ids.search).click(),
    );
    expect(total).toBeGreaterThanOrEqual(2);
    await expect(reportRows(page)).toHaveCount(total);
    const grid = page.getByTestId(ids.grid);
    await expect(grid).toContainText(alarmWords.forwardCollision);
    await expect(grid).toContainText(alarmWords.phone);
    await expect(grid).toContainText(words.category.dsm);
    await closeShellPopups(page);
    await snap(`aiAnalysis-detail-${lang}`);

    await reportTotal(page, '/report/ai-analysis/summary', () =>
      page.getByTestId(ids.view('summary')).click(),
    );
    await expect(reportRows(page)).toHaveCount(1);
    await expect(grid).toContainText(words.bsd);
    await closeShellPopups(page);
    await snap(`aiAnalysis-summary-${lang}`);
    expect(await exportedRows(page)).toBe(1);
    const drilled = await reportTotal(page, '/report/ai-analysis/detail', () =>
      page.getByTestId(ids.drill(vehicleId)).click(),
    );
    expect(drilled).toBe(total);
    await expect(reportRows(page)).toHaveCount(total);
    expect(await exportedRows(page)).toBe(total);

    await page.getByTestId(TEST_IDS.aiAnalysisReport.categories).click();
    await page.locator('.ant-select-item-option').filter({ hasText: words.category.dsm }).click();
    await page.keyboard.press('Escape');
    const dsm = await reportTotal(page, '/report/ai-analysis/detail', () =>
      page.getByTestId(ids.search).click(),
    );
    const stored = (await safetyAlarms()).filter((a) =>
      (aiAnalysisIconTypes('dsm') as number[]).includes(a.second_type),
    ).length;
    expect(dsm).toBe(stored);
    await expect(reportRows(page)).toHaveCount(dsm);
    await expect(grid).not.toContainText(alarmWords.forwardCollision);
    await closeShellPopups(page);
    await snap(`aiAnalysis-dsm-${lang}`);
  });
}

for (const lang of LANGS) {
  test(`warnings: detail, summary, drill-down and export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(90_000);
    const words = resources[lang].eventReports.warning;
    const kindWords = resources[lang].alarm.deviceAlarmKind;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    await openReport(page, '/warningDetailReport', '/report/warning/detail');
    await closeShellPopups(page);
    await expect(page.getByTestId(ids.page('warning'))).toBeVisible();
    await page.getByTestId(ids.plate).fill(PLATE);
    const total = await reportTotal(page, '/report/warning/detail', () =>
      page.getByTestId(ids.search).click(),
    );
    expect(total).toBe(await endedWarnings());
    await expect(reportRows(page)).toHaveCount(total);
    const grid = page.getByTestId(ids.grid);
    await expect(grid).toContainText(kindWords.overspeedWarning);
    await closeShellPopups(page);
    await snap(`warning-detail-${lang}`);

    await reportTotal(page, '/report/warning/summary', () => page.getByTestId(ids.view('summary')).click());
    await expect(reportRows(page)).toHaveCount(1);
    await expect(grid).toContainText(words.totalDuration);
    await closeShellPopups(page);
    await snap(`warning-summary-${lang}`);
    expect(await exportedRows(page)).toBe(1);
    const drilled = await reportTotal(page, '/report/warning/detail', () =>
      page.getByTestId(ids.drill(vehicleId)).click(),
    );
    expect(drilled).toBe(total);
    await expect(reportRows(page)).toHaveCount(total);
    expect(await exportedRows(page)).toBe(total);
  });
}
