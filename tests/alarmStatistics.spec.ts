import fs from 'node:fs';
import path from 'node:path';
import {
  endpointPath,
  ENDPOINTS,
  LANG_COOKIE,
  TEST_IDS,
  type ApiResponse,
  type DeviceExceptionAnalysisResponse,
  type FindAlarmsResponse,
  type Language,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { closeShellPopups } from './fixtures/shellPopups';

const ids = TEST_IDS.alarmStatistics;
const LANGS: Language[] = ['zh-CN', 'en-US'];
const SHOTS = path.resolve(import.meta.dirname, '../test-results/alarm-statistics');
const VIEWPORT = { width: 1600, height: 900 };

test.use({ viewport: VIEWPORT });

/** The shell's new-alarm popups (of the seeded fleet) would cover the page's corner in the shot. */
async function shoot(page: Page, name: string): Promise<void> {
  await closeShellPopups(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

for (const lang of LANGS) {
  const words = resources[lang].alarmStatistics;

  test(`alarm statistics [${lang}]: a summary count opens exactly its alarms, the analysis draws, an exception total opens its exceptions`, async ({
    page,
    baseURL,
    loginPage,
  }) => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');

    await page.goto('/alarmStatSummary');
    const table = page.getByTestId(ids.summaryTable);
    await expect(table.locator('thead')).toContainText(words.column.handledRate);
    await expect(table.locator('.ant-table-summary')).toContainText(words.totals);
    // The seeded fleet raised alarms in the last week: the first vehicle's total is a link to its alarms.
    const firstRow = table.locator('tbody tr.ant-table-row').first();
    const plate = (await firstRow.locator('td').first().innerText()).trim();
    const totalCell = firstRow.locator('button[data-testid$="-total"]');
    const count = Number((await totalCell.innerText()).trim());
    expect(count).toBeGreaterThan(0);
    await shoot(page, `alarmStatSummary-${lang}`);

    const answered = page.waitForResponse((r) => r.url().endsWith(endpointPath(ENDPOINTS.alarmStatDetail)));
    await totalCell.click();
    const envelope = (await (await answered).json()) as ApiResponse<FindAlarmsResponse>;
    expect(envelope.result.totalRecords).toBe(count);
    const grid = page.getByTestId(ids.grid);
    await expect(grid.locator('.ag-row').first()).toContainText(plate);
    const plates = await grid.locator('.ag-cell[col-id="regName"]').allInnerTexts();
    expect(plates.length).toBe(Math.min(count, plates.length));
    expect(plates.length).toBeGreaterThan(0);
    for (const text of plates) expect(text.trim()).toBe(plate);
    await expect(page.getByTestId(ids.pager)).toContainText(String(count));
    await expect(page.getByTestId(ids.detail)).toContainText(words.cell.vehicle.replace('{{plate}}', plate));
    await shoot(page, `alarmStatDetail-${lang}`);

    // The analysis: bars per day stacked by type (a drawn canvas) and the vehicles with the most exceptions.
    const analysed = page.waitForResponse((r) =>
      r.url().endsWith(endpointPath(ENDPOINTS.deviceExceptionAnalysis)),
    );
    await page.goto('/deviceExceptionAnalysis');
    const analysis = ((await (await analysed).json()) as ApiResponse<DeviceExceptionAnalysisResponse>).result;
    expect(analysis.series.length).toBeGreaterThan(0);
    await expect(page.getByTestId(ids.analysisChart).locator('canvas')).toBeVisible();
    await expect(page.getByTestId(ids.analysis)).toContainText(words.analysis.topTitle);
    const top = page.getByTestId(ids.analysisTop).locator('tbody tr.ant-table-row');
    await expect(top).toHaveCount(analysis.top.length);
    const leader = analysis.top[0];
    if (leader) await expect(top.first()).toContainText(leader.plate);
    await shoot(page, `deviceExceptionAnalysis-${lang}`);

    // The exception summary: a vehicle's total opens the detail report with exactly its exceptions.
    await page.goto('/deviceExceptionSummaryReport');
    const summary = page.getByTestId(ids.exceptionSummaryTable);
    await expect(summary.locator('thead')).toContainText(resources[lang].alarmStatistics.exception.duration);
    const row = summary.locator('tbody tr.ant-table-row').first();
    const exceptionPlate = (await row.locator('td').first().innerText()).trim();
    const total = row.locator('button[data-testid$="-total"]');
    const exceptions = Number((await total.innerText()).trim());
    await shoot(page, `deviceExceptionSummaryReport-${lang}`);
    const listed = page.waitForResponse((r) =>
      r.url().endsWith(endpointPath(ENDPOINTS.deviceExceptionDetailReport)),
    );
    await total.click();
    const report = ((await (await listed).json()) as ApiResponse<{ totalRecords: number }>).result;
    expect(report.totalRecords).toBe(exceptions);
    const exceptionGrid = page.getByTestId(ids.exceptionGrid);
    await expect(exceptionGrid.locator('.ag-cell[col-id="vehicleNo"]').first()).toHaveText(exceptionPlate);
    const detailPlates = await exceptionGrid.locator('.ag-cell[col-id="vehicleNo"]').allInnerTexts();
    expect(detailPlates.length).toBe(Math.min(exceptions, detailPlates.length));
    for (const text of detailPlates) expect(text.trim()).toBe(exceptionPlate);
    await expect(page.getByTestId(ids.exceptionPager)).toContainText(String(exceptions));
    await shoot(page, `deviceExceptionDetailReport-${lang}`);
  });
}
