import {
  LANG_COOKIE,
  TEST_IDS,
  type Language,
  type Page as ResultPage,
  type ParkingReportRow,
  type ParkingSummaryRow,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { closeShellPopups } from './fixtures/shellPopups';
import { expect, test } from './fixtures/test';
import { reportAnswer, reportRows } from './fixtures/reportPage';

/**
 * The parking report in both languages over the demo fleet's stops: the seed writes its history and rolls up every
 * day (stops included), the simulator keeps adding today's. Detail (the default five-minute minimum), summary,
 * drill-down from a summary plate to that vehicle's stops, a longer minimum, a cleared minimum refused before it is
 * sent, and an .xlsx export whose rows match the query.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.eventReports;

test.use({ viewport: { width: 1600, height: 1000 } });

for (const lang of LANGS) {
  test(`parking report: detail, summary, drill-down, minimum and export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(120_000);
    const words = resources[lang].eventReports.parking;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const opened = await reportAnswer<ResultPage<ParkingReportRow>>(page, '/report/parking/detail', () =>
      page.goto('/parkingReport').then(() => undefined),
    );
    await expect(page.getByTestId(ids.page('parking'))).toBeVisible();
    expect(opened.totalRecords).toBeGreaterThan(0);
    expect(opened.data.every((r) => r.durationS >= 5 * 60)).toBe(true);
    await expect(reportRows(page)).toHaveCount(Math.min(opened.totalRecords, 20));
    const grid = page.getByTestId(ids.grid);
    await expect(grid.locator('.ag-header')).toContainText(words.accName);
    await expect(grid).toContainText(opened.data[0]!.plate);
    await closeShellPopups(page);
    await snap(`parking-detail-${lang}`);

    const summary = await reportAnswer<ResultPage<ParkingSummaryRow>>(page, '/report/parking/summary', () =>
      page.getByTestId(ids.view('summary')).click(),
    );
    expect(summary.totalRecords).toBeGreaterThan(0);
    await expect(grid.locator('.ag-header')).toContainText(words.longestStopS);
    await snap(`parking-summary-${lang}`);
    // The summary as an export-centre job (uncapped, like a subscription's file): queued at once, written later.
    await page.getByTestId(TEST_IDS.exportCenter.background).click();
    await page.getByTestId(TEST_IDS.exportCenter.backgroundFormat('xlsx')).click();
    await expect(page.getByText(resources[lang].exportCenter.queued).last()).toBeVisible();

    // The first vehicle's plate opens its stops over the same range (the simulator may add one meanwhile).
    const first = summary.data[0]!;
    const drilled = await reportAnswer<ResultPage<ParkingReportRow>>(page, '/report/parking/detail', () =>
      page.getByTestId(ids.drill(first.vehicleId)).click(),
    );
    expect(drilled.totalRecords).toBeGreaterThanOrEqual(first.stops);
    expect(drilled.data.every((r) => r.vehicleId === first.vehicleId)).toBe(true);
    await expect(reportRows(page)).toHaveCount(Math.min(drilled.totalRecords, 20));
    await snap(`parking-drilled-${lang}`);

    const { Workbook } = (await import('exceljs')).default;
    const download = page.waitForEvent('download');
    await page.getByTestId(ids.export).click();
    const book = new Workbook();
    await book.xlsx.readFile(await (await download).path());
    const sheet = book.worksheets[0]!;
    expect(String(sheet.getRow(1).getCell(1).value)).toBe(words.plate);
    expect(String(sheet.getRow(2).getCell(1).value)).toBe(first.plate);
    const again = await reportAnswer<ResultPage<ParkingReportRow>>(page, '/report/parking/detail', () =>
      page.getByTestId(ids.search).click(),
    );
    expect(sheet.actualRowCount - 1).toBeGreaterThanOrEqual(drilled.totalRecords);
    expect(sheet.actualRowCount - 1).toBeLessThanOrEqual(again.totalRecords);

    // A longer minimum leaves only the longer stops.
    const minimum = page.getByTestId(TEST_IDS.parkingReport.minMinutes);
    await minimum.fill('60');
    const longer = await reportAnswer<ResultPage<ParkingReportRow>>(page, '/report/parking/detail', () =>
      page.getByTestId(ids.search).click(),
    );
    expect(longer.totalRecords).toBeLessThanOrEqual(again.totalRecords);
    expect(longer.data.every((r) => r.durationS >= 3600)).toBe(true);

    // A cleared minimum is named and not sent.
    await minimum.fill('');
    await page.getByTestId(ids.search).click();
    await expect(page.getByTestId(ids.refused)).toContainText(words.minMinutes);
    await snap(`parking-refused-${lang}`);

    // The background summary in the download centre: every vehicle the page summarised, with its stops.
    await page.goto('/exportCenter');
    const job = page
      .locator('[data-testid^="export-job-"][data-state]')
      .filter({ hasText: resources[lang].exportCenter.subscription.reports.parkingSummary })
      .first();
    await expect(job).toHaveAttribute('data-state', 'succeeded', { timeout: 60_000 });
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      job.getByRole('button', { name: resources[lang].exportCenter.download }).click(),
    ]);
    const summaryBook = new Workbook();
    await summaryBook.xlsx.readFile(await file.path());
    const summarySheet = summaryBook.worksheets[0]!;
    expect(String(summarySheet.getRow(1).getCell(1).value)).toBe(words.plate);
    expect(summarySheet.actualRowCount - 1).toBeGreaterThanOrEqual(summary.totalRecords);
    await snap(`parking-export-centre-${lang}`);
    // The shared server's download centre is left as found (other specs count their own jobs there).
    const jobId = Number((await job.getAttribute('data-testid'))!.replace('export-job-', ''));
    await page.getByTestId(TEST_IDS.exportCenter.delete(jobId)).click();
    await page.locator('.ant-popconfirm').getByRole('button').last().click();
    await expect(page.getByTestId(TEST_IDS.exportCenter.row(jobId))).toHaveCount(0);
  });
}
