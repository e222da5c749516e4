import type { ChainBatchRecord, SharedBatchRecord } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

/**
 * Temperature traceability on a fixed data set: a warehouse, a reefer vehicle and a store of the admin's company,
 * one probe each (2–8 ℃), readings every 10 or 5 minutes. The figures are checked against the hand calculation
 * below; sharing, expiry and the PDF go through the real calls.
 */
let t: TestApp;
let now = 0;
let admin = '';
let other = '';
const MIN = 60_000;
const T0 = 1_780_000_200_000;
let ids = { warehouse: 0, vehicle: 0, store: 0, foreignWarehouse: 0, departmentId: 0 };

async function userOf(name: string) {
  return t.db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', name)
    .executeTakeFirstOrThrow();
}

async function site(companyId: number, departmentId: number, kind: string, name: string): Promise<number> {
  const row = await t.db
    .insertInto('sites')
    .values({ company_id: companyId, department_id: departmentId, kind, name, lon: 121.47, lat: 31.23 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A probe (2–8 ℃) on a site or a vehicle with readings at `T0 + minute` of the given values. */
async function probe(
  owner: { site_id: number } | { vehicle_id: number },
  companyId: number,
  departmentId: number,
  readings: [minute: number, valueC: number][],
): Promise<void> {
  const point = await t.db
    .insertInto('temp_points')
    .values({
      company_id: companyId,
      department_id: departmentId,
      name: '探头1',
      probe_no: 91,
      min_c: 2,
      max_c: 8,
      site_id: null,
      vehicle_id: null,
      ...owner,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('temp_readings')
    .values(readings.map(([m, v]) => ({ point_id: point.id, time: T0 + m * MIN, value_c: v, state: 0 })))
    .execute();
}

beforeAll(async () => {
  now = T0 + 200 * MIN;
  t = await startTestApp({ config: { now: () => now } });
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  const me = await userOf('admin');
  const them = await userOf('other_admin');
  const vehicle = await t.db
    .selectFrom('vehicles')
    .select('id')
    .where('company_id', '=', me.company_id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const c = me.company_id;
  const d = me.department_id;
  ids = {
    warehouse: await site(c, d, 'warehouse', '追溯一号库'),
    vehicle: vehicle.id,
    store: await site(c, d, 'store', '追溯门店'),
    foreignWarehouse: await site(them.company_id, them.department_id, 'warehouse', '别家仓库'),
    departmentId: d,
  };
  // Warehouse leg [0, 60): 4, 5, 9, 10, 6, 5 every 10 min; the 30 ℃ reading before the leg is not its own.
  await probe({ site_id: ids.warehouse }, c, d, [
    [-10, 30],
    [0, 4],
    [10, 5],
    [20, 9],
    [30, 10],
    [40, 6],
    [50, 5],
  ]);
  // Vehicle leg [60, 90): 6, 7, 1, 6, 6, 7 every 5 min.
  await probe({ vehicle_id: ids.vehicle }, c, d, [
    [60, 6],
    [65, 7],
    [70, 1],
    [75, 6],
    [80, 6],
    [85, 7],
    [95, 20],
  ]);
  // Store leg [90, 120): 5, 5, 5 every 10 min.
  await probe({ site_id: ids.store }, c, d, [
    [90, 5],
    [100, 5],
    [110, 5],
  ]);
}, 120_000);
afterAll(() => t.close());

const batch = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  product: '流感疫苗',
  quantity: 120,
  unit: '箱',
  departmentId: ids.departmentId,
  remark: '',
  warehouseId: ids.warehouse,
  warehouseStart: T0,
  warehouseEnd: T0 + 60 * MIN,
  vehicleId: ids.vehicle,
  vehicleStart: T0 + 60 * MIN,
  vehicleEnd: T0 + 90 * MIN,
  storeId: ids.store,
  storeStart: T0 + 90 * MIN,
  storeEnd: T0 + 120 * MIN,
  ...extra,
});

async function addBatch(code: string): Promise<number> {
  const res = await callJson(t.app, 'chainBatchAdd', batch(code), { token: admin });
  expect(res.body.message).toBe('');
  return (res.body.result as { id: number }).id;
}

describe('traceability batches', () => {
  it('matches the hand calculation of MKT and time out of range per leg and for the batch', async () => {
    const id = await addBatch('GSP-001');
    const res = await callJson(t.app, 'chainBatchRecord', { id: String(id) }, { token: admin });
    const record = res.body.result as ChainBatchRecord;
    expect(record.legs.map((l) => [l.kind, l.targetName])).toEqual([
      ['warehouse', '追溯一号库'],
      ['vehicle', expect.any(String)],
      ['store', '追溯门店'],
    ]);
    const [warehouse, vehicle, store] = record.legs;

    // MKT = (ΔH/R) / −ln(Σ e^(−ΔH/(R·Tᵢ)) / n), ΔH/R = 10000 K. e^(−10000/T) at
    //   1 ℃ (274.15 K) 1.44049e-16   4 ℃ 2.13789e-16   5 ℃ 2.43400e-16   6 ℃ 2.76856e-16
    //   7 ℃ 3.14621e-16             9 ℃ 4.05204e-16  10 ℃ 4.59235e-16
    // Warehouse 4, 5, 9, 10, 6, 5: sum 18.41884e-16, mean 3.06981e-16, −ln = 35.71975,
    //   10000 / 35.71975 = 279.957 K = 6.807 ℃.
    // Vehicle 6, 7, 1, 6, 6, 7: sum 16.03858e-16, mean 2.67310e-16, −ln = 35.85812, 278.876 K = 5.727 ℃.
    // Store 5, 5, 5: 5.000 ℃. All 15 readings: sum 41.75943e-16, mean 2.78396e-16, −ln = 35.81749,
    //   279.193 K = 6.043 ℃.
    expect(warehouse!.figures.mktC).toBeCloseTo(6.807, 3);
    expect(vehicle!.figures.mktC).toBeCloseTo(5.727, 3);
    expect(store!.figures.mktC).toBeCloseTo(5.0, 3);
    expect(record.figures.mktC).toBeCloseTo(6.043, 3);

    // Time out of range: a reading out of range stands until the next one. Warehouse 9 ℃ at 20 min and 10 ℃ at
    // 30 min → 20 to 40 = 20 min; vehicle 1 ℃ at 70 min → 70 to 75 = 5 min; store none; batch 25 min.
    expect(warehouse!.figures.outOfRangeMs).toBe(20 * MIN);
    expect(vehicle!.figures.outOfRangeMs).toBe(5 * MIN);
    expect(store!.figures.outOfRangeMs).toBe(0);
    expect(record.figures.outOfRangeMs).toBe(25 * MIN);

    // Worst excursion: 10 ℃ is 2 ℃ above 8 (the vehicle's 1 ℃ only 1 ℃ below 2).
    expect(warehouse!.figures.worst).toMatchObject({ valueC: 10, side: 'high', time: T0 + 30 * MIN });
    expect(vehicle!.figures.worst).toMatchObject({ valueC: 1, side: 'low' });
    expect(record.figures.worst?.valueC).toBe(10);
    expect(warehouse!.figures.readings).toBe(6);
    expect(warehouse!.probes[0]).toMatchObject({ minC: 2, maxC: 8 });
  });

  it('refuses legs out of order or overlapping with a translated message and writes nothing', async () => {
    const before = await t.db
      .selectFrom('chain_batches')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirst();
    const overlapping = await callJson(
      t.app,
      'chainBatchAdd',
      batch('BAD-1', { vehicleStart: T0 + 50 * MIN }),
      { token: admin, lang: 'en-US' },
    );
    expect(overlapping.status).toBe(400);
    expect(overlapping.body.message).toContain(resources['en-US'].validation.chainLegOverlap);
    const backwards = await callJson(
      t.app,
      'chainBatchAdd',
      batch('BAD-2', { storeStart: T0 + 120 * MIN, storeEnd: T0 + 100 * MIN }),
      { token: admin, lang: 'zh-CN' },
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain(resources['zh-CN'].validation.chainLegEnd);
    const after = await t.db
      .selectFrom('chain_batches')
      .select(t.db.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('keeps codes unique per company and sites of another company out', async () => {
    await addBatch('DUP-1');
    const again = await callJson(t.app, 'chainBatchAdd', batch('dup-1'), { token: admin, lang: 'en-US' });
    expect(again.body.code).toBe(0);
    expect(again.body.message).toBe(resources['en-US'].errors.chainBatchCodeTaken);
    const foreign = await callJson(
      t.app,
      'chainBatchAdd',
      batch('FOREIGN-1', { warehouseId: ids.foreignWarehouse }),
      { token: admin, lang: 'en-US' },
    );
    expect(foreign.body.message).toBe(resources['en-US'].errors.chainLegNotFound);
    // A store given as the warehouse is refused too (a leg's site must be of its own kind).
    const wrongKind = await callJson(t.app, 'chainBatchAdd', batch('KIND-1', { warehouseId: ids.store }), {
      token: admin,
      lang: 'en-US',
    });
    expect(wrongKind.body.message).toBe(resources['en-US'].errors.chainLegNotFound);
  });

  it('finds a batch by code only in the caller’s company', async () => {
    const id = await addBatch('FIND-ME');
    const found = await callJson(t.app, 'chainBatchByCode', { code: 'find-me' }, { token: admin });
    expect(found.body.result).toEqual({ id });
    const theirs = await callJson(t.app, 'chainBatchByCode', { code: 'FIND-ME' }, { token: other });
    expect(theirs.body.code).toBe(0);
    const record = await callJson(t.app, 'chainBatchRecord', { id: String(id) }, { token: other });
    expect(record.body.code).toBe(0);
  });

  it('shares the record by a link that opens without a session until it expires or is disabled', async () => {
    const id = await addBatch('SHARE-1');
    const shared = await callJson(
      t.app,
      'chainBatchShare',
      { id, validity: 'custom', customHours: 2 },
      {
        token: admin,
      },
    );
    const { path: address, linkId } = shared.body.result as { path: string; linkId: number };
    const token = address.slice('/share/'.length);
    const open = await callJson(t.app, 'shareBatchRecord', { token });
    const view = open.body.result as Extract<SharedBatchRecord, { valid: true }>;
    expect(view.valid).toBe(true);
    expect(view.record.code).toBe('SHARE-1');
    expect(view.record.figures.outOfRangeMs).toBe(25 * MIN);
    const general = await callJson(t.app, 'shareView', { token });
    expect(general.body.result).toMatchObject({ valid: true, scene: 'batch' });
    // The share-link list shows it with the batch's code.
    const list = await callJson(
      t.app,
      'shareLinkList',
      { curPage: 1, pageSize: 10, scene: 'batch' },
      { token: admin },
    );
    const rows = (list.body.result as { data: { id: number; targetNames: string[] }[] }).data;
    expect(rows.find((r) => r.id === linkId)?.targetNames).toEqual(['SHARE-1']);

    // The PDF opens from the link too.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/E6-COMMON-MAP-API-WEB/share/batchPdf?token=${token}`,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    const saved = now;
    now += 2 * 3_600_000;
    expect((await callJson(t.app, 'shareBatchRecord', { token })).body.result).toEqual({ valid: false });
    now = saved;
    expect((await callJson(t.app, 'shareBatchRecord', { token })).body.result).toMatchObject({ valid: true });
    await callJson(t.app, 'shareLinkDisable', { id: linkId }, { token: admin });
    expect((await callJson(t.app, 'shareBatchRecord', { token })).body.result).toEqual({ valid: false });
  });

  it('writes the excursion report with the code, the limits and the MKT', async () => {
    const id = await addBatch('PDF-1');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cold-chain/chainBatch/pdf?id=${id}`,
      headers: { 'x-token': admin },
    });
    expect(res.statusCode).toBe(200);
    const dir = mkdtempSync(path.join(tmpdir(), 'chain-pdf-'));
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('PDF-1');
    expect(text).toContain('2 ~ 8 ℃');
    expect(text).toContain('6.8 ℃'); // the warehouse's MKT
    expect(text).toContain('6.0 ℃'); // the batch's
  });

  it('keeps a store or a vehicle that a batch’s leg names', async () => {
    // A store without probes, so only the batch keeps it.
    const me = await userOf('admin');
    const bare = await site(me.company_id, me.department_id, 'store', '无探头门店');
    const res = await callJson(t.app, 'chainBatchAdd', batch('KEEP-1', { storeId: bare }), { token: admin });
    expect(res.body.message).toBe('');
    const store = await callJson(t.app, 'storeDelete', { ids: [bare] }, { token: admin, lang: 'en-US' });
    expect(store.body.message).toBe(resources['en-US'].errors.storeInBatch);
    const vehicle = await callJson(t.app, 'vehicleInfoDelete', { ids: [ids.vehicle] }, { token: admin });
    expect(vehicle.body.code).toBe(0);
  });
});
