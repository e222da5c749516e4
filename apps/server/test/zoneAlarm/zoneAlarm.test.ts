import { ZONES_PER_VEHICLE_MAX, type AlarmRuleOptions } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startTestApp, type TestApp } from '../helpers/testApp';

/**
 * Zone and line alarm rules beyond the generic resource walk: each limit accepted at its bound and refused one
 * step outside (the message names the field, nothing is written), the 30 zones a vehicle may have, and one
 * company's areas, lines and vehicles kept from another's rules.
 */
let t: TestApp;
const tokens = { admin: '', other: '' };
const world = { companyId: 0, departmentId: 0, vehicles: [] as { id: number; plate: string }[] };

beforeAll(async () => {
  t = await startTestApp();
  tokens.admin = (await loginAs(t.app, 'admin')).token;
  tokens.other = (await loginAs(t.app, 'other_admin')).token;
  const admin = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  world.companyId = admin.company_id;
  world.departmentId = admin.department_id;
  world.vehicles = await t.db
    .selectFrom('vehicles')
    .select(['id', 'plate'])
    .where('company_id', '=', admin.company_id)
    .orderBy('id')
    .limit(3)
    .execute();
}, 120_000);
afterAll(() => t.close());

async function api(
  who: keyof typeof tokens,
  name: string,
  input: unknown,
  lang: 'zh-CN' | 'en-US' = 'en-US',
) {
  const res = await call(t.app, name as never, input, { token: tokens[who], lang });
  return { status: res.statusCode, ...(res.json() as { code: number; message: string; result: never }) };
}

let seq = 0;
async function newArea(shape: 'circle' | 'region' = 'circle'): Promise<number> {
  const row = await t.db
    .insertInto('map_areas')
    .values({
      company_id: world.companyId,
      department_id: world.departmentId,
      name: `报警区域${++seq}`,
      shape,
      lon: 121.5,
      lat: 31.2,
      radius: shape === 'circle' ? 500 : 0,
      region_code: shape === 'region' ? '310000' : '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function ruleCount(table: 'zone_alarms' | 'line_alarms'): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .where('company_id', '=', world.companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('zone alarm limits', () => {
  const cases: { field: string; ok: unknown; bad: unknown; extra?: Record<string, unknown> }[] = [
    { field: 'stopSeconds', ok: 30, bad: 29, extra: { stop: true } },
    { field: 'stopSeconds', ok: 86_400, bad: 86_401, extra: { stop: true } },
    { field: 'preWarningMetres', ok: 50, bad: 49 },
    { field: 'preWarningMetres', ok: 100_000, bad: 100_001 },
    { field: 'notice', ok: '注'.repeat(50), bad: '注'.repeat(51) },
    { field: 'overspeedSeconds', ok: 1, bad: 0 },
    { field: 'overspeedSeconds', ok: 5, bad: 5.5 },
    { field: 'speedLimitKmh', ok: 1, bad: 0, extra: { overspeed: true } },
    {
      field: 'periods[0].end',
      ok: [{ start: '08:00', end: '08:00' }],
      bad: [{ start: '08:01', end: '08:00' }],
    },
  ];
  it.each(cases)(
    'accepts $field at $ok and refuses $bad, naming the field',
    async ({ field, ok, bad, extra }) => {
      const key = field.split(/[.[]/)[0]!;
      const base = { areaId: await newArea(), vehicleIds: [world.vehicles[0]!.id], entry: true, ...extra };
      const before = await ruleCount('zone_alarms');
      const refused = await api('admin', 'zoneAlarmAdd', { ...base, [key]: bad });
      expect(refused.status).toBe(400);
      expect(refused.code).toBe(0);
      expect(refused.message).toContain(field);
      expect(await ruleCount('zone_alarms')).toBe(before);
      const accepted = await api('admin', 'zoneAlarmAdd', { ...base, [key]: ok });
      expect(accepted.message).toBe('');
      expect(accepted.code).toBe(1);
      const id = (accepted.result as { id: number }).id;
      const row = await api('admin', 'zoneAlarmDetail', { id: String(id) });
      expect((row.result as Record<string, unknown>)[key]).toEqual(ok);
      await api('admin', 'zoneAlarmDelete', { ids: [id] });
    },
  );

  it('refuses a rule that watches nothing, and a region (no outline to test positions against)', async () => {
    const areaId = await newArea();
    const none = await api('admin', 'zoneAlarmAdd', { areaId, vehicleIds: [world.vehicles[0]!.id] });
    expect([none.status, none.code]).toEqual([400, 0]);
    expect(none.message).toContain('entry');
    const region = await api('admin', 'zoneAlarmAdd', {
      areaId: await newArea('region'),
      vehicleIds: [world.vehicles[0]!.id],
      entry: true,
    });
    expect(region.code).toBe(0);
    expect(region.message).toBe(
      'The zone was not found or cannot raise alarms (administrative areas cannot)',
    );
  });

  it(`refuses a vehicle's ${ZONES_PER_VEHICLE_MAX + 1}st zone, in add and update, writing nothing`, async () => {
    const [full, spare] = [world.vehicles[1]!, world.vehicles[2]!];
    const have = await t.db
      .selectFrom('zone_alarm_vehicles')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('vehicle_id', '=', full.id)
      .executeTakeFirstOrThrow();
    for (let i = Number(have.n); i < ZONES_PER_VEHICLE_MAX; i++) {
      const res = await api('admin', 'zoneAlarmAdd', {
        areaId: await newArea(),
        vehicleIds: [full.id],
        entry: true,
      });
      expect(res.message).toBe('');
    }
    const before = await ruleCount('zone_alarms');
    const areaId = await newArea();
    const refused = await api('admin', 'zoneAlarmAdd', {
      areaId,
      vehicleIds: [spare.id, full.id],
      entry: true,
    });
    expect(refused.code).toBe(0);
    expect(refused.message).toBe(
      `Vehicle ${full.plate} already has the most zone alarms (${ZONES_PER_VEHICLE_MAX})`,
    );
    const zh = await api('admin', 'zoneAlarmAdd', { areaId, vehicleIds: [full.id], entry: true }, 'zh-CN');
    expect(zh.message).toBe(`车辆 ${full.plate} 的区域报警已达 ${ZONES_PER_VEHICLE_MAX} 个上限`);
    expect(await ruleCount('zone_alarms')).toBe(before);

    const other = await api('admin', 'zoneAlarmAdd', { areaId, vehicleIds: [spare.id], entry: true });
    const id = (other.result as { id: number }).id;
    const update = await api('admin', 'zoneAlarmUpdate', {
      id,
      areaId,
      vehicleIds: [spare.id, full.id],
      entry: true,
    });
    expect(update.code).toBe(0);
    const kept = await api('admin', 'zoneAlarmDetail', { id: String(id) });
    expect((kept.result as { vehicleIds: number[] }).vehicleIds).toEqual([spare.id]);
  });

  it('keeps a zone or line in use from being deleted', async () => {
    const areaId = await newArea();
    const rule = await api('admin', 'zoneAlarmAdd', {
      areaId,
      vehicleIds: [world.vehicles[0]!.id],
      exit: true,
    });
    expect(rule.code).toBe(1);
    const res = await api('admin', 'mapAreaDelete', { ids: [areaId] });
    expect(res.code).toBe(0);
    expect(res.message).toBe(
      'A zone or line alarm still uses this area or line; change or delete that alarm first',
    );
  });
});

describe('line alarm limits', () => {
  it('accepts the offset and departure window at their bounds and refuses one step outside', async () => {
    const line = await t.db
      .insertInto('map_lines')
      .values({
        company_id: world.companyId,
        department_id: world.departmentId,
        name: `报警线路${++seq}`,
        points: '[[121.4,31.2],[121.5,31.25]]',
        offset_m: 100,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const base = { lineId: line.id, vehicleIds: [world.vehicles[0]!.id] };
    for (const [field, ok, bad] of [
      ['offsetMetres', 10, 9],
      ['offsetMetres', 5_000, 5_001],
      ['departure', { start: '06:00', end: '06:00' }, { start: '06:00', end: '05:59' }],
    ] as const) {
      const before = await ruleCount('line_alarms');
      const refused = await api('admin', 'lineAlarmAdd', { ...base, [field]: bad });
      expect([refused.status, refused.code]).toEqual([400, 0]);
      expect(refused.message).toContain(field);
      expect(await ruleCount('line_alarms')).toBe(before);
      const accepted = await api('admin', 'lineAlarmAdd', { ...base, [field]: ok });
      expect(accepted.message).toBe('');
    }
  });
});

describe('tenant isolation', () => {
  it('refuses another company’s area, line and vehicles, and offers only the caller’s own', async () => {
    const areaId = await newArea();
    const mine = world.vehicles[0]!.id;
    const area = await api('other', 'zoneAlarmAdd', { areaId, vehicleIds: [mine], entry: true });
    expect(area.code).toBe(0);
    const options = await api('other', 'zoneAlarmOptions', {});
    const offered = options.result as AlarmRuleOptions;
    expect(offered.areas.map((a) => a.id)).not.toContain(areaId);
    expect(offered.vehicles.map((v) => v.id)).not.toContain(mine);
    const theirArea = offered.areas[0]?.id ?? (await otherArea());
    const vehicle = await api('other', 'zoneAlarmAdd', {
      areaId: theirArea,
      vehicleIds: [mine],
      entry: true,
    });
    expect(vehicle.code).toBe(0);
    expect(vehicle.message).toBe('A chosen vehicle was not found or is outside your scope');
    const own = await api('admin', 'zoneAlarmOptions', {});
    expect((own.result as AlarmRuleOptions).areas.map((a) => a.id)).toContain(areaId);
  });
});

/** An area of the other company (the seed may have none). */
async function otherArea(): Promise<number> {
  const other = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'other_admin')
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('map_areas')
    .values({ ...other, name: '他司区域', shape: 'circle', lon: 121, lat: 31, radius: 500 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
