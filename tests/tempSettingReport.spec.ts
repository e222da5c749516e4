import {
  ALARM_RULES,
  endpointPath,
  ENDPOINTS,
  LANG_COOKIE,
  TEST_IDS,
  type ApiResponse,
  type Language,
  type Page as ResultPage,
  type TempSettingRow,
  type TempSettingSummaryRow,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import { startOwnTerminal, type OwnTerminal } from './fixtures/ownTerminal';
import { closeShellPopups } from './fixtures/shellPopups';
import { expect, test } from './fixtures/test';
import { exportedRows, openReport, reportAnswer, reportRows, reportTotal } from './fixtures/reportPage';

/**
 * The temperature settings report in both languages. The admin, signed in, saves an over-temperature setting for a
 * vehicle of this spec's own and then lowers its lower bound (the settings page's calls); the report shows both
 * changes in detail (the second with its thresholds before and after and what changed), the vehicle in the summary
 * with the thresholds in force now, its drill-down, and .xlsx exports as long as the query.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.eventReports;
const PLATE = '沪A·TS076';
const PHONE = '013900009976';
const DETAIL = '/report/temp-setting/detail';
const SUMMARY = '/report/temp-setting/summary';

test.use({ viewport: { width: 1600, height: 1000 } });
test.describe.configure({ mode: 'serial' });

let own: OwnTerminal;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnTerminal({ plate: PLATE, phone: PHONE, state: 'parked' });
});
test.afterAll(async () => {
  await own?.stop();
});

async function saveOverTemp(page: Page, origin: string, minC: number) {
  const res = await page.request.post(endpointPath(ENDPOINTS.alarmRuleSaveVehicles), {
    data: {
      type: 'overTemperature',
      vehicleIds: [own.vehicleId],
      settings: { ...ALARM_RULES.overTemperature.defaults, minC, maxC: -15, sustainS: 60 },
    },
    headers: { origin },
  });
  const envelope = (await res.json()) as ApiResponse<unknown>;
  expect(envelope.code, envelope.message).toBe(1);
}

for (const lang of LANGS) {
  test(`temperature settings: a vehicle's over-temperature change shows in detail, summary, drill-down and export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(120_000);
    const words = resources[lang].eventReports.tempSetting;
    const overTemp = resources[lang].overTemp;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    await saveOverTemp(page, baseURL ?? '', -20);
    await saveOverTemp(page, baseURL ?? '', -18);

    await openReport(page, '/tempSettingReport', DETAIL);
    await closeShellPopups(page);
    await expect(page.getByTestId(ids.page('tempSetting'))).toBeVisible();
    await page.getByTestId(ids.plate).fill('TS076');
    const answer = await reportAnswer<ResultPage<TempSettingRow>>(page, DETAIL, () =>
      page.getByTestId(ids.search).click(),
    );
    const total = answer.totalRecords;
    expect(total).toBeGreaterThanOrEqual(2);
    expect(answer.data[0]).toMatchObject({
      plate: PLATE,
      action: 'save',
      before: { minC: -20, maxC: -15 },
      after: { minC: -18, maxC: -15 },
    });
    await expect(reportRows(page)).toHaveCount(total);
    const grid = page.getByTestId(ids.grid);
    await expect(grid).toContainText(words.actions.save);
    await expect(grid).toContainText(`${overTemp.fields.minC}`);
    await expect(grid).toContainText('-20 °C → -18 °C');
    await snap(`tempSetting-detail-${lang}`);
    expect(await exportedRows(page)).toBe(total);

    const summary = await reportAnswer<ResultPage<TempSettingSummaryRow>>(page, SUMMARY, () =>
      page.getByTestId(ids.view('summary')).click(),
    );
    expect(summary.data).toEqual([
      expect.objectContaining({
        vehicleId: own.vehicleId,
        changes: total,
        ownSetting: true,
        current: expect.objectContaining({ minC: -18, maxC: -15, sustainS: 60 }) as unknown,
      }),
    ]);
    await expect(reportRows(page)).toHaveCount(1);
    await expect(grid).toContainText(words.sources.own);
    await closeShellPopups(page);
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await snap(`tempSetting-summary-${lang}`);
    expect(await exportedRows(page)).toBe(1);
    const drilled = await reportTotal(page, DETAIL, () => page.getByTestId(ids.drill(own.vehicleId)).click());
    expect(drilled).toBe(total);
  });
}
