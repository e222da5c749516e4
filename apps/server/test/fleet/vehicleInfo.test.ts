import { vehicleInfoResource, type ImportProgress, type ImportRow, type RowOf } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../helpers/eventually';
import { call, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { vehicleFromSheet } from '../../src/features/fleet/vehicleSheet';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { vehicleSheetContext } from '../../src/features/fleet/vehicleSheetContext';
import type { UserAuth } from '../../src/scope/authContext';
import { testPlate } from '../resources/resourceFixtures';
import { fleetWorld } from './fleetWorld';

type VehicleRow = RowOf<typeof vehicleInfoResource>;

/**
 * Vehicle rules the generic resource test does not see: the custom plate history, the drivers, the fleet's
 * department, the plate's uniqueness, the type dictionary, and when a vehicle may be deleted.
 */
let t: TestApp;
let admin = '';
let other = '';
let world: Awaited<ReturnType<typeof fleetWorld>>;
let n = 50_000;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  world = await fleetWorld(t.db);
}, 120_000);
afterAll(() => t.close());

async function api(token: string, name: string, input: unknown, lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  const res = await call(t.app, name as never, input, { token, lang });
  return { status: res.statusCode, ...(res.json() as { code: number; message: string; result: never }) };
}

const root = () => world.rootOf(1);
const vehicle = (extra: Record<string, unknown> = {}) => ({
  plateNumber: testPlate(++n),
  departmentId: root().id,
  ...extra,
});

async function addVehicle(extra: Record<string, unknown> = {}, token = admin): Promise<number> {
  const res = await api(token, 'vehicleInfoAdd', vehicle(extra));
  expect(res.message).toBe('');
  return (res.result as { id: number }).id;
}

async function detail(id: number, token = admin): Promise<VehicleRow> {
  const res = await api(token, 'vehicleInfoDetail', { id: String(id) });
  expect(res.code).toBe(1);
  return res.result as VehicleRow;
}

async function update(id: number, save: Record<string, unknown>) {
  return api(admin, 'vehicleInfoUpdate', { ...save, id });
}

async function addFleet(departmentId: number, token = admin): Promise<number> {
  n += 1;
  const res = await api(token, 'motorcadeAdd', { code: `T${n}`, name: `车队${n}`, departmentId });
  expect(res.message).toBe('');
  return (res.result as { id: number }).id;
}

describe('custom plate history', () => {
  it('records each change of the custom plate with its time and operator, newest first', async () => {
    const body = vehicle({ customPlate: '冷链一号' });
    const id = (await api(admin, 'vehicleInfoAdd', body)).result as { id: number };
    expect((await detail(id.id)).plateHistory.map((h) => h.customPlate)).toEqual(['冷链一号']);

    await update(id.id, { ...body, customPlate: '冷链二号' });
    await update(id.id, { ...body, customPlate: '冷链二号', ownerName: '王五' });
    await update(id.id, { ...body, customPlate: '' });
    const row = await detail(id.id);
    expect(row.customPlate).toBe('');
    expect(row.plateHistory.map((h) => h.customPlate)).toEqual(['', '冷链二号', '冷链一号']);
    for (const h of row.plateHistory) {
      expect(h.operatorName).not.toBe('');
      expect(h.changedAt).toBeGreaterThan(0);
    }
  });

  it('keeps no history for a vehicle added without a custom plate', async () => {
    expect((await detail(await addVehicle())).plateHistory).toEqual([]);
  });
});

describe('drivers', () => {
  it('saves a main driver and up to two co-drivers of the company and reads them back in order', async () => {
    const [a, b, c] = await world.driversOf(1);
    const id = await addVehicle({ mainDriverId: a, coDriverIds: [c, b] });
    const row = await detail(id);
    expect(row.mainDriverId).toBe(a);
    expect(row.mainDriverName).not.toBe('');
    expect(row.coDriverIds).toEqual([c, b]);
    expect(row.coDrivers.map((d) => d.id)).toEqual([c, b]);
  });

  it('refuses the main driver as a co-driver, a repeated or a third co-driver, with 400 on that field', async () => {
    const [a, b, c] = await world.driversOf(1);
    for (const [extra, field] of [
      [{ mainDriverId: a, coDriverIds: [b, a] }, 'coDriverIds[1]'],
      [{ coDriverIds: [b, b] }, 'coDriverIds[1]'],
      [{ coDriverIds: [a, b, c] }, 'coDriverIds'],
    ] as const) {
      const res = await api(admin, 'vehicleInfoAdd', vehicle(extra));
      expect(res.status).toBe(400);
      expect(res.message).toContain(field);
    }
  });

  it('refuses a driver of another company as not found', async () => {
    const [foreign] = await world.driversOf(2);
    const res = await api(admin, 'vehicleInfoAdd', vehicle({ coDriverIds: [foreign] }));
    expect(res.code).toBe(0);
    expect(res.message).toBe('所选司机不存在或不在您的权限范围内');
  });
});

describe('fleet of a vehicle', () => {
  it('accepts a fleet of the vehicle’s department or above it, refuses one beside it or of another company', async () => {
    const [branchA, branchB] = world.childrenOf(root());
    const fleetAtRoot = await addFleet(root().id);
    const fleetAtB = await addFleet(branchB!.id);
    const foreignFleet = await addFleet(world.rootOf(2).id, other);

    const id = await addVehicle({ departmentId: branchA!.id, fleetId: fleetAtRoot });
    expect((await detail(id)).fleetId).toBe(fleetAtRoot);
    for (const fleetId of [fleetAtB, foreignFleet]) {
      const res = await api(admin, 'vehicleInfoAdd', vehicle({ departmentId: branchA!.id, fleetId }));
      expect(res.code).toBe(0);
      expect(res.message).toBe('所选车队不存在，或不属于车辆所在部门');
    }
  });

  it('keeps a fleet that has vehicles, and keeps it from moving away from them', async () => {
    const [branchA, branchB] = world.childrenOf(root());
    const fleetId = await addFleet(branchA!.id);
    const vehicleId = await addVehicle({ departmentId: branchA!.id, fleetId });
    const moved = await api(admin, 'motorcadeUpdate', {
      id: fleetId,
      code: `M${vehicleId}`,
      name: '搬走',
      departmentId: branchB!.id,
    });
    expect(moved.message).toBe('车队中有车辆不在所选部门内，请先调整这些车辆的部门');
    const refused = await api(admin, 'motorcadeDelete', { ids: [fleetId] }, 'en-US');
    expect(refused.code).toBe(0);
    expect(refused.message).toBe('The fleet still has vehicles; move them to another fleet first');
    expect((await api(admin, 'vehicleInfoDelete', { ids: [vehicleId] })).code).toBe(1);
    expect((await api(admin, 'motorcadeDelete', { ids: [fleetId] })).result).toEqual({ deleted: 1 });
  });

  it('lists a fleet’s vehicle count and filters vehicles by fleet and department subtree', async () => {
    const [branchA] = world.childrenOf(root());
    const fleetId = await addFleet(branchA!.id);
    await addVehicle({ departmentId: branchA!.id, fleetId });
    await addVehicle({ departmentId: branchA!.id, fleetId });
    const fleets = await api(admin, 'motorcadeList', {
      curPage: 1,
      pageSize: 200,
      departmentId: branchA!.id,
    });
    const row = (fleets.result as { data: { id: number; vehicleCount: number }[] }).data.find(
      (f) => f.id === fleetId,
    );
    expect(row?.vehicleCount).toBe(2);
    const listed = await api(admin, 'vehicleInfoList', { curPage: 1, pageSize: 10, fleetId });
    expect((listed.result as { totalRecords: number }).totalRecords).toBe(2);
    const inBranch = await api(admin, 'vehicleInfoList', {
      curPage: 1,
      pageSize: 10,
      departmentId: branchA!.id,
    });
    const all = await api(admin, 'vehicleInfoList', { curPage: 1, pageSize: 10 });
    const total = (x: typeof all) => (x.result as { totalRecords: number }).totalRecords;
    expect(total(inBranch)).toBeGreaterThanOrEqual(2);
    expect(total(inBranch)).toBeLessThan(total(all));
  });
});

describe('plate and type', () => {
  it('refuses a system plate the company already has; another company may have it', async () => {
    const body = vehicle();
    expect((await api(admin, 'vehicleInfoAdd', body)).code).toBe(1);
    const again = await api(admin, 'vehicleInfoAdd', body);
    expect(again.message).toBe(`${body.plateNumber}已存在`);
    const theirs = await api(other, 'vehicleInfoAdd', { ...body, departmentId: world.rootOf(2).id });
    expect(theirs.code).toBe(1);
  });

  it('takes a type from the company’s dictionary and shows its names; refuses an unknown code', async () => {
    const id = await addVehicle({ vehicleType: 'Q11' });
    const row = await detail(id);
    expect([row.vehicleTypeNameZh, row.vehicleTypeNameEn]).toEqual([
      '重型半挂牵引车',
      'Heavy semi-trailer tractor',
    ]);
    const res = await api(admin, 'vehicleInfoAdd', vehicle({ vehicleType: 'X99' }));
    expect(res.message).toBe('车辆类型不在字典中：X99');
  });

  it('lets a seeded vehicle be saved back unchanged, its terminal phone and online state shown', async () => {
    const seeded = await t.db
      .selectFrom('vehicles')
      .select('id')
      .where('company_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const row = await detail(seeded.id);
    expect(row.terminalPhone).toMatch(/^\d+$/);
    expect([0, 1]).toContain(row.online);
    const save = Object.fromEntries(
      Object.entries(row).filter(
        ([k]) =>
          ![
            'id',
            'departmentName',
            'fleetName',
            'vehicleTypeNameZh',
            'vehicleTypeNameEn',
            'mainDriverName',
            'coDrivers',
            'terminalPhone',
            'online',
            'plateHistory',
            'operatorName',
            'modifiedTime',
          ].includes(k),
      ),
    );
    const res = await update(seeded.id, save);
    expect(res.message).toBe('');
    expect(await detail(seeded.id)).toMatchObject({ ...save, terminalPhone: row.terminalPhone });
  });

  it('refuses dates out of order on the field to change', async () => {
    const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) - 8 * 3_600_000;
    for (const [extra, field] of [
      [{ productionDate: day(2023, 5, 1), registrationDate: day(2023, 4, 30) }, 'registrationDate'],
      [{ registrationDate: day(2023, 5, 1), scrapDate: day(2023, 5, 1) }, 'scrapDate'],
      [{ registrationDate: day(2023, 5, 1), drivingLicenceExpiry: day(2023, 4, 1) }, 'drivingLicenceExpiry'],
    ] as const) {
      const res = await api(admin, 'vehicleInfoAdd', vehicle(extra));
      expect(res.status).toBe(400);
      expect(res.message).toContain(field);
    }
  });
});

describe('deleting a vehicle', () => {
  it('is refused while a terminal is bound: unbind it first', async () => {
    const seeded = await t.db
      .selectFrom('terminals')
      .select('vehicle_id')
      .where('company_id', '=', 1)
      .where('vehicle_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const res = await api(admin, 'vehicleInfoDelete', { ids: [seeded.vehicle_id!] }, 'en-US');
    expect(res.code).toBe(0);
    expect(res.message).toBe('A terminal is bound to the vehicle; unbind the terminal first');
  });

  it('is refused once the vehicle has history, and the vehicle can be retired instead', async () => {
    const id = await addVehicle();
    await t.db
      .insertInto('track_points')
      .values({
        vehicle_id: id,
        gps_time: 1_700_000_000_000,
        lon: 121.4,
        lat: 31.2,
        acc: 1,
        direction: 0,
        mileage_km: 1,
        speed_kmh: 0,
      })
      .execute();
    const res = await api(admin, 'vehicleInfoDelete', { ids: [id] });
    expect(res.code).toBe(0);
    expect(res.message).toContain('已退役');
    const row = await detail(id);
    const retired = await update(id, {
      plateNumber: row.plateNumber,
      departmentId: row.departmentId,
      status: 'retired',
    });
    expect(retired.code).toBe(1);
    const listed = await api(admin, 'vehicleInfoList', { curPage: 1, pageSize: 200, status: 'retired' });
    expect((listed.result as { data: { id: number }[] }).data.map((v) => v.id)).toContain(id);
  });

  it('deletes a vehicle without terminal or history, with its co-drivers, trailers and plate history', async () => {
    const [a, b] = await world.driversOf(1);
    const id = await addVehicle({ customPlate: '临时', coDriverIds: [a, b], trailers: ['琼X9999挂'] });
    expect((await api(admin, 'vehicleInfoDelete', { ids: [id] })).result).toEqual({ deleted: 1 });
    for (const table of ['vehicle_co_drivers', 'vehicle_trailers', 'vehicle_plate_history'] as const) {
      const left = await t.db.selectFrom(table).select('vehicle_id').where('vehicle_id', '=', id).execute();
      expect(left, table).toEqual([]);
    }
  });
});

describe('import context', () => {
  it('reads a sheet row against the caller’s departments, drivers, types and the company’s plates', async () => {
    const branch = world.childrenOf(root())[0]!;
    const auth = { companyId: 1, departmentPath: branch.path } as UserAuth;
    const ctx = await vehicleSheetContext(t.db, auth);
    expect(ctx.departments.every((d) => d.idPath.startsWith(branch.path))).toBe(true);
    expect(ctx.vehicleTypes.map((v) => v.value)).toContain('Q11');
    const seeded = await t.db
      .selectFrom('vehicles')
      .select('plate')
      .where('company_id', '=', 1)
      .executeTakeFirstOrThrow();
    const { issues } = vehicleFromSheet(
      { plateNumber: seeded.plate, department: ctx.departments[0]!.name },
      ctx,
      2,
    );
    expect(issues.map((i) => i.message)).toEqual(['errors.duplicateValue']);
    const outside = world.childrenOf(root())[1]!;
    const far = vehicleFromSheet({ plateNumber: testPlate(++n), department: String(outside.id) }, ctx, 3);
    expect(far.issues.map((i) => i.message)).toEqual(['errors.sheetDepartmentNotFound']);
  });
});

describe('import template', () => {
  it('heads each column with the form’s label in the reader’s language', async () => {
    for (const [lang, first, department] of [
      ['zh-CN', '系统车牌号', '所属部门'],
      ['en-US', 'System plate', 'Department'],
    ] as const) {
      const res = await call(t.app, 'vehicleInfoImportTemplate', {}, { token: admin, lang });
      const book = new Workbook();
      await book.xlsx.load(res.rawPayload as never);
      const header = book.worksheets[0]!.getRow(1);
      expect(header.getCell(1).text).toBe(first);
      expect(header.getCell(9).text).toBe(department);
    }
  });
});

describe('importing vehicles', () => {
  async function fileOf(rows: Record<string, string>[]): Promise<string> {
    const book = new Workbook();
    const template = await call(t.app, 'vehicleInfoImportTemplate', {}, { token: admin });
    await book.xlsx.load(template.rawPayload as never);
    const sheet = book.worksheets[0]!;
    rows.forEach((row, i) =>
      vehicleInfoResource.sheet!.forEach((field, c) => {
        sheet.getCell(i + 2, c + 1).value = row[field] ?? '';
      }),
    );
    return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
  }

  it('gives each imported vehicle its own trailers and plate history, and refuses rows whose department went away', async () => {
    const added = await api(admin, 'departmentAdd', { name: `导入临时${++n}`, parentId: root().id });
    expect(added.message).toBe('');
    const gone = (added.result as { id: number }).id;
    const goneName = (
      await t.db.selectFrom('departments').select('name').where('id', '=', gone).executeTakeFirstOrThrow()
    ).name;
    const rootName = (
      await t.db
        .selectFrom('departments')
        .select('name')
        .where('id', '=', root().id)
        .executeTakeFirstOrThrow()
    ).name;
    const plates = Array.from({ length: 4 }, () => testPlate(++n));
    const row = (i: number, department: string) => ({
      plateNumber: plates[i]!,
      customPlate: i === 1 ? '' : `批量${i}`,
      department,
      plateColor: '黄色',
      trailers: i === 2 ? '琼X7001挂，琼X7002挂' : `琼X700${i + 3}挂`,
    });
    const content = await fileOf([row(0, rootName), row(1, rootName), row(2, rootName), row(3, goneName)]);
    const parsed = await api(admin, 'vehicleInfoImportParse', { fileName: 'v.xlsx', content });
    const { importId, rows } = parsed.result as { importId: string; rows: ImportRow[] };
    expect(rows.map((r) => r.errors)).toEqual([{}, {}, {}, {}]);

    // The department is removed after the preview: its row is refused at the commit, the others are written.
    expect((await api(admin, 'departmentDelete', { ids: [gone] })).message).toBe('');
    expect((await api(admin, 'vehicleInfoImportCommit', { importId, rows: [2, 3, 4, 5] })).code).toBe(1);
    const done = await eventually('the import finished', async () => {
      const p = (await api(admin, 'vehicleInfoImportProgress', { importId })).result as ImportProgress;
      return p.state === 'running' ? undefined : p;
    });
    expect(done.imported).toBe(3);
    expect(done.failed.map((f) => f.rowNo)).toEqual([5]);
    expect(done.failed[0]!.message).toBe('所选部门不存在或不在您的权限范围内');

    const vehicles = await t.db
      .selectFrom('vehicles')
      .select(['id', 'plate'])
      .where('plate', 'in', plates)
      .execute();
    expect(vehicles.map((v) => v.plate).sort()).toEqual(plates.slice(0, 3).sort());
    for (const v of vehicles) {
      const i = plates.indexOf(v.plate);
      const trailers = await t.db
        .selectFrom('vehicle_trailers')
        .select('plate')
        .where('vehicle_id', '=', v.id)
        .orderBy('sort')
        .execute();
      expect(trailers.map((x) => x.plate).join('，')).toBe(row(i, rootName).trailers);
      const history = await t.db
        .selectFrom('vehicle_plate_history')
        .select('custom_plate')
        .where('vehicle_id', '=', v.id)
        .execute();
      expect(history.map((h) => h.custom_plate)).toEqual(i === 1 ? [] : [`批量${i}`]);
    }
  });
});
