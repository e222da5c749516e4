import {
  ALARM_FIRST_TYPE,
  endpointPath,
  ENDPOINTS,
  HANDLE_STATUS,
  LANG_COOKIE,
  TEST_IDS,
  type AlarmGridRow,
  type AlarmHandlingInfo,
  type ApiResponse,
  type FindAlarmsResponse,
  type Language,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { startOwnTerminal, untilNow, type OwnTerminal } from './fixtures/ownTerminal';
import { expect, test } from './fixtures/test';

const ids = TEST_IDS.handling;
// A live alarm and its picture come from a simulated terminal through the real gateway first.
test.describe.configure({ timeout: 180_000 });
const LANGS: Language[] = ['zh-CN', 'en-US'];
const DAY_MS = 86_400_000;
/** The dialog alone, per tab and language; kept outside test-results/screenshots, which every run wipes. */
const DIALOG_SHOTS = path.resolve(import.meta.dirname, '../test-results/alarm-dialog');

async function shootDialog(dialog: Locator, name: string): Promise<void> {
  await dialog.screenshot({ path: path.join(DIALOG_SHOTS, `${name}.png`) });
}
/** Alarms this spec has already worked on, so the two languages handle different ones. */
const usedGuids = new Set<string>();

async function post<T>(page: Page, name: keyof typeof ENDPOINTS, body: unknown): Promise<T> {
  const res = await page.request.post(endpointPath(ENDPOINTS[name]), { data: body });
  const envelope = (await res.json()) as ApiResponse<T>;
  expect(envelope.code, envelope.message).toBe(1);
  return envelope.result;
}

/** The list the page shows for a range (same order as the grid). */
function listAlarms(page: Page, bTime: number, eTime: number): Promise<FindAlarmsResponse> {
  return post<FindAlarmsResponse>(page, 'findVehicleAlarms', {
    pageParamVO: { curPage: 1, pageSize: 50 },
    bTime,
    eTime,
  });
}

/** A vehicle of the admin's company whose terminal (simulated here) raises the alarm the dialog opens. */
let own: OwnTerminal;

test.beforeAll(async () => {
  own = await startOwnTerminal({ plate: '沪A·SH001', phone: '013900009902', state: 'parked' });
});

test.afterAll(async () => {
  await own?.stop();
});

/** The alarm raised live (it has a picture) as the newest unprocessed one, with two unprocessed alarms before it. */
async function pickTarget(page: Page, adasKind: string): Promise<{ target: AlarmGridRow; bTime: number }> {
  const guid = await own.raiseAdas(adasKind);
  const now = untilNow();
  const bTime = now - 2 * DAY_MS;
  const { data } = await post<FindAlarmsResponse>(page, 'findVehicleAlarms', {
    pageParamVO: { curPage: 1, pageSize: 200 },
    bTime,
    eTime: now,
    handleStatus: HANDLE_STATUS.unprocessed,
    firstAlarmTypes: [ALARM_FIRST_TYPE.activeSafety],
  });
  const target = data.find((r) => r.guid === guid && r.hasHandle);
  if (!target) throw new Error('the live alarm is not listed as unprocessed');
  usedGuids.add(target.guid);
  return { target, bTime };
}

/** The newest unprocessed alarm of the seeded history that no other test here has used. */
async function pickSeededAlarm(page: Page): Promise<{ target: AlarmGridRow; bTime: number }> {
  const now = untilNow();
  const bTime = now - 2 * DAY_MS;
  const { data } = await post<FindAlarmsResponse>(page, 'findVehicleAlarms', {
    pageParamVO: { curPage: 1, pageSize: 200 },
    bTime,
    eTime: now,
    handleStatus: HANDLE_STATUS.unprocessed,
  });
  const target = data.find((r) => r.hasHandle && !usedGuids.has(r.guid));
  if (!target) throw new Error('the e2e seed has no unprocessed alarm in two days');
  usedGuids.add(target.guid);
  return { target, bTime };
}

async function alarmInfo(page: Page, guid: string): Promise<AlarmHandlingInfo> {
  return post<AlarmHandlingInfo>(page, 'fetchVehicleAlarmInfo', { alarmGuid: guid });
}

for (const lang of LANGS) {
  const tx = resources[lang].handling;

  test(`alarm dialog [${lang}]: media, track and timeline; preset and free-text handling; next alarm; batch ignore`, async ({
    page,
    context,
    baseURL,
    loginPage,
    snap,
  }) => {
    await context.addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    // Each language's run raises an alarm of its own type (a repeat of an open one would extend it, not open one).
    const { target, bTime } = await pickTarget(
      page,
      lang === 'zh-CN' ? 'forwardCollision' : 'pedestrianCollision',
    );

    // The processing page up to the chosen alarm, which is therefore its first row.
    await page.goto(`/vehicleAlarmProcessing?bTime=${bTime}&eTime=${target.bTime}`);
    await expect(page.getByTestId(ids.page)).toBeVisible();

    // Batch ignore with nothing selected only says what to do.
    await page.getByTestId(ids.batchIgnore).click();
    await expect(page.getByText(tx.page.selectToIgnore)).toBeVisible();

    await page.getByTestId(ids.rowHandle(target.guid)).click();
    const dialog = page.getByTestId(ids.dialog);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(target.regName).first()).toBeVisible();

    // Shot: the picture the terminal's camera uploaded loads, a JPEG the browser decodes.
    await expect(page.getByTestId(ids.dialogTab('shot'))).toBeVisible();
    const image = dialog.locator('.shot-tab__main img');
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(100);
    // Thumbnails (when the alarm has several pictures) are decoded pictures too.
    const thumbs = dialog.locator('.shot-tab__thumb img');
    for (let i = 0; i < (await thumbs.count()); i += 1) {
      await expect
        .poll(() => thumbs.nth(i).evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    }
    await snap(`shot-${lang}`);
    await shootDialog(dialog, `shot-${lang}`);

    // Escape and a click on the mask do not close it.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    // Trajectory: a drawn map with the speed legend.
    await page.getByTestId(ids.dialogTab('trajectory')).click();
    await expect(page.getByTestId(ids.trackMap).locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId(ids.trackLegend)).toContainText('km/h');
    await expect(dialog.getByText(tx.track.start, { exact: true }).first()).toBeVisible();
    await snap(`trajectory-${lang}`);
    await shootDialog(dialog, `trajectory-${lang}`);
    // The offline map zooms with the wheel around the pointer: the markers (their own top layer) move away from it.
    // The pointer is kept off the track: this parked vehicle's track is one spot in the middle of the map, which a
    // zoom around the middle would leave where it is.
    const markers = page.getByTestId(ids.trackMap).locator('canvas').last();
    const picture = () => markers.evaluate((c) => (c as HTMLCanvasElement).toDataURL());
    const before = await picture();
    const box = await markers.boundingBox();
    if (!box) throw new Error('the track map has no size');
    await markers.hover({ position: { x: box.width * 0.2, y: box.height * 0.3 } });
    await page.mouse.wheel(0, -500);
    await expect.poll(picture).not.toBe(before);
    await shootDialog(dialog, `trajectory-zoomed-${lang}`);

    // Record: the timeline from 30 minutes before the alarm.
    await page.getByTestId(ids.dialogTab('record')).click();
    await expect(page.getByTestId(ids.timeline)).toBeVisible();
    await expect(page.getByTestId(ids.timelineItem).first()).toBeVisible();
    await snap(`record-${lang}`);
    await shootDialog(dialog, `record-${lang}`);

    // Handling with a preset opinion: the next unprocessed alarm of the list opens.
    const listed = await listAlarms(page, bTime, target.bTime);
    const after = listed.data.slice(listed.data.findIndex((r) => r.guid === target.guid) + 1);
    const [next, afterNext] = after.filter((r) => r.handleStatus === HANDLE_STATUS.unprocessed);
    if (!next || !afterNext) throw new Error('the list has no two unprocessed alarms after the target');
    const info = await alarmInfo(page, target.guid);
    const preset = info.alarmHandleIdeas[0] ?? '';
    await page.getByTestId(ids.preset(0)).check();
    await page.getByTestId(ids.submit).click();
    await expect(page.getByText(tx.dialog.submitted).first()).toBeVisible();
    await expect
      .poll(async () => (await alarmInfo(page, target.guid)).handleStatus)
      .toBe(HANDLE_STATUS.processed);
    const handled = await alarmInfo(page, target.guid);
    expect(handled.alarmDetailVO.handleRemark).toBe(preset);
    expect(handled.handleTable.at(-1)?.handleRemark).toBe(preset);
    await expect(dialog.locator(`[data-guid="${next.guid}"]`)).toBeVisible();

    // Free text: 201 characters are refused by the client and nothing is sent.
    await page.getByTestId(ids.otherOption).check();
    await page.getByTestId(ids.otherText).fill('超'.repeat(201));
    await expect(dialog.getByText(/200/).first()).toBeVisible();
    await page.getByTestId(ids.submit).click();
    await expect(dialog.locator('.ant-form-item-explain-error')).toBeVisible();
    expect((await alarmInfo(page, next.guid)).handleStatus).toBe(HANDLE_STATUS.unprocessed);
    const text =
      lang === 'zh-CN' ? '已电话联系司机，确认为正常变道' : 'Called the driver: a normal lane change';
    await page.getByTestId(ids.otherText).fill(text);
    await expect(dialog.locator('.ant-form-item-explain-error')).toHaveCount(0);
    await page.getByTestId(ids.submit).click();
    await expect(dialog.locator(`[data-guid="${afterNext.guid}"]`)).toBeVisible();
    expect((await alarmInfo(page, next.guid)).alarmDetailVO.handleRemark).toBe(text);

    // The grid now shows both handled alarms as processed.
    await dialog.locator('.ant-modal-close').click();
    await expect(dialog).toBeHidden();
    const rows = await listAlarms(page, bTime, target.bTime);
    const remarks = rows.data
      .filter((r) => r.handleStatus === HANDLE_STATUS.processed)
      .map((r) => r.handleRemark);
    expect(remarks).toContain(preset);
    expect(remarks).toContain(text);
  });
}

for (const lang of LANGS) {
  const tx = resources[lang].alarmNotice;

  test(`alarm dialog [${lang}]: the notices tab lists the alarm's notice attempts read-only`, async ({
    page,
    context,
    baseURL,
    loginPage,
  }) => {
    await context.addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.signIn('admin');
    const { target, bTime } = await pickSeededAlarm(page);
    const notices = await post<unknown[]>(page, 'fetchAlarmNotices', { alarmGuid: target.guid });
    await page.goto(`/vehicleAlarmProcessing?bTime=${bTime}&eTime=${target.bTime}`);
    await page.getByTestId(ids.rowHandle(target.guid)).click();
    const dialog = page.getByTestId(ids.dialog);
    await expect(dialog.getByText(target.regName).first()).toBeVisible();
    await page.getByTestId(ids.dialogTab('notices')).click();
    const tab = page.getByTestId(ids.notices);
    await expect(tab.getByRole('columnheader', { name: tx.columns.channel })).toBeVisible();
    await expect(tab.getByRole('columnheader', { name: tx.columns.reason })).toBeVisible();
    // The simulated fleet's alarms have no notice settings, so the list is empty unless the server sent some.
    if (notices.length === 0) await expect(tab.getByText(tx.empty)).toBeVisible();
    else await expect(tab.locator('tbody tr.ant-table-row')).toHaveCount(notices.length);
  });
}
