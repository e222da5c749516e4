import {
  chinaDayStart,
  ENDPOINTS,
  endpointPath,
  LANG_COOKIE,
  STORAGE_RECORDING_MS,
  TEMPERATURE_POINT_STATE,
  TEST_IDS,
  type Language,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import { connectDatabase, type Database } from '../apps/server/src/db/connect';
import { SETTLED_SELECT_LIST } from './fixtures/antdPopups';
import { e2eDataDir } from './fixtures/e2eEnv';
import { startOwnSiteLogger } from './fixtures/ownSiteLogger';
import { expect, test } from './fixtures/test';
import { closeShellPopups } from './fixtures/shellPopups';

const ids = TEST_IDS.warehouseViews;
const LANGS: Language[] = ['zh-CN', 'en-US'];

test.use({ viewport: { width: 1600, height: 900 } });

let db: Database;
test.beforeAll(() => {
  const dataDir = e2eDataDir();
  db = connectDatabase({ dataDir });
});
test.afterAll(async () => {
  await db?.destroy();
});

/** Picks a warehouse by name in the view's warehouse picker. */
async function pickWarehouse(page: Page, name: string): Promise<void> {
  await page.getByTestId(ids.warehouse).click();
  await page.keyboard.type(name);
  await page.locator(SETTLED_SELECT_LIST).getByTitle(name).click();
}

for (const [index, lang] of LANGS.entries()) {
  const words = resources[lang].warehouse;

  test(`warehouse views [${lang}]: a logger's readings on the daily monitor, the dashboard, the curves and the humidity detail`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(90_000);
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const stamp = String(Date.now()).slice(-7);
    const name = `E2E日监控${index}-${stamp}`;
    const admin = await db
      .selectFrom('users')
      .select('department_id')
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    const added = await page.request.post(endpointPath(ENDPOINTS.warehouseAdd), {
      data: {
        name,
        longitude: 121.6,
        latitude: 31.1,
        departmentId: admin.department_id,
        terminalPhone: `1991${index}${stamp}`,
        pointType: 1,
        points: [
          { probeNo: 1, name: 'A1', minC: -25, maxC: -15, humidityMin: 60, humidityMax: 95 },
          { probeNo: 2, name: 'A2', minC: -25, maxC: -15 },
        ],
      },
    });
    expect(((await added.json()) as { code: number }).code).toBe(1);

    // The logger's clock starts a minute before the last 30-minute recording time, so that time has a sample;
    // in the day's first half hour it starts at midnight itself (a reading of yesterday is not today's).
    const now = Date.now();
    const dayStart = chinaDayStart(now);
    const slot = Math.floor((now - dayStart) / STORAGE_RECORDING_MS);
    const start = Math.max(dayStart, dayStart + slot * STORAGE_RECORDING_MS - 60_000);
    const logger = await startOwnSiteLogger(name, { start });
    try {
      logger.hold(-20);
      const points = await db
        .selectFrom('temp_points')
        .select('id')
        .where('site_id', '=', logger.siteId)
        .orderBy('probe_no')
        .execute();
      const [first, second] = points.map((p) => p.id) as [number, number];
      await expect
        .poll(
          async () =>
            (
              await db
                .selectFrom('temp_readings')
                .select(['value_c', 'humidity'])
                .where('point_id', '=', first)
                .orderBy('time')
                .executeTakeFirst()
            )?.humidity ?? null,
          { message: 'the logger’s reading is stored with its humidity', timeout: 30_000, intervals: [250] },
        )
        .not.toBeNull();

      // Daily monitor: the figures of the day and the sample at the recording time, in the normal colour.
      await page.goto('/storageDailyMonitor');
      await pickWarehouse(page, name);
      const table = page.getByTestId(ids.dailyTable);
      await expect(table).toContainText('A1');
      await expect(table).toContainText('-20.00');
      const sample = page.getByTestId(ids.sample(first, slot));
      await expect(sample).toHaveText('-20.0');
      await expect(sample).toHaveAttribute('data-state', String(TEMPERATURE_POINT_STATE.normal));
      await expect(page.getByTestId(ids.sample(second, slot))).toHaveText('-20.0');
      await expect(page.getByTestId(ids.export)).toBeEnabled();
      await closeShellPopups(page);
      await snap(`daily-${lang}`);

      // Dashboard: the warehouse's card, online with its two points; a click opens its curves.
      await page.goto('/storageDashboard');
      const card = page.getByTestId(ids.card(logger.siteId));
      await expect(card).toContainText(name);
      await expect(card).toContainText(words.dashboard.online);
      await expect(card).toContainText('-20.0 ℃');
      await closeShellPopups(page);
      await card.scrollIntoViewIfNeeded();
      await snap(`dashboard-${lang}`);
      await card.click();
      await expect(page).toHaveURL(new RegExp(`/storageDetail\\?siteId=${logger.siteId}$`));
      const curve = page.getByTestId(ids.curve(first));
      await expect(curve).toHaveAttribute('data-band', '-25~-15');
      await expect(curve).toHaveAttribute('data-humidity', 'yes');
      await expect(curve).not.toHaveAttribute('data-readings', '0');
      await expect(curve.locator('canvas')).toBeVisible();
      await closeShellPopups(page);
      await snap(`detail-${lang}`);

      // Humidity detail: the point's humidity readings with its limits, each with its state.
      await page.goto('/storageHumidityDetail');
      await pickWarehouse(page, name);
      const humidity = page.getByTestId(ids.humidityPoint(first));
      await expect(humidity).toContainText('60 ~ 95');
      await expect(humidity.locator('tbody tr.ant-table-row').first()).toContainText(/\d+\.\d/);
      await expect(humidity.locator('[data-state]').first()).toHaveText(
        new RegExp(Object.values(words.humidity.states).join('|')),
      );
      await expect(page.getByTestId(ids.humidityPoint(second))).toContainText(words.humidity.noLimit);
      await closeShellPopups(page);
      await snap(`humidity-${lang}`);
    } finally {
      await logger.stop();
    }
  });
}
