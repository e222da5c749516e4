import fs from 'node:fs';
import path from 'node:path';
import {
  ALARM_FIRST_TYPE,
  alarmIconTypeOf,
  FAMILY_VOICE_UPLOAD_PATH,
  LIMITS,
  SPEED_ALARM,
} from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from '../src/auth/authenticate';
import { sendFamilyVoice } from '../src/features/voice/sendFamilyVoice';
import type { AppDeps } from '../src/http/endpointHandler';
import type { UserAuth } from '../src/scope/authContext';
import { encodeWav } from '../src/tts/parseWav';
import { callJson } from './helpers/testApp';
import { startVoiceFixture, type VoiceFixture } from './helpers/voiceFixture';
import { ImportJobs } from '../src/resources/sheet/ImportJobs';

let f: VoiceFixture;

beforeAll(async () => {
  f = await startVoiceFixture();
});

afterAll(async () => {
  await f?.close();
});

async function ttsRows(): Promise<number> {
  const row = await f.db
    .selectFrom('tts_sends')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function history(vehicleId: number, curPage = 1, token = f.tokens.admin, lang?: 'en-US') {
  return callJson(
    f.app,
    'getSendVoiceHistories',
    { vehicleId, eventType: 0, onlyTemplate: 0, pageParamVO: { curPage, pageSize: 20 } },
    { token, ...(lang ? { lang } : {}) },
  );
}

function sendTts(vehicleId: number, message: string, insCommon: 0 | 1 = 0, token = f.tokens.admin) {
  return callJson(f.app, 'sendTtsMessage', { vehicleId, ttsSendDto: { insCommon, message } }, { token });
}

describe('TTS to the cab (0x8300 with the TTS flag)', () => {
  it('reaches the terminal and is recorded once the terminal acknowledges', async () => {
    const v = f.simVehicle(0);
    const before = f.sim.receivedTexts(v.phone).length;
    const res = await sendTts(v.vehicleId, '请注意休息，前方服务区停车');
    expect(res.body).toMatchObject({ code: 1 });
    const texts = f.sim.receivedTexts(v.phone);
    expect(texts.length).toBe(before + 1);
    expect(texts.at(-1)).toMatchObject({ text: '请注意休息，前方服务区停车', tts: true });
    const page = await history(v.vehicleId);
    expect(page.body.code).toBe(1);
    expect(page.body.result.result.data[0]).toMatchObject({
      message: '请注意休息，前方服务区停车',
      // The person's name, as the alarm grid shows the handler.
      userName: '陈建国',
    });
    expect(page.body.result.result.data[0]?.sendTimeStr).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('records nothing when the vehicle is offline', async () => {
    const before = await ttsRows();
    const res = await sendTts(f.manual.vehicleId, '请减速');
    expect(res.body).toEqual({ code: 0, message: '车辆终端不在线，指令未下发', result: null });
    expect(await ttsRows()).toBe(before);
  });

  it('records nothing when the terminal refuses (0x0001 result 1)', async () => {
    const t = await f.connectManual();
    try {
      const before = await ttsRows();
      const pending = sendTts(f.manual.vehicleId, '请系好安全带');
      const command = await t.waitFor((m) => m.header.messageId === 0x8300);
      t.send(0x0001, {
        kind: 'terminalGeneralReply',
        replySerial: command.header.serial,
        replyMessageId: 0x8300,
        result: 1,
      });
      expect((await pending).body).toMatchObject({ code: 0, message: '终端拒绝执行该指令' });
      expect(await ttsRows()).toBe(before);
    } finally {
      await t.close();
    }
  });

  it('records nothing when the terminal never answers (after its retry)', async () => {
    const t = await f.connectManual();
    try {
      const before = await ttsRows();
      const res = await callJson(
        f.app,
        'sendTtsMessage',
        { vehicleId: f.manual.vehicleId, ttsSendDto: { insCommon: 0, message: 'Slow down' } },
        { token: f.tokens.admin, lang: 'en-US' },
      );
      expect(res.body).toMatchObject({
        code: 0,
        message: 'The terminal did not answer; please try again later',
      });
      expect(await ttsRows()).toBe(before);
      // Two attempts went out (JT/T 808 retry), neither answered.
      expect(t.received.filter((m) => m.header.messageId === 0x8300)).toHaveLength(2);
    } finally {
      await t.close();
    }
  });

  it('refuses a blank message before anything is sent', async () => {
    const v = f.simVehicle(0);
    const before = f.sim.receivedTexts(v.phone).length;
    const res = await sendTts(v.vehicleId, '   ');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(0);
    expect(f.sim.receivedTexts(v.phone).length).toBe(before);
  });
});

describe('TTS history and templates', () => {
  it("starts the box with the reminder for the alarm's own type, or with nothing", async () => {
    const v = f.simVehicle(2);
    const defaultText = async (firstAlarmType: number, eventType: number, lang?: 'en-US') => {
      const res = await callJson(
        f.app,
        'getSendVoiceHistories',
        {
          vehicleId: v.vehicleId,
          eventType,
          firstAlarmType,
          onlyTemplate: 1,
          pageParamVO: { curPage: 1, pageSize: 20 },
        },
        { token: f.tokens.admin, ...(lang ? { lang } : {}) },
      );
      expect(res.body.code).toBe(1);
      return res.body.result.content;
    };
    const safety = (key: Parameters<typeof alarmIconTypeOf>[0]) => alarmIconTypeOf(key);
    expect(await defaultText(ALARM_FIRST_TYPE.activeSafety, safety('fatigue'))).toBe(
      '您已疲劳驾驶，请立即停车休息',
    );
    expect(await defaultText(ALARM_FIRST_TYPE.activeSafety, safety('phone'))).toBe(
      '请勿在驾驶时使用手机，注意行车安全',
    );
    expect(await defaultText(ALARM_FIRST_TYPE.speed, SPEED_ALARM.overspeed, 'en-US')).toMatch(/speed/i);
    // Lane changes and distraction have no reminder of their own: never the fatigue one.
    expect(await defaultText(ALARM_FIRST_TYPE.activeSafety, safety('frequentLaneChange'))).toBe('');
    expect(await defaultText(ALARM_FIRST_TYPE.activeSafety, safety('distraction'))).toBe('');
    // Without the alarm's family the second type means nothing.
    expect((await history(v.vehicleId)).body.result.content).toBe('');
  });

  it('pages the history 20 at a time, newest first, only for this vehicle', async () => {
    const v = f.simVehicle(5);
    const base = Date.now() - 3_600_000;
    await f.db
      .insertInto('tts_sends')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          company_id: 1,
          vehicle_id: v.vehicleId,
          user_id: 1,
          event_type: 0,
          message: `message ${i}`,
          ins_common: 0,
          sent_at: base + i * 1000,
        })),
      )
      .execute();
    const first = await history(v.vehicleId, 1);
    expect(first.body.result.result.totalRecords).toBe(25);
    expect(first.body.result.result.data).toHaveLength(LIMITS.ttsHistoryPageSize);
    expect(first.body.result.result.data[0]?.message).toBe('message 24');
    const second = await history(v.vehicleId, 2);
    expect(second.body.result.result.data.map((d) => d.message)).toEqual([
      'message 4',
      'message 3',
      'message 2',
      'message 1',
      'message 0',
    ]);
  });

  it('offers built-in templates in both languages plus the company common instructions', async () => {
    const v = f.simVehicle(1);
    expect((await sendTts(v.vehicleId, '进入厂区限速20', 1)).body.code).toBe(1);
    const zh = await history(v.vehicleId);
    expect(zh.body.result.message[0]).toBe('您已疲劳驾驶，请立即停车休息');
    expect(zh.body.result.message).toContain('进入厂区限速20');
    const en = await history(v.vehicleId, 1, f.tokens.admin, 'en-US');
    expect(en.body.result.message[0]).toBe('You have been driving too long. Please stop and rest now');
    // Another company never sees company 1's instructions.
    const theirs = await f.db
      .selectFrom('vehicles')
      .select('id')
      .where('company_id', '=', 2)
      .executeTakeFirstOrThrow();
    const other = await history(theirs.id, 1, f.tokens.otherAdmin);
    expect(other.body.code).toBe(1);
    expect(other.body.result.message).not.toContain('进入厂区限速20');
  });

  it('keeps other companies and sub-users without the TTS operation out', async () => {
    const v = f.simVehicle(0);
    expect((await history(v.vehicleId, 1, f.tokens.otherAdmin)).body).toMatchObject({
      code: 0,
      message: '数据不存在',
    });
    expect((await history(v.vehicleId, 1, f.tokens.viewer)).status).toBe(403);
    expect((await sendTts(v.vehicleId, 'hi', 0, f.tokens.otherAdmin)).body.code).toBe(0);
    const tooBig = await callJson(
      f.app,
      'getSendVoiceHistories',
      { vehicleId: v.vehicleId, eventType: 0, onlyTemplate: 0, pageParamVO: { curPage: 1, pageSize: 21 } },
      { token: f.tokens.admin },
    );
    expect(tooBig.status).toBe(400);
  });
});

// ── Family voice files ───────────────────────────────────────────────────────────────────────────────────────

function toneWav(hz = 440, seconds = 0.5, rate = 16_000): Buffer {
  const pcm = Int16Array.from({ length: rate * seconds }, (_, i) =>
    Math.round(16_000 * Math.sin((2 * Math.PI * hz * i) / rate)),
  );
  return encodeWav(pcm, rate);
}

/** An MP3 frame header after an ID3 tag: audio by content, but not WAV. */
function mp3Bytes(): Buffer {
  const id3 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
  const frame = Buffer.alloc(417);
  frame[0] = 0xff;
  frame[1] = 0xfb;
  frame[2] = 0x90;
  frame[3] = 0x64;
  return Buffer.concat([id3, frame, frame, frame]);
}

async function upload(
  fields: { driverId: number | string; name?: string },
  file: { fileName: string; bytes: Buffer } | null,
  token = f.tokens.admin,
) {
  const boundary = '----rwtest' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  const field = (name: string, value: string) =>
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  field('driverId', String(fields.driverId));
  if (fields.name !== undefined) field('name', fields.name);
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await f.app.inject({
    method: 'POST',
    url: FAMILY_VOICE_UPLOAD_PATH,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-token': token },
    payload: Buffer.concat(parts),
  });
  return {
    status: res.statusCode,
    body: res.json<{ code: number; message: string; result: { id: number; url: string } | null }>(),
  };
}

async function driverOf(vehicleId: number): Promise<number> {
  const row = await f.db
    .selectFrom('vehicles')
    .select('driver_id')
    .where('id', '=', vehicleId)
    .executeTakeFirstOrThrow();
  if (row.driver_id === null) throw new Error('vehicle without driver');
  return row.driver_id;
}

async function voiceRows(driverId: number) {
  return f.db.selectFrom('family_voices').selectAll().where('driver_id', '=', driverId).execute();
}

function storedFiles(): string[] {
  const dir = path.join(f.dataDir, 'voice', '1');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe('family voice files', () => {
  it('stores an audio upload under the data directory, scoped by company, and lists it', async () => {
    const driverId = await driverOf(f.simVehicle(2).vehicleId);
    const res = await upload({ driverId }, { fileName: '妈妈的话.wav', bytes: toneWav() });
    expect(res.body).toMatchObject({ code: 1, result: { name: '妈妈的话' } });
    const rows = await voiceRows(driverId);
    expect(rows).toHaveLength(1);
    expect(storedFiles()).toContain(rows[0]!.stored_name);
    const list = await callJson(
      f.app,
      'familyVoiceList',
      { pageParamVO: { curPage: 1, pageSize: 200 } },
      { token: f.tokens.admin },
    );
    const entry = list.body.result.data.find((d) => d.driverId === driverId);
    expect(entry?.files).toMatchObject([{ name: '妈妈的话', sizeBytes: toneWav().length }]);
    const drivers = await callJson(
      f.app,
      'getDriverDataList',
      { vehicleId: f.simVehicle(2).vehicleId },
      { token: f.tokens.admin },
    );
    expect(drivers.body.result.data[0]?.familyVoiceList).toEqual([
      { voiceUrl: res.body.result!.url, voiceName: '妈妈的话' },
    ]);
    const file = await f.app.inject({
      method: 'GET',
      url: res.body.result!.url,
      headers: { 'x-token': f.tokens.admin },
    });
    expect(file.headers['content-type']).toBe('audio/wav');
    expect(file.rawPayload.equals(toneWav())).toBe(true);
  });

  it('checks the content, not the extension', async () => {
    const driverId = await driverOf(f.simVehicle(3).vehicleId);
    const fake = await upload(
      { driverId },
      { fileName: 'fake.wav', bytes: Buffer.from('not audio at all, just text'.repeat(10)) },
    );
    expect(fake.body).toMatchObject({ code: 0, message: '文件内容不是支持的音频格式' });
    const renamed = await upload({ driverId }, { fileName: 'notes.txt', bytes: mp3Bytes() });
    expect(renamed.body).toMatchObject({ code: 1, result: { name: 'notes' } });
    expect((await voiceRows(driverId)).map((r) => r.mime)).toEqual(['audio/mpeg']);
  });

  it('refuses duplicate names, a sixth file and files over 10 MB, keeping nothing', async () => {
    const driverId = await driverOf(f.simVehicle(4).vehicleId);
    const filesBefore = storedFiles().length;
    for (let i = 1; i <= LIMITS.voiceFilesPerDriver; i++) {
      expect(
        (await upload({ driverId, name: `voice ${i}` }, { fileName: 'a.wav', bytes: toneWav() })).body.code,
      ).toBe(1);
    }
    const sixth = await upload({ driverId, name: 'voice 6' }, { fileName: 'b.wav', bytes: toneWav() });
    expect(sixth.body).toMatchObject({ code: 0, message: '每位司机最多上传5个语音文件' });
    await f.db
      .deleteFrom('family_voices')
      .where('driver_id', '=', driverId)
      .where('name', '=', 'voice 5')
      .execute();
    const again = await upload({ driverId, name: 'voice 1' }, { fileName: 'b.wav', bytes: toneWav() });
    expect(again.body).toMatchObject({ code: 0, message: '该司机已有同名语音文件：voice 1' });
    const big = Buffer.concat([toneWav(), Buffer.alloc(LIMITS.voiceFileMaxBytes)]);
    const tooBig = await upload({ driverId, name: 'big' }, { fileName: 'big.wav', bytes: big });
    expect(tooBig.body).toMatchObject({ code: 0, message: '语音文件不能超过10MB' });
    expect(await voiceRows(driverId)).toHaveLength(4);
    expect(storedFiles().length).toBe(filesBefore + 5);
  });

  it('keeps other companies and users without the operation out', async () => {
    const driverId = await driverOf(f.simVehicle(2).vehicleId);
    const [row] = await voiceRows(driverId);
    expect(
      (await upload({ driverId }, { fileName: 'x.wav', bytes: toneWav() }, f.tokens.otherAdmin)).body,
    ).toMatchObject({
      code: 0,
      message: '数据不存在',
    });
    expect(
      (await upload({ driverId }, { fileName: 'x.wav', bytes: toneWav() }, f.tokens.viewer)).status,
    ).toBe(403);
    expect((await upload({ driverId }, { fileName: 'x.wav', bytes: toneWav() }, 'nobody')).status).toBe(401);
    const del = await callJson(
      f.app,
      'deleteFamilyVoice',
      { ids: [row!.id] },
      { token: f.tokens.otherAdmin },
    );
    expect(del.body.code).toBe(0);
    const read = await callJson(
      f.app,
      'familyVoiceFile',
      { id: String(row!.id) },
      { token: f.tokens.otherAdmin },
    );
    expect(read.body.code).toBe(0);
    expect(await voiceRows(driverId)).toHaveLength(1);
    expect((await callJson(f.app, 'deleteFamilyVoice', { ids: [] }, { token: f.tokens.admin })).status).toBe(
      400,
    );
  });

  it('deletes a file and its stored audio', async () => {
    const driverId = await driverOf(f.simVehicle(3).vehicleId);
    const [row] = await voiceRows(driverId);
    const res = await callJson(f.app, 'deleteFamilyVoice', { ids: [row!.id] }, { token: f.tokens.admin });
    expect(res.body).toMatchObject({ code: 1, result: { deleted: 1 } });
    expect(storedFiles()).not.toContain(row!.stored_name);
    expect(await voiceRows(driverId)).toHaveLength(0);
  });
});

describe('sending a family voice to the cab', () => {
  let deps: AppDeps;
  let admin: UserAuth;

  beforeAll(async () => {
    deps = {
      db: f.db,
      now: Date.now,
      captchaBypass: undefined,
      importJobs: new ImportJobs(),
      gateway: f.ingest.gateway.commands,
      media: f.media,
      dataDir: f.dataDir,
    };
    const auth = await authenticate(f.db, f.tokens.admin, Date.now());
    if (auth?.kind !== 'user') throw new Error('admin session');
    admin = auth;
  });

  it('reads the reminder aloud and plays the file over the intercom path', async () => {
    const v = f.simVehicle(2);
    const [voice] = await voiceRows(await driverOf(v.vehicleId));
    const before = f.sim.receivedTexts(v.phone).length;
    const result = await sendFamilyVoice(deps, admin, {
      vehicleId: v.vehicleId,
      familySendDto: { message: '家人提醒您注意安全', voiceUrl: `/api/x?id=${voice!.id}` },
    });
    expect(result.voiceName).toBe('妈妈的话');
    expect(f.sim.receivedTexts(v.phone).slice(before)).toMatchObject([
      { text: '家人提醒您注意安全', tts: true },
    ]);
    const request = f.sim.receivedAv(v.phone).find((a) => a.kind === 'request');
    expect(request?.kind === 'request' && request.request.dataType).toBe(2);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const stream = f.audio.streams().find((s) => s.phone === v.phone && s.samplesHeard >= 3_200);
      if (stream) {
        expect(stream.heardRms).toBeGreaterThan(0.2);
        break;
      }
      if (Date.now() > deadline) throw new Error('the terminal never heard the family voice');
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  it('plays a second "play now" after the first on the same stream instead of cutting it off', async () => {
    const v = f.simVehicle(3);
    const driverId = await driverOf(v.vehicleId);
    expect((await upload({ driverId }, { fileName: '爸爸的话.wav', bytes: toneWav() })).body.code).toBe(1);
    const requests = () => f.sim.receivedAv(v.phone).filter((a) => a.kind === 'request').length;
    const before = requests();
    const send = () =>
      sendFamilyVoice(deps, admin, { vehicleId: v.vehicleId, familySendDto: { message: '注意安全' } });
    const [first, second] = await Promise.all([send(), send()]);
    expect([first.voiceName, second.voiceName]).toEqual(['爸爸的话', '爸爸的话']);
    // One intercom request carries both: a second 0x9101 would have replaced the first stream.
    expect(requests() - before).toBe(1);
  });

  it('refuses another driver’s file, a driver without files, and a format the cab cannot play', async () => {
    const v = f.simVehicle(2);
    const otherDriver = await driverOf(f.simVehicle(4).vehicleId);
    const [foreign] = await voiceRows(otherDriver);
    await expect(
      sendFamilyVoice(deps, admin, {
        vehicleId: v.vehicleId,
        familySendDto: { message: 'x', voiceUrl: `?id=${foreign!.id}` },
      }),
    ).rejects.toMatchObject({ messageKey: 'errors.voiceNotFound' });
    await expect(
      sendFamilyVoice(deps, admin, { vehicleId: f.simVehicle(6).vehicleId, familySendDto: { message: 'x' } }),
    ).rejects.toMatchObject({ messageKey: 'errors.driverNoVoice' });
    const mp3Driver = await driverOf(f.simVehicle(7).vehicleId);
    expect(
      (await upload({ driverId: mp3Driver }, { fileName: 'song.mp3', bytes: mp3Bytes() })).body.code,
    ).toBe(1);
    await expect(
      sendFamilyVoice(deps, admin, { vehicleId: f.simVehicle(7).vehicleId, familySendDto: { message: 'x' } }),
    ).rejects.toMatchObject({ messageKey: 'errors.voiceFileNotPlayable' });
  });

  it('is reachable as "play now" for permitted users of the company only', async () => {
    const v = f.simVehicle(2);
    const body = { vehicleId: v.vehicleId, familySendDto: { message: '注意安全' } };
    const ok = await callJson(f.app, 'sendFamilyVoiceMessage', body, { token: f.tokens.admin });
    expect(ok.body).toMatchObject({ code: 1, result: { voiceName: '妈妈的话' } });
    expect(
      (await callJson(f.app, 'sendFamilyVoiceMessage', body, { token: f.tokens.otherAdmin })).body,
    ).toMatchObject({
      code: 0,
      message: '数据不存在',
    });
    expect((await callJson(f.app, 'sendFamilyVoiceMessage', body, { token: f.tokens.viewer })).status).toBe(
      403,
    );
    const blank = { vehicleId: v.vehicleId, familySendDto: { message: '  ' } };
    expect((await callJson(f.app, 'sendFamilyVoiceMessage', blank, { token: f.tokens.admin })).status).toBe(
      400,
    );
  });

  it('fails as offline for a vehicle whose terminal is not connected', async () => {
    const driverId = await driverOf(f.manual.vehicleId);
    expect((await upload({ driverId }, { fileName: 'offline.wav', bytes: toneWav() })).body.code).toBe(1);
    await expect(
      sendFamilyVoice(deps, admin, { vehicleId: f.manual.vehicleId, familySendDto: { message: 'x' } }),
    ).rejects.toMatchObject({ messageKey: 'errors.terminalOffline' });
  });
});
