import { LANG_COOKIE, TEST_IDS, type Language } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import { SETTLED_SELECT_LIST } from './fixtures/antdPopups';
import { startOwnTerminal, type OwnTerminal } from './fixtures/ownTerminal';
import { closeShellPopups } from './fixtures/shellPopups';
import { exportedRows, reportRows, reportTotal } from './fixtures/reportPage';
import { expect, test } from './fixtures/test';

/**
 * The place-tracing reports in both languages, on a parked vehicle with this spec's own terminal: every position it
 * reports is where it stands, so around that point (and inside a stored circle drawn there) it makes one pass. Each
 * page opens asking nothing until its place is chosen; then detail, summary, drill-down and .xlsx exports whose rows
 * equal the query's count.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.eventReports;
const PLATE = '沪A·PT071';
const PHONE = '013900009971';
const AREA = `E2E contact ${String(Date.now()).slice(-6)}`;

test.use({ viewport: { width: 1600, height: 1000 } });
test.describe.configure({ mode: 'serial' });

let own: OwnTerminal;
let areaId = 0;
let where = { lon: 0, lat: 0 };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnTerminal({ plate: PLATE, phone: PHONE, state: 'parked' });
  const { db, vehicleId } = own;
  await expect
    .poll(
      async () =>
        (
          await db
            .selectFrom('track_points')
            .select('gps_time')
            .where('vehicle_id', '=', vehicleId)
            .executeTakeFirst()
        )?.gps_time ?? 0,
      { message: 'the terminal reports a position', timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  const at = await db
    .selectFrom('track_points')
    .select(['lon', 'lat'])
    .where('vehicle_id', '=', vehicleId)
    .orderBy('gps_time', 'desc')
    .executeTakeFirstOrThrow();
  where = { lon: Number(at.lon), lat: Number(at.lat) };
  const vehicle = await db
    .selectFrom('vehicles')
    .select(['company_id', 'department_id'])
    .where('id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  // A 1.5 km circle around where it stands: wide enough for the map's GCJ-02 offset from the terminal's WGS-84.
  areaId = Number(
    (
      await db
        .insertInto('map_areas')
        .values({
          company_id: vehicle.company_id,
          department_id: vehicle.department_id,
          name: AREA,
          shape: 'circle',
          lon: where.lon,
          lat: where.lat,
          radius: 1500,
          modified_at: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
});
test.afterAll(async () => {
  // The area goes again: the map pages of later specs on this server start without it.
  if (own) await own.db.deleteFrom('map_areas').where('id', '=', areaId).execute();
  await own?.stop();
});

/**
 * Detail, summary, drill-down and exports of a query already searched: one pass of the spec's vehicle. The summary's
 * picture is taken before its export, so the "exported" message is not in it.
 */
async function passesAndSummary(
  page: Page,
  report: string,
  path: string,
  words: { passes: string },
  snapSummary: () => Promise<void>,
) {
  await expect(reportRows(page)).toHaveCount(1);
  await expect(page.getByTestId(ids.grid)).toContainText(PLATE);
  expect(await exportedRows(page)).toBe(1);
  const vehicles = await reportTotal(page, `${path}/summary`, () =>
    page.getByTestId(ids.view('summary')).click(),
  );
  expect(vehicles).toBe(1);
  const grid = page.getByTestId(ids.grid);
  await expect(grid.locator('.ag-row [col-id="passes"]')).toHaveText('1');
  await expect(grid).toContainText(words.passes);
  await closeShellPopups(page);
  // The detail export's "exported" message has gone before the picture is taken.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  await snapSummary();
  expect(await exportedRows(page)).toBe(1);
  const drilled = await reportTotal(page, `${path}/detail`, () =>
    page.getByTestId(ids.drill(own.vehicleId)).first().click(),
  );
  expect(drilled).toBe(1);
  await expect(page.getByTestId(ids.page(report))).toBeVisible();
}

for (const lang of LANGS) {
  test(`around a point: point and radius, detail, summary, drill-down and export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(120_000);
    const words = resources[lang].eventReports.placeTrace;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    await page.goto('/aroundDetailReport');
    await expect(page.getByTestId(ids.page('aroundDetail'))).toBeVisible();
    // No point yet: nothing is asked, and searching names the missing point.
    await expect(page.getByTestId(ids.empty)).toBeVisible();
    await page.getByTestId(ids.search).click();
    await expect(page.getByTestId(ids.refused)).toHaveText(words.pointRequired);
    await page.getByTestId(ids.plate).fill('PT071');
    await page.getByTestId(TEST_IDS.placeTrace.lon).fill(where.lon.toFixed(6));
    await page.getByTestId(TEST_IDS.placeTrace.lat).fill(where.lat.toFixed(6));
    await page.getByTestId(TEST_IDS.placeTrace.radius).fill('300');
    const total = await reportTotal(page, '/report/around/detail', () =>
      page.getByTestId(ids.search).click(),
    );
    expect(total).toBe(1);
    await expect(page.getByTestId(ids.grid).locator('.ag-row [col-id="nearestM"]')).toHaveText('0');
    await closeShellPopups(page);
    await snap(`aroundDetail-detail-${lang}`);
    await passesAndSummary(page, 'aroundDetail', '/report/around', words, () =>
      snap(`aroundDetail-summary-${lang}`),
    );
  });

  test(`epidemic vehicles: areas, detail, summary, drill-down and export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(120_000);
    const words = resources[lang].eventReports.placeTrace;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    await page.goto('/epidemicVehicleReport');
    await expect(page.getByTestId(ids.page('epidemicVehicle'))).toBeVisible();
    await expect(page.getByTestId(ids.empty)).toBeVisible();
    await page.getByTestId(ids.search).click();
    await expect(page.getByTestId(ids.refused)).toHaveText(words.areasRequired);
    await page.getByTestId(ids.plate).fill('PT071');
    await page.getByTestId(TEST_IDS.placeTrace.areas).click();
    await page.locator(SETTLED_SELECT_LIST).getByTitle(AREA, { exact: true }).click();
    await page.keyboard.press('Escape');
    const total = await reportTotal(page, '/report/epidemic-vehicle/detail', () =>
      page.getByTestId(ids.search).click(),
    );
    expect(total).toBe(1);
    await expect(page.getByTestId(ids.grid)).toContainText(AREA);
    await closeShellPopups(page);
    await snap(`epidemicVehicle-detail-${lang}`);
    await passesAndSummary(page, 'epidemicVehicle', '/report/epidemic-vehicle', words, () =>
      snap(`epidemicVehicle-summary-${lang}`),
    );
  });
}
