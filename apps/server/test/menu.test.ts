import type { MenuNode } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorText } from './helpers/messages';
import { callJson, countRows, loginAs, startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let viewer: string;
let operator: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  operator = (await loginAs(t.app, 'operator')).token;
});
afterAll(async () => {
  await t?.close();
});

function flatten(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

async function grantsOf(userName: string): Promise<Set<string>> {
  const rows = await t.db
    .selectFrom('users')
    .innerJoin('role_operations', 'role_operations.role_id', 'users.role_id')
    .select('role_operations.operation_id')
    .where('users.user_name', '=', userName)
    .execute();
  return new Set(rows.map((r) => r.operation_id));
}

async function menuTree(token: string, lang: 'zh-CN' | 'en-US' = 'zh-CN') {
  const { body } = await callJson(t.app, 'menuTree', undefined, { token, lang });
  expect(body.code).toBe(1);
  return body.result;
}

describe('menuTree', () => {
  it('gives admin, operator and viewer different primary menus', async () => {
    const keys = async (token: string) => flatten((await menuTree(token)).main).map((n) => n.menuKey);
    const [a, o, v] = await Promise.all([keys(admin), keys(operator), keys(viewer)]);
    expect(a.length).toBeGreaterThan(o.length);
    expect(o.length).toBeGreaterThan(v.length);
    expect(v.every((k) => a.includes(k))).toBe(true);
    expect(a).toContain('subUserList');
    expect(v).not.toContain('subUserList');
  });

  it('shows a page only when the role grants its operation, with its ancestors and only granted operations', async () => {
    const grants = await grantsOf('viewer');
    const nodes = flatten((await menuTree(viewer)).main);
    const byKey = new Map(nodes.map((n) => [n.menuKey, n]));
    for (const node of nodes) {
      for (const op of node.operationList) expect(grants.has(op.operationId)).toBe(true);
      if (node.menuType === 'vue') expect(node.operationList.length).toBeGreaterThan(0);
      if (node.menuType === 'dir') expect(node.children.length).toBeGreaterThan(0);
      if (node.pName) expect(byKey.get(node.pName)?.children).toContainEqual(node);
    }
    const pages = nodes
      .filter((n) => n.menuType === 'vue')
      .map((n) => n.menuKey)
      .sort();
    const grantedPages = await t.db
      .selectFrom('menu_operations')
      .select('menu_operations.menu_key')
      .where('operation_id', 'in', [...grants])
      .innerJoin('menus', 'menus.menu_key', 'menu_operations.menu_key')
      .where('menus.section', '=', 'main')
      .execute();
    expect(pages).toEqual([...new Set(grantedPages.map((r) => r.menu_key))].sort());
  });

  it('nests children under their parent, sorted, with levels counting from 1', async () => {
    const { main } = await menuTree(admin);
    const check = (nodes: readonly MenuNode[], level: number, parent: string) => {
      for (const n of nodes) {
        expect(n.level).toBe(level);
        expect(n.pName).toBe(parent);
        check(n.children, level + 1, n.menuKey);
      }
    };
    check(main, 1, '');
    const rows = await t.db
      .selectFrom('menus')
      .select(['menu_key', 'sort'])
      .where('parent_key', '=', '')
      .where('section', '=', 'main')
      .orderBy('sort')
      .execute();
    expect(main.map((n) => n.menuKey)).toEqual(rows.map((r) => r.menu_key));
    expect(Math.max(...flatten(main).map((n) => n.level))).toBeGreaterThanOrEqual(3);
  });

  it('titles follow the language of the request', async () => {
    const [zh, en] = await Promise.all([menuTree(admin, 'zh-CN'), menuTree(admin, 'en-US')]);
    const row = await t.db
      .selectFrom('menus')
      .select(['menu_key', 'title_zh', 'title_en'])
      .where('menu_key', '=', zh.main[0]?.menuKey ?? '')
      .executeTakeFirstOrThrow();
    expect(zh.main[0]?.title).toBe(row.title_zh);
    expect(en.main[0]?.title).toBe(row.title_en);
  });

  it('puts the user dropdown in sub', async () => {
    const { sub } = await menuTree(viewer);
    const userMenus = await t.db
      .selectFrom('menus')
      .select('menu_key')
      .where('section', '=', 'user')
      .execute();
    expect(
      flatten(sub)
        .map((n) => n.menuKey)
        .sort(),
    ).toEqual(userMenus.map((m) => m.menu_key).sort());
  });
});

describe('allMenu', () => {
  it('lists each permitted menu with its granted page and action operations', async () => {
    const grants = await grantsOf('viewer');
    const { body } = await callJson(t.app, 'allMenu', undefined, { token: viewer });
    expect(body.code).toBe(1);
    const ops = body.result.flatMap((m) => m.operationList.map((o) => o.operationId));
    expect(ops.every((id) => grants.has(id))).toBe(true);
    const mileage = body.result.find((m) => m.menuKey === 'mileageReport');
    expect(mileage?.operationList.map((o) => o.operationId)).toEqual([
      'mileageReport',
      'mileageReport:export',
    ]);
    expect(typeof mileage?.moduleId).toBe('number');
    const adminMenus = await callJson(t.app, 'allMenu', undefined, { token: admin });
    expect(adminMenus.body.result.length).toBeGreaterThan(body.result.length);
  });
});

describe('loginUserMessage', () => {
  it('describes the user, their company and department, in the request language', async () => {
    const { body } = await callJson(t.app, 'loginUserMessage', undefined, { token: viewer, lang: 'en-US' });
    expect(body.code).toBe(1);
    const user = await t.db
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .innerJoin('departments', 'departments.id', 'users.department_id')
      .select([
        'users.id',
        'companies.name as company',
        'companies.logo_url',
        'companies.ico_url',
        'departments.name as department',
      ])
      .where('user_name', '=', 'viewer')
      .executeTakeFirstOrThrow();
    expect(body.result).toMatchObject({
      userName: 'viewer',
      userId: user.id,
      logoUrl: user.logo_url,
      icoUrl: user.ico_url,
      companyName: user.company,
      departmentName: user.department,
      kind: 'subUser',
    });
    expect(body.result.searchMenuList).toEqual([
      { type: 'reportName', title: 'Report name' },
      { type: 'vehicleNo', title: 'Plate number' },
      { type: 'orderNo', title: 'Order number' },
      { type: 'planNo', title: 'Plan number' },
    ]);
    expect(body.result.userMenuList.length).toBeGreaterThan(0);
    expect(body.result.userMenuList.every((m) => m.menuType !== 'dir' || m.children.length > 0)).toBe(true);
  });

  it('names every page of the catalogue, also those the user was not granted (their 403 against a 404)', async () => {
    const { body } = await callJson(t.app, 'loginUserMessage', undefined, { token: viewer });
    const all = await t.db.selectFrom('menu_operations').select('route').distinct().execute();
    expect([...body.result.pageRoutes].sort()).toEqual(all.map((r) => r.route).sort());
    const granted = await t.db
      .selectFrom('menu_operations as o')
      .innerJoin('role_operations as r', 'r.operation_id', 'o.operation_id')
      .innerJoin('users as u', 'u.role_id', 'r.role_id')
      .select('o.route')
      .where('u.user_name', '=', 'viewer')
      .execute();
    const grantedRoutes = new Set(granted.map((g) => g.route));
    expect(body.result.pageRoutes.some((route) => !grantedRoutes.has(route))).toBe(true);
  });
});

describe('getNodeResByNodeMenuKey', () => {
  it('returns the permitted subtree of a node and its deepest level', async () => {
    const { body } = await callJson(
      t.app,
      'getNodeResByNodeMenuKey',
      { menuKey: 'reportCenter' },
      { token: admin },
    );
    expect(body.code).toBe(1);
    expect(body.result.data).toHaveLength(1);
    expect(body.result.data[0]?.menuKey).toBe('reportCenter');
    expect(body.result.maxLevel).toBe(Math.max(...flatten(body.result.data).map((n) => n.level)));
    expect(body.result.maxLevel).toBeGreaterThanOrEqual(3);

    const limited = await callJson(
      t.app,
      'getNodeResByNodeMenuKey',
      { menuKey: 'reportCenter' },
      { token: viewer },
    );
    expect(flatten(limited.body.result.data).length).toBeLessThan(flatten(body.result.data).length);
  });

  it('refuses a node the role cannot see', async () => {
    const { body } = await callJson(
      t.app,
      'getNodeResByNodeMenuKey',
      { menuKey: 'systemManage' },
      { token: viewer, lang: 'en-US' },
    );
    expect(body).toEqual({ code: 0, message: errorText('en-US', 'menuNotPermitted'), result: null });
  });
});

describe('favourites', () => {
  it('saves, lists in order and checks them in the favourite tree', async () => {
    const saved = await callJson(t.app, 'saveUserFavorite', ['trackPlayback', 'mileageReport'], {
      token: viewer,
    });
    expect(saved.body).toEqual({ code: 1, message: '', result: null });
    const list = await callJson(t.app, 'userFavoriteList', undefined, { token: viewer, lang: 'en-US' });
    expect(list.body.result).toEqual([
      { menuKey: 'trackPlayback', title: 'Track playback', url: '/trackPlayback', blank: false },
      { menuKey: 'mileageReport', title: 'Mileage', url: '/mileageReport', blank: false },
    ]);
    const tree = await callJson(t.app, 'userFavoriteMenuTree', undefined, { token: viewer });
    const flat = (nodes: typeof tree.body.result): typeof tree.body.result =>
      nodes.flatMap((n) => [n, ...flat(n.children)]);
    const checked = flat(tree.body.result)
      .filter((n) => n.checked)
      .map((n) => n.menuKey);
    expect(checked.sort()).toEqual(['mileageReport', 'trackPlayback']);
    expect(flat(tree.body.result).find((n) => n.menuKey === 'mileageReport')?.detail).toEqual({
      title: '里程统计',
      url: '/mileageReport',
      blank: false,
    });

    // Saving replaces the whole list.
    await callJson(t.app, 'saveUserFavorite', ['mileageReport'], { token: viewer });
    const after = await callJson(t.app, 'userFavoriteList', undefined, { token: viewer });
    expect(after.body.result.map((f) => f.menuKey)).toEqual(['mileageReport']);
  });

  it.each([
    ['a menu outside the role', ['mileageReport', 'subUserList']],
    ['an unknown menu key', ['mileageReport', 'noSuchMenu']],
  ])('saving %s writes nothing', async (_, keys) => {
    await callJson(t.app, 'saveUserFavorite', ['trackPlayback'], { token: viewer });
    const before = await countRows(t.db, 'user_favorites');
    const { body } = await callJson(t.app, 'saveUserFavorite', keys, { token: viewer, lang: 'en-US' });
    expect(body).toEqual({ code: 0, message: errorText('en-US', 'menuNotPermitted'), result: null });
    expect(await countRows(t.db, 'user_favorites')).toBe(before);
    const list = await callJson(t.app, 'userFavoriteList', undefined, { token: viewer });
    expect(list.body.result.map((f) => f.menuKey)).toEqual(['trackPlayback']);
  });
});
