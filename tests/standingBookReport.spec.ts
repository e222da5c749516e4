import {
  chinaDayStart,
  endpointPath,
  ENDPOINTS,
  LANG_COOKIE,
  TEST_IDS,
  type ApiResponse,
  type Language,
  type Page as ResultPage,
  type StandingBookRow,
  type StandingBookSummaryRow,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import { startOwnTerminal, type OwnTerminal } from './fixtures/ownTerminal';
import { closeShellPopups } from './fixtures/shellPopups';
import { expect, test } from './fixtures/test';
import { exportedRows, openReport, reportAnswer, reportRows, reportTotal } from './fixtures/reportPage';

/**
 * The vehicle ledger in both languages. This spec's own vehicle (its simulated terminal parked, so it drives no km)
 * gets three office records through the fleet-record API today: a refuelling of 42.5 L for 323.00 yuan, a repair of
 * 1,280.00 and a car wash of 45.50 (other cost). The ledger then lists the three records, sums them per vehicle
 * (1,648.50 yuan, no cost per km without mileage), drills down from the summary's plate, and the .xlsx exports hold
 * as many rows as the query counts.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.eventReports;
const PLATE = '沪A·SB078';
const PHONE = '013900009978';
const DETAIL = '/report/standing-book/detail';
const SUMMARY = '/report/standing-book/summary';

test.use({ viewport: { width: 1600, height: 1000 } });
test.describe.configure({ mode: 'serial' });

let own: OwnTerminal;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnTerminal({ plate: PLATE, phone: PHONE, state: 'parked' });
  // A rerun on the same data starts from no records of this vehicle.
  for (const table of ['refuels', 'repair_records', 'other_cost_records'] as const)
    await own.db.deleteFrom(table).where('vehicle_id', '=', own.vehicleId).execute();
});
test.afterAll(async () => {
  await own?.stop();
});

type RecordTable = 'refuels' | 'repair_records' | 'other_cost_records';

/**
 * Adds one office record through the fleet-record API unless the vehicle has one in `table` already. A 503 (the
 * store busy with the demo fleet's writes on a loaded machine: "try again later") is tried again, as the API asks.
 */
async function ensureRecord(
  page: Page,
  table: RecordTable,
  name: 'refuelAdd' | 'repairAdd' | 'otherCostAdd',
  body: object,
) {
  const has = async () =>
    (await own.db
      .selectFrom(table)
      .select('id')
      .where('vehicle_id', '=', own.vehicleId)
      .executeTakeFirst()) !== undefined;
  await expect(async () => {
    if (await has()) return;
    const res = await page.request.post(endpointPath(ENDPOINTS[name]), { data: body });
    const answer = (await res.json()) as ApiResponse<unknown>;
    expect(answer.code, answer.message).toBe(1);
  }).toPass({ timeout: 30_000 });
}

/** The three office records of today, once (the first language's run adds them). */
async function ensureRecords(page: Page): Promise<void> {
  const now = Date.now();
  const today = chinaDayStart(now);
  const vehicleId = own.vehicleId;
  await ensureRecord(page, 'refuels', 'refuelAdd', {
    vehicleId,
    refuelTime: Math.max(today, now - 60_000),
    fuelType: 'regular',
    litres: 42.5,
    unitPrice: 7.6,
    amount: 323,
    station: '中石化虹桥站',
  });
  await ensureRecord(page, 'repair_records', 'repairAdd', {
    vehicleId,
    plant: '安吉修理厂',
    repairDay: today,
    items: '更换刹车片',
    amount: 1_280,
    status: 'completed',
  });
  await ensureRecord(page, 'other_cost_records', 'otherCostAdd', {
    vehicleId,
    costDay: today,
    item: '洗车',
    amount: 45.5,
  });
}

for (const lang of LANGS) {
  test(`vehicle ledger: a vehicle's cost records in detail, summary, drill-down and export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(120_000);
    const categories = resources[lang].fleetAnalysis.categories;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    await ensureRecords(page);

    await openReport(page, '/standingBookReport', DETAIL);
    await closeShellPopups(page);
    await expect(page.getByTestId(ids.page('standingBook'))).toBeVisible();
    await page.getByTestId(ids.plate).fill('SB078');
    const answer = await reportAnswer<ResultPage<StandingBookRow>>(page, DETAIL, () =>
      page.getByTestId(ids.search).click(),
    );
    expect(answer.totalRecords).toBe(3);
    expect(
      answer.data
        .map((r) => [r.category, r.amount, r.litres, r.note])
        .sort((a, b) => Number(a[1]) - Number(b[1])),
    ).toEqual([
      ['other', 45.5, null, '洗车'],
      ['refuel', 323, 42.5, '中石化虹桥站'],
      ['repair', 1_280, null, '安吉修理厂 · 更换刹车片'],
    ]);
    await expect(reportRows(page)).toHaveCount(3);
    const grid = page.getByTestId(ids.grid);
    for (const c of ['refuel', 'repair', 'other'] as const) await expect(grid).toContainText(categories[c]);
    await expect(grid).toContainText('1,280.00');
    await expect(grid).toContainText('安吉修理厂 · 更换刹车片');
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await snap(`standingBook-detail-${lang}`);
    expect(await exportedRows(page)).toBe(3);

    const summary = await reportAnswer<ResultPage<StandingBookSummaryRow>>(page, SUMMARY, () =>
      page.getByTestId(ids.view('summary')).click(),
    );
    expect(summary.totalRecords).toBe(1);
    expect(summary.data[0]).toMatchObject({
      plate: PLATE,
      mileageKm: 0,
      litres: 42.5,
      costs: { refuel: 323, repair: 1_280, other: 45.5, tyre: 0 },
      total: 1_648.5,
      costPerKm: null,
    });
    await expect(reportRows(page)).toHaveCount(1);
    await expect(grid.locator('.ag-row [col-id="total"]')).toHaveText('1,648.50');
    await expect(grid.locator('.ag-row [col-id="cost-refuel"]')).toHaveText('323.00');
    await expect(grid.locator('.ag-row [col-id="costPerKm"]')).toHaveText('');
    await closeShellPopups(page);
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await snap(`standingBook-summary-${lang}`);
    expect(await exportedRows(page)).toBe(1);
    const drilled = await reportTotal(page, DETAIL, () => page.getByTestId(ids.drill(own.vehicleId)).click());
    expect(drilled).toBe(3);
  });
}
