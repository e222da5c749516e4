import {
  endpointPath,
  ENDPOINTS,
  LANG_COOKIE,
  TEST_IDS,
  type ApiResponse,
  type DirectiveRecordRow,
  type Language,
  type Page as ResultPage,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { startOwnTerminal, type OwnTerminal } from './fixtures/ownTerminal';
import { closeShellPopups } from './fixtures/shellPopups';
import { expect, test } from './fixtures/test';
import { exportedRows, openReport, reportAnswer, reportRows, reportTotal } from './fixtures/reportPage';

/**
 * The directive records report in both languages. The admin, signed in, sends a text directive (0x8300, the live
 * monitor's call) to a vehicle with this spec's own simulated terminal, which acknowledges it; the report then shows
 * it in detail (sent by the admin, succeeded, answered), in the per-vehicle summary and in the drill-down, and the
 * .xlsx exports hold as many rows as the query counts.
 */
const LANGS: Language[] = ['zh-CN', 'en-US'];
const ids = TEST_IDS.eventReports;
const PLATE = '沪A·DR067';
const PHONE = '013900009967';
const DETAIL = '/report/directive/detail';
const SUMMARY = '/report/directive/summary';

test.use({ viewport: { width: 1600, height: 1000 } });
test.describe.configure({ mode: 'serial' });

let own: OwnTerminal;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnTerminal({ plate: PLATE, phone: PHONE, state: 'parked' });
  await own.sim.whenOnline(1, 30_000);
});
test.afterAll(async () => {
  await own?.stop();
});

for (const lang of LANGS) {
  test(`directive records: a text sent from the console shows in detail, summary, drill-down and export (${lang})`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(120_000);
    const words = resources[lang].eventReports.directiveRecord;
    await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const text = lang === 'zh-CN' ? '请到3号仓库卸货' : 'Please unload at depot 3';
    const received = own.sim.receivedTexts(PHONE).length;
    const sent = await page.request.post(endpointPath(ENDPOINTS.monitorTextMessage), {
      data: { vehicleId: own.vehicleId, target: 'text', text },
      headers: { origin: baseURL ?? '' },
    });
    const envelope = (await sent.json()) as ApiResponse<unknown>;
    expect(envelope.code, envelope.message).toBe(1);
    expect(
      own.sim
        .receivedTexts(PHONE)
        .slice(received)
        .map((r) => r.text),
    ).toEqual([text]);

    await openReport(page, '/directiveRecordReport', DETAIL);
    await closeShellPopups(page);
    await expect(page.getByTestId(ids.page('directiveRecord'))).toBeVisible();
    await page.getByTestId(ids.plate).fill('DR067');
    const answer = await reportAnswer<ResultPage<DirectiveRecordRow>>(page, DETAIL, () =>
      page.getByTestId(ids.search).click(),
    );
    const total = answer.totalRecords;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(answer.data[0]).toMatchObject({ plate: PLATE, outcome: 'success', params: { text } });
    expect(answer.data[0]?.userName).not.toBeNull();
    await expect(reportRows(page)).toHaveCount(total);
    const grid = page.getByTestId(ids.grid);
    await expect(grid).toContainText(words.kinds.textMessage);
    await expect(grid).toContainText(words.outcomes.success);
    await expect(grid).toContainText(text);
    await snap(`directiveRecord-detail-${lang}`);
    expect(await exportedRows(page)).toBe(total);

    await reportTotal(page, SUMMARY, () => page.getByTestId(ids.view('summary')).click());
    await expect(reportRows(page)).toHaveCount(1);
    await expect(grid.locator('.ag-row [col-id="total"]')).toHaveText(String(total));
    await closeShellPopups(page);
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    await snap(`directiveRecord-summary-${lang}`);
    expect(await exportedRows(page)).toBe(1);
    const drilled = await reportTotal(page, DETAIL, () => page.getByTestId(ids.drill(own.vehicleId)).click());
    expect(drilled).toBe(total);
  });
}
