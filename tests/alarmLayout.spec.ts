import {
  ALARM_FIRST_TYPE,
  endpointPath,
  ENDPOINTS,
  HANDLE_STATUS,
  HANDLE_TYPE,
  LANG_COOKIE,
  TEST_IDS,
  ttsTemplateKeyOf,
  type AlarmGridRow,
  type ApiResponse,
  type FindAlarmsResponse,
  type Language,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import type { LoginPage } from './fixtures/LoginPage';
import { DIALOG_TEXT, findTruncatedText, PAGE_TEXT } from './fixtures/truncatedText';

const ids = TEST_IDS.handling;
const voiceIds = TEST_IDS.voice;
const LANGS: Language[] = ['zh-CN', 'en-US'];
const DAY_MS = 86_400_000;
/** ag-grid's id of the row-selection column. */
const SELECTION_COLUMN = 'ag-Grid-SelectionColumn';
/** Free texts cut on purpose in the grids (their tooltip shows the whole text). */
const FREE_TEXT_COLUMNS = ['[col-id="alarmContent"]', '[col-id="handleRemark"]'];

// The size the issue was found at: an operator's full-HD screen.
test.use({ viewport: { width: 1920, height: 1080 } });

/** i18next-style `{{name}}` interpolation, to compare with what the page shows. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
}

async function post<T>(page: Page, name: keyof typeof ENDPOINTS, body: unknown): Promise<T> {
  const res = await page.request.post(endpointPath(ENDPOINTS[name]), { data: body });
  const envelope = (await res.json()) as ApiResponse<T>;
  expect(envelope.code, envelope.message).toBe(1);
  return envelope.result;
}

function twoDays(): { bTime: number; eTime: number } {
  const eTime = Date.now();
  return { bTime: eTime - 2 * DAY_MS, eTime };
}

async function signIn(
  page: Page,
  baseURL: string | undefined,
  lang: Language,
  user: string,
  login: LoginPage,
) {
  await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
  await login.loginAs(user);
}

/** Column ids of the grid's header, left to right as shown. */
async function headerOrder(grid: Locator): Promise<string[]> {
  return grid.locator('.ag-header-cell').evaluateAll((cells) =>
    cells
      .map((c) => ({ id: c.getAttribute('col-id') ?? '', x: c.getBoundingClientRect().left }))
      .filter((c) => c.id !== '')
      .sort((a, b) => a.x - b.x)
      .map((c) => c.id),
  );
}

/** ag-grid's own words a screen reader or the eye meets: aria labels, headers, overlays, the pager. */
async function gridWords(page: Page): Promise<string[]> {
  const grid = page.getByTestId(ids.grid);
  const labels = await grid
    .locator('[aria-label], [title]')
    .evaluateAll((els) =>
      els.flatMap((e) => [e.getAttribute('aria-label') ?? '', e.getAttribute('title') ?? '']),
    );
  const texts = await page
    .locator(`[data-testid="${ids.grid}"] .ag-header-cell-text, [data-testid="${ids.pager}"]`)
    .allInnerTexts();
  return [...labels, ...texts];
}

/** Where the alarm-info labels' texts end (their colons follow), distinct, rounded to the pixel. */
async function labelEdges(dialog: Locator): Promise<number[]> {
  return dialog.locator('.alarm-info .ant-descriptions-item-label').evaluateAll((labels) => [
    ...new Set(
      labels.map((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        return Math.round(range.getBoundingClientRect().right);
      }),
    ),
  ]);
}

/** Whether two elements overlap on screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('an element to compare is not shown');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

for (const lang of LANGS) {
  const tx = resources[lang].handling;
  const gx = resources[lang].grid;
  const voice = resources[lang].voice;

  test(`processing grid [${lang}]: selection first, whole times, a pager counting rows, ag-grid in the page's language, nothing cut`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    await signIn(page, baseURL, lang, 'admin', loginPage);
    const { bTime, eTime } = twoDays();
    const { totalRecords } = await post<FindAlarmsResponse>(page, 'findVehicleAlarms', {
      pageParamVO: { curPage: 1, pageSize: 20 },
      bTime,
      eTime,
    });
    expect(totalRecords).toBeGreaterThan(20);

    await page.goto(`/vehicleAlarmProcessing?bTime=${bTime}&eTime=${eTime}`);
    const grid = page.getByTestId(ids.grid);
    await expect(grid.locator('.ag-row .ag-cell[col-id="regName"]').first()).not.toBeEmpty();

    // The check boxes come first, before the plate.
    const order = await headerOrder(grid);
    expect(order.slice(0, 2)).toEqual([SELECTION_COLUMN, 'regName']);

    // Times show to the second and the speed header whole (the layout check below catches any cut).
    await expect(grid.locator('.ag-row .ag-cell[col-id="bTime"]').first()).toHaveText(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/,
    );

    // The pager counts rows, not pages.
    const pager = page.getByTestId(ids.pager);
    await expect(pager).toContainText(fill(gx.pager.range, { from: 1, to: 20, total: totalRecords }));

    const words = await gridWords(page);
    if (lang === 'zh-CN') expect(words.filter((w) => /[A-Za-z]{3,}/.test(w))).toEqual([]);
    expect(
      await findTruncatedText(page.getByTestId(ids.page), { ...PAGE_TEXT, ignoreInside: FREE_TEXT_COLUMNS }),
    ).toEqual([]);
    await snap(`grid-${lang}`);

    // An empty result says so in rows too.
    await page.getByTestId(ids.plateFilter).fill('无此车牌');
    await page.getByTestId(ids.search).click();
    await expect(pager).toContainText(fill(gx.pager.total, { total: 0 }));
    await expect(pager).not.toContainText(fill(gx.pager.range, { from: 0, to: 0, total: 0 }));
    await snap(`grid-empty-${lang}`);
  });

  test(`exception grid [${lang}]: selection first, a pager counting rows, nothing cut`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    await signIn(page, baseURL, lang, 'admin', loginPage);
    const { bTime, eTime } = twoDays();
    const { totalRecords } = await post<FindAlarmsResponse>(page, 'findDeviceExceptions', {
      pageParamVO: { curPage: 1, pageSize: 20 },
      bTime,
      eTime,
    });
    expect(totalRecords).toBeGreaterThan(0);
    await page.goto(`/equipAbnormalHandle?bTime=${bTime}&eTime=${eTime}`);
    const grid = page.getByTestId(ids.grid);
    await expect(grid.locator('.ag-row .ag-cell[col-id="regName"]').first()).not.toBeEmpty();
    expect((await headerOrder(grid)).slice(0, 2)).toEqual([SELECTION_COLUMN, 'regName']);
    await expect(page.getByTestId(ids.pager)).toContainText(
      fill(gx.pager.range, { from: 1, to: Math.min(20, totalRecords), total: totalRecords }),
    );
    if (lang === 'zh-CN') expect((await gridWords(page)).filter((w) => /[A-Za-z]{3,}/.test(w))).toEqual([]);
    expect(
      await findTruncatedText(page.getByTestId(ids.page), { ...PAGE_TEXT, ignoreInside: FREE_TEXT_COLUMNS }),
    ).toEqual([]);
    await snap(`exceptions-${lang}`);
  });

  test(`alarm dialog layout [${lang}]: submit always in sight, counters clear of buttons, the alarm's own TTS reminder, nothing cut`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    await signIn(page, baseURL, lang, 'admin', loginPage);
    const { bTime, eTime } = twoDays();
    const { data } = await post<FindAlarmsResponse>(page, 'findVehicleAlarms', {
      pageParamVO: { curPage: 1, pageSize: 200 },
      bTime,
      eTime,
      handleStatus: HANDLE_STATUS.unprocessed,
      firstAlarmTypes: [ALARM_FIRST_TYPE.activeSafety],
    });
    const templateOf = (r: AlarmGridRow) => ttsTemplateKeyOf(r.firstAlarmType, r.secondAlarmType);
    const plain = data.find((r) => r.hasHandle && templateOf(r) === null);
    const reminded = data.find((r) => r.hasHandle && templateOf(r) !== null);
    if (!plain || !reminded)
      throw new Error('the e2e seed lacks active-safety alarms with and without a reminder');

    const dialog = page.getByTestId(ids.dialog);
    const submit = page.getByTestId(ids.submit);
    for (const row of [plain, reminded]) {
      await page.goto(`/vehicleAlarmProcessing?bTime=${bTime}&eTime=${eTime}&alarmGuid=${row.guid}`);
      // The first dialog of a fresh page waits for the detail and the media lookup (slow on a busy machine).
      await expect(dialog.locator(`[data-guid="${row.guid}"]`)).toBeVisible({ timeout: 30_000 });
      await expect(dialog.locator('.ant-modal-title')).toContainText(
        fill(tx.dialog.title, { plate: row.regName }),
      );

      // Opinions: the whole dialog reads uncut and the submit button shows without scrolling.
      await expect(submit).toBeInViewport({ ratio: 1 });
      expect(await findTruncatedText(dialog, DIALOG_TEXT)).toEqual([]);
      // The alarm-info labels end at one edge: their colons line up.
      expect(await labelEdges(dialog)).toHaveLength(1);
      await snap(`dialog-opinion-${lang}-${row.secondAlarmType}`);

      // TTS: the box starts with the reminder for this alarm's type, or empty; the counter clears "send now".
      await page.getByTestId(ids.solutionTag(HANDLE_TYPE.tts)).click();
      const key = templateOf(row);
      await expect(page.getByTestId(voiceIds.ttsTemplate(0))).toBeVisible();
      await expect(page.getByTestId(voiceIds.ttsMessage)).toHaveValue(key ? voice.templates[key] : '');
      await expect(submit).toBeInViewport({ ratio: 1 });
      const ttsCount = page.getByTestId(voiceIds.ttsArea).locator('.ant-input-data-count');
      expect(await overlap(ttsCount, page.getByTestId(voiceIds.ttsSend))).toBe(false);
      expect(await findTruncatedText(dialog, DIALOG_TEXT)).toEqual([]);
      await snap(`dialog-tts-${lang}-${row.secondAlarmType}`);

      // Family voice: the reminder's counter clears "play now".
      await page.getByTestId(ids.solutionTag(HANDLE_TYPE.familyVoice)).click();
      await expect(page.getByTestId(voiceIds.familyReminder)).toBeVisible();
      await expect(submit).toBeInViewport({ ratio: 1 });
      const familyCount = page.getByTestId(voiceIds.familyArea).locator('.ant-input-data-count');
      expect(await overlap(familyCount, page.getByTestId(voiceIds.familySend))).toBe(false);
      expect(await findTruncatedText(dialog, DIALOG_TEXT)).toEqual([]);
      await snap(`dialog-family-${lang}-${row.secondAlarmType}`);

      // Intercom: the submit button still shows.
      await page.getByTestId(ids.solutionTag(HANDLE_TYPE.intercom)).click();
      await expect(page.getByTestId(voiceIds.talkArea)).toBeVisible();
      await expect(submit).toBeInViewport({ ratio: 1 });
    }
  });

  test(`viewer [${lang}]: no selection without a batch action, the dialog is a view`, async ({
    page,
    baseURL,
    loginPage,
    snap,
  }) => {
    await signIn(page, baseURL, lang, 'viewer', loginPage);
    const { bTime, eTime } = twoDays();
    const { data } = await post<FindAlarmsResponse>(page, 'findVehicleAlarms', {
      pageParamVO: { curPage: 1, pageSize: 20 },
      bTime,
      eTime,
    });
    const first = data[0];
    if (!first) throw new Error("the viewer's department has no alarm in two days");
    expect(first.hasHandle || first.hasIgnore).toBe(false);

    await page.goto(`/vehicleAlarmProcessing?bTime=${bTime}&eTime=${eTime}`);
    const grid = page.getByTestId(ids.grid);
    await expect(grid.locator('.ag-row .ag-cell[col-id="regName"]').first()).not.toBeEmpty();
    expect(await headerOrder(grid)).not.toContain(SELECTION_COLUMN);
    await expect(grid.locator('.ag-selection-checkbox')).toHaveCount(0);
    await expect(page.getByTestId(ids.batchIgnore)).toHaveCount(0);
    expect(
      await findTruncatedText(page.getByTestId(ids.page), { ...PAGE_TEXT, ignoreInside: FREE_TEXT_COLUMNS }),
    ).toEqual([]);
    await snap(`viewer-grid-${lang}`);

    await page.getByTestId(ids.rowHandle(first.guid)).click();
    const dialog = page.getByTestId(ids.dialog);
    await expect(dialog.locator(`[data-guid="${first.guid}"]`)).toBeVisible();
    await expect(dialog.locator('.ant-modal-title')).toHaveText(
      fill(tx.dialog.viewTitle, { plate: first.regName }),
    );
    await expect(page.getByTestId(ids.settingsLink)).toHaveCount(0);
    await expect(dialog.getByText(tx.dialog.handlingArea, { exact: true })).toHaveCount(0);
    await expect(page.getByTestId(ids.submit)).toHaveCount(0);
    expect(await findTruncatedText(dialog, DIALOG_TEXT)).toEqual([]);
    await snap(`viewer-dialog-${lang}`);
  });
}
