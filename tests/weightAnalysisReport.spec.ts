import {
  LANG_COOKIE,
  TEST_IDS,
  type Language,
  type LoadEpisodeRow,
  type Page as ResultPage,
  type WeightSummaryRow,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { startOwnTerminal, type OwnTerminal } from './fixtures/ownTerminal';
import { closeShellPopups } from './fixtures/shellPopups';
import { expect, test } from './fixtures/test';
import { exportedRows, openReport, reportAnswer, reportRows, reportTotal } from './fixtures/reportPage';

/**
 * The weight analysis report in both languages. This spec's own simulated truck (rated 20,000 kg, a load sensor
 * reporting item 0xE3) drives while its load is set: empty (300 kg), loaded (15,000), overloaded (24,000) and loaded
 * again (16,000), each weighing stored with a position by the real pipeline. The report then shows the overloaded
 * episode in detail, the truck in the per-vehicle summary with its heaviest load and an overload, the drill-down,
 * and the .xlsx exports hold as many rows as the query counts.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.eventReports;
const PLATE = '沪A·WT075';
const PHONE = '013900009975';
const RATED_KG = 20_000;
const DETAIL = '/report/weight/detail';
const SUMMARY = '/report/weight/summary';

test.use({ viewport: { width: 1600, height: 1000 } });
test.describe.configure({ mode: 'serial' });

let own: OwnTerminal;

/**
 * Sets the truck's load and waits until two positions carry that weighing (the report the change sends at once and
 * the next regular one, 10–30 s later while driving), so each episode lasts and covers some distance.
 */
async function weigh(kg: number): Promise<void> {
  const since = Date.now() - 1_000;
  own.sim.holdLoad(PHONE, kg);
  await expect
    .poll(
      async () =>
        (
          await own.db
            .selectFrom('track_points')
            .select('gps_time')
            .where('vehicle_id', '=', own.vehicleId)
            .where('gps_time', '>=', since)
            .where('load_kg', '=', kg)
            .execute()
        ).length,
      { message: `two positions weighing ${kg} kg are stored`, timeout: 60_000, intervals: [500] },
    )
    .toBeGreaterThanOrEqual(2);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  own = await startOwnTerminal({ plate: PLATE, phone: PHONE, state: 'driving', ratedLoadKg: RATED_KG });
  for (const kg of [300, 15_000, 24_000, 16_000]) await weigh(kg);
});
test.afterAll(async () => {
  await own?.stop();
});

for (const lang of LANGS) {
  test(`weight analysis: a truck's overload shows in detail, summary, drill-down and export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(120_000);
    const words = resources[lang].eventReports.weight;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');

    await openReport(page, '/weightAnalysisReport', DETAIL);
    await closeShellPopups(page);
    await expect(page.getByTestId(ids.page('weightAnalysis'))).toBeVisible();
    await page.getByTestId(ids.plate).fill('WT075');
    const answer = await reportAnswer<ResultPage<LoadEpisodeRow>>(page, DETAIL, () =>
      page.getByTestId(ids.search).click(),
    );
    const total = answer.totalRecords;
    expect(total).toBeGreaterThanOrEqual(4);
    const over = answer.data.filter((e) => e.state === 'overloaded');
    expect(over.length).toBeGreaterThanOrEqual(1);
    expect(over[0]).toMatchObject({ plate: PLATE, ratedLoadKg: RATED_KG, maxLoadKg: 24_000 });
    expect(over[0]?.loadRate).toBeCloseTo(1.2, 2);
    await expect(reportRows(page)).toHaveCount(total);
    const grid = page.getByTestId(ids.grid);
    await expect(grid).toContainText(words.state.overloaded);
    await expect(grid).toContainText(words.state.empty);
    await expect(grid).toContainText('120.0%');
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await snap(`weightAnalysis-detail-${lang}`);
    expect(await exportedRows(page)).toBe(total);

    const summary = await reportAnswer<ResultPage<WeightSummaryRow>>(page, SUMMARY, () =>
      page.getByTestId(ids.view('summary')).click(),
    );
    expect(summary.totalRecords).toBe(1);
    expect(summary.data[0]).toMatchObject({ plate: PLATE, maxLoadKg: 24_000, overloadCount: over.length });
    await expect(reportRows(page)).toHaveCount(1);
    await expect(grid.locator('.ag-row [col-id="overloadCount"]')).toHaveText(String(over.length));
    await closeShellPopups(page);
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await snap(`weightAnalysis-summary-${lang}`);
    expect(await exportedRows(page)).toBe(1);
    const drilled = await reportTotal(page, DETAIL, () => page.getByTestId(ids.drill(own.vehicleId)).click());
    expect(drilled).toBe(total);
  });
}
