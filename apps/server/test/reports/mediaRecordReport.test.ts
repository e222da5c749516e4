import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MediaUpload } from '@roadwatch/jt808';
import { encode } from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaIntake } from '../../src/features/media/mediaIntake';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { report } from '../helpers/pipelineFixture';
import { looksLeaky } from '../helpers/messages';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { addVehicle, at, DAY_END, DAY_START, NOW } from './eventReportFleet';

/**
 * The flash picture (platform capture, event code 0) and flash shot (the terminal's own pictures) reports on both
 * databases, over pictures stored by the gateway's media intake from decoded 0x0801 uploads:
 * - A (the viewer's department): captures at minutes 1 (channel 1) and 2 (channel 2); its own shots: timed at 10,
 *   alarm-triggered (0x10) at 11, door opened (4) at 12;
 * - B (the company's top department): a capture at minute 5 (channel 1), a timed shot at 20.
 */
let t: TestApp;
let dir = '';
let admin = '';
let viewer = '';
let other = '';
let a: VehicleTerminalIdentity;
let b: VehicleTerminalIdentity;
const range = { startTime: DAY_START, endTime: DAY_END };
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });

const jpeg = (seed: number) => {
  const data = Buffer.alloc(32 * 24 * 4, seed);
  return new Uint8Array(encode({ width: 32, height: 24, data }, 70).data);
};

const upload = (m: number, eventCode: number, channel: number): MediaUpload => ({
  kind: 'mediaUpload',
  mediaId: 100 + m,
  mediaType: 0,
  format: 0,
  eventCode,
  channel,
  location: report({ time: at(m), speedKmh: 30, longitude: 118.7969 + m * 0.001 }),
  data: jpeg(m),
});

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rw-media-report-'));
  t = await startTestApp({ config: { dataDir: dir, now: () => NOW } });
  const me = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  const top = await t.db
    .selectFrom('departments')
    .select('id')
    .where('company_id', '=', me.company_id)
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  a = await addVehicle(t.db, me.company_id, me.department_id, '苏MA01', '13977707001');
  b = await addVehicle(t.db, me.company_id, top.id, '苏MB02', '13977707002');
  const intake = createMediaIntake({ db: t.db, dataDir: dir, now: () => at(0) });
  const plan: [VehicleTerminalIdentity, number, number, number][] = [
    [a, 1, 0, 1],
    [a, 2, 0, 2],
    [a, 10, 1, 1],
    [a, 11, 0x10, 1],
    [a, 12, 4, 2],
    [b, 5, 0, 1],
    [b, 20, 1, 1],
  ];
  for (const [v, m, code, channel] of plan) {
    expect((await intake.store(v, upload(m, code, channel))).status).toBe('stored');
  }
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  const role = await t.db
    .selectFrom('users')
    .select('role_id')
    .where('user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('role_operations')
    .values([
      { role_id: role.role_id, operation_id: 'flashPictureReport' },
      { role_id: role.role_id, operation_id: 'flashShotReport' },
    ])
    .execute();
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const pictures = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'flashPictureDetailReport', { ...range, ...page(), ...input }, { token })).body;
const shots = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'flashShotDetailReport', { ...range, ...page(), ...input }, { token })).body;

describe('flash picture and flash shot detail', () => {
  it('lists platform captures and the terminal’s own pictures apart, latest first, with the picture id', async () => {
    const body = await pictures(admin);
    expect(body.code).toBe(1);
    expect(body.result?.data.map((r) => [r.vehicleId, r.capturedAt, r.channel, r.eventCode])).toEqual([
      [b.vehicleId, at(5), 1, 0],
      [a.vehicleId, at(2), 2, 0],
      [a.vehicleId, at(1), 1, 0],
    ]);
    const first = body.result?.data[0];
    expect(first?.lon).toBeCloseTo(118.8019, 4);
    const stored = await t.db
      .selectFrom('media')
      .select('id')
      .where('vehicle_id', '=', b.vehicleId)
      .where('event_code', '=', 0)
      .executeTakeFirstOrThrow();
    expect(first?.mediaFileId).toBe(stored.id);
    const own = await shots(admin);
    expect(own.result?.data.map((r) => [r.vehicleId, r.capturedAt, r.eventCode])).toEqual([
      [b.vehicleId, at(20), 1],
      [a.vehicleId, at(12), 4],
      [a.vehicleId, at(11), 0x10],
      [a.vehicleId, at(10), 1],
    ]);
  });

  it('pages and sorts in the database on whitelisted columns only', async () => {
    expect((await shots(admin, page(2, 3))).result?.data.map((r) => r.capturedAt)).toEqual([at(10)]);
    const byChannel = await shots(admin, { sort: { field: 'channel', order: 'desc' } });
    expect(byChannel.result?.data[0]?.capturedAt).toBe(at(12));
    const byPlate = await pictures(admin, { sort: { field: 'plate', order: 'asc' } });
    expect(byPlate.result?.data.map((r) => r.vehicleId)).toEqual([a.vehicleId, a.vehicleId, b.vehicleId]);
    const unknown = await callJson(
      t.app,
      'flashPictureDetailReport',
      { ...range, ...page(), sort: { field: 'event_code', order: 'asc' } },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
  });

  it('shows a department user only its department, another company nothing', async () => {
    const mine = await pictures(viewer);
    expect(mine.result?.totalRecords).toBe(2);
    expect(mine.result?.data.every((r) => r.vehicleId === a.vehicleId)).toBe(true);
    expect((await pictures(other)).result?.totalRecords).toBe(0);
    expect((await shots(other, { vehicleIds: [a.vehicleId] })).result?.totalRecords).toBe(0);
    expect((await shots(admin, { plate: 'mb02' })).result?.totalRecords).toBe(1);
  });

  it('serves a listed picture through the media endpoint to its scope only', async () => {
    const id = (await pictures(admin)).result?.data[0]?.mediaFileId ?? 0;
    const mine = await call(t.app, 'mediaFile', { id }, { token: admin });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    const theirs = await call(t.app, 'mediaFile', { id }, { token: other });
    expect(theirs.statusCode).toBe(404);
  });

  it('refuses a query the detail rules forbid with code 0 and the translated rule', async () => {
    const DAY = 86_400_000;
    const input = { startTime: NOW - 41 * DAY, endTime: NOW, vehicleIds: [a.vehicleId, b.vehicleId] };
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await callJson(
        t.app,
        'flashShotDetailReport',
        { ...input, ...page() },
        { token: admin, lang },
      );
      expect(res.body.code).toBe(0);
      expect(looksLeaky(res.body.message)).toBe(false);
      expect(res.body.message).toMatch(lang === 'en-US' ? /one vehicle/ : /[\u4e00-\u9fa5]/);
    }
    expect((await callJson(t.app, 'exportFlashPictureDetailReport', input, { token: admin })).body.code).toBe(
      0,
    );
  });
});

describe('flash picture and flash shot summary', () => {
  it('counts each vehicle’s pictures by event, and refuses a range over 12 months', async () => {
    const { body } = await callJson(
      t.app,
      'flashShotSummaryReport',
      { ...range, ...page(), sort: { field: 'pictures', order: 'desc' } },
      { token: admin },
    );
    expect(body.result?.totalRecords).toBe(2);
    expect(
      body.result?.data.map((r) => [
        r.vehicleId,
        r.pictures,
        r.channels,
        r.timed,
        r.alarm,
        r.door,
        r.distance,
      ]),
    ).toEqual([
      [a.vehicleId, 3, 2, 1, 1, 1, 0],
      [b.vehicleId, 1, 1, 1, 0, 0, 0],
    ]);
    expect(body.result?.data[0]?.firstAt).toBe(at(10));
    expect(body.result?.data[0]?.lastAt).toBe(at(12));
    const platform = await callJson(
      t.app,
      'flashPictureSummaryReport',
      { ...range, ...page() },
      { token: admin },
    );
    expect(platform.body.result?.data.map((r) => [r.plate, r.pictures, r.channels])).toEqual([
      ['苏MA01', 2, 2],
      ['苏MB02', 1, 1],
    ]);
    const tooLong = await callJson(
      t.app,
      'flashPictureSummaryReport',
      { startTime: NOW - 400 * 86_400_000, endTime: NOW, ...page() },
      { token: admin, lang: 'en-US' },
    );
    expect(tooLong.body.code).toBe(0);
    expect(tooLong.body.message).toMatch(/12 months/);
  });

  it('exports the current query as an xlsx with translated events, behind the export operation', async () => {
    const res = await call(t.app, 'exportFlashShotDetailReport', range, { token: admin, lang: 'en-US' });
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 4);
    expect(sheet.getRow(2).getCell(4).value).toBe('Timed');
    expect(sheet.getRow(3).getCell(4).value).toBe('Door opened');
    expect(sheet.getRow(4).getCell(4).value).toBe('Alarm triggered');
    const summary = await call(t.app, 'exportFlashPictureSummaryReport', range, { token: admin });
    const sumBook = new Workbook();
    await sumBook.xlsx.load(summary.rawPayload as unknown as ArrayBuffer);
    expect(sumBook.worksheets[0]!.rowCount).toBe(1 + 2);
    expect((await call(t.app, 'exportFlashShotSummaryReport', range, { token: viewer })).statusCode).toBe(
      403,
    );
  });
});
