import type { EndpointName } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

/**
 * Organisation and access through the real HTTP layer on the seeded database (SQLite, or PostgreSQL with
 * ROADWATCH_TEST_PG_URL): subtree moves, refusals, roles granting only what their author holds, sub-users, and
 * revocation that reaches the very next call.
 */
let t: TestApp;
let admin = '';
let seq = 0;
const PASSWORD = 'Start@2026x';

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t.app, 'admin')).token;
}, 120_000);
afterAll(() => t.close());

async function as<N extends EndpointName>(token: string, name: N, input?: unknown) {
  return (await callJson(t.app, name, input, { token, lang: 'en-US' })).body;
}

async function ok<N extends EndpointName>(token: string, name: N, input?: unknown) {
  const body = await as(token, name, input);
  expect(body.message, name).toBe('');
  return body.result;
}

async function department(row: number) {
  return t.db
    .selectFrom('departments')
    .select(['id', 'parent_id', 'path', 'level'])
    .where('id', '=', row)
    .executeTakeFirstOrThrow();
}

async function adminDepartment() {
  const user = await t.db
    .selectFrom('users')
    .select(['department_id', 'role_id'])
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  return user;
}

const addDepartment = async (parentId: number) =>
  (await ok(admin, 'departmentAdd', { name: `部门${++seq}`, parentId })).id;

async function addRole(token: string, operationIds: string[]) {
  return (await ok(token, 'roleAdd', { name: `角色${++seq}`, operationIds })).id;
}

async function addUser(token: string, departmentId: number, roleId: number) {
  const userName = `org_user_${++seq}`;
  const { id } = await ok(token, 'subUserAdd', {
    userName,
    realName: `用户${seq}`,
    departmentId,
    roleId,
    password: PASSWORD,
  });
  return { id, userName };
}

describe('departments', () => {
  it('adds under a parent and moves a whole subtree, rewriting paths and levels in one go', async () => {
    const root = (await adminDepartment()).department_id;
    const a = await addDepartment(root);
    const b = await addDepartment(a);
    const c = await addDepartment(b);
    const d = await addDepartment(root);
    const rootRow = await department(root);
    expect(await department(c)).toMatchObject({
      path: `${rootRow.path}${a}/${b}/${c}/`,
      level: rootRow.level + 3,
    });

    await ok(admin, 'departmentMove', { id: b, parentId: d });
    expect(await department(b)).toMatchObject({
      parent_id: d,
      path: `${rootRow.path}${d}/${b}/`,
      level: rootRow.level + 2,
    });
    expect(await department(c)).toMatchObject({
      path: `${rootRow.path}${d}/${b}/${c}/`,
      level: rootRow.level + 3,
    });

    // An update naming another parent is a move too.
    await ok(admin, 'departmentUpdate', { id: c, name: '改名', parentId: a });
    expect(await department(c)).toMatchObject({
      parent_id: a,
      path: `${rootRow.path}${a}/${c}/`,
      level: rootRow.level + 2,
    });

    const tree = await ok(admin, 'departmentTree');
    expect(tree).toHaveLength(1);
    expect(tree[0]?.id).toBe(root);
  });

  it('refuses a move under itself or its subtree, and any change to the caller’s own department', async () => {
    const { department_id: root } = await adminDepartment();
    const a = await addDepartment(root);
    const b = await addDepartment(a);
    const under = await as(admin, 'departmentMove', { id: a, parentId: b });
    expect(under.code).toBe(0);
    expect(under.message).toMatch(/under itself/);
    expect((await as(admin, 'departmentMove', { id: a, parentId: a })).code).toBe(0);
    expect((await department(a)).parent_id).toBe(root);

    const own = await as(admin, 'departmentUpdate', { id: root, name: 'x', parentId: a });
    expect(own.message).toMatch(/department you belong to/);
    expect((await as(admin, 'departmentDelete', { ids: [root] })).message).toMatch(
      /department you belong to/,
    );
    expect((await as(admin, 'departmentMove', { id: root, parentId: a })).code).toBe(0);
  });

  it('refuses to delete a department while it holds children, vehicles or users', async () => {
    const { department_id: root } = await adminDepartment();
    const parent = await addDepartment(root);
    await addDepartment(parent);
    expect((await as(admin, 'departmentDelete', { ids: [parent] })).message).toMatch(/sub-departments/);

    const withVehicles = await t.db
      .selectFrom('vehicles')
      .select('department_id')
      .where('company_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect((await as(admin, 'departmentDelete', { ids: [withVehicles.department_id] })).message).toMatch(
      /vehicles/,
    );

    const lonely = await addDepartment(root);
    const role = await addRole(admin, ['mapMonitor']);
    await addUser(admin, lonely, role);
    expect((await as(admin, 'departmentDelete', { ids: [lonely] })).message).toMatch(/users/);
  });

  it('shows a user their own department subtree only', async () => {
    const viewer = (await loginAs(t.app, 'viewer')).token;
    const viewerDept = await t.db
      .selectFrom('users')
      .innerJoin('departments', 'departments.id', 'users.department_id')
      .select(['departments.id', 'departments.path'])
      .where('user_name', '=', 'viewer')
      .executeTakeFirstOrThrow();
    const tree = await ok(viewer, 'departmentTree');
    expect(tree.map((n) => n.id)).toEqual([viewerDept.id]);
  });
});

describe('roles', () => {
  it('grants only what the author holds, and the grantable list is what they hold', async () => {
    const { department_id: root } = await adminDepartment();
    const delegated = await addRole(admin, ['roleList', 'roleList:add', 'mapMonitor']);
    const { userName } = await addUser(admin, root, delegated);
    const sub = (await loginAs(t.app, userName, { password: PASSWORD })).token;

    expect((await ok(sub, 'roleGrantable')).sort()).toEqual(['mapMonitor', 'roleList', 'roleList:add']);
    const refused = await as(sub, 'roleAdd', {
      name: '越权',
      operationIds: ['mapMonitor', 'tmsVehicleInfo'],
    });
    expect(refused.code).toBe(0);
    expect(refused.message).toMatch(/tmsVehicleInfo/);
    expect((await as(sub, 'roleAdd', { name: '可以', operationIds: ['mapMonitor'] })).code).toBe(1);

    // A role granting more than the caller holds is out of their reach, and so is their own role.
    const adminRole = (await adminDepartment()).role_id;
    expect((await as(sub, 'roleList', { curPage: 1, pageSize: 10 })).code).toBe(1);
    expect(
      (await as(admin, 'roleUpdate', { id: adminRole, name: 'x', operationIds: ['mapMonitor'] })).message,
    ).toMatch(/your own role/);
  });

  it('refuses to delete a role while users hold it', async () => {
    const { department_id: root } = await adminDepartment();
    const role = await addRole(admin, ['mapMonitor']);
    await addUser(admin, root, role);
    expect((await as(admin, 'roleDelete', { ids: [role] })).message).toMatch(/Users still hold/);
  });
});

describe('sub-users', () => {
  it('must change the initial password at first sign-in; names are unique in any case', async () => {
    const { department_id: root } = await adminDepartment();
    const role = await addRole(admin, ['mapMonitor']);
    const { userName } = await addUser(admin, root, role);
    const token = (await loginAs(t.app, userName, { password: PASSWORD })).token;
    expect(await ok(token, 'getPasswordOverdue')).toMatchObject({ display: true, necessary: true });
    const again = await as(admin, 'subUserAdd', {
      userName: userName.toUpperCase(),
      realName: '重名',
      departmentId: root,
      roleId: role,
      password: PASSWORD,
    });
    expect(again.message).toMatch(/already taken/);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('user_name', '=', userName)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ must_change_password: 1, kind: 'subUser', password_level: 1 });
    const listed = await ok(admin, 'subUserDetail', { id: String(row.id) });
    expect(JSON.stringify(listed)).not.toMatch(/scrypt|password_hash|passwordHash/);
  });

  it('asks for the password strength the company requires', async () => {
    const { department_id: root } = await adminDepartment();
    const role = await addRole(admin, ['subUserList']);
    await ok(admin, 'groupSettingSave', {
      passwordLevel: 3,
      defaultMapType: 3,
      handlingOpinions: ['已提醒'],
    });
    expect(await ok(admin, 'subUserFormOptions')).toMatchObject({ passwordLevel: 2 });
    const weak = await as(admin, 'subUserAdd', {
      userName: `weak_${++seq}`,
      realName: '弱密码',
      departmentId: root,
      roleId: role,
      password: 'abcd1234',
    });
    expect(weak.message).toMatch(/at least 3 of digits, letters and symbols/);
    await ok(admin, 'groupSettingSave', {
      passwordLevel: 2,
      defaultMapType: 3,
      handlingOpinions: ['已提醒'],
    });
    const options = await ok(admin, 'subUserFormOptions');
    expect(options.passwordLevel).toBe(1);
    expect(options.roles.map((r) => r.id)).toContain(role);
  });

  it('disabling ends the user’s sessions at once; nobody disables themselves', async () => {
    const { department_id: root } = await adminDepartment();
    const role = await addRole(admin, ['mapMonitor']);
    const { id, userName } = await addUser(admin, root, role);
    const token = (await loginAs(t.app, userName, { password: PASSWORD })).token;
    expect((await callJson(t.app, 'getPasswordOverdue', {}, { token })).status).toBe(200);
    expect(await ok(admin, 'subUserSetDisabled', { ids: [id], disabled: 1 })).toEqual({ changed: 1 });
    expect((await callJson(t.app, 'getPasswordOverdue', {}, { token })).status).toBe(401);
    await ok(admin, 'subUserSetDisabled', { ids: [id], disabled: 0 });

    const adminId = (
      await t.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()
    ).id;
    expect((await as(admin, 'subUserSetDisabled', { ids: [adminId], disabled: 1 })).message).toMatch(
      /your own account/,
    );
    expect((await as(admin, 'subUserDelete', { ids: [adminId] })).message).toMatch(/your own account/);
    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    expect(
      (await callJson(t.app, 'subUserSetDisabled', { ids: many, disabled: 1 }, { token: admin })).status,
    ).toBe(400);
  });

  it('a reset password must be changed again and ends the user’s sessions', async () => {
    const { department_id: root } = await adminDepartment();
    const role = await addRole(admin, ['mapMonitor']);
    const { id, userName } = await addUser(admin, root, role);
    const token = (await loginAs(t.app, userName, { password: PASSWORD })).token;
    await t.db.updateTable('users').set({ must_change_password: 0 }).where('id', '=', id).execute();
    await ok(admin, 'subUserResetPassword', { id, password: 'Again@2026x' });
    expect((await callJson(t.app, 'getPasswordOverdue', {}, { token })).status).toBe(401);
    const fresh = (await loginAs(t.app, userName, { password: 'Again@2026x' })).token;
    expect(await ok(fresh, 'getPasswordOverdue')).toMatchObject({ necessary: true });
  });
});

describe('revocation reaches the very next call', () => {
  it('a revoked operation is refused at once; a moved user sees only the new department', async () => {
    const grants = ['vehicleAlarmProcessing', 'vehicleAlarmProcessing:export', 'mapMonitor'];
    const role = await addRole(admin, grants);
    const branches = await t.db
      .selectFrom('departments')
      .select(['id', 'path'])
      .where('company_id', '=', 1)
      .where('level', '=', 2)
      .orderBy('id')
      .execute();
    const [first, second] = branches;
    if (!first || !second) throw new Error('the seed has fewer than two branches');
    const { id, userName } = await addUser(admin, first.id, role);
    const token = (await loginAs(t.app, userName, { password: PASSWORD })).token;
    const now = Date.now();
    const range = { bTime: now - 2 * 86_400_000, eTime: now };

    expect((await call(t.app, 'exportVehicleAlarms', range, { token })).statusCode).toBe(200);
    await ok(admin, 'roleUpdate', {
      id: role,
      name: '收回导出',
      operationIds: grants.filter((g) => !g.endsWith(':export')),
    });
    expect((await call(t.app, 'exportVehicleAlarms', range, { token })).statusCode).toBe(403);

    const inTree = async () => (await ok(token, 'departmentTree')).map((n) => n.id);
    expect(await inTree()).toEqual([first.id]);
    await ok(admin, 'subUserUpdate', {
      id,
      userName,
      realName: '调岗',
      departmentId: second.id,
      roleId: role,
    });
    expect(await inTree()).toEqual([second.id]);
    const alarms = await ok(token, 'findVehicleAlarms', {
      pageParamVO: { curPage: 1, pageSize: 200 },
      ...range,
    });
    const vehicleIds = alarms.data.map((a) => a.vehicleId).filter((v): v is number => v !== null);
    expect(vehicleIds.length).toBeGreaterThan(0);
    {
      const paths = await t.db
        .selectFrom('vehicles')
        .innerJoin('departments', 'departments.id', 'vehicles.department_id')
        .select('departments.path')
        .where('vehicles.id', 'in', vehicleIds)
        .execute();
      for (const p of paths) expect(p.path.startsWith(second.path)).toBe(true);
    }
  });
});
