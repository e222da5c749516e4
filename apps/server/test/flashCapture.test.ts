import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LIMITS } from '@roadwatch/core';
import { createLocationReport, encodeSubpackages, type Message, type MessageBody } from '@roadwatch/jt808';
import { encode } from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureMedia } from '../src/features/media/captureMedia';
import { mediaPath } from '../src/features/media/mediaFiles';
import { silentLogger } from '../src/gateway/gatewayLogger';
import { startTerminalIngest, type TerminalIngest } from '../src/gateway/startTerminalIngest';
import { createLocalLiveBus } from '../src/live/liveBus';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';
import { TestTerminal } from './helpers/testTerminal';

// A terminal's camera answers a flash capture with a real JPEG in many packets, one of them lost on the way: the
// gateway asks for it with 0x8800, stores the picture durably and only then says it arrived; the alarm dialog's
// media list and the file endpoint serve it to the vehicle's company only.

const RESEND_AFTER_MS = 10_000;
let t: TestApp;
let ingest: TerminalIngest;
let dataDir: string;
let offset = 0;
const now = () => Date.now() + offset;
let vehicle: { id: number; phone: string; edition: 2013 | 2019; authCode: string };
let terminal: TestTerminal;
let admin: string;
let otherAdmin: string;

function jpegOf(width: number, height: number, seed: number): Uint8Array {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      data[i] = (x * 255) / width;
      data[i + 1] = (y * 255) / height;
      data[i + 2] = ((x ^ y) * seed) & 0xff;
      data[i + 3] = 255;
    }
  }
  return new Uint8Array(encode({ width, height, data }, 70).data);
}

function uploadBody(mediaId: number, data: Uint8Array, channel = 1): MessageBody {
  const location = createLocationReport({
    edition: vehicle.edition,
    status: { acc: true, positioned: true },
    latitude: 31.2304,
    longitude: 121.4737,
    speedKmh: 40,
    directionDeg: 90,
    time: now(),
  });
  return { kind: 'mediaUpload', mediaId, mediaType: 0, format: 0, eventCode: 0, channel, location, data };
}

/** The packets of an upload, as the terminal's frames (serials continue the terminal's own). */
function uploadFrames(body: MessageBody): Uint8Array[] {
  const first = terminal.nextSerial();
  const frames = encodeSubpackages(
    {
      header: {
        messageId: 0x0801,
        edition: vehicle.edition,
        phone: vehicle.edition === 2019 ? vehicle.phone.padStart(20, '0') : vehicle.phone.padStart(12, '0'),
        serial: first,
        protocolVersion: vehicle.edition === 2019 ? 1 : null,
      },
      body,
    },
    1000,
  );
  for (let i = 1; i < frames.length; i += 1) terminal.nextSerial();
  return frames;
}

const since = () => terminal.received.length;
const mediaReply = (mediaId: number, from: number) =>
  terminal.waitFor((m) => m.body.kind === 'mediaUploadReply' && m.body.mediaId === mediaId, from);

/** Frames are handled in order: the heartbeat's answer means everything sent before it has been dealt with. */
async function settled(): Promise<void> {
  await terminal.replyTo(terminal.send(0x0002, { kind: 'heartbeat' }));
}

async function mediaRows(mediaId: number) {
  return t.db
    .selectFrom('media')
    .selectAll()
    .where('vehicle_id', '=', vehicle.id)
    .where('media_id', '=', mediaId)
    .execute();
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-media-'));
  t = await startTestApp({ config: { dataDir, now } });
  ingest = await startTerminalIngest({
    db: t.db,
    bus: createLocalLiveBus(),
    logger: silentLogger,
    port: 0,
    host: '127.0.0.1',
    now,
    idleTimeoutMs: 3_600_000,
    offlineAfterMs: 3_600_000,
    dataDir,
    gateway: { subpackage: { resendAfterMs: RESEND_AFTER_MS }, housekeepingMs: 20 },
  });
  // A vehicle of company 1 with alarms of its own (the seed's history).
  const row = await t.db
    .selectFrom('vehicles')
    .innerJoin('alarms', 'alarms.vehicle_id', 'vehicles.id')
    .select(['vehicles.id', 'vehicles.terminal_phone', 'vehicles.protocol_version', 'vehicles.auth_code'])
    .where('vehicles.company_id', '=', 1)
    .where('vehicles.terminal_phone', 'is not', null)
    .where('alarms.alarm_class', '=', 1)
    .orderBy('vehicles.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  vehicle = {
    id: row.id,
    phone: row.terminal_phone!,
    edition: row.protocol_version === 2019 ? 2019 : 2013,
    authCode: row.auth_code,
  };
  terminal = await TestTerminal.connect(ingest.gateway.port, vehicle.phone, vehicle.edition);
  expect((await terminal.authenticate(vehicle.authCode)).body).toMatchObject({ result: 0 });
  admin = (await loginAs(t.app, 'admin')).token;
  otherAdmin = (await loginAs(t.app, 'other_admin')).token;
});

afterAll(async () => {
  await terminal?.close();
  await ingest?.close();
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('flash capture with real pictures', () => {
  it('acknowledges nothing while the picture cannot be written, then stores it when sent again', async () => {
    // A file where the media folder should be: every write fails.
    fs.writeFileSync(path.join(dataDir, 'media'), 'not a folder');
    const picture = jpegOf(160, 90, 3);
    const from = since();
    terminal.write(uploadFrames(uploadBody(900, picture)));
    await settled();
    expect(terminal.received.slice(from).some((m) => m.body.kind === 'mediaUploadReply')).toBe(false);
    expect(await mediaRows(900)).toEqual([]);
    fs.rmSync(path.join(dataDir, 'media'));
    const again = since();
    terminal.write(uploadFrames(uploadBody(900, picture)));
    await mediaReply(900, again);
    expect(await mediaRows(900)).toHaveLength(1);
  });

  it('captures for an alarm, asks for the lost packet with 0x8800 and serves the stored JPEG in scope only', async () => {
    const alarm = await t.db
      .selectFrom('alarms')
      .select(['guid', 'begin_time', 'first_type', 'second_type'])
      .where('vehicle_id', '=', vehicle.id)
      .where('alarm_class', '=', 1)
      .orderBy('begin_time', 'desc')
      .executeTakeFirstOrThrow();
    const from = since();
    const capture = captureMedia(
      t.db,
      ingest.gateway.commands,
      vehicle.id,
      { channel: 2, count: 1, intervalS: 0, kind: 'photo', alarmGuid: alarm.guid },
      { now },
    );
    const shoot = await terminal.waitFor((m) => m.body.kind === 'cameraShoot', from);
    expect(shoot.body).toMatchObject({ channel: 2, command: 1, intervalS: 0, saveFlag: 0 });
    terminal.send(0x0805, {
      kind: 'cameraShootReply',
      replySerial: shoot.header.serial,
      result: 0,
      mediaIds: [501],
    });
    await expect(capture).resolves.toEqual({ mediaIds: [501] });

    const picture = jpegOf(640, 360, 7);
    expect(picture.length).toBeGreaterThan(20_000);
    terminal.send(0x0800, {
      kind: 'mediaEvent',
      mediaId: 501,
      mediaType: 0,
      format: 0,
      eventCode: 0,
      channel: 2,
    });
    const frames = uploadFrames(uploadBody(501, picture, 2));
    expect(frames.length).toBeGreaterThan(20);
    const lost = 3;
    const sent = since();
    terminal.write(frames.filter((_, i) => i !== lost - 1));
    await settled();
    expect(await mediaRows(501)).toEqual([]);
    offset += RESEND_AFTER_MS;
    const request = await mediaReply(501, sent);
    expect(request.body).toEqual({ kind: 'mediaUploadReply', mediaId: 501, packetIndexes: [lost] });
    expect(await mediaRows(501)).toEqual([]);

    const resent = since();
    terminal.write(frames[lost - 1]!);
    const done = await mediaReply(501, resent);
    expect(done.body).toEqual({ kind: 'mediaUploadReply', mediaId: 501, packetIndexes: [] });
    const [row] = await mediaRows(501);
    expect(row).toMatchObject({
      company_id: 1,
      channel: 2,
      type: 0,
      format: 0,
      mime: 'image/jpeg',
      bytes: picture.length,
      alarm_guid: alarm.guid,
    });
    expect(new Uint8Array(fs.readFileSync(mediaPath(dataDir, row!.sha256, 'jpg')))).toEqual(picture);
    expect(row!.lat).toBeCloseTo(31.2304, 5);

    const request2 = {
      vehicleId: vehicle.id,
      pageParamVO: { curPage: 1, pageSize: LIMITS.mediaPageSize },
      startTime: Number(alarm.begin_time),
      endTime: Number(alarm.begin_time),
      dataType: 2,
      firstType: alarm.first_type,
      secondType: alarm.second_type,
    };
    const { body } = await callJson(t.app, 'fetchAlarmMedia', request2, { token: admin });
    expect(body.code).toBe(1);
    expect(body.result.data).toEqual([
      { attachmentList: [{ type: 0, picDataType: 1, url: `mediaFile?id=${row!.id}` }] },
    ]);
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/alarm/mediaFile?id=${row!.id}`,
      headers: { 'x-token': admin },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toMatch(/private/);
    expect(new Uint8Array(image.rawPayload)).toEqual(picture);
    const stolen = await t.app.inject({
      method: 'GET',
      url: `/api/alarm/mediaFile?id=${row!.id}`,
      headers: { 'x-token': otherAdmin },
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/alarm/mediaFile?id=${row!.id + 1000}`,
      headers: { 'x-token': admin },
    });
    expect(stolen.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(stolen.body).toBe(missing.body);
    const unsigned = await t.app.inject({ method: 'GET', url: `/api/alarm/mediaFile?id=${row!.id}` });
    expect(unsigned.statusCode).not.toBe(200);
  });

  it('lists no media for an alarm without any', async () => {
    const linked = (await t.db.selectFrom('media').select('alarm_guid').execute()).map((r) => r.alarm_guid);
    const alarm = await t.db
      .selectFrom('alarms')
      .select(['guid', 'vehicle_id', 'begin_time', 'first_type', 'second_type'])
      .where('company_id', '=', 1)
      .where('alarm_class', '=', 1)
      .where('vehicle_id', '!=', vehicle.id)
      .where('guid', 'not in', linked.filter((g): g is string => g !== null).concat(['-']))
      .executeTakeFirstOrThrow();
    const { body } = await callJson(
      t.app,
      'fetchAlarmMedia',
      {
        vehicleId: alarm.vehicle_id,
        pageParamVO: { curPage: 1, pageSize: LIMITS.mediaPageSize },
        startTime: Number(alarm.begin_time),
        endTime: Number(alarm.begin_time),
        dataType: 2,
        firstType: alarm.first_type,
        secondType: alarm.second_type,
      },
      { token: admin },
    );
    expect(body).toMatchObject({ code: 1, result: { data: [], totalRecords: 0 } });
  });

  it('refuses data that is not a JPEG and an upload over the size limit, and keeps the connection', async () => {
    const notJpeg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'.repeat(50));
    const from = since();
    terminal.write(uploadFrames(uploadBody(600, notJpeg)));
    const refused = await terminal.waitFor(
      (m) => m.body.kind === 'platformGeneralReply' && m.body.replyMessageId === 0x0801,
      from,
    );
    expect(refused.body).toMatchObject({ result: 2 });
    // Starts like a JPEG but is not one.
    const fake = new Uint8Array(5000).fill(0x41);
    fake.set([0xff, 0xd8, 0xff, 0xe0]);
    const fakeFrom = since();
    terminal.write(uploadFrames(uploadBody(601, fake)));
    await terminal.waitFor(
      (m: Message) =>
        m.body.kind === 'platformGeneralReply' && m.body.replyMessageId === 0x0801 && m.body.result === 2,
      fakeFrom,
    );
    const huge = new Uint8Array(2 * 1024 * 1024 + 10).fill(0x42);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const hugeFrom = since();
    terminal.write(uploadFrames(uploadBody(602, huge)));
    await terminal.waitFor(
      (m) =>
        m.body.kind === 'platformGeneralReply' && m.body.replyMessageId === 0x0801 && m.body.result === 1,
      hugeFrom,
    );
    await settled();
    expect(await mediaRows(600)).toEqual([]);
    expect(await mediaRows(601)).toEqual([]);
    expect(await mediaRows(602)).toEqual([]);
    expect(terminal.closed).toBe(false);
  });
});
