import type { RESOURCES } from '@roadwatch/core';
import type { Database } from '../../src/db/connect';

type ResourceName = (typeof RESOURCES)[number]['name'];

export interface FixtureWorld {
  db: Database;
  companyId: number;
  /** The signed-in administrator's own department (the company's root). */
  departmentId: number;
  /** Distinct per call, to keep unique fields unique. */
  n: number;
}

/** What the resource test needs to know about a resource: a valid body, bodies the schema refuses, a change. */
export interface ResourceFixture {
  valid(world: FixtureWorld): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Each must be refused with 400 before anything is written. */
  invalid(world: FixtureWorld): Record<string, unknown>[] | Promise<Record<string, unknown>[]>;
  /** Fields an update changes, and which row field shows it. */
  change: { save: Record<string, unknown>; row: Record<string, unknown> };
  /** For a resource that imports: spreadsheet rows (cell texts by sheet field), `bad` ones with a wrong cell. */
  sheetRows?(
    world: FixtureWorld,
    count: number,
  ):
    | { good: Record<string, string>[]; bad: Record<string, string>[] }
    | Promise<{ good: Record<string, string>[]; bad: Record<string, string>[] }>;
}

/** One fixture per registered resource: a resource without one fails to compile. */
export const RESOURCE_FIXTURES: Record<ResourceName, ResourceFixture> = {
  dictionary: {
    valid: ({ n }) => ({
      dicTypeKey: 'vehicleTypeGb',
      code: `T${n}`,
      nameZh: `测试类型${n}`,
      nameEn: `Type ${n}`,
    }),
    invalid: () => [
      {},
      { dicTypeKey: 'nope', code: 'X1', nameZh: '类型' },
      { dicTypeKey: 'vehicleTypeGb', code: '', nameZh: '类型' },
      { dicTypeKey: 'vehicleTypeGb', code: 'a<b>', nameZh: '类型' },
      { dicTypeKey: 'vehicleTypeGb', code: 'X'.repeat(33), nameZh: '类型' },
      { dicTypeKey: 'vehicleTypeGb', code: 'X1', nameZh: '类型', extra: 1 },
    ],
    change: { save: { nameZh: '改过的名字' }, row: { nameZh: '改过的名字' } },
  },
  department: {
    valid: ({ n, departmentId }) => ({ name: `测试部门${n}`, parentId: departmentId, sort: n % 100 }),
    invalid: ({ departmentId }) => [
      {},
      { name: '', parentId: departmentId },
      { name: '部门<b>', parentId: departmentId },
      { name: '部'.repeat(33), parentId: departmentId },
      { name: '部门', parentId: 0 },
      { name: '部门', parentId: departmentId, extra: 1 },
    ],
    change: { save: { name: '改过名的部门' }, row: { name: '改过名的部门' } },
  },
  role: {
    valid: ({ n }) => ({ name: `测试角色${n}`, operationIds: ['mapMonitor', 'mapMonitor:locate'] }),
    invalid: () => [
      {},
      { name: '角色', operationIds: [] },
      { name: '角色', operationIds: ['noSuchPage'] },
      { name: '角色<b>', operationIds: ['mapMonitor'] },
      { name: '角'.repeat(33), operationIds: ['mapMonitor'] },
      { name: '角色', operationIds: ['mapMonitor'], extra: 1 },
    ],
    change: {
      save: { name: '改过名的角色', operationIds: ['mapMonitor'] },
      row: { name: '改过名的角色', operationIds: ['mapMonitor'] },
    },
  },
  subUser: {
    valid: async ({ n, departmentId, companyId, db }) => {
      const role = await db
        .selectFrom('roles')
        .select('id')
        .where('company_id', '=', companyId)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      return {
        userName: `fixture_${companyId}_${n}`,
        realName: `测试用户${n}`,
        phone: '13800000000',
        email: `u${n}@example.com`,
        departmentId,
        roleId: role.id,
        password: 'Fixture@2026',
      };
    },
    invalid: ({ departmentId }) => {
      const ok = { realName: '用户', departmentId, roleId: 1, password: 'Fixture@2026' };
      return [
        {},
        { ...ok, userName: 'abc' },
        { ...ok, userName: 'has space' },
        { ...ok, userName: 'u'.repeat(33) },
        { ...ok, userName: 'good_name', password: 'short1' },
        { ...ok, userName: 'good_name', password: '1234 5678' },
        { ...ok, userName: 'good_name', phone: '123456789012' },
        { ...ok, userName: 'good_name', email: 'not-an-email' },
        { ...ok, userName: 'good_name', extra: 1 },
      ];
    },
    // An update carries no password (undefined is left out of the body): passwords change by reset only.
    change: { save: { realName: '改过名的用户', password: undefined }, row: { realName: '改过名的用户' } },
  },
};
