import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DRIVER_PHOTO_MAX_BYTES, DRIVER_PHOTO_UPLOAD_PATH, endpointPath, ENDPOINTS } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyBmp, tinyJpeg, tinyPng } from '../src/features/basicData/testImages';
import { call, callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

/**
 * What the generic resource test cannot know about terminals, drivers and stores: driver photos checked by content
 * and served only in scope, deletes refused while something depends on the row, and the exports.
 */
let t: TestApp;
let dataDir: string;
const tokens = { admin: '', other: '', viewer: '' };
let departmentId: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-basic-data-'));
  t = await startTestApp({ config: { dataDir } });
  tokens.admin = (await loginAs(t.app, 'admin')).token;
  tokens.other = (await loginAs(t.app, 'other_admin')).token;
  tokens.viewer = (await loginAs(t.app, 'viewer')).token;
  const admin = await t.db
    .selectFrom('users')
    .select('department_id')
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  departmentId = admin.department_id;
}, 120_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function upload(driverId: number, file: { fileName: string; bytes: Buffer }, token = tokens.admin) {
  const boundary = '----rwtest' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="driverId"\r\n\r\n${driverId}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: DRIVER_PHOTO_UPLOAD_PATH,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-token': token },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json<{ code: number; message: string; result: { id: number } }>(),
  };
}

let driverSeq = 0;
async function addDriver(): Promise<number> {
  driverSeq += 1;
  const { body } = await callJson(
    t.app,
    'driverAdd',
    {
      name: `照片司机${driverSeq}`,
      phone: `1370000000${driverSeq}`,
      regionCode: '310000/310100',
      departmentId,
    },
    { token: tokens.admin },
  );
  expect(body.message).toBe('');
  return (body.result as { id: number }).id;
}

describe('driver photos', () => {
  it('takes up to three JPG, PNG or BMP photos by content and refuses a fourth', async () => {
    const driverId = await addDriver();
    for (const [fileName, bytes] of [
      ['a.png', tinyPng(4, 4)],
      ['b.jpg', tinyJpeg(320, 240)],
      ['c.bmp', tinyBmp(3, 3)],
    ] as const)
      expect((await upload(driverId, { fileName, bytes })).body.code).toBe(1);
    const fourth = await upload(driverId, { fileName: 'd.png', bytes: tinyPng(2, 2) });
    expect(fourth.body.code).toBe(0);
    const { body } = await callJson(t.app, 'driverDetail', { id: String(driverId) }, { token: tokens.admin });
    expect((body.result as { photos: { fileName: string }[] }).photos.map((p) => p.fileName)).toEqual([
      'a.png',
      'b.jpg',
      'c.bmp',
    ]);
  });

  it('refuses a file that only calls itself an image, and one over 10 MB', async () => {
    const driverId = await addDriver();
    const fake = await upload(driverId, {
      fileName: 'photo.png',
      bytes: Buffer.from('<svg>not a png</svg>'),
    });
    expect(fake.body.code).toBe(0);
    expect(fake.body.message).not.toBe('');
    const big = Buffer.concat([tinyPng(2, 2), Buffer.alloc(DRIVER_PHOTO_MAX_BYTES)]);
    expect((await upload(driverId, { fileName: 'big.png', bytes: big })).body.code).toBe(0);
    expect(fs.readdirSync(path.join(dataDir, 'driver-photos', '1'), { withFileTypes: true }).length).toBe(3);
  });

  it('serves a photo only to users who may see the driver, and drops the ones an update leaves out', async () => {
    const driverId = await addDriver();
    const png = tinyPng(5, 5);
    const id = (await upload(driverId, { fileName: 'me.png', bytes: png })).body.result.id;
    const mine = await call(t.app, 'driverPhotoFile', { id: String(id) }, { token: tokens.admin });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(mine.rawPayload, png)).toBe(0);
    const theirs = await call(t.app, 'driverPhotoFile', { id: String(id) }, { token: tokens.other });
    expect(theirs.json<{ code: number }>().code).toBe(0);
    expect((await upload(driverId, { fileName: 'x.png', bytes: png }, tokens.other)).body.code).toBe(0);
    expect((await upload(driverId, { fileName: 'x.png', bytes: png }, tokens.viewer)).status).toBe(403);

    const kept = await callJson(
      t.app,
      'driverUpdate',
      {
        id: driverId,
        name: '换照片',
        phone: '13700000099',
        regionCode: '310000',
        departmentId,
        photoIds: [],
      },
      { token: tokens.admin },
    );
    expect(kept.body.message).toBe('');
    const gone = await call(t.app, 'driverPhotoFile', { id: String(id) }, { token: tokens.admin });
    expect(gone.json<{ code: number }>().code).toBe(0);
  });
});

describe('deletes refused while something depends on the row', () => {
  it('keeps a driver named as main driver of a vehicle', async () => {
    const vehicle = await t.db
      .selectFrom('vehicles')
      .select('driver_id')
      .where('driver_id', 'is not', null)
      .where('company_id', '=', 1)
      .executeTakeFirstOrThrow();
    const res = await callJson(t.app, 'driverDelete', { ids: [vehicle.driver_id!] }, { token: tokens.admin });
    expect(res.body.code).toBe(0);
    expect(res.body.message).toMatch(/驾驶/);
  });

  it('keeps a store that has temperature points', async () => {
    const store = await t.db
      .selectFrom('sites')
      .innerJoin('temp_points', 'temp_points.site_id', 'sites.id')
      .select('sites.id')
      .where('sites.kind', '=', 'store')
      .where('sites.company_id', '=', 1)
      .executeTakeFirst();
    if (!store) throw new Error('the seed has a store with temperature points');
    const res = await callJson(t.app, 'storeDelete', { ids: [store.id] }, { token: tokens.admin });
    expect(res.body.code).toBe(0);
    expect(
      (await callJson(t.app, 'storeDetail', { id: String(store.id) }, { token: tokens.admin })).body.code,
    ).toBe(1);
  });

  it('refuses to bind a vehicle that already has a terminal, or another company’s vehicle', async () => {
    const [own, foreign] = await Promise.all([
      t.db
        .selectFrom('vehicles')
        .select('id')
        .where('company_id', '=', 1)
        .where('terminal_phone', 'is not', null)
        .executeTakeFirstOrThrow(),
      t.db.selectFrom('vehicles').select('id').where('company_id', '=', 2).executeTakeFirstOrThrow(),
    ]);
    for (const vehicleId of [own.id, foreign.id]) {
      const res = await callJson(
        t.app,
        'terminalAdd',
        { deviceType: 1, phone: '19912345678', departmentId, vehicleId },
        { token: tokens.admin },
      );
      expect(res.body.code).toBe(0);
    }
  });
});

describe('the terminal form’s vehicle picker', () => {
  it('lists vehicles in scope by plate with the terminal each has, and never another company’s', async () => {
    const { body } = await callJson(t.app, 'terminalVehicleOptions', {}, { token: tokens.admin });
    const options = body.result as { id: number; plate: string; terminalId: number | null }[];
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => o.terminalId !== null)).toBe(true);
    const foreign = await t.db
      .selectFrom('vehicles')
      .select('id')
      .where('company_id', '=', 2)
      .executeTakeFirstOrThrow();
    const asked = await callJson(
      t.app,
      'terminalVehicleOptions',
      { include: String(foreign.id) },
      { token: tokens.admin },
    );
    expect((asked.body.result as { id: number }[]).map((o) => o.id)).not.toContain(foreign.id);
  });
});

describe('exports', () => {
  it('streams the terminals in scope as an xlsx, and refuses a user without the operation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: endpointPath(ENDPOINTS.terminalExport),
      headers: { 'x-token': tokens.admin },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    const viewer = await call(t.app, 'driverExport', {}, { token: tokens.viewer });
    expect(viewer.statusCode).toBe(403);
  });
});
