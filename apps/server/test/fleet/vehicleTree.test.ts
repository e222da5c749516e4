import type { VehicleFormOptions, VehicleTreeRequest, VehicleTreeResponse } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { testPlate } from '../resources/resourceFixtures';

/** The one vehicle tree: scope per caller, the seed's fixed filter flags on our data, search and online state. */
let t: TestApp;
const tokens: Record<'admin' | 'viewer' | 'other', string> = { admin: '', viewer: '', other: '' };

beforeAll(async () => {
  t = await startTestApp();
  tokens.admin = (await loginAs(t.app, 'admin')).token;
  tokens.viewer = (await loginAs(t.app, 'viewer')).token;
  tokens.other = (await loginAs(t.app, 'other_admin')).token;
}, 120_000);
afterAll(() => t.close());

async function tree(who: keyof typeof tokens, input: VehicleTreeRequest = {}): Promise<VehicleTreeResponse> {
  const res = await call(t.app, 'vehicleTree', input, { token: tokens[who] });
  const body = res.json() as { code: number; message: string; result: VehicleTreeResponse };
  expect(body.message).toBe('');
  return body.result;
}

const idsOf = (r: VehicleTreeResponse) => r.vehicles.map((v) => v.id);

async function companyVehicleIds(companyId: number): Promise<number[]> {
  const rows = await t.db.selectFrom('vehicles').select('id').where('company_id', '=', companyId).execute();
  return rows.map((r) => r.id);
}

describe('vehicle tree scope', () => {
  it('shows a company none of another company’s vehicles, departments or fleets', async () => {
    const mine = await tree('admin');
    const theirs = await tree('other');
    expect(idsOf(mine).sort()).toEqual((await companyVehicleIds(1)).sort());
    expect(idsOf(theirs).sort()).toEqual((await companyVehicleIds(2)).sort());
    const theirDepartments = new Set(theirs.departments.map((d) => d.id));
    expect(mine.departments.some((d) => theirDepartments.has(d.id))).toBe(false);
    expect(mine.departments.filter((d) => d.parentId === null)).toHaveLength(1);
  });

  it('limits a sub-user to the vehicles of their department subtree, their department at the top', async () => {
    const viewer = await t.db
      .selectFrom('users')
      .innerJoin('departments as d', 'd.id', 'users.department_id')
      .select(['d.id', 'd.path'])
      .where('user_name', '=', 'viewer')
      .executeTakeFirstOrThrow();
    const inside = await t.db
      .selectFrom('vehicles as v')
      .innerJoin('departments as d', 'd.id', 'v.department_id')
      .select('v.id')
      .where('d.path', 'like', `${viewer.path}%`)
      .execute();
    const result = await tree('viewer');
    expect(idsOf(result).sort()).toEqual(inside.map((v) => v.id).sort());
    expect(result.departments.filter((d) => d.parentId === null).map((d) => d.id)).toEqual([viewer.id]);
  });
});

describe('vehicle tree flags', () => {
  it('isMonitor keeps vehicles with a bound terminal; isAdas those with ADAS or DSM; isCamera those with video', async () => {
    const root = await t.db
      .selectFrom('departments')
      .select('id')
      .where('company_id', '=', 1)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    const added = await call(
      t.app,
      'vehicleInfoAdd',
      { plateNumber: testPlate(77_001), customPlate: '无终端车', departmentId: root.id },
      { token: tokens.admin },
    );
    const bare = (added.json() as { result: { id: number } }).result.id;
    const [noSafety, noVideo] = await t.db
      .selectFrom('terminals')
      .select(['id', 'vehicle_id'])
      .where('company_id', '=', 1)
      .where('vehicle_id', 'is not', null)
      .orderBy('id')
      .limit(2)
      .execute();
    await t.db.updateTable('terminals').set({ adas: 0, dsm: 0 }).where('id', '=', noSafety!.id).execute();
    await t.db.updateTable('terminals').set({ channels: 0 }).where('id', '=', noVideo!.id).execute();

    expect(idsOf(await tree('admin'))).toContain(bare);
    const monitored = idsOf(await tree('admin', { isMonitor: 1 }));
    expect(monitored).not.toContain(bare);
    expect(monitored).toContain(noSafety!.vehicle_id);
    const adas = idsOf(await tree('admin', { isAdas: 1 }));
    expect(adas).not.toContain(noSafety!.vehicle_id);
    expect(adas).toContain(noVideo!.vehicle_id);
    const camera = await tree('admin', { isCamera: 1, isPictureNumber: 1 });
    expect(idsOf(camera)).not.toContain(noVideo!.vehicle_id);
    expect(idsOf(camera)).not.toContain(bare);
    expect(camera.vehicles.every((v) => (v.channels ?? 0) > 0)).toBe(true);
    expect((await tree('admin', { isCamera: 1 })).vehicles[0]).not.toHaveProperty('channels');
    expect(idsOf(await tree('admin', { isNoShare: 1 }))).toContain(bare);
    expect(idsOf(await tree('admin', { eqSourceIdList: [1] }))).toEqual(monitored);
    expect(idsOf(await tree('admin', { eqSourceIdList: [99] }))).toEqual([]);
  });

  it('finds vehicles by part of the system or custom plate, and shows each one’s online state', async () => {
    const found = await tree('admin', { keyword: '无终端' });
    expect(found.vehicles.map((v) => v.customPlate)).toEqual(['无终端车']);
    const some = (await tree('admin')).vehicles[3]!;
    await t.db.updateTable('vehicle_states').set({ online: 1 }).where('vehicle_id', '=', some.id).execute();
    const byPlate = await tree('admin', { keyword: some.plateNumber.slice(1) });
    expect(byPlate.vehicles.find((v) => v.id === some.id)?.online).toBe(1);
  });

  it('refuses flags other than 0 and 1 with 400', async () => {
    const res = await call(t.app, 'vehicleTree', { isAdas: 2 }, { token: tokens.admin });
    expect(res.statusCode).toBe(400);
  });
});

describe('vehicle form options', () => {
  it('offers the caller’s departments, fleets and drivers and the company’s vehicle types', async () => {
    const res = await call(t.app, 'vehicleFormOptions', {}, { token: tokens.other });
    const body = res.json() as { result: VehicleFormOptions };
    const company2Drivers = await t.db
      .selectFrom('drivers')
      .select('id')
      .where('company_id', '=', 2)
      .execute();
    expect(body.result.drivers.map((d) => d.id).sort()).toEqual(company2Drivers.map((d) => d.id).sort());
    expect(body.result.departments).toHaveLength(1);
    expect(body.result.vehicleTypes[0]).toEqual({
      code: 'H11',
      nameZh: '重型普通货车',
      nameEn: 'Heavy general truck',
    });
  });

  it('is refused to a user without the vehicle page, and limited to a sub-user’s department', async () => {
    const operator = (await loginAs(t.app, 'operator')).token;
    expect((await call(t.app, 'vehicleFormOptions', {}, { token: operator })).statusCode).toBe(403);
    const res = await call(t.app, 'vehicleFormOptions', {}, { token: tokens.viewer });
    const { departments } = (res.json() as { result: VehicleFormOptions }).result;
    const viewer = await t.db
      .selectFrom('users')
      .select('department_id')
      .where('user_name', '=', 'viewer')
      .executeTakeFirstOrThrow();
    expect(departments.map((d) => d.id)).toEqual([viewer.department_id]);
  });
});
