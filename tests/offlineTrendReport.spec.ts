import {
  DEVICE_EXCEPTION_TYPE,
  LANG_COOKIE,
  TEST_IDS,
  type Language,
  type OfflineTrendReportRow,
  type OfflineTrendSummaryPage,
  type Page as ResultPage,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { connectDatabase, type Database } from '../apps/server/src/db/connect';
import { e2eDataDir } from './fixtures/e2eEnv';
import { closeShellPopups } from './fixtures/shellPopups';
import { expect, test } from './fixtures/test';
import { exportedRows, reportAnswer, reportRows } from './fixtures/reportPage';

/**
 * The vehicle offline trend report in both languages on the seeded offline episodes (the demo seed's device
 * exceptions of type offline, some still open): it opens on the per-vehicle summary of the last seven days with the
 * query's totals under the toolbar and a line of the vehicles offline per day, agreeing with the stored episodes; a
 * plate drills to that vehicle's episodes; both sides export an .xlsx whose rows equal the query's count.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.eventReports;
const DAY = 86_400_000;

test.use({ viewport: { width: 1600, height: 1000 } });
test.describe.configure({ mode: 'serial' });

let db: Database;

test.beforeAll(() => {
  db = connectDatabase({ dataDir: e2eDataDir() });
});
test.afterAll(async () => {
  await db?.destroy();
});

/** Stored offline episodes of the admin's company overlapping [from, to]. */
async function storedEpisodes(from: number, to: number): Promise<{ vehicles: number; episodes: number }> {
  const admin = await db
    .selectFrom('users')
    .select('company_id')
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  const found = await db
    .selectFrom('device_exceptions')
    .select('vehicle_id')
    .where('company_id', '=', admin.company_id)
    .where('type', '=', DEVICE_EXCEPTION_TYPE.offline)
    .where('begin_time', '<=', to)
    .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>', from)]))
    .execute();
  return { vehicles: new Set(found.map((r) => r.vehicle_id)).size, episodes: found.length };
}

for (const lang of LANGS) {
  test(`offline trend: summary with totals, drill-down to episodes, both exports (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(120_000);
    const words = resources[lang].eventReports.offlineTrend;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const summary = await reportAnswer<OfflineTrendSummaryPage>(page, '/report/offline-trend/summary', () =>
      page.goto('/vehicleOfflineTrendReport').then(() => undefined),
    );
    await expect(page.getByTestId(ids.page('vehicleOfflineTrendReport'))).toBeVisible();
    // The page's default range: the last seven China days up to today's end.
    const end = Date.now();
    const stored = await storedEpisodes(end - 8 * DAY, end);
    expect(summary.totals.vehicles).toBeGreaterThan(0);
    expect(summary.totals.vehicles).toBeLessThanOrEqual(stored.vehicles);
    expect(summary.totals.episodes).toBeLessThanOrEqual(stored.episodes);
    expect(summary.totalRecords).toBe(summary.totals.vehicles);
    expect(summary.data.reduce((n, r) => n + r.count, 0)).toBeLessThanOrEqual(summary.totals.episodes);
    await expect(reportRows(page)).toHaveCount(Math.min(summary.totalRecords, 20));
    const grid = page.getByTestId(ids.grid);
    await expect(grid).toContainText(words.share);
    await expect(page.getByTestId(ids.footnote)).toContainText(String(summary.totals.episodes));
    // The trend above the grid: vehicles offline on each of the seven days, never more than went offline in all.
    expect(summary.days).toHaveLength(7);
    expect(Math.max(...(summary.days ?? []).map((d) => d.vehicles))).toBeLessThanOrEqual(
      summary.totals.vehicles,
    );
    await expect(page.getByTestId(TEST_IDS.offlineTrendReport.chart).locator('canvas')).toBeVisible();
    await closeShellPopups(page);
    await snap(`offlineTrend-summary-${lang}`);
    expect(await exportedRows(page)).toBe(summary.totalRecords);

    const top = summary.data[0]!;
    const drilled = await reportAnswer<ResultPage<OfflineTrendReportRow>>(
      page,
      '/report/offline-trend/detail',
      () => page.getByTestId(ids.drill(top.vehicleId)).first().click(),
    );
    expect(drilled.totalRecords).toBe(top.count);
    expect(drilled.data.every((r) => r.vehicleId === top.vehicleId)).toBe(true);
    const starts = drilled.data.map((r) => r.startTime);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    await expect(reportRows(page)).toHaveCount(Math.min(top.count, 20));
    await expect(grid).toContainText(top.plate);
    await expect(grid).toContainText(words.place);
    await expect(page.getByTestId(TEST_IDS.offlineTrendReport.chart)).toHaveCount(0);
    await closeShellPopups(page);
    await snap(`offlineTrend-drilled-${lang}`);
    expect(await exportedRows(page)).toBe(top.count);
  });
}
