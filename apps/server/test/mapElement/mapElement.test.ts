import {
  MAP_POINTS_MAX,
  mapPointResource,
  type ImportProgress,
  type ImportRow,
  type MapElement,
} from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { eventually } from '../helpers/eventually';
import { call, loginAs, startTestApp, type TestApp } from '../helpers/testApp';

/**
 * Points, areas and lines beyond the generic resource walk: the company's 50,000-point limit on add, preview and
 * import, the map's element list (paging, sharing, scope) and administrative areas.
 */
let t: TestApp;
const tokens = { admin: '', other: '', viewer: '' };
let companyId = 0;
let rootDepartment = 0;
let viewerDepartment = 0;

beforeAll(async () => {
  t = await startTestApp();
  for (const [who, name] of [
    ['admin', 'admin'],
    ['other', 'other_admin'],
    ['viewer', 'viewer'],
  ] as const) {
    tokens[who] = (await loginAs(t.app, name)).token;
  }
  const admin = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  companyId = admin.company_id;
  rootDepartment = admin.department_id;
  const viewer = await t.db
    .selectFrom('users')
    .select('department_id')
    .where('user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  viewerDepartment = viewer.department_id;
}, 120_000);
afterAll(() => t.close());

async function api(
  who: keyof typeof tokens,
  name: string,
  input: unknown,
  lang: 'zh-CN' | 'en-US' = 'zh-CN',
) {
  const res = await call(t.app, name as never, input, { token: tokens[who], lang });
  return { status: res.statusCode, ...(res.json() as { code: number; message: string; result: never }) };
}

const point = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  longitude: 121.47,
  latitude: 31.23,
  departmentId: rootDepartment,
  ...extra,
});

/** Fills the company up to `count` points straight in the table (the limit's test, not the add's). */
async function fillPointsTo(count: number): Promise<void> {
  const have = await pointCount();
  const rows = Array.from({ length: count - have }, (_, i) => ({
    company_id: companyId,
    department_id: rootDepartment,
    name: `批量点${have + i}`,
    lon: 110 + (i % 1000) / 100,
    lat: 30 + Math.floor(i / 1000) / 100,
    radius: 200,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await t.db
      .insertInto('map_points')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

async function pointCount(): Promise<number> {
  const row = await t.db
    .selectFrom('map_points')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function sheetOf(names: string[]): Promise<string> {
  const book = new Workbook();
  const sheet = book.addWorksheet('points');
  // Every column of the template, in the template's language.
  sheet.addRow(mapPointResource.sheet!.map((f) => resources['zh-CN'].mapElement.point.fields[f as 'name']));
  const department = await t.db
    .selectFrom('departments')
    .select('name')
    .where('id', '=', rootDepartment)
    .executeTakeFirstOrThrow();
  const cells = (name: string, i: number): Record<string, string | number> => ({
    name,
    department: department.name,
    longitude: 121 + i / 100,
    latitude: 31.2,
  });
  for (const [i, name] of names.entries())
    sheet.addRow(mapPointResource.sheet!.map((f) => cells(name, i)[f] ?? ''));
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

describe('points', () => {
  it('refuses a position outside China, a radius out of range and a name used twice', async () => {
    expect(
      (await api('admin', 'mapPointAdd', point('境外', { longitude: 2.35, latitude: 48.85 }))).status,
    ).toBe(400);
    expect((await api('admin', 'mapPointAdd', point('小半径', { radius: 1 }))).status).toBe(400);
    expect((await api('admin', 'mapPointAdd', point('仓库甲', { categoryCode: 'nope' }))).code).toBe(0);
    expect((await api('admin', 'mapPointAdd', point('仓库甲'))).code).toBe(1);
    const twice = await api('admin', 'mapPointAdd', point('仓库甲'));
    expect(twice.code).toBe(0);
    expect(twice.message).toContain('仓库甲');
  });

  it('stops at 50,000 points a company, on add, in the preview and in the import', async () => {
    await fillPointsTo(MAP_POINTS_MAX - 2);
    expect((await api('admin', 'mapPointAdd', point('最后一个之前'))).code).toBe(1);
    const content = await sheetOf(['导入甲', '导入乙']);
    const parsed = await api('admin', 'mapPointImportParse', { fileName: 'points.xlsx', content });
    expect(parsed.code).toBe(1);
    const { importId, rows } = parsed.result as { importId: string; rows: ImportRow[] };
    // One place is left: the first row takes it, the second is refused already in the preview.
    expect(rows.map((r) => Object.keys(r.errors).length)).toEqual([0, 1]);
    expect(rows[1]!.errors['']).toBe('物流区域过多，超出平台上限（50000 个）');

    // Someone adds the last point before the import is committed: the import writes nothing.
    expect((await api('admin', 'mapPointAdd', point('抢先一步'))).code).toBe(1);
    expect((await api('admin', 'mapPointImportCommit', { importId, rows: [2] })).code).toBe(1);
    const done = await eventually('the import finished', async () => {
      const p = (await api('admin', 'mapPointImportProgress', { importId })).result as ImportProgress;
      return p.state === 'running' ? undefined : p;
    });
    expect(done.imported).toBe(0);
    expect(done.failed[0]?.message).toBe('物流区域过多，超出平台上限（50000 个）');
    expect(await pointCount()).toBe(MAP_POINTS_MAX);

    const refused = await api('admin', 'mapPointAdd', point('超出上限'), 'en-US');
    expect(refused.code).toBe(0);
    expect(refused.message).toBe('Too many logistics areas: the platform limit of 50000 would be exceeded');
    // The other company has its own 50,000.
    const other = await t.db
      .selectFrom('users')
      .select('department_id')
      .where('user_name', '=', 'other_admin')
      .executeTakeFirstOrThrow();
    expect(
      (await api('other', 'mapPointAdd', point('别家的点', { departmentId: other.department_id }))).code,
    ).toBe(1);
  });

  it('lists every point for the map, page after page of 10,000, until totalRecords', async () => {
    const seen = new Set<number>();
    let total = Infinity;
    for (let page = 1; seen.size < total; page++) {
      const res = await api('admin', 'mapElementList', { kind: 'point', curPage: page, pageSize: 10_000 });
      const { data, totalRecords } = res.result as { data: MapElement[]; totalRecords: number };
      total = totalRecords;
      expect(data.length).toBeGreaterThan(0);
      for (const e of data) seen.add(e.id);
    }
    expect(seen.size).toBe(MAP_POINTS_MAX);
    expect(
      (await api('admin', 'mapElementList', { kind: 'point', curPage: 1, pageSize: 10_001 })).status,
    ).toBe(400);
  });
});

describe('the map’s element list', () => {
  it('shows a department’s own elements, the company’s shared ones, and nothing of another company', async () => {
    const line = (name: string, shareMode: string) => ({
      name,
      points: [
        [121.4, 31.2],
        [121.5, 31.3],
      ],
      shareMode,
      departmentId: rootDepartment,
    });
    expect((await api('admin', 'mapLineAdd', line('总部专线', 'department'))).code).toBe(1);
    expect((await api('admin', 'mapLineAdd', line('共享线路', 'company'))).code).toBe(1);
    const names = async (who: keyof typeof tokens) => {
      const res = await api(who, 'mapElementList', { kind: 'line', curPage: 1, pageSize: 10_000 });
      return (res.result as { data: MapElement[] }).data.map((e) => e.name);
    };
    expect(await names('admin')).toEqual(expect.arrayContaining(['总部专线', '共享线路']));
    if (viewerDepartment !== rootDepartment) {
      const viewer = await api('viewer', 'mapElementList', { kind: 'line', curPage: 1, pageSize: 10_000 });
      if (viewer.status === 200) {
        const seen = (viewer.result as { data: MapElement[] }).data.map((e) => e.name);
        expect(seen).toContain('共享线路');
        expect(seen).not.toContain('总部专线');
      } else {
        // A viewer without the line page is refused outright.
        expect(viewer.status).toBe(403);
      }
    }
    const other = await api('other', 'mapElementList', { kind: 'line', curPage: 1, pageSize: 10_000 });
    expect((other.result as { data: MapElement[] }).data.map((e) => e.name)).not.toContain('共享线路');
  });
});

describe('areas', () => {
  it('keeps only the chosen shape’s fields, centres a polygon on its outline and a region on its counties', async () => {
    const polygon = await api('admin', 'mapAreaAdd', {
      name: '园区',
      shape: 'polygon',
      points: [
        [121.4, 31.2],
        [121.6, 31.2],
        [121.5, 31.4],
      ],
      radius: 500,
      departmentId: rootDepartment,
    });
    expect(polygon.message).toBe('');
    const read = await api('admin', 'mapAreaDetail', { id: String((polygon.result as { id: number }).id) });
    expect(read.result).toMatchObject({ shape: 'polygon', radius: 0, lonCenter: 121.5, latCenter: 31.3 });

    const region = await api('admin', 'mapAreaAdd', {
      name: '上海市',
      shape: 'region',
      regionCode: '310000',
      departmentId: rootDepartment,
    });
    expect(region.message).toBe('');
    const shanghai = await api('admin', 'mapAreaDetail', {
      id: String((region.result as { id: number }).id),
    });
    const { lonCenter, latCenter } = shanghai.result as { lonCenter: number; latCenter: number };
    expect(lonCenter).toBeGreaterThan(120.8);
    expect(lonCenter).toBeLessThan(122);
    expect(latCenter).toBeGreaterThan(30.7);
    expect(latCenter).toBeLessThan(31.9);

    const nowhere = await api('admin', 'mapAreaAdd', {
      name: '无此地',
      shape: 'region',
      regionCode: '990000',
      departmentId: rootDepartment,
    });
    expect(nowhere.code).toBe(0);
    expect(nowhere.message).toBe('未找到该行政区域');
  });
});
