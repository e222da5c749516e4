import {
  endpointPath,
  ENDPOINTS,
  LANG_COOKIE,
  TEST_IDS,
  type DayStatRow,
  type DayStatSummaryPage,
  type Language,
  type Page as ResultPage,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { closeShellPopups } from './fixtures/shellPopups';
import { exportedRows, openReport, reportAnswer } from './fixtures/reportPage';
import { expect, test } from './fixtures/test';

/**
 * The speed analysis in both languages, on the seeded fleet's roll-up (the demo history written through the seed's
 * pipeline path and rolled up with its speed bands): the summary per vehicle with time and distance per band, a
 * plate's days, the xlsx of them.
 */
const ids = TEST_IDS.eventReports;
const LANGS: Language[] = ['zh-CN', 'en-US'];
const bandSeconds = (r: DayStatRow) => r.band1S + r.band2S + r.band3S + r.band4S + r.band5S;

test.use({ viewport: { width: 1600, height: 900 } });

for (const lang of LANGS) {
  const words = resources[lang].dayStats.column;

  test(`speed analysis [${lang}]: bands per vehicle, one vehicle's days, the xlsx of them`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const summary = await openReport<DayStatSummaryPage>(
      page,
      '/speedAnalysisReport',
      endpointPath(ENDPOINTS.speedAnalysisReportSummary),
    );
    expect(summary.totalRecords).toBeGreaterThan(0);
    // The seeded fleet drives: some vehicle spent time in a band, and its average moving speed follows from them.
    const moving = summary.data.find((r) => bandSeconds(r) > 0);
    expect(moving).toBeDefined();
    expect(moving!.bandAvgSpeed).toBeGreaterThan(0);
    const grid = page.getByTestId(ids.grid);
    await expect(grid.locator('.ag-header')).toContainText(words.band3S);
    await expect(grid.locator('.ag-cell[col-id="plate"]')).toHaveCount(Math.min(summary.totalRecords, 20));
    await closeShellPopups(page);
    await snap(`speedAnalysis-summary-${lang}`);

    const detail = await reportAnswer<ResultPage<DayStatRow>>(
      page,
      endpointPath(ENDPOINTS.speedAnalysisReportDetail),
      () => page.getByTestId(ids.drill(moving!.vehicleId)).click(),
    );
    expect(detail.totalRecords).toBeGreaterThanOrEqual(moving!.days);
    expect(detail.data.every((r) => r.vehicleId === moving!.vehicleId)).toBe(true);
    // The days' band times add up to the vehicle's over the range (today's day may be rolled up meanwhile).
    expect(detail.data.reduce((s, r) => s + bandSeconds(r), 0)).toBeGreaterThanOrEqual(bandSeconds(moving!));
    await expect(page.getByTestId(ids.vehicles)).toContainText(moving!.plate);
    await expect(grid.locator('.ag-header')).toContainText(words.band1Km);
    await snap(`speedAnalysis-detail-${lang}`);
    const rows = await exportedRows(page);
    // The simulator may add today's row between the page and the export.
    expect(rows).toBeGreaterThanOrEqual(detail.totalRecords);
    expect(rows).toBeLessThanOrEqual(detail.totalRecords + 1);
  });
}
