import {
  ENDPOINTS,
  endpointPath,
  LANG_COOKIE,
  TEST_IDS,
  type ApiResponse,
  type Language,
  type Page as ResultPage,
  type TrailerCouplingRow,
  type TrailerSummaryRow,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import { startOwnTerminal, type OwnTerminal } from './fixtures/ownTerminal';
import { closeShellPopups } from './fixtures/shellPopups';
import { expect, test } from './fixtures/test';
import { exportedRows, openReport, reportAnswer, reportRows, reportTotal } from './fixtures/reportPage';

/**
 * The trailer report in both languages. A trailer with one device is added through the API with this spec's own
 * simulated head as its linked head. The head drives while its terminal (item 0xE4) couples that trailer, uncouples
 * it, couples a trailer nobody registered and couples the first again, each state stored with positions by the real
 * pipeline. The report then shows the couplings in detail (the unregistered number marked, the last coupling still
 * on), the two trailers in the summary, the drill-down to the registered trailer's couplings, and the .xlsx exports
 * hold as many rows as the query counts.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.eventReports;
const PLATE = '沪A·TR076';
const PHONE = '013900009979';
const TRAILER_PLATE = '沪E0076挂';
const DEVICE = 'TR-E2E-076';
const STRANGER = 'TR-E2E-X76';
const DETAIL = '/report/trailer/detail';
const SUMMARY = '/report/trailer/summary';

test.use({ viewport: { width: 1600, height: 1000 } });
test.describe.configure({ mode: 'serial' });

let own: OwnTerminal;

/**
 * Couples `deviceNo` (or uncouples: null) and waits until two positions carry that state (the report the change
 * sends at once and the next regular one, 10–30 s later while driving), so each episode lasts and covers distance.
 */
async function couple(deviceNo: string | null): Promise<void> {
  const since = Date.now() - 1_000;
  own.coupleTrailer(deviceNo);
  await expect
    .poll(
      async () => {
        const q = own.db
          .selectFrom('track_points')
          .select('gps_time')
          .where('vehicle_id', '=', own.vehicleId)
          .where('gps_time', '>=', since);
        return (
          await (
            deviceNo === null ? q.where('trailer_no', 'is', null) : q.where('trailer_no', '=', deviceNo)
          ).execute()
        ).length;
      },
      {
        message: `two positions with trailer ${deviceNo ?? 'none'} are stored`,
        timeout: 60_000,
        intervals: [500],
      },
    )
    .toBeGreaterThanOrEqual(2);
}

/** The trailer record, added once through the API as the admin (the head is its linked head). */
async function ensureTrailer(page: Page, origin: string): Promise<void> {
  const existing = await own.db
    .selectFrom('trailers')
    .select('id')
    .where('plate', '=', TRAILER_PLATE)
    .executeTakeFirst();
  if (existing) return;
  const admin = await own.db
    .selectFrom('users')
    .select('department_id')
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  const added = await page.request.post(endpointPath(ENDPOINTS.trailerAdd), {
    data: {
      plateNumber: TRAILER_PLATE,
      departmentId: admin.department_id,
      useCategory: 'longHaul',
      headIds: [own.vehicleId],
      devices: [{ name: 'Trailer unit', deviceNo: DEVICE, type: 'wired' }],
    },
    headers: { origin },
  });
  const answer = (await added.json()) as ApiResponse<unknown>;
  expect(answer.code, answer.message).toBe(1);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  own = await startOwnTerminal({ plate: PLATE, phone: PHONE, state: 'driving' });
  for (const deviceNo of [DEVICE, null, STRANGER, DEVICE]) await couple(deviceNo);
});
test.afterAll(async () => {
  await own?.stop();
});

for (const lang of LANGS) {
  test(`trailer report: couplings show in detail, summary, drill-down and export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(120_000);
    const words = resources[lang].eventReports.trailer;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    await ensureTrailer(page, baseURL ?? '');

    await openReport(page, '/trailerReport', DETAIL);
    await closeShellPopups(page);
    await expect(page.getByTestId(ids.page('trailer'))).toBeVisible();
    await page.getByTestId(ids.plate).fill('TR076');
    const answer = await reportAnswer<ResultPage<TrailerCouplingRow>>(page, DETAIL, () =>
      page.getByTestId(ids.search).click(),
    );
    const total = answer.totalRecords;
    expect(total).toBe(3);
    expect(
      answer.data.map((e) => [e.trailerPlate, e.trailerNo, e.linkedHead, e.uncoupledAt === null]),
    ).toEqual([
      [TRAILER_PLATE, DEVICE, true, true],
      [null, STRANGER, false, false],
      [TRAILER_PLATE, DEVICE, true, false],
    ]);
    expect(answer.data.every((e) => e.plate === PLATE && e.durationS > 0)).toBe(true);
    await expect(reportRows(page)).toHaveCount(total);
    const grid = page.getByTestId(ids.grid);
    await expect(grid).toContainText(words.stillCoupled);
    await expect(grid).toContainText(words.unregistered);
    await expect(grid).toContainText(TRAILER_PLATE);
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await snap(`trailer-detail-${lang}`);
    expect(await exportedRows(page)).toBe(total);

    const summary = await reportAnswer<ResultPage<TrailerSummaryRow>>(page, SUMMARY, () =>
      page.getByTestId(ids.view('summary')).click(),
    );
    expect(summary.totalRecords).toBe(2);
    const registered = summary.data.find((s) => s.trailerPlate === TRAILER_PLATE);
    expect(registered).toMatchObject({ trailerNo: DEVICE, couplings: 2, heads: 1, lastHeadPlate: PLATE });
    expect(summary.data.find((s) => s.trailerPlate === null)).toMatchObject({
      trailerNo: STRANGER,
      couplings: 1,
    });
    await expect(reportRows(page)).toHaveCount(2);
    await expect(grid.locator('.ag-row [col-id="lastHeadPlate"]').first()).toHaveText(PLATE);
    await closeShellPopups(page);
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await snap(`trailer-summary-${lang}`);
    expect(await exportedRows(page)).toBe(2);
    const drilled = await reportTotal(page, DETAIL, () =>
      page.getByTestId(TEST_IDS.trailerReport.drill(registered!.id)).click(),
    );
    expect(drilled).toBe(2);
    await expect(page.getByTestId(TEST_IDS.trailerReport.trailer)).toHaveValue(TRAILER_PLATE);
  });
}
