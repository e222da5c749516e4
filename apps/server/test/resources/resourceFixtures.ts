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
  terminal: {
    valid: ({ departmentId, n }) => ({
      deviceType: 1,
      phone: `1990${String(n).padStart(7, '0')}`,
      terminalId: `T${n}`,
      maker: 'RWSIM',
      model: 'GT-1013',
      protocolVersion: 2013,
      channels: 4,
      adas: 1,
      dsm: 0,
      departmentId,
    }),
    invalid: ({ departmentId }) => [
      {},
      { deviceType: 1, phone: 'abc', departmentId },
      { deviceType: 99, phone: '13800000001', departmentId },
      { deviceType: 1, phone: '13800000001', channels: 17, departmentId },
      { deviceType: 1, phone: '13800000001', imei: '123456789012345', protocolVersion: 2013, departmentId },
      { deviceType: 1, phone: '1380000000123', protocolVersion: 2013, departmentId },
      { deviceType: 1, phone: '', departmentId },
      { deviceType: 1, phone: '13800000001', departmentId, extra: 1 },
    ],
    change: { save: { remark: '换过SIM卡' }, row: { remark: '换过SIM卡' } },
  },
  driver: {
    valid: ({ departmentId, n }) => ({
      name: `测试司机${n}`,
      phone: `138${String(n).padStart(8, '0')}`,
      regionCode: '440000/440300',
      departmentId,
    }),
    invalid: ({ departmentId }) => [
      {},
      { name: '张三', phone: '12345', regionCode: '440000', departmentId },
      { name: '张<三>', phone: '13800000001', regionCode: '440000', departmentId },
      { name: '张三', phone: '13800000001', regionCode: '', departmentId },
      {
        name: '张三',
        phone: '13800000001',
        regionCode: '440000',
        idCard: '110101199001011234',
        departmentId,
      },
      {
        name: '张三',
        phone: '13800000001',
        regionCode: '440000',
        bankCard: '1234567812345678',
        departmentId,
      },
      { name: 'x'.repeat(33), phone: '13800000001', regionCode: '440000', departmentId },
      { name: '张三', phone: '13800000001', regionCode: '440000', photoIds: [1, 2, 3, 4], departmentId },
    ],
    change: { save: { name: '改名司机' }, row: { name: '改名司机' } },
  },
  icCard: {
    valid: ({ departmentId, n }) => ({ cardNo: `IC${n}`, departmentId }),
    invalid: ({ departmentId }) => [
      {},
      { cardNo: '', departmentId },
      { cardNo: 'X'.repeat(33), departmentId },
      { cardNo: 'a;b', departmentId },
      { cardNo: 'IC1', driverId: 'one', departmentId },
    ],
    change: { save: { remark: '补办' }, row: { remark: '补办' } },
  },
  tag: {
    valid: ({ departmentId, n }) => ({ code: `TAG${n}`, name: `标签${n}`, departmentId }),
    invalid: ({ departmentId }) => [
      {},
      { code: 'T1', name: '', departmentId },
      { code: 'T<1>', name: '标签', departmentId },
      { code: 'T1', name: '标签' },
    ],
    change: { save: { name: '改过的标签' }, row: { name: '改过的标签' } },
  },
  store: {
    valid: ({ departmentId, n }) => ({
      name: `测试门店${n}`,
      address: '上海市浦东新区世纪大道100号',
      longitude: 121.5,
      latitude: 31.2,
      contact: '李四',
      phone: '13900000000',
      departmentId,
    }),
    invalid: ({ departmentId }) => [
      {},
      { name: '门店', longitude: 200, latitude: 31, departmentId },
      { name: '门店', longitude: 121, latitude: 91, departmentId },
      { name: '门店', longitude: 121, latitude: 31, phone: '123456789012', departmentId },
      { name: '', longitude: 121, latitude: 31, departmentId },
    ],
    change: { save: { contact: '王五' }, row: { contact: '王五' } },
  },
};
