import {
  ACC_STATUS,
  endpointPath,
  ENDPOINTS,
  HANDLE_STATUS,
  LANG_COOKIE,
  ONLINE_STATUS,
  TEST_IDS,
  type AlarmGridRow,
  type AlarmHandlingInfo,
  type ApiResponse,
  type FindAlarmsResponse,
  type GetDriverDataListResponse,
  type Language,
  type VehicleState,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import type { Page } from '@playwright/test';
import { startOwnTerminal, untilNow, type OwnTerminal } from './fixtures/ownTerminal';
import { expect, test } from './fixtures/test';

/**
 * TTS, family voice and a real intercom through the alarm dialog, against a vehicle on the road: its terminal is a
 * simulated JT/T 808 terminal that streams JT/T 1078 audio (a synthesised reply plus an echo). Chromium fakes the
 * microphone (a beep) and grants it without asking.
 */
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

const ids = TEST_IDS.handling;
const vids = TEST_IDS.voice;
const LANGS: Language[] = ['zh-CN', 'en-US'];
const DAY_MS = 86_400_000;

async function post<T>(page: Page, name: keyof typeof ENDPOINTS, body: Record<string, unknown>): Promise<T> {
  const endpoint = ENDPOINTS[name];
  const res =
    endpoint.method === 'GET'
      ? await page.request.get(endpointPath(endpoint), {
          params: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])),
        })
      : await page.request.post(endpointPath(endpoint), { data: body });
  const envelope = (await res.json()) as ApiResponse<T>;
  expect(envelope.code, envelope.message).toBe(1);
  return envelope.result;
}

/** A vehicle on the road with a driver, whose own simulated terminal raises the alarm the operator answers. */
let own: OwnTerminal;

test.beforeAll(async () => {
  own = await startOwnTerminal({
    plate: '沪A·IC001',
    phone: '013900009903',
    driver: { name: '王立新', phone: '13900009903' },
    state: 'driving',
  });
});

test.afterAll(async () => {
  await own?.stop();
});

/** A fresh unprocessed alarm of the vehicle, which is online with the ignition on. */
async function pickLiveAlarm(page: Page): Promise<{ target: AlarmGridRow; bTime: number }> {
  const guid = await own.raiseAdas('forwardCollision');
  const now = untilNow();
  const bTime = now - 2 * DAY_MS;
  const { data } = await post<FindAlarmsResponse>(page, 'findVehicleAlarms', {
    pageParamVO: { curPage: 1, pageSize: 200 },
    bTime,
    eTime: now,
    handleStatus: HANDLE_STATUS.unprocessed,
  });
  const target = data.find((r) => r.guid === guid && r.hasHandle);
  if (!target) throw new Error('the live alarm is not listed as unprocessed');
  const info = await post<AlarmHandlingInfo>(page, 'fetchVehicleAlarmInfo', { alarmGuid: guid });
  expect(info.solutionTags).toEqual(expect.arrayContaining([2, 3, 4]));
  // The platform's own view of the vehicle: online with the ignition on (intercom and family voice need that).
  await expect
    .poll(async () => {
      const state = await post<VehicleState>(page, 'freshVehicleOnlineAccTree', { vehicleId: own.vehicleId });
      return [state.onlineStatus, state.accStatus];
    })
    .toEqual([ONLINE_STATUS.online, ACC_STATUS.on]);
  return { target, bTime };
}

/** A short 8 kHz WAV of a 440 Hz tone (what a family member's recording stands in for). */
function toneWav(seconds = 1): Buffer {
  const rate = 8000;
  const n = rate * seconds;
  const out = Buffer.alloc(44 + n * 2);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + n * 2, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(n * 2, 40);
  for (let i = 0; i < n; i++)
    out.writeInt16LE(Math.round(12000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return out;
}

interface ChatHook {
  state: string;
  seconds: number;
  transitions: string[];
  stats: {
    framesSent: number;
    framesReceived: number;
    sentRmsMax: number;
    receivedRmsMax: number;
    playedRms: number;
    playedSamples: number;
  };
}
const chatHook = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(
        JSON.stringify((window as { __roadwatchChat?: unknown }).__roadwatchChat ?? null),
      ) as ChatHook | null,
  );

for (const lang of LANGS) {
  const tv = resources[lang].voice;

  test(`voice to the cab [${lang}]: TTS acknowledged in the history, family voice, intercom both ways`, async ({
    page,
    context,
    baseURL,
    loginPage,
    snap,
  }) => {
    test.setTimeout(150_000);
    await context.addCookies([{ name: LANG_COOKIE, value: lang, url: baseURL ?? '' }]);
    await loginPage.loginAs('admin');
    const { target, bTime } = await pickLiveAlarm(page);
    const vehicleId = target.vehicleId ?? 0;

    // The driver's family voice, uploaded on the family voice settings page (antd Upload, multipart).
    const drivers = await post<GetDriverDataListResponse>(page, 'getDriverDataList', { vehicleId });
    const driver = drivers.data[0];
    if (!driver) throw new Error('the alarm vehicle has no driver');
    const voiceName = `${lang}-家人的话`;
    if (!driver.familyVoiceList.some((v) => v.voiceName === voiceName)) {
      await page.goto('/familyVoiceSetting');
      await expect(page.getByTestId(vids.settingsPage)).toBeVisible();
      await page.getByPlaceholder(tv.settings.driverName).fill(driver.driverName);
      await page.getByRole('button', { name: tv.settings.search }).click();
      const uploadButton = page.getByTestId(vids.settingsUpload(driver.driverId));
      await expect(uploadButton).toBeVisible();
      const input = page.locator('tr', { has: uploadButton }).locator('input[type=file]');
      await input.setInputFiles({ name: `${voiceName}.wav`, mimeType: 'audio/wav', buffer: toneWav() });
      await expect(page.getByText(voiceName)).toBeVisible();
      await snap(`family-voice-settings-${lang}`);
    }

    // The alarm dialog from the processing page (the chosen alarm is the first row of this range).
    await page.goto(`/vehicleAlarmProcessing?bTime=${bTime}&eTime=${target.bTime}`);
    await page.getByTestId(ids.rowHandle(target.guid)).click();
    const dialog = page.getByTestId(ids.dialog);
    await expect(dialog).toBeVisible();

    // TTS: sent now, acknowledged by the terminal, then listed in the history with the operator's name.
    await page.getByTestId(ids.solutionTag(2)).click();
    await expect(page.getByTestId(vids.ttsTemplate(0))).toHaveText(tv.templates.t1);
    const text = `${lang === 'zh-CN' ? '请注意安全驾驶' : 'Please drive safely'} ${Date.now() % 100000}`;
    await page.getByTestId(vids.ttsMessage).fill(text);
    await page.getByTestId(vids.ttsSend).click();
    await expect(page.getByText(tv.tts.sent)).toBeVisible();
    const first = page.getByTestId(vids.ttsHistoryItem).first();
    await expect(first).toContainText(text);
    // The sender is named as the grids name a handler: the demo admin's own name, not the login name.
    await expect(first).toContainText('陈建国');
    await snap(`tts-${lang}`);

    // Family voice: the uploaded file, chosen and played in the cab.
    await page.getByTestId(ids.solutionTag(4)).click();
    await expect(page.getByText(voiceName)).toBeVisible();
    await page.getByText(voiceName).click();
    await page
      .getByTestId(vids.familyReminder)
      .fill(lang === 'zh-CN' ? '家人提醒您注意休息' : 'Your family asks you to rest');
    await page.getByTestId(vids.familySend).click();
    await expect(page.getByText(tv.family.sent)).toBeVisible({ timeout: 20_000 });

    // Intercom: static → lining → chatting, the timer runs, audio flows both ways.
    await page.getByTestId(ids.solutionTag(3)).click();
    const state = page.getByTestId(vids.chatState);
    const timer = page.getByTestId(vids.chatTimer);
    await expect(state).toHaveAttribute('data-state', 'static');
    await expect(timer).toHaveText('00 : 00');
    await page.getByTestId(vids.talkIntercom).click();
    await expect(state).toHaveAttribute('data-state', 'chatting', { timeout: 30_000 });
    await expect(state).toContainText(tv.chat.state.chatting);
    await expect(timer).toHaveText(/^00 : 0[2-9]$/, { timeout: 10_000 });
    await expect
      .poll(async () => (await chatHook(page))?.stats.framesReceived ?? 0, { timeout: 15_000 })
      .toBeGreaterThan(20);
    const hook = await chatHook(page);
    expect(hook?.transitions.slice(-2)).toEqual(['lining', 'chatting']);
    expect(hook?.stats.framesSent).toBeGreaterThan(10);
    expect(hook?.stats.sentRmsMax).toBeGreaterThan(0.001);
    expect(hook?.stats.receivedRmsMax).toBeGreaterThan(0.01);
    expect(hook?.stats.playedRms).toBeGreaterThan(0);
    expect((hook?.stats.playedSamples ?? 0) % 6).toBe(0);
    // The submit waits while the chat runs.
    await expect(page.getByTestId(ids.submit)).toBeDisabled();

    // Floated: the widget shows plate, status and timer above the page.
    await page.getByTestId(vids.talkFloat).click();
    const widget = page.getByTestId(vids.chatWidget);
    await expect(widget).toBeVisible();
    await expect(page.getByTestId(vids.chatWidgetPlate)).toHaveText(target.regName);
    await snap(`intercom-${lang}`);

    await page.getByTestId(vids.talkHangUp).click();
    await expect(state).toHaveAttribute('data-state', 'static');
    await expect(timer).toHaveText('00 : 00');
    await expect(widget).toBeHidden();
    expect((await chatHook(page))?.transitions.at(-1)).toBe('static');
  });
}
