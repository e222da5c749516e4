import {
  HANDLE_STATUS,
  LANG_COOKIE,
  LIMITS,
  TEST_IDS,
  VOICE_BROADCAST_MAX,
  chinaTodayRange,
  endpointPath,
  ENDPOINTS,
  type Language,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { BrowserContext, Page } from '@playwright/test';
import { connectDatabase, type Database } from '../apps/server/src/db/connect';
import { SETTLED_POPOVER } from './fixtures/antdPopups';
import { e2eBaseUrl, e2eDataDir } from './fixtures/e2eEnv';
import { expectTranslated } from './fixtures/expectTranslated';
import type { LoginPage } from './fixtures/LoginPage';
import { expect, test } from './fixtures/test';

/**
 * The header's alarm area (issue 4, parts 4–6): alarm, abnormal-equipment and message popovers, the new-event
 * popups with their voice broadcast, and the abnormal handling dialog. Each language signs in as its own safety
 * officer (company 1), so popup preferences and read messages of one run never reach the other.
 */

const ids = TEST_IDS.alarmShell;
const RUNS: readonly { lang: Language; user: string; userId: number }[] = [
  { lang: 'zh-CN', user: 'kefu_li', userId: 5 },
  { lang: 'en-US', user: 'kefu_wang', userId: 6 },
];
const COMPANY = 1;
/** espeak-ng speech is around 0.05–0.2 RMS; silence and dither are far below. */
const SPEECH_RMS = 0.02;

/** The e2e server's database: where terminals' alarms and the message service's messages land. */
function serverDatabase(): Database {
  const dataDir = e2eDataDir();
  return connectDatabase({ dataDir });
}

let db: Database;
test.beforeAll(() => {
  db = serverDatabase();
});
test.afterAll(async () => {
  await db?.destroy();
});

async function signIn(page: Page, loginPage: LoginPage, lang: Language, user: string): Promise<void> {
  const origin = new URL(e2eBaseUrl()).origin;
  await page.context().addCookies([{ name: LANG_COOKIE, value: lang, url: origin }]);
  await loginPage.loginAs(user);
}

const alarmRow = (guid: string) =>
  db
    .selectFrom('alarms')
    .select(['handle_status', 'handler_user_id'])
    .where('guid', '=', guid)
    .executeTakeFirstOrThrow();

const exceptionRow = (guid: string) =>
  db
    .selectFrom('device_exceptions')
    .select(['handle_status', 'handle_remark'])
    .where('guid', '=', guid)
    .executeTakeFirstOrThrow();

/**
 * A terminal reports a new alarm: the row the pipeline stores for it, copied from one of the company's vehicle
 * alarms with a new guid and a begin time of now.
 */
async function newVehicleAlarm(tag: string): Promise<string> {
  const model = await db
    .selectFrom('alarms')
    .selectAll()
    .where('company_id', '=', COMPANY)
    .where('alarm_class', '=', 1)
    .where('vehicle_id', 'is not', null)
    .orderBy('begin_time', 'desc')
    .executeTakeFirstOrThrow();
  const guid = `e2e-${tag}-${Date.now()}`;
  const now = Date.now();
  await db
    .insertInto('alarms')
    .values({
      ...model,
      guid,
      begin_time: now,
      end_time: null,
      created_at: now,
      handle_status: HANDLE_STATUS.unprocessed,
      handle_time: null,
      handle_type: null,
      handler_user_id: null,
      handle_remark: null,
    })
    .execute();
  return guid;
}

/** The number on a header badge (antd puts it in the count's title). */
async function badgeCount(page: Page, triggerId: string): Promise<number> {
  const count = page.getByTestId(triggerId).locator('.ant-badge-count');
  if ((await count.count()) === 0) return 0;
  return Number(await count.getAttribute('title'));
}

/** The alarm count of the newest header summary the page receives from now on (null until one arrives). */
function latestAlarmCount(page: Page): { readonly count: number | null } {
  const path = endpointPath(ENDPOINTS.fetchAlarmAbnormalMsg);
  const seen: { count: number | null } = { count: null };
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== path) return;
    // A response whose page has gone has no body to read; it cannot be the one the badge shows.
    const body = (await response.json().catch(() => ({}))) as { result?: { alarmCount?: number } };
    if (typeof body.result?.alarmCount === 'number') seen.count = body.result.alarmCount;
  });
  return seen;
}

/** The guids the alarm popover's list holds on the server now. */
async function serverAlarmGuids(page: Page): Promise<string[]> {
  const res = await page.request.post(endpointPath(ENDPOINTS.fetchAlarmList), { data: {} });
  const body = (await res.json()) as { result: { alarmDataList: { guid: string }[] } };
  return body.result.alarmDataList.map((a) => a.guid);
}

/** Counts voiceBroadCast requests the page makes. */
function countVoiceRequests(page: Page): { readonly count: number } {
  const path = endpointPath(ENDPOINTS.voiceBroadCast);
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.count += 1;
  });
  return seen;
}

/** RMS of the broadcast's audio as the browser decodes it (Web Audio), with its duration in seconds. */
async function decodedBroadcast(page: Page): Promise<{ rms: number; seconds: number; played: boolean }> {
  return page.getByTestId(ids.voiceAudio).evaluate(async (node) => {
    const audio = node as HTMLAudioElement;
    const bytes = await (await fetch(audio.src)).arrayBuffer();
    const context = new OfflineAudioContext(1, 1, 22_050);
    const buffer = await context.decodeAudioData(bytes);
    const samples = buffer.getChannelData(0);
    let sum = 0;
    for (const s of samples) sum += s * s;
    return {
      rms: Math.sqrt(sum / samples.length),
      seconds: buffer.duration,
      played: audio.currentTime > 0 || audio.ended,
    };
  });
}

/** Another window of the console (e.g. the processing page) starts an intercom: the shared flag is set. */
async function startIntercomElsewhere(context: BrowserContext): Promise<Page> {
  const other = await context.newPage();
  await other.goto('/403');
  await other.evaluate(() => localStorage.setItem('rw.intercomOrMonitor', JSON.stringify('intercom')));
  return other;
}

for (const { lang, user, userId } of RUNS) {
  const text = resources[lang].popover;
  const validation = resources[lang].validation;

  test.describe(`header alarm area (${lang})`, () => {
    // Several 60 s poll cycles (fast-forwarded) and a second window: generous on the shared 2-core machine.
    test.describe.configure({ timeout: 120_000 });

    test(`an ignored alarm leaves the popover and the badge and is ignored in the database (${lang})`, async ({
      page,
      loginPage,
      snap,
    }) => {
      await signIn(page, loginPage, lang, user);
      await expect.poll(() => badgeCount(page, ids.alarmTrigger)).toBeGreaterThan(0);
      const before = await badgeCount(page, ids.alarmTrigger);
      await page.getByTestId(ids.alarmTrigger).click();
      const panel = page.getByTestId(ids.alarmPanel);
      await expect(panel).toBeVisible();
      const first = panel.locator('[data-testid^="alarm-shell-alarm-ignore-"]').first();
      await expect(first).toBeVisible();
      const guid = ((await first.getAttribute('data-testid')) ?? '').replace('alarm-shell-alarm-ignore-', '');
      expect(guid).not.toBe('');
      // Safety staff may handle and ignore: both buttons show.
      await expect(page.getByTestId(ids.alarmHandle(guid))).toBeVisible();
      await expectTranslated(page);
      await snap(`alarm-popover-${lang}`);

      const summaries = latestAlarmCount(page);
      await first.click();
      await page.locator('.ant-popconfirm .ant-btn-primary').click();
      await expect(page.getByTestId(ids.alarmItem(guid))).toHaveCount(0);
      expect(await alarmRow(guid)).toMatchObject({
        handle_status: HANDLE_STATUS.ignored,
        handler_user_id: userId,
      });
      // The simulated fleet keeps raising alarms, so "one fewer than before" would race with them. Ignoring
      // refreshes the summary: the badge shows the count the server gave then, which no longer holds the alarm.
      await expect.poll(() => summaries.count).not.toBeNull();
      await expect.poll(() => badgeCount(page, ids.alarmTrigger)).toBe(summaries.count);
      expect(await serverAlarmGuids(page)).not.toContain(guid);
      expect(before).toBeGreaterThan(0);
    });

    test(`abnormal popover: detail view; the handling dialog refuses a blank remark and saves a preset (${lang})`, async ({
      page,
      loginPage,
      snap,
    }) => {
      await signIn(page, loginPage, lang, user);
      await page.getByTestId(ids.abnormalTrigger).click();
      const panel = page.getByTestId(ids.abnormalPanel);
      const handle = panel.locator('[data-testid^="alarm-shell-abnormal-handle-"]').first();
      await expect(handle).toBeVisible();
      const guid = ((await handle.getAttribute('data-testid')) ?? '').replace(
        'alarm-shell-abnormal-handle-',
        '',
      );
      const item = page.getByTestId(ids.abnormalItem(guid));
      const plate = (await item.locator('.alarm-shell__item-title').textContent()) ?? '';
      await snap(`abnormal-popover-${lang}`);

      // Detail view (getExceptionById).
      await page.getByTestId(ids.abnormalDetailOpen(guid)).click();
      const detail = page.getByTestId(ids.abnormalDetail);
      await expect(detail).toContainText(plate);
      await expect(detail).toContainText(text.abnormal.fields.handleTypeName);
      await snap(`abnormal-detail-${lang}`);
      await page.keyboard.press('Escape');
      await expect(detail).toBeHidden();

      // Handling dialog: the first preset is the default remark.
      await page.getByTestId(ids.abnormalTrigger).click();
      await page.getByTestId(ids.abnormalHandle(guid)).click();
      const dialog = page.getByTestId(ids.handleDialog);
      const remark = page.getByTestId(ids.handleRemark);
      await expect(dialog).toBeVisible();
      await expect(remark).toHaveValue(text.handle.presetLabels.p1);
      for (let i = 0; i < LIMITS.abnormalPresetCount; i++) {
        await expect(page.getByTestId(ids.handlePreset(i))).toBeVisible();
      }

      // Only whitespace: refused in the browser, nothing sent, nothing written.
      await remark.fill('    ');
      await page.getByTestId(ids.handleSubmit).click();
      await expect(page.locator('.ant-form-item-explain-error')).toHaveText(validation.notBlank);
      await expect(dialog).toBeVisible();
      expect(await exceptionRow(guid)).toMatchObject({
        handle_status: HANDLE_STATUS.unprocessed,
        handle_remark: null,
      });
      await expectTranslated(page);
      await snap(`handle-dialog-blank-${lang}`);

      // A preset fills the remark; submitting handles the exception.
      await page.getByTestId(ids.handlePreset(3)).click();
      await expect(remark).toHaveValue(text.handle.presetLabels.p4);
      await page.getByTestId(ids.handleSubmit).click();
      await expect(dialog).toBeHidden();
      await expect
        .poll(() => exceptionRow(guid))
        .toMatchObject({
          handle_status: HANDLE_STATUS.processed,
          handle_remark: text.handle.presetLabels.p4,
        });
      await page.getByTestId(ids.abnormalTrigger).click();
      await expect(page.getByTestId(ids.abnormalPanel)).toBeVisible();
      await expect(page.getByTestId(ids.abnormalItem(guid))).toHaveCount(0);
    });

    test(`messages: floating sources in the box (hides after 10 s), others in the popover, mark read (${lang})`, async ({
      page,
      loginPage,
      snap,
    }) => {
      const now = Date.now();
      const tag = `${lang}-${now}`;
      const insert = (source: number, title: string) =>
        db
          .insertInto('messages')
          .values({
            company_id: COMPANY,
            user_id: userId,
            source,
            msg_type: 'notice',
            title,
            content: `e2e ${title}`,
            business_url: '',
            pub_time: now,
            read_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      const floating = await insert(22, `floating ${tag}`);
      const listed = await insert(3, `listed ${tag}`);

      await page.clock.install();
      await signIn(page, loginPage, lang, user);
      const box = page.getByTestId(ids.floatingBox);
      await expect(page.getByTestId(ids.floatingMessage(String(floating.id)))).toBeVisible();
      await expect(box).toContainText(text.message.floatingTitle);
      await snap(`floating-box-${lang}`);

      await page.getByTestId(ids.messageTrigger).click();
      const panel = page.getByTestId(ids.messagePanel);
      await expect(panel.getByTestId(ids.messageItem(String(listed.id)))).toBeVisible();
      // Source 22 floats; it is not in the popover's list.
      await expect(panel.getByTestId(ids.messageItem(String(floating.id)))).toHaveCount(0);
      await snap(`message-popover-${lang}`);
      await panel.getByTestId(ids.messageRead(String(listed.id))).click();
      await expect(panel.getByTestId(ids.messageItem(String(listed.id)))).toHaveCount(0);
      await expect
        .poll(
          async () =>
            (
              await db
                .selectFrom('messages')
                .select('read_at')
                .where('id', '=', listed.id)
                .executeTakeFirstOrThrow()
            ).read_at,
        )
        .not.toBeNull();

      await page.clock.fastForward(LIMITS.popupHideMs);
      await expect(box).toBeHidden();
    });

    test(`new-alarm and new-exception popups: open the processing page with today's range, hide on close and after 10 s (${lang})`, async ({
      page,
      loginPage,
      snap,
    }) => {
      await page.clock.install();
      await signIn(page, loginPage, lang, user);
      // A fresh page is told once about the unprocessed events of the last 30 days.
      const alarmPopup = page.getByTestId(ids.popup('alarm'));
      const exceptionPopup = page.getByTestId(ids.popup('exception'));
      await expect(alarmPopup).toBeVisible();
      // The pointer on the popups holds them (the 10 s run on the page's real clock until the first fast-forward).
      await alarmPopup.hover();
      await expect(alarmPopup).toContainText(text.popup.alarmTitle);
      await expect(exceptionPopup).toContainText(text.popup.exceptionTitle);
      await expectTranslated(page);
      await snap(`popups-${lang}`);

      const opened = page.context().waitForEvent('page');
      await page.getByTestId(ids.popupOpen('alarm')).click();
      const processing = await opened;
      await processing.waitForLoadState('domcontentloaded');
      const url = new URL(processing.url());
      expect(url.pathname).toBe('/vehicleAlarmProcessing');
      const bTime = Number(url.searchParams.get('bTime'));
      const eTime = Number(url.searchParams.get('eTime'));
      // Today in China, whatever the browser's zone.
      const { bTime: dayStart } = chinaTodayRange(Date.now());
      expect(bTime).toBe(dayStart);
      expect(eTime).toBe(dayStart + 86_400_000 - 1);
      await processing.close();
      await expect(alarmPopup).toBeHidden();
      await page.getByTestId(ids.popupClose('exception')).click();
      await expect(exceptionPopup).toBeHidden();
      await page.mouse.move(0, 0);

      // A terminal raises a new alarm; the next poll (60 s) shows the popup again; it hides after 10 s.
      const polledNew = page.waitForResponse((r) => r.url().includes(endpointPath(ENDPOINTS.getPopUpInfo)));
      await newVehicleAlarm(lang);
      await page.clock.fastForward(LIMITS.alarmRefreshMs);
      const newInfo = (await (await polledNew).json()) as {
        result: { hasAlarmNewData: boolean; hasExceptionNewData: boolean };
      };
      expect(newInfo.result.hasAlarmNewData).toBe(true);
      await expect(alarmPopup).toBeVisible();
      // The simulated fleet keeps raising device exceptions of its own: that popup shows exactly when the same
      // poll reported one.
      await expect(exceptionPopup).toBeVisible({ visible: newInfo.result.hasExceptionNewData });
      // Held while the pointer rests on it; 10 s after the pointer leaves, it hides.
      await alarmPopup.hover();
      await page.clock.fastForward(LIMITS.popupHideMs);
      await expect(alarmPopup).toBeVisible();
      await page.mouse.move(0, 0);
      await page.clock.fastForward(LIMITS.popupHideMs);
      await expect(alarmPopup).toBeHidden();
      await expect(exceptionPopup).toBeHidden();

      // With the new-alarm popup switched off (savePopUpSet), the next new alarm brings none.
      await page.getByTestId(ids.alarmTrigger).click();
      // The settings sit in a popover inside the alarm popover: click each only once it has settled.
      await page.locator(SETTLED_POPOVER).getByTestId(ids.settingsTrigger).click();
      await page.locator(SETTLED_POPOVER).getByTestId(ids.settingAlarmPopup).click();
      await expect(page.getByTestId(ids.settingAlarmPopup)).toHaveAttribute('aria-checked', 'false');
      await expect
        .poll(
          async () =>
            (
              await db
                .selectFrom('user_popup_settings')
                .select('pop_up_alarm')
                .where('user_id', '=', userId)
                .executeTakeFirst()
            )?.pop_up_alarm,
        )
        .toBe(1);
      await snap(`popup-settings-${lang}`);
      const polled = page.waitForResponse((r) => r.url().includes(endpointPath(ENDPOINTS.getPopUpInfo)));
      await newVehicleAlarm(`${lang}-off`);
      await page.clock.fastForward(LIMITS.alarmRefreshMs);
      const info = (await (await polled).json()) as {
        result: { hasAlarmNewData: boolean; popUpAlarm: number };
      };
      expect(info.result).toMatchObject({ hasAlarmNewData: true, popUpAlarm: 1 });
      await expect(alarmPopup).toBeHidden();
      // Back on for the next run.
      await page.getByTestId(ids.settingAlarmPopup).click();
      await expect(page.getByTestId(ids.settingAlarmPopup)).toHaveAttribute('aria-checked', 'true');
    });

    test(`voice broadcast plays synthesised speech, and stays silent while an intercom is active (${lang})`, async ({
      page,
      loginPage,
    }) => {
      const voice = countVoiceRequests(page);
      await page.clock.install();
      await signIn(page, loginPage, lang, user);
      const audio = page.getByTestId(ids.voiceAudio);
      await expect(audio).toHaveAttribute('data-state', /^(playing|ended)$/);
      expect(voice.count).toBe(1);
      const decoded = await decodedBroadcast(page);
      expect(decoded.seconds).toBeGreaterThan(1);
      expect(decoded.rms).toBeGreaterThan(SPEECH_RMS);
      await expect.poll(async () => (await decodedBroadcast(page)).played).toBe(true);
      await expect(audio).toHaveAttribute('data-state', 'ended', { timeout: 15_000 });

      // Another window starts an intercom: a new alarm shows its popup but nothing is fetched or played.
      const other = await startIntercomElsewhere(page.context());
      await newVehicleAlarm(`${lang}-intercom`);
      const polled = page.waitForResponse((r) => r.url().includes(endpointPath(ENDPOINTS.getPopUpInfo)));
      await page.clock.fastForward(LIMITS.alarmRefreshMs);
      const info = (await (await polled).json()) as { result: { voiceMessage: string } };
      expect(info.result.voiceMessage.length).toBeGreaterThan(0);
      await expect(page.getByTestId(ids.popup('alarm'))).toBeVisible();
      await expect(audio).toHaveAttribute('data-state', 'ended');
      expect(voice.count).toBe(1);

      // The intercom ends: the next new alarm is spoken again.
      await other.evaluate(() => localStorage.removeItem('rw.intercomOrMonitor'));
      await other.close();
      await newVehicleAlarm(`${lang}-after`);
      await page.clock.fastForward(LIMITS.alarmRefreshMs);
      await expect.poll(() => voice.count).toBeGreaterThanOrEqual(2);
      await expect(audio).toHaveAttribute('data-state', /^(playing|ended)$/);
    });
  });
}

test('voiceBroadCast refuses blank and oversized text for a signed-in user', async ({ page, loginPage }) => {
  await loginPage.loginAs('kefu_li');
  const url = endpointPath(ENDPOINTS.voiceBroadCast);
  for (const text of ['   ', 'x'.repeat(VOICE_BROADCAST_MAX + 1)]) {
    const response = await page.request.post(url, { data: { text } });
    expect(response.status()).toBe(400);
    expect((await response.json()) as { code: number }).toMatchObject({ code: 0 });
  }
  const ok = await page.request.post(url, { data: { text: '报警' } });
  expect(ok.headers()['content-type']).toMatch(/^audio\/wav/);
});
