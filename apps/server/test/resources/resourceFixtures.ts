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
};
