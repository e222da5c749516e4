import { execFileSync } from 'node:child_process';
import {
  endpointPath,
  ENDPOINTS,
  LANG_COOKIE,
  TEST_IDS,
  type ApiResponse,
  type DayStatSummaryPage,
  type Language,
  type Page as ResultPage,
  type PositionReportRow,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import { Workbook } from '../apps/server/src/resources/sheet/excelJs';
import { createOwnServer, type OwnServer } from './fixtures/ownServer';
import { closeShellPopups } from './fixtures/shellPopups';
import { traceMainThreadTasks } from './fixtures/mainThreadTasks';
import { expect, test as base } from './fixtures/test';

const ids = TEST_IDS.eventReports;
/**
 * The longest main-thread task scrolling may cause (a frame and a half at 30 fps would be noticed), in the thread's
 * own time: a task that waited for a core while the server answered the block is not longer work of the page's.
 */
const LONG_TASK_MS = 50;

/**
 * The timing-tracking report on a server of the spec's own, seeded with the dense `--full` history of 1,000 demo
 * vehicles (no simulator, so the rows stand still): the last seven days hold over a million stored positions at
 * any hour (the dense history is yesterday and today; just after midnight today holds almost nothing).
 */
const test = base.extend<object, { dense: OwnServer }>({
  dense: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await createOwnServer({
        logName: 'timingTrack-server.log',
        dataPrefix: 'roadwatch-timing-track-e2e-',
        env: {
          ROADWATCH_SIMULATOR: '0',
          ROADWATCH_SEED_VEHICLES: '1000',
          ROADWATCH_SEED_DAYS: '8',
          ROADWATCH_SEED_FULL: '1',
        },
      });
      try {
        await server.start();
        await use(server);
      } finally {
        await server.dispose();
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ dense }, use) => {
    await use(dense.baseUrl);
  },
});

// Playwright's trace recorder (kept on failure outside CI) snapshots the whole page on its main thread before each
// step, which the scrolling test would measure as the page's own work.
test.use({ viewport: { width: 1600, height: 900 }, trace: 'off' });

async function open(page: Page, baseURL: string | undefined, lang: Language, login: () => Promise<void>) {
  await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
  await login();
  const first = page.waitForResponse((r) =>
    r.url().endsWith(endpointPath(ENDPOINTS.timingTrackDetailReport)),
  );
  await page.goto('/timingTrackReport');
  const answer = ((await (await first).json()) as ApiResponse<ResultPage<PositionReportRow>>).result;
  await expect(page.getByTestId(ids.grid).locator('.ag-row[row-index="0"]')).toBeVisible();
  await closeShellPopups(page);
  return answer;
}

test('a million positions scroll to the last row with no long task (zh-CN)', async ({
  page,
  baseURL,
  loginPage,
  snap,
}) => {
  test.setTimeout(240_000);
  const answer = await open(page, baseURL, 'zh-CN', () => loginPage.signIn('admin'));
  const total = answer.totalRecords;
  expect(total).toBeGreaterThanOrEqual(1_000_000);
  const grid = page.getByTestId(ids.grid);
  await expect(page.getByTestId(ids.pager)).toContainText(String(total));
  await snap('timing-track-top-zh-CN');

  // The grid's scrolled body, the element in it that scrolls vertically the furthest, found before the measuring
  // starts: the search reads the computed style of every element, a long task of the test's own.
  const body = await grid.evaluateHandle((root) => {
    const scrolled = [...root.querySelectorAll<HTMLElement>('*')]
      .filter((el) => /(auto|scroll)/.test(getComputedStyle(el).overflowY))
      .sort((a, b) => b.scrollHeight - a.scrollHeight)[0];
    if (!scrolled) throw new Error('the grid has no scrolled body');
    return scrolled;
  });
  const last = grid.locator(`.ag-row[row-index="${total - 1}"]`);
  const tasks = await traceMainThreadTasks(page, async () => {
    for (const share of [0.25, 0.5, 0.75, 1]) {
      await body.evaluate((el, s) => {
        el.scrollTop = (el.scrollHeight - el.clientHeight) * s;
      }, share);
      await expect(grid.locator('.ag-row:not(.ag-row-loading) [col-id="gpsTime"]').first()).not.toBeEmpty();
    }
    await expect(last.locator('[col-id="plate"]')).not.toBeEmpty();
    await expect(last).toBeInViewport();
  });
  const longest = Math.max(0, ...tasks.map((task) => task.cpuMs));
  console.log(
    `[timingTrack] main-thread tasks over 8 ms while scrolling (ms, own time/lasted): ${tasks
      .map((task) => `${task.cpuMs.toFixed(0)}/${task.wallMs.toFixed(0)}`)
      .join(' ')}`,
  );
  expect(longest).toBeLessThanOrEqual(LONG_TASK_MS);
  await snap('timing-track-bottom-zh-CN');
});

test('the summary per vehicle opens one vehicle positions in time order (en-US)', async ({
  page,
  baseURL,
  loginPage,
  snap,
}) => {
  const words = resources['en-US'];
  await open(page, baseURL, 'en-US', () => loginPage.signIn('admin'));
  const summarised = page.waitForResponse((r) =>
    r.url().endsWith(endpointPath(ENDPOINTS.timingTrackReportSummary)),
  );
  await page.getByTestId(ids.view('summary')).click();
  const summary = ((await (await summarised).json()) as ApiResponse<DayStatSummaryPage>).result;
  const grid = page.getByTestId(ids.grid);
  await expect(grid.locator('.ag-header')).toContainText(words.dayStats.column.points);
  await snap('timing-track-summary-en-US');

  const first = summary.data[0]!;
  const detailed = page.waitForResponse((r) =>
    r.url().endsWith(endpointPath(ENDPOINTS.timingTrackDetailReport)),
  );
  await page.getByTestId(ids.drill(first.vehicleId)).click();
  const detail = ((await (await detailed).json()) as ApiResponse<ResultPage<PositionReportRow>>).result;
  expect(detail.totalRecords).toBe(first.points);
  const times = detail.data.map((r) => r.gpsTime);
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(detail.data.every((r) => r.plate === first.plate)).toBe(true);
  await expect(grid.locator('.ag-header')).toContainText(words.eventReports.timingTrack.gpsTime);
  await expect(page.getByTestId(ids.footnote)).toHaveText(words.eventReports.timingTrack.ordered);
  await snap('timing-track-drilled-en-US');
});

test('one vehicle positions exported in the background as xlsx and PDF, read back (zh-CN)', async ({
  page,
  baseURL,
  loginPage,
  snap,
}, testInfo) => {
  test.setTimeout(180_000);
  const words = resources['zh-CN'];
  await open(page, baseURL, 'zh-CN', () => loginPage.signIn('admin'));
  const summarised = page.waitForResponse((r) =>
    r.url().endsWith(endpointPath(ENDPOINTS.timingTrackReportSummary)),
  );
  await page.getByTestId(ids.view('summary')).click();
  const vehicle = ((await (await summarised).json()) as ApiResponse<DayStatSummaryPage>).result.data[0]!;
  const detailed = page.waitForResponse((r) =>
    r.url().endsWith(endpointPath(ENDPOINTS.timingTrackDetailReport)),
  );
  await page.getByTestId(ids.drill(vehicle.vehicleId)).click();
  const total = ((await (await detailed).json()) as ApiResponse<ResultPage<PositionReportRow>>).result
    .totalRecords;
  expect(total).toBe(vehicle.points);

  for (const format of ['xlsx', 'pdf'] as const) {
    await page.getByTestId(TEST_IDS.exportCenter.background).click();
    await page.getByTestId(TEST_IDS.exportCenter.backgroundFormat(format)).click();
    await expect(page.getByText(words.exportCenter.queued).last()).toBeVisible();
  }
  await page.goto('/exportCenter');
  const download = async (formatLabel: string) => {
    const row = page
      .locator('[data-testid^="export-job-"][data-state]')
      .filter({ has: page.getByRole('cell', { name: formatLabel, exact: true }) })
      .first();
    await expect(row).toHaveAttribute('data-state', 'succeeded', { timeout: 90_000 });
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: words.exportCenter.download }).click(),
    ]);
    const saved = testInfo.outputPath(file.suggestedFilename());
    await file.saveAs(saved);
    return saved;
  };
  const book = new Workbook();
  await book.xlsx.readFile(await download(words.exportCenter.formats.xlsx));
  const sheet = book.worksheets[0]!;
  expect(sheet.actualRowCount).toBe(1 + total);
  expect(String(sheet.getRow(1).getCell(3).value)).toBe(words.eventReports.timingTrack.gpsTime);
  expect(String(sheet.getRow(2).getCell(1).value)).toBe(vehicle.plate);

  const text = execFileSync('/usr/bin/pdftotext', [
    await download(words.exportCenter.formats.pdf),
    '-',
  ]).toString();
  expect(text).toContain(vehicle.plate);
  expect(text).toContain(words.eventReports.timingTrack.gpsTime);
  expect(text).toContain('定时跟踪');
  await closeShellPopups(page);
  await snap('timing-track-export-centre-zh-CN');
});
