import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';

/**
 * Warehouses beyond what the generic resource test checks: every form rule at its bound and one step outside,
 * refusals that write nothing, the logger number unique platform-wide in any stored form, points kept by probe
 * number across updates, deletes, and one company's warehouses out of the other's reach.
 */
let t: TestApp;
const tokens = { admin: '', other: '' };
let departmentId = 0;
let otherDepartmentId = 0;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp();
  tokens.admin = (await loginAs(t.app, 'admin')).token;
  tokens.other = (await loginAs(t.app, 'other_admin')).token;
  const user = async (name: string) =>
    (
      await t.db
        .selectFrom('users')
        .select('department_id')
        .where('user_name', '=', name)
        .executeTakeFirstOrThrow()
    ).department_id;
  departmentId = await user('admin');
  otherDepartmentId = await user('other_admin');
}, 120_000);
afterAll(() => t.close());

type Point = Record<string, unknown>;
const point = (probeNo: number, extra: Point = {}): Point => ({
  probeNo,
  name: `探头${probeNo}`,
  minC: -25,
  maxC: -15,
  ...extra,
});

function body(extra: Record<string, unknown> = {}): Record<string, unknown> {
  seq += 1;
  return {
    name: `规则仓库${seq}`,
    address: '上海市浦东新区秀浦路1号',
    longitude: 121.6,
    latitude: 31.1,
    departmentId,
    terminalPhone: '',
    pointType: 2,
    points: [point(1)],
    ...extra,
  };
}

async function add(input: Record<string, unknown>, token = tokens.admin) {
  const { status, body: res } = await callJson(t.app, 'warehouseAdd', input, { token });
  return { status, code: res.code, message: res.message, id: (res.result as { id: number } | null)?.id ?? 0 };
}

async function warehouseCount(): Promise<number> {
  const row = await t.db
    .selectFrom('sites')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'warehouse')
    .executeTakeFirstOrThrow();
  const points = await t.db
    .selectFrom('temp_points')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) * 100_000 + Number(points.n);
}

async function detail(id: number, token = tokens.admin) {
  return callJson(t.app, 'warehouseDetail', { id: String(id) }, { token });
}

const sixteen = Array.from({ length: 16 }, (_, i) => point(i + 1));

/** [what, accepted body, refused body]: the bound and one step outside it. */
const BOUNDS: [string, Record<string, unknown>, Record<string, unknown>][] = [
  ['points: 1 to 16', { points: sixteen }, { points: [...sixteen, point(17)] }],
  ['points: at least one', { points: [point(1)] }, { points: [] }],
  ['probe number from 1', { points: [point(1)] }, { points: [point(0)] }],
  ['probe number up to 16', { points: [point(16)] }, { points: [point(17)] }],
  ['probe number whole', { points: [point(2)] }, { points: [point(1.5)] }],
  ['probe number unique in the site', { points: [point(1), point(2)] }, { points: [point(1), point(1)] }],
  [
    'lower limit from −190',
    { points: [point(1, { minC: -190 })] },
    { points: [point(1, { minC: -190.01 })] },
  ],
  [
    'upper limit up to 150',
    { points: [point(1, { minC: 0, maxC: 150 })] },
    { points: [point(1, { minC: 0, maxC: 150.01 })] },
  ],
  [
    'two decimals',
    { points: [point(1, { minC: -20.25, maxC: 4.75 })] },
    { points: [point(1, { minC: -20.255, maxC: 4.75 })] },
  ],
  [
    'lower below upper',
    { points: [point(1, { minC: 4.99, maxC: 5 })] },
    { points: [point(1, { minC: 5, maxC: 5 })] },
  ],
  [
    'humidity from 0',
    { points: [point(1, { humidityMin: 0, humidityMax: 80 })] },
    { points: [point(1, { humidityMin: -0.01, humidityMax: 80 })] },
  ],
  [
    'humidity up to 100',
    { points: [point(1, { humidityMin: 40, humidityMax: 100 })] },
    { points: [point(1, { humidityMin: 40, humidityMax: 100.01 })] },
  ],
  [
    'humidity lower below upper',
    { points: [point(1, { humidityMin: 59.99, humidityMax: 60 })] },
    { points: [point(1, { humidityMin: 60, humidityMax: 60 })] },
  ],
  [
    'humidity both or neither',
    { points: [point(1, { humidityMin: null, humidityMax: null })] },
    { points: [point(1, { humidityMin: 40, humidityMax: null })] },
  ],
  [
    'point name up to 32',
    { points: [point(1, { name: '点'.repeat(32) })] },
    { points: [point(1, { name: '点'.repeat(33) })] },
  ],
  ['point name required', { points: [point(1, { name: '冷' })] }, { points: [point(1, { name: ' ' })] }],
  ['name up to 32', { name: '仓'.repeat(32) }, { name: '仓'.repeat(33) }],
  ['name required', { name: '仓' }, { name: '' }],
  ['point type 1 to 4 (low)', { pointType: 1 }, { pointType: 0 }],
  ['point type 1 to 4 (high)', { pointType: 4 }, { pointType: 5 }],
  ['longitude', { longitude: 180 }, { longitude: 180.000001 }],
  ['latitude', { latitude: -90 }, { latitude: -90.000001 }],
  [
    'logger number up to 20 digits',
    { terminalPhone: '19' + '8'.repeat(18) },
    { terminalPhone: '19' + '8'.repeat(19) },
  ],
  ['logger number digits only', { terminalPhone: '' }, { terminalPhone: '1980000ab' }],
  ['department required', {}, { departmentId: undefined }],
];

describe('warehouse form rules (server)', () => {
  it.each(BOUNDS)('%s', async (_, good, bad) => {
    const before = await warehouseCount();
    const refused = await add(body(bad));
    expect(refused.status).toBe(400);
    expect(refused.message).not.toBe('');
    expect(await warehouseCount()).toBe(before);
    const accepted = await add(body(good));
    expect(accepted.message).toBe('');
    expect(accepted.code).toBe(1);
  });

  it('answers in the caller’s language', async () => {
    const zh = await callJson(t.app, 'warehouseAdd', body({ points: [point(1, { minC: 5, maxC: 5 })] }), {
      token: tokens.admin,
      lang: 'zh-CN',
    });
    expect(zh.body.message).toContain('最大值必须大于最小值');
    const en = await callJson(t.app, 'warehouseAdd', body({ points: [point(1, { minC: 5, maxC: 5 })] }), {
      token: tokens.admin,
      lang: 'en-US',
    });
    expect(en.body.message).toContain('The maximum must be greater than the minimum');
  });
});

describe('warehouse logger number', () => {
  it('is stored in the one form the gateway looks up, and is unique platform-wide in any form', async () => {
    const first = await add(body({ terminalPhone: '019800001234' }));
    expect(first.code).toBe(1);
    const row = await detail(first.id);
    expect((row.body.result as { terminalPhone: string }).terminalPhone).toBe('019800001234');
    // The same number without its leading zero, and from the other company.
    const before = await warehouseCount();
    const same = await add(body({ terminalPhone: '19800001234' }));
    expect(same.code).toBe(0);
    expect(same.message).toContain('19800001234');
    const other = await add(
      body({ terminalPhone: '19800001234', departmentId: otherDepartmentId }),
      tokens.other,
    );
    expect(other.code).toBe(0);
    expect(await warehouseCount()).toBe(before);
  });

  it('refuses a vehicle terminal’s number and a seeded site logger’s number', async () => {
    const vehicle = await t.db
      .selectFrom('vehicles')
      .select('terminal_phone')
      .where('terminal_phone', 'is not', null)
      .executeTakeFirstOrThrow();
    const site = await t.db
      .selectFrom('sites')
      .select('terminal_phone')
      .where('terminal_phone', 'is not', null)
      .executeTakeFirstOrThrow();
    for (const phone of [vehicle.terminal_phone, site.terminal_phone]) {
      const res = await add(body({ terminalPhone: String(phone).replace(/^0+/, '') }));
      expect(res.code).toBe(0);
      expect(res.message).not.toBe('');
    }
  });

  it('lets a warehouse keep its own number on update, and unbinds the logger when the number changes', async () => {
    const created = await add(body({ terminalPhone: '19800005555' }));
    expect(created.code).toBe(1);
    await t.db
      .updateTable('sites')
      .set({ terminal_id: 'T1', terminal_maker: 'M1', auth_code: 'A1' })
      .where('id', '=', created.id)
      .execute();
    const keep = await callJson(
      t.app,
      'warehouseUpdate',
      { ...body({ terminalPhone: '19800005555' }), id: created.id },
      { token: tokens.admin },
    );
    expect(keep.body.code).toBe(1);
    const kept = await t.db
      .selectFrom('sites')
      .select(['terminal_id', 'auth_code'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ terminal_id: 'T1', auth_code: 'A1' });
    const change = await callJson(
      t.app,
      'warehouseUpdate',
      { ...body({ terminalPhone: '19800005556' }), id: created.id },
      { token: tokens.admin },
    );
    expect(change.body.code).toBe(1);
    const changed = await t.db
      .selectFrom('sites')
      .select(['terminal_phone', 'terminal_id', 'auth_code'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(changed).toEqual({ terminal_phone: '019800005556', terminal_id: '', auth_code: '' });
  });
});

describe('warehouse points and deletes', () => {
  it('keeps a probe’s point across updates, adds new probes and drops removed ones with their readings', async () => {
    const created = await add(body({ points: [point(1), point(2)] }));
    const points = async () =>
      t.db
        .selectFrom('temp_points')
        .select(['id', 'probe_no', 'name', 'min_c', 'max_c', 'humidity_min', 'department_id'])
        .where('site_id', '=', created.id)
        .orderBy('probe_no')
        .execute();
    const [one, two] = await points();
    if (!one || !two) throw new Error('two points were saved');
    await t.db
      .insertInto('temp_readings')
      .values({ point_id: two.id, time: 1_700_000_000_000, value_c: -18, state: 0 })
      .execute();
    const res = await callJson(
      t.app,
      'warehouseUpdate',
      {
        ...body({
          points: [
            point(1, { name: '改名', minC: -30, maxC: -10, humidityMin: 30, humidityMax: 70 }),
            point(3),
          ],
        }),
        id: created.id,
      },
      { token: tokens.admin },
    );
    expect(res.body.code).toBe(1);
    const after = await points();
    expect(after.map((p) => p.probe_no)).toEqual([1, 3]);
    expect(after[0]).toMatchObject({ id: one.id, name: '改名', min_c: -30, max_c: -10, humidity_min: 30 });
    const orphan = await t.db
      .selectFrom('temp_readings')
      .select('time')
      .where('point_id', '=', two.id)
      .execute();
    expect(orphan).toEqual([]);
    const shown = (await detail(created.id)).body.result as { points: { probeNo: number }[] };
    expect(shown.points.map((p) => p.probeNo)).toEqual([1, 3]);
  });

  it('refuses to delete a warehouse with alarms, and deletes one without together with its points', async () => {
    const seeded = await t.db
      .selectFrom('sites')
      .innerJoin('users', 'users.company_id', 'sites.company_id')
      .select('sites.id')
      .where('users.user_name', '=', 'admin')
      .where('sites.kind', '=', 'warehouse')
      .where((eb) =>
        eb.exists(eb.selectFrom('alarms').select('guid').whereRef('alarms.site_id', '=', 'sites.id')),
      )
      .executeTakeFirstOrThrow();
    const refused = await callJson(t.app, 'warehouseDelete', { ids: [seeded.id] }, { token: tokens.admin });
    expect(refused.body.code).toBe(0);
    expect(refused.body.message).not.toBe('');
    expect((await detail(seeded.id)).body.code).toBe(1);

    const created = await add(body({ points: [point(1), point(2)] }));
    const gone = await callJson(t.app, 'warehouseDelete', { ids: [created.id] }, { token: tokens.admin });
    expect(gone.body.code).toBe(1);
    const left = await t.db
      .selectFrom('temp_points')
      .select('id')
      .where('site_id', '=', created.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('warehouse tenant isolation', () => {
  it('keeps one company’s warehouses and departments from the other', async () => {
    const mine = await add(body());
    expect((await detail(mine.id, tokens.other)).body.code).toBe(0);
    const list = await callJson(
      t.app,
      'warehouseList',
      { curPage: 1, pageSize: 100 },
      { token: tokens.other },
    );
    expect((list.body.result as { data: { id: number }[] }).data.map((r) => r.id)).not.toContain(mine.id);
    const update = await callJson(
      t.app,
      'warehouseUpdate',
      { ...body({ departmentId: otherDepartmentId }), id: mine.id },
      { token: tokens.other },
    );
    expect(update.body.code).toBe(0);
    const del = await callJson(t.app, 'warehouseDelete', { ids: [mine.id] }, { token: tokens.other });
    expect(del.body.code).toBe(0);
    const intoOther = await add(body({ departmentId: otherDepartmentId }));
    expect(intoOther.code).toBe(0);
    expect((await detail(mine.id)).body.code).toBe(1);
  });

  it('never lists a store as a warehouse', async () => {
    const list = await callJson(
      t.app,
      'warehouseList',
      { curPage: 1, pageSize: 100 },
      { token: tokens.admin },
    );
    const ids = (list.body.result as { data: { id: number }[] }).data.map((r) => r.id);
    const stores = await t.db.selectFrom('sites').select('id').where('kind', '=', 'store').execute();
    expect(ids.some((id) => stores.some((s) => s.id === id))).toBe(false);
  });
});
