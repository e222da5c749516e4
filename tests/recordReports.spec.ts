import {
  endpointPath,
  ENDPOINTS,
  LANG_COOKIE,
  pageName,
  TEST_IDS,
  type ApiResponse,
  type Language,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import type { Simulator } from '@roadwatch/simulator';
import type { Database } from '../apps/server/src/db/connect';
import { ADAS_BOX, startOwnTerminal, type OwnTerminal } from './fixtures/ownTerminal';
import { expect, test } from './fixtures/test';
import { closeShellPopups } from './fixtures/shellPopups';
import { exportedRows, openReport, reportRows, reportTotal } from './fixtures/reportPage';

/**
 * The record reports in both languages. A truck of the admin's company reports through its own simulated terminal:
 * it is dispatched (the driver's IC card goes in, 0x0702), raises an ADAS alarm (the terminal uploads its own alarm
 * picture, 0x0801 event 0x10) and ends its shift (the card is pulled). Flash shots: detail with the picture loaded
 * through the media endpoint, summary, drill-down, exports; driver card shifts: detail and per-driver summary,
 * exports; flash pictures (the platform's captures): the page and both views for the same plate.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.eventReports;
const PLATE = `苏R${String(Date.now()).slice(-5)}`;
const PHONE = `1398${String(Date.now()).slice(-7)}`;
/** The tag the admin adds and renames for the operation records. */
const TAG_CODE = `OPR${String(Date.now()).slice(-6)}`;

test.use({ viewport: { width: 1600, height: 1000 } });
test.describe.configure({ mode: 'serial' });

let own: OwnTerminal;
let db: Database;
let sim: Simulator;
let vehicleId = 0;

const pictures = async () =>
  Number(
    (
      await db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('vehicle_id', '=', vehicleId)
        .executeTakeFirstOrThrow()
    ).n,
  );
/** Card reports of the truck: 1 inserted, 2 pulled. */
const cardEvents = async (state: 1 | 2) =>
  Number(
    (
      await db
        .selectFrom('driver_card_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('vehicle_id', '=', vehicleId)
        .where('state', '=', state)
        .executeTakeFirstOrThrow()
    ).n,
  );

test.beforeAll(async () => {
  test.setTimeout(150_000);
  own = await startOwnTerminal({
    plate: PLATE,
    phone: PHONE,
    state: 'driving',
    ...ADAS_BOX,
  });
  ({ db, sim, vehicleId } = own);
  await expect
    .poll(() => cardEvents(1), { message: 'the card read is stored', timeout: 30_000 })
    .toBeGreaterThan(0);
  sim.raiseAdas(PHONE, 'forwardCollision');
  await expect
    .poll(() => pictures(), { message: 'the alarm picture is stored', timeout: 60_000, intervals: [500] })
    .toBeGreaterThan(0);
  sim.endShift(PHONE);
  await expect
    .poll(() => cardEvents(2), { message: 'the card pull is stored', timeout: 30_000 })
    .toBeGreaterThan(0);
  // A simulated terminal stamps a report up to a reporting step ahead of the wall clock; the pages ask up to the end
  // of the current minute: the pull must not lie in the future when they ask.
  await expect
    .poll(
      async () =>
        Number(
          (
            await db
              .selectFrom('driver_card_events')
              .select((eb) => eb.fn.max('time').as('t'))
              .where('vehicle_id', '=', vehicleId)
              .executeTakeFirstOrThrow()
          ).t,
        ) <= Date.now(),
      { message: 'the card events are not in the future', timeout: 90_000, intervals: [1000] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  await db?.deleteFrom('tags').where('code', '=', TAG_CODE).execute();
  await own?.stop();
});

/** Opens a report and waits for its first load (without the plate), so the next answer is the search's. */
async function openRecordReport(
  page: Page,
  baseURL: string | undefined,
  lang: Language,
  key: string,
  report: string,
  detailPath: string,
) {
  await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
  await openReport(page, `/${key}`, detailPath);
  await closeShellPopups(page);
  await expect(page.getByTestId(ids.page(report))).toBeVisible();
  await page.getByTestId(ids.plate).fill(PLATE);
}

for (const lang of LANGS) {
  test(`flash shots and flash pictures: detail with the picture, summary, drill-down, export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(90_000);
    const words = resources[lang].eventReports.mediaRecord;
    await loginPage.signIn('admin');
    await openRecordReport(page, baseURL, lang, 'flashShotReport', 'flashShot', '/report/flash-shot/detail');
    const total = await reportTotal(page, '/report/flash-shot/detail', () =>
      page.getByTestId(ids.search).click(),
    );
    expect(total).toBeGreaterThanOrEqual(1);
    await expect(reportRows(page)).toHaveCount(total);
    await expect(page.getByTestId(ids.grid)).toContainText(words.events[16]);
    const stored = await db
      .selectFrom('media')
      .select('id')
      .where('vehicle_id', '=', vehicleId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const picture = page
      .getByTestId(TEST_IDS.mediaRecordReport.picture(stored.id))
      .locator('img')
      .or(page.locator(`img[data-testid="${TEST_IDS.mediaRecordReport.picture(stored.id)}"]`));
    await expect(picture.first()).toBeVisible();
    await expect
      .poll(() => picture.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await closeShellPopups(page);
    await snap(`flashShot-detail-${lang}`);
    expect(await exportedRows(page)).toBe(total);

    await reportTotal(page, '/report/flash-shot/summary', () =>
      page.getByTestId(ids.view('summary')).click(),
    );
    await expect(reportRows(page)).toHaveCount(1);
    await expect(page.getByTestId(ids.grid)).toContainText(words.alarm);
    await closeShellPopups(page);
    await snap(`flashShot-summary-${lang}`);
    expect(await exportedRows(page)).toBe(1);
    const drilled = await reportTotal(page, '/report/flash-shot/detail', () =>
      page.getByTestId(ids.drill(vehicleId)).click(),
    );
    expect(drilled).toBe(total);

    // The platform's captures: none were asked of this truck, so both views are empty for its plate.
    await openRecordReport(
      page,
      baseURL,
      lang,
      'flashPictureReport',
      'flashPicture',
      '/report/flash-picture/detail',
    );
    expect(
      await reportTotal(page, '/report/flash-picture/detail', () => page.getByTestId(ids.search).click()),
    ).toBe(0);
    await expect(page.getByTestId(ids.empty)).toBeVisible();
    await reportTotal(page, '/report/flash-picture/summary', () =>
      page.getByTestId(ids.view('summary')).click(),
    );
    await closeShellPopups(page);
    await snap(`flashPicture-summary-${lang}`);
  });

  test(`driver card shifts: detail, per-driver summary and export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(90_000);
    const words = resources[lang].eventReports.driverShift;
    await loginPage.signIn('admin');
    await openRecordReport(
      page,
      baseURL,
      lang,
      'driverIcReport',
      'driverShift',
      '/report/driver-shift/detail',
    );
    const total = await reportTotal(page, '/report/driver-shift/detail', () =>
      page.getByTestId(ids.search).click(),
    );
    expect(total).toBeGreaterThanOrEqual(1);
    await expect(reportRows(page)).toHaveCount(total);
    await expect(page.getByTestId(ids.grid)).toContainText(words.signOutTime);
    await closeShellPopups(page);
    await snap(`driverShift-detail-${lang}`);
    expect(await exportedRows(page)).toBe(total);
    const drivers = await reportTotal(page, '/report/driver-shift/summary', () =>
      page.getByTestId(ids.view('summary')).click(),
    );
    expect(drivers).toBeGreaterThanOrEqual(1);
    await expect(reportRows(page, 'cardNumber')).toHaveCount(drivers);
    await closeShellPopups(page);
    await snap(`driverShift-summary-${lang}`);
    expect(await exportedRows(page)).toBe(drivers);
  });

  test(`operation records: an admin's edits in detail, per user and exported (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(90_000);
    const words = resources[lang].eventReports.operationRecord;
    await loginPage.signIn('admin');
    // The admin adds the tag once and renames it in each language's run: the resource kit audits both.
    const department = await db
      .selectFrom('users')
      .select('department_id')
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    const save = {
      code: TAG_CODE,
      name: `Audit ${lang}`,
      departmentId: department.department_id,
      remark: '',
    };
    const headers = { origin: baseURL ?? '' };
    const existing = await db.selectFrom('tags').select('id').where('code', '=', TAG_CODE).executeTakeFirst();
    if (!existing) {
      const added = await page.request.post(endpointPath(ENDPOINTS.tagAdd), { data: save, headers });
      const answer = (await added.json()) as ApiResponse<unknown>;
      expect(answer.code, answer.message).toBe(1);
    }
    const tag = await db
      .selectFrom('tags')
      .select('id')
      .where('code', '=', TAG_CODE)
      .executeTakeFirstOrThrow();
    const updated = await page.request.post(endpointPath(ENDPOINTS.tagUpdate), {
      data: { ...save, id: tag.id },
      headers,
    });
    const answer = (await updated.json()) as ApiResponse<unknown>;
    expect(answer.code, answer.message).toBe(1);

    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await openReport(page, '/operationRecordReport', '/report/operation-record/detail');
    await closeShellPopups(page);
    await expect(page.getByTestId(ids.page('operationRecord'))).toBeVisible();
    await expect(page.getByTestId(ids.plate)).toHaveCount(0);
    await page.getByTestId(TEST_IDS.operationRecordReport.user).fill('admin');
    // The page is searched and shown by its menu name in the console's language, not by its key.
    const tagsPage = pageName('tagManage', lang);
    await page.getByTestId(TEST_IDS.operationRecordReport.resource).fill(tagsPage);
    const total = await reportTotal(page, '/report/operation-record/detail', () =>
      page.getByTestId(ids.search).click(),
    );
    expect(total).toBeGreaterThanOrEqual(2);
    await expect(reportRows(page)).toHaveCount(Math.min(total, 20));
    await expect(page.getByTestId(ids.grid)).toContainText(words.actions.update);
    await expect(page.getByTestId(ids.grid)).toContainText(`Audit ${lang}`);
    await expect(reportRows(page, 'resource').first()).toHaveText(tagsPage);
    await closeShellPopups(page);
    await snap(`operationRecord-detail-${lang}`);
    expect(await exportedRows(page)).toBe(total);
    const users = await reportTotal(page, '/report/operation-record/summary', () =>
      page.getByTestId(ids.view('summary')).click(),
    );
    expect(users).toBe(1);
    await expect(reportRows(page)).toHaveCount(1);
    await closeShellPopups(page);
    await snap(`operationRecord-summary-${lang}`);
    expect(await exportedRows(page)).toBe(1);
  });
}
