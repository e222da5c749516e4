import path from 'node:path';
import {
  endpointPath,
  ENDPOINTS,
  LANG_COOKIE,
  TEST_IDS,
  type ApiResponse,
  type DayStatRow,
  type DayStatSummaryPage,
  type Language,
  type Page as ResultPage,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { expect, test } from './fixtures/test';
import { closeShellPopups } from './fixtures/shellPopups';

const ids = TEST_IDS.eventReports;
const LANGS: Language[] = ['zh-CN', 'en-US'];

test.use({ viewport: { width: 1600, height: 900 } });

for (const lang of LANGS) {
  const words = resources[lang].dayStats;

  test(`mileage report [${lang}]: the seeded fleet's summary, one vehicle's days, the xlsx of them`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }, testInfo) => {
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');

    const summarised = page.waitForResponse((r) =>
      r.url().endsWith(endpointPath(ENDPOINTS.mileageReportSummary)),
    );
    await page.goto('/mileageReport');
    const summary = ((await (await summarised).json()) as ApiResponse<DayStatSummaryPage>).result;
    expect(summary.totalRecords).toBeGreaterThan(0);
    const grid = page.getByTestId(ids.grid);
    await expect(grid.locator('.ag-header')).toContainText(words.column.avgDayKm);
    await expect(grid.locator('.ag-cell[col-id="plate"]')).toHaveCount(Math.min(summary.totalRecords, 20));
    await expect(page.getByTestId(ids.footnote)).toContainText(String(summary.totals.vehicles));
    await closeShellPopups(page);
    await snap('summary');

    // The first vehicle's plate opens its days over the same range.
    const first = summary.data[0]!;
    const detailed = page.waitForResponse((r) =>
      r.url().endsWith(endpointPath(ENDPOINTS.mileageReportDetail)),
    );
    await page.getByTestId(ids.drill(first.vehicleId)).click();
    const detail = ((await (await detailed).json()) as ApiResponse<ResultPage<DayStatRow>>).result;
    // The demo simulator keeps driving: today's row may be rolled up between the two calls.
    expect(detail.totalRecords).toBeGreaterThanOrEqual(first.days);
    expect(detail.data.every((r) => r.vehicleId === first.vehicleId)).toBe(true);
    await expect(page.getByTestId(ids.view('detail'))).toBeVisible();
    await expect(page.getByTestId(ids.vehicles)).toContainText(first.plate);
    await expect(grid.locator('.ag-header')).toContainText(words.column.startKm);
    const plates = grid.locator('.ag-cell[col-id="plate"]');
    await expect(plates).toHaveCount(detail.totalRecords);
    for (const text of await plates.allInnerTexts()) expect(text.trim()).toBe(first.plate);
    await snap('detail');

    const download = page.waitForEvent('download');
    await page.getByTestId(ids.export).click();
    const file = testInfo.outputPath('mileage-detail.xlsx');
    await (await download).saveAs(file);
    const { Workbook } = (await import('exceljs')).default;
    const book = new Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0]!;
    // The header and the vehicle's days; the simulator may add today's row between the page and the export.
    expect(sheet.actualRowCount).toBeGreaterThanOrEqual(1 + detail.totalRecords);
    expect(sheet.actualRowCount).toBeLessThanOrEqual(2 + detail.totalRecords);
    expect(String(sheet.getRow(1).getCell(1).value)).toBe(words.column.plate);
    expect(String(sheet.getRow(2).getCell(1).value)).toBe(first.plate);
    expect(path.extname(file)).toBe('.xlsx');
  });
}

test('driving statistics [en-US]: the summary shows the seeded vehicles with driving time', async ({
  page,
  baseURL,
  loginPage,
  snap,
}) => {
  await page.context().addCookies([{ name: LANG_COOKIE, value: 'en-US', url: baseURL ?? '' }]);
  await loginPage.signIn('admin');
  const summarised = page.waitForResponse((r) =>
    r.url().endsWith(endpointPath(ENDPOINTS.drivingStatReportSummary)),
  );
  await page.goto('/drivingStatReport');
  const summary = ((await (await summarised).json()) as ApiResponse<DayStatSummaryPage>).result;
  expect(summary.totals.drivingS).toBeGreaterThan(0);
  const grid = page.getByTestId(ids.grid);
  await expect(grid.locator('.ag-header')).toContainText(resources['en-US'].dayStats.column.avgSpeed);
  await expect(grid.locator('.ag-cell[col-id="plate"]').first()).toBeVisible();
  await closeShellPopups(page);
  await snap('summary');
});
