import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INSURANCE_IMAGE_MAX, INSURANCE_IMAGE_MAX_BYTES, INSURANCE_IMAGE_UPLOAD_PATH } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyBmp, tinyJpeg, tinyPng } from '../../src/features/basicData/testImages';
import { call, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { apiOf, day, NOW, vehiclesOf } from './fleetCostWorld';

/**
 * Images of insurance policies: JPG, PNG and BMP by content (a renamed file is refused), each at most 10 MB (to
 * the byte), at most nine per policy; kept on disk under the data dir, one row each; served only to the policy's
 * company within scope; removed, files included, when an update leaves them out or the policy is deleted. Every
 * refusal is 400/403 with a translated message and writes neither a row nor a file.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let dataDir: string;
let admin = '';
let other = '';
let vehicle = 0;
let seq = 0;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-insurance-images-'));
  t = await startTestApp({ config: { dataDir, now: () => NOW } });
  api = apiOf(t);
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  vehicle = (await vehiclesOf(t, 1, 1))[0] ?? 0;
}, 120_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A GIF89a of one pixel (header, screen descriptor, global palette, image, trailer). */
function tinyGif(): Buffer {
  return Buffer.from(
    '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
    'hex',
  );
}

/** A valid PNG of exactly `size` bytes: filler between its header and its end chunk. */
function pngOfSize(size: number): Buffer {
  const png = tinyPng(2, 2);
  const end = png.subarray(png.length - 12);
  const head = png.subarray(0, png.length - 12);
  return Buffer.concat([head, Buffer.alloc(size - png.length), end]);
}

async function upload(
  policyId: number,
  file: { fileName: string; bytes: Buffer },
  token = admin,
  lang = 'zh-CN',
) {
  const boundary = '----rwtest' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="policyId"\r\n\r\n${policyId}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: INSURANCE_IMAGE_UPLOAD_PATH,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-token': token,
      'accept-language': lang,
    },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json<{
      code: number;
      message: string;
      result: { id: number; fileName: string; size: number };
    }>(),
  };
}

async function addPolicy(token = admin, vehicleId = vehicle): Promise<number> {
  seq += 1;
  const res = await api(token, 'insuranceAdd', {
    vehicleId,
    insuranceType: 'commercial',
    policyNo: `IMG-${seq}`,
    insurer: '平安财险',
    startDay: day(seq * 400),
    endDay: day(seq * 400 + 364),
    premium: 3200,
  });
  expect(res.message).toBe('');
  return (res.result as { id: number }).id;
}

const files = () => {
  const dir = path.join(dataDir, 'insurance-images', '1');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};
const rows = async () => (await t.db.selectFrom('insurance_images').select('id').execute()).length;

async function imagesOf(policyId: number) {
  const list = await api(admin, 'insuranceList', { curPage: 1, pageSize: 50, keyword: '' });
  const row = (
    list.result as { data: { id: number; images: { id: number; fileName: string }[] }[] }
  ).data.find((r) => r.id === policyId);
  return row?.images ?? [];
}

describe('insurance policy images', () => {
  it('takes a JPG, PNG and BMP by content, up to 10 MB exactly, and lists them with the policy', async () => {
    const policyId = await addPolicy();
    for (const [fileName, bytes] of [
      ['scan.jpg', tinyJpeg(3, 3)],
      ['scan.png', tinyPng(3, 3)],
      ['scan.bmp', tinyBmp(3, 3)],
      ['big.png', pngOfSize(INSURANCE_IMAGE_MAX_BYTES)],
    ] as const) {
      const res = await upload(policyId, { fileName, bytes });
      expect(res.body.message, fileName).toBe('');
      expect(res.body.result.size).toBe(bytes.length);
    }
    expect((await imagesOf(policyId)).map((i) => i.fileName)).toEqual([
      'scan.jpg',
      'scan.png',
      'scan.bmp',
      'big.png',
    ]);
    expect(files()).toBe(4);
    // The bytes are on disk, not in the database.
    const stored = await t.db.selectFrom('insurance_images').selectAll().executeTakeFirstOrThrow();
    expect(Object.values(stored).some((v) => Buffer.isBuffer(v))).toBe(false);
  });

  it.each<[string, () => Promise<{ status: number; body: { code: number; message: string } }>, number]>([
    [
      'text renamed to .jpg',
      async () => upload(await addPolicy(), { fileName: 'x.jpg', bytes: Buffer.from('not an image at all') }),
      400,
    ],
    [
      'a truncated PNG',
      async () => upload(await addPolicy(), { fileName: 'x.png', bytes: tinyPng(4, 4).subarray(0, 40) }),
      400,
    ],
    [
      'a GIF (policies take JPG, PNG and BMP)',
      async () => upload(await addPolicy(), { fileName: 'x.gif', bytes: tinyGif() }),
      400,
    ],
    [
      'an SVG',
      async () =>
        upload(await addPolicy(), {
          fileName: 'x.png',
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        }),
      400,
    ],
    [
      '10 MB and one byte',
      async () =>
        upload(await addPolicy(), { fileName: 'x.png', bytes: pngOfSize(INSURANCE_IMAGE_MAX_BYTES + 1) }),
      400,
    ],
    [
      'another company’s policy',
      async () =>
        upload(await addPolicy(other, (await vehiclesOf(t, 2, 1))[0]), {
          fileName: 'x.png',
          bytes: tinyPng(2, 2),
        }),
      403,
    ],
    [
      'a policy that does not exist',
      async () => upload(999_999, { fileName: 'x.png', bytes: tinyPng(2, 2) }),
      403,
    ],
  ])('refuses %s (translated) and writes nothing', async (_why, send, status) => {
    const before = { rows: await rows(), files: files() };
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(0);
    expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect({ rows: await rows(), files: files() }).toEqual(before);
  });

  it('answers refusals in English for an English caller', async () => {
    const res = await upload(
      await addPolicy(),
      { fileName: 'x.jpg', bytes: Buffer.from('plain') },
      admin,
      'en-US',
    );
    expect(res.body.message).toBe('The file is not a valid JPG, PNG or BMP image');
  });

  it(`refuses image ${INSURANCE_IMAGE_MAX + 1} of a policy`, async () => {
    const policyId = await addPolicy();
    for (let i = 0; i < INSURANCE_IMAGE_MAX; i++)
      expect((await upload(policyId, { fileName: `p${i}.png`, bytes: tinyPng(2, 2) })).body.code).toBe(1);
    const before = { rows: await rows(), files: files() };
    const extra = await upload(policyId, { fileName: 'one-too-many.png', bytes: tinyPng(2, 2) });
    expect(extra.status).toBe(400);
    expect(extra.body.message).toContain(String(INSURANCE_IMAGE_MAX));
    expect({ rows: await rows(), files: files() }).toEqual(before);
  });

  it('serves an image only to its company, and removes images an update leaves out and those of a deleted policy', async () => {
    const policyId = await addPolicy();
    const png = tinyPng(5, 5);
    const a = (await upload(policyId, { fileName: 'a.png', bytes: png })).body.result.id;
    const b = (await upload(policyId, { fileName: 'b.bmp', bytes: tinyBmp(2, 2) })).body.result.id;
    const mine = await call(t.app, 'insuranceImageFile', { id: String(a) }, { token: admin });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(mine.rawPayload, png)).toBe(0);
    const theirs = await call(t.app, 'insuranceImageFile', { id: String(a) }, { token: other });
    expect(theirs.json<{ code: number }>().code).toBe(0);
    expect(theirs.rawPayload.includes(png)).toBe(false);
    const anonymous = await call(t.app, 'insuranceImageFile', { id: String(a) }, {});
    expect(anonymous.statusCode).toBe(401);

    const filesBefore = files();
    const policy = (await api(admin, 'insuranceList', { curPage: 1, pageSize: 50 })).result as {
      data: Record<string, unknown>[];
    };
    const row = policy.data.find((r) => r.id === policyId) ?? {};
    const kept = await api(admin, 'insuranceUpdate', {
      id: policyId,
      vehicleId: row.vehicleId,
      insuranceType: row.insuranceType,
      policyNo: row.policyNo,
      insurer: row.insurer,
      startDay: row.startDay,
      endDay: row.endDay,
      premium: row.premium,
      imageIds: [b],
    });
    expect(kept.message).toBe('');
    expect((await imagesOf(policyId)).map((i) => i.id)).toEqual([b]);
    expect(files()).toBe(filesBefore - 1);
    expect(
      (await call(t.app, 'insuranceImageFile', { id: String(a) }, { token: admin })).json<{ code: number }>()
        .code,
    ).toBe(0);

    // Another company cannot delete it; its owner's delete takes the image and its file along.
    const foreign = await api(other, 'insuranceDelete', { ids: [policyId] });
    expect(foreign.code).toBe(0);
    expect(files()).toBe(filesBefore - 1);
    const gone = await api(admin, 'insuranceDelete', { ids: [policyId] });
    expect(gone.message).toBe('');
    expect(files()).toBe(filesBefore - 2);
    expect(
      await t.db.selectFrom('insurance_images').select('id').where('policy_id', '=', policyId).execute(),
    ).toEqual([]);
  });
});
