import { ALARM_CLASS, ALARM_FIRST_TYPE, STORE_ONLINE_WITHIN_MS, TEMPERATURE_ALARM } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';

/**
 * Stores beyond the generic resource test: the logger binding and its history, every freezer form rule at its
 * bound and one step outside (nothing written when refused), the probe unique per store, the store reports
 * (monitor, warning summary with detail and export, alarm map, dashboard) against figures written by hand, and one
 * company's stores out of the other's reach. Runs on SQLite or PostgreSQL (ROADWATCH_TEST_PG_URL).
 */
let t: TestApp;
const tokens = { admin: '', other: '' };
let departmentId = 0;
let otherDepartmentId = 0;
let companyId = 0;
let seq = 0;
const MINUTE = 60_000;
const DAY = 86_400_000;
/** The summary range's end: 2026-01-10 00:00 UTC. */
const E = Date.UTC(2026, 0, 10);

function storeBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  seq += 1;
  return { name: `规则门店${seq}`, longitude: 121.5, latitude: 31.2, departmentId, ...extra };
}

async function addStore(input: Record<string, unknown>, token = tokens.admin) {
  const { body } = await callJson(t.app, 'storeAdd', input, { token });
  return { code: body.code, message: body.message, id: (body.result as { id: number } | null)?.id ?? 0 };
}

async function updateStore(id: number, input: Record<string, unknown>) {
  const { body } = await callJson(t.app, 'storeUpdate', { ...input, id }, { token: tokens.admin });
  return body;
}

const freezer = (siteId: number, extra: Record<string, unknown> = {}) => ({
  siteId,
  probeNo: 1,
  name: '立式冷柜',
  minC: -25,
  maxC: -15,
  ...extra,
});

async function pointCount(): Promise<number> {
  const row = await t.db
    .selectFrom('temp_points')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function bindings(siteId: number) {
  return t.db
    .selectFrom('site_bindings')
    .select(['terminal_phone', 'bound_at', 'unbound_at'])
    .where('site_id', '=', siteId)
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  t = await startTestApp();
  tokens.admin = (await loginAs(t.app, 'admin')).token;
  tokens.other = (await loginAs(t.app, 'other_admin')).token;
  const user = (name: string) =>
    t.db
      .selectFrom('users')
      .select(['company_id', 'department_id'])
      .where('user_name', '=', name)
      .executeTakeFirstOrThrow();
  const admin = await user('admin');
  companyId = admin.company_id;
  departmentId = admin.department_id;
  otherDepartmentId = (await user('other_admin')).department_id;
}, 120_000);
afterAll(() => t.close());

describe('store logger and binding history', () => {
  it('stores the logger number in the gateway’s form, unique platform-wide', async () => {
    const first = await addStore(storeBody({ terminalPhone: '19700001234' }));
    expect(first.code).toBe(1);
    const { body } = await callJson(t.app, 'storeDetail', { id: String(first.id) }, { token: tokens.admin });
    expect((body.result as { terminalPhone: string }).terminalPhone).toBe('019700001234');
    const taken = await addStore(storeBody({ terminalPhone: '019700001234' }));
    expect(taken.code).toBe(0);
    expect(taken.message).toContain('019700001234');
    const fromOther = await addStore(
      storeBody({ terminalPhone: '19700001234', departmentId: otherDepartmentId }),
      tokens.other,
    );
    expect(fromOther.code).toBe(0);
    const bad = await callJson(t.app, 'storeAdd', storeBody({ terminalPhone: '12ab' }), {
      token: tokens.admin,
    });
    expect(bad.body.code).toBe(0);
  });

  it('records each binding on save: kept on the same number, closed and reopened on a change, closed when cleared', async () => {
    const store = await addStore(storeBody({ terminalPhone: '19700002000' }));
    expect(store.code).toBe(1);
    expect(await bindings(store.id)).toMatchObject([{ terminal_phone: '019700002000', unbound_at: null }]);
    const again = storeBody({ terminalPhone: '19700002000' });
    expect((await updateStore(store.id, again)).code).toBe(1);
    expect(await bindings(store.id)).toHaveLength(1);
    expect((await updateStore(store.id, { ...again, terminalPhone: '19700002001' })).code).toBe(1);
    const changed = await bindings(store.id);
    expect(changed).toHaveLength(2);
    expect(changed[0]?.unbound_at).not.toBeNull();
    expect(changed[1]).toMatchObject({ terminal_phone: '019700002001', unbound_at: null });
    expect((await updateStore(store.id, { ...again, terminalPhone: '' })).code).toBe(1);
    expect((await bindings(store.id)).every((b) => b.unbound_at !== null)).toBe(true);

    const { body } = await callJson(
      t.app,
      'storeBindingHistory',
      { siteId: store.id, curPage: 1, pageSize: 10 },
      { token: tokens.admin },
    );
    expect(body.code).toBe(1);
    expect(body.result?.totalRecords).toBe(2);
    expect(body.result?.data.map((r) => r.terminalPhone)).toEqual(['019700002001', '019700002000']);
    expect(body.result?.data[0]?.operatorName).toBe('admin');
    const byKeyword = await callJson(
      t.app,
      'storeBindingHistory',
      { keyword: '19700002001', curPage: 1, pageSize: 10 },
      { token: tokens.admin },
    );
    expect(byKeyword.body.result?.data.map((r) => r.siteId)).toEqual([store.id]);
    const other = await callJson(
      t.app,
      'storeBindingHistory',
      { siteId: store.id, curPage: 1, pageSize: 10 },
      { token: tokens.other },
    );
    expect(other.body.result?.totalRecords).toBe(0);
    const badPage = await callJson(
      t.app,
      'storeBindingHistory',
      { curPage: 1, pageSize: 7 },
      { token: tokens.admin },
    );
    expect(badPage.status).toBe(400);
  });
});

describe('freezer form rules (server)', () => {
  let storeId = 0;
  beforeAll(async () => {
    storeId = (await addStore(storeBody())).id;
  });

  /** [what, accepted fields, refused fields]: the bound and one step outside it. */
  const BOUNDS: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ['probe from 1', { probeNo: 1 }, { probeNo: 0 }],
    ['probe up to 16', { probeNo: 16 }, { probeNo: 17 }],
    ['probe whole', { probeNo: 2 }, { probeNo: 2.5 }],
    ['lower limit from −190', { minC: -190 }, { minC: -190.01 }],
    ['upper limit up to 150', { minC: 0, maxC: 150 }, { minC: 0, maxC: 150.01 }],
    ['two decimals', { minC: -20.25, maxC: 4.75 }, { minC: -20.255, maxC: 4.75 }],
    ['lower below upper', { minC: 4.99, maxC: 5 }, { minC: 5, maxC: 5 }],
    ['name up to 32', { name: '柜'.repeat(32) }, { name: '柜'.repeat(33) }],
    ['name required', { name: '柜' }, { name: '' }],
    ['store required', {}, { siteId: undefined }],
    ['lower limit required', {}, { minC: undefined }],
  ];

  for (const [what, ok, refused] of BOUNDS) {
    it(`${what}: accepts the bound, refuses one step outside with nothing written`, async () => {
      await t.db.deleteFrom('temp_points').where('site_id', '=', storeId).execute();
      const good = await callJson(t.app, 'storeFreezerAdd', freezer(storeId, ok), { token: tokens.admin });
      expect(good.body.message).toBe('');
      expect(good.body.code).toBe(1);
      await t.db.deleteFrom('temp_points').where('site_id', '=', storeId).execute();
      const before = await pointCount();
      const bad = await callJson(t.app, 'storeFreezerAdd', freezer(storeId, refused), {
        token: tokens.admin,
      });
      expect(bad.body.code).toBe(0);
      expect(bad.body.message).not.toBe('');
      expect(await pointCount()).toBe(before);
    });
  }

  it('keeps one freezer per probe and store, follows the store’s department, refuses a warehouse', async () => {
    await t.db.deleteFrom('temp_points').where('site_id', '=', storeId).execute();
    const first = await callJson(t.app, 'storeFreezerAdd', freezer(storeId), { token: tokens.admin });
    expect(first.body.code).toBe(1);
    const before = await pointCount();
    const twice = await callJson(t.app, 'storeFreezerAdd', freezer(storeId, { name: '另一个' }), {
      token: tokens.admin,
    });
    expect(twice.body.code).toBe(0);
    expect(twice.body.message).toContain('1');
    expect(await pointCount()).toBe(before);
    const id = (first.body.result as { id: number }).id;
    const row = await t.db
      .selectFrom('temp_points')
      .select(['department_id', 'company_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ department_id: departmentId, company_id: companyId });
    // The same probe may be kept on update.
    const kept = await callJson(
      t.app,
      'storeFreezerUpdate',
      { ...freezer(storeId, { name: '改名' }), id },
      { token: tokens.admin },
    );
    expect(kept.body.code).toBe(1);
    const warehouse = await t.db
      .insertInto('sites')
      .values({
        company_id: companyId,
        department_id: departmentId,
        kind: 'warehouse',
        name: '非门店',
        lon: 1,
        lat: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const onWarehouse = await callJson(t.app, 'storeFreezerAdd', freezer(warehouse.id), {
      token: tokens.admin,
    });
    expect(onWarehouse.body.code).toBe(0);
    expect(await pointCount()).toBe(before);
    // A store with a freezer stays; the freezer goes on its own.
    const del = await callJson(t.app, 'storeDelete', { ids: [storeId] }, { token: tokens.admin });
    expect(del.body.code).toBe(0);
    const gone = await callJson(t.app, 'storeFreezerDelete', { ids: [id] }, { token: tokens.admin });
    expect(gone.body.code).toBe(1);
    expect(await pointCount()).toBe(before - 1);
  });

  it('keeps one company’s freezers and stores from the other', async () => {
    const mine = await callJson(t.app, 'storeFreezerAdd', freezer(storeId, { probeNo: 9 }), {
      token: tokens.admin,
    });
    expect(mine.body.code).toBe(1);
    const id = (mine.body.result as { id: number }).id;
    const before = await pointCount();
    const intoMine = await callJson(t.app, 'storeFreezerAdd', freezer(storeId, { probeNo: 10 }), {
      token: tokens.other,
    });
    expect(intoMine.body.code).toBe(0);
    expect(await pointCount()).toBe(before);
    const list = await callJson(
      t.app,
      'storeFreezerList',
      { curPage: 1, pageSize: 200 },
      { token: tokens.other },
    );
    expect(list.body.result?.data.some((r) => r.id === id)).toBe(false);
    const del = await callJson(t.app, 'storeFreezerDelete', { ids: [id] }, { token: tokens.other });
    expect(del.body.code).toBe(0);
    expect(await pointCount()).toBe(before);
  });
});

describe('store reports', () => {
  let siteId = 0;
  let quietId = 0;
  const points: number[] = [];

  beforeAll(async () => {
    siteId = (await addStore(storeBody({ name: '报表测试门店', address: '上海市黄浦区1号' }))).id;
    quietId = (await addStore(storeBody({ name: '报表无报警门店' }))).id;
    for (const probeNo of [1, 2]) {
      const { body } = await callJson(
        t.app,
        'storeFreezerAdd',
        freezer(siteId, { probeNo, name: `冷柜${probeNo}` }),
        {
          token: tokens.admin,
        },
      );
      points.push((body.result as { id: number }).id);
    }
    const [p1, p2] = points as [number, number];
    const now = Date.now();
    await t.db
      .insertInto('temp_readings')
      .values([
        { point_id: p1, time: now - 2 * MINUTE, value_c: -18, state: 0 }, // online (2 min old)
        { point_id: p1, time: now - 3 * MINUTE, value_c: -19, state: 0 }, // older: not the latest
        { point_id: p2, time: now - STORE_ONLINE_WITHIN_MS - MINUTE, value_c: -17, state: 0 }, // too old
      ])
      .execute();
    const alarm = (
      guid: string,
      point: number,
      secondType: number,
      begin: number,
      end: number | null,
      cls: number = ALARM_CLASS.store,
    ) => ({
      guid,
      company_id: companyId,
      department_id: departmentId,
      site_id: siteId,
      point_id: point,
      alarm_class: cls,
      first_type: ALARM_FIRST_TYPE.temperature,
      second_type: secondType,
      level: 1,
      begin_time: begin,
      end_time: end,
      created_at: begin,
    });
    await t.db
      .insertInto('alarms')
      .values([
        alarm('st-high-1', p1, TEMPERATURE_ALARM.high, E - DAY, E - DAY + 10 * MINUTE),
        alarm('st-high-2', p2, TEMPERATURE_ALARM.high, E - 2 * DAY, null), // range start; still open
        alarm('st-low-1', p1, TEMPERATURE_ALARM.low, E, null), // range end; still open
        alarm('st-out', p1, TEMPERATURE_ALARM.high, E + 1, E + 2), // after the range
        alarm('st-storage', p1, TEMPERATURE_ALARM.high, E - DAY, null, ALARM_CLASS.storage), // not a store alarm
      ])
      .execute();
  }, 60_000);

  const range = { bTime: E - 2 * DAY, eTime: E };

  it('counts each store’s alarms of the range by type, as calculated by hand', async () => {
    // In [E − 2 d, E], store class: st-high-1, st-high-2 (high), st-low-1 (low) → high 2, low 1, total 3.
    const { body } = await callJson(t.app, 'storeAlarmSummary', range, { token: tokens.admin });
    expect(body.code).toBe(1);
    const row = body.result?.rows.find((r) => r.siteId === siteId);
    expect(row).toMatchObject({ high: 2, low: 1, total: 3, name: '报表测试门店' });
    expect(body.result?.rows.find((r) => r.siteId === quietId)).toMatchObject({ high: 0, low: 0, total: 0 });
    const detail = await callJson(
      t.app,
      'storeAlarmDetail',
      { ...range, siteId, secondType: TEMPERATURE_ALARM.high, curPage: 1, pageSize: 10 },
      { token: tokens.admin },
    );
    expect(detail.body.result?.data.map((a) => a.guid)).toEqual(['st-high-1', 'st-high-2']);
    const tooLong = await callJson(
      t.app,
      'storeAlarmSummary',
      { bTime: E - 32 * DAY, eTime: E },
      { token: tokens.admin },
    );
    expect(tooLong.status).toBe(400);
    const reversed = await callJson(
      t.app,
      'storeAlarmSummary',
      { bTime: E, eTime: E - DAY },
      { token: tokens.admin },
    );
    expect(reversed.status).toBe(400);
  });

  it('exports the summary as an .xlsx with the totals row', async () => {
    const res = await call(t.app, 'exportStoreAlarmSummary', range, { token: tokens.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('store-warning-summary');
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.worksheets[0];
    const values = sheet?.getSheetValues() ?? [];
    const found = values.find((r) => Array.isArray(r) && r.includes('报表测试门店')) as unknown[] | undefined;
    expect(found?.slice(3, 6)).toEqual([2, 1, 3]);
  });

  it('shows the freezers’ latest values on the monitor and the dashboard, with online and in-alarm counts', async () => {
    const board = await callJson(t.app, 'storeBoard', {}, { token: tokens.admin });
    const site = board.body.result?.find((s) => s.siteId === siteId);
    expect(site?.points.map((p) => [p.probeNo, p.valueC])).toEqual([
      [1, -18],
      [2, -17],
    ]);
    // Online: p1 (2 min) yes, p2 (11 min) no → 1. In alarm (open, store class): p2 (st-high-2), p1 (st-low-1) → 2.
    const dash = await callJson(t.app, 'storeDashboard', {}, { token: tokens.admin });
    expect(dash.body.result?.find((c) => c.siteId === siteId)).toMatchObject({ online: 1, inAlarm: 2 });
    expect(dash.body.result?.find((c) => c.siteId === quietId)).toMatchObject({ online: 0, inAlarm: 0 });
  });

  it('puts only stores with open alarms on the alarm map', async () => {
    const { body } = await callJson(t.app, 'storeAlarmMap', {}, { token: tokens.admin });
    const site = body.result?.find((s) => s.siteId === siteId);
    // Open store-class alarms: st-high-2 (p2, high) and st-low-1 (p1, low).
    expect(site).toMatchObject({
      high: 1,
      low: 1,
      total: 2,
      latestTime: E,
      longitude: 121.5,
      latitude: 31.2,
    });
    expect(site?.freezers).toEqual(['冷柜1', '冷柜2']);
    expect(body.result?.some((s) => s.siteId === quietId)).toBe(false);
  });

  it('shows none of it to the other company', async () => {
    const other = { token: tokens.other };
    const summary = await callJson(t.app, 'storeAlarmSummary', range, other);
    expect(summary.body.result?.rows.some((r) => r.siteId === siteId)).toBe(false);
    const detail = await callJson(
      t.app,
      'storeAlarmDetail',
      { ...range, siteId, curPage: 1, pageSize: 10 },
      other,
    );
    expect(detail.body.result?.totalRecords).toBe(0);
    for (const name of ['storeBoard', 'storeDashboard', 'storeAlarmMap'] as const) {
      const { body } = await callJson(t.app, name, {}, other);
      expect(body.code).toBe(1);
      expect((body.result as { siteId: number }[]).some((s) => s.siteId === siteId)).toBe(false);
    }
  });
});
