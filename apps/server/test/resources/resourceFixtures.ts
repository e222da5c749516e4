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

/** An early-warning rule over every site of the department (no site named), and bodies its schema refuses. */
function coldWarningRuleFixture(prefix: string): ResourceFixture {
  const ok = (departmentId: number) => ({
    name: prefix,
    windowMinutes: 10,
    horizonMinutes: 15,
    marginC: 1.5,
    warnHigh: true,
    warnLow: false,
    enabled: true,
    departmentId,
  });
  return {
    valid: ({ departmentId, n }) => ({ ...ok(departmentId), name: `${prefix}${n}` }),
    invalid: ({ departmentId }) => [
      {},
      { ...ok(departmentId), windowMinutes: 4 },
      { ...ok(departmentId), windowMinutes: 31 },
      { ...ok(departmentId), horizonMinutes: 0 },
      { ...ok(departmentId), marginC: 1.234 },
      { ...ok(departmentId), marginC: 0 },
      { ...ok(departmentId), warnHigh: false, warnLow: false },
      { ...ok(departmentId), pointId: 1 },
      { ...ok(departmentId), kind: 'sentinel' },
    ],
    change: { save: { horizonMinutes: 30 }, row: { horizonMinutes: 30 } },
  };
}

/** A circle area and a line of the world's company, made straight in the tables (rules name them). */
async function ruleElements(
  world: FixtureWorld,
): Promise<{ areaId: number; lineId: number; vehicleId: number }> {
  const base = { company_id: world.companyId, department_id: world.departmentId, name: `规则要素${world.n}` };
  const area = await world.db
    .insertInto('map_areas')
    .values({ ...base, shape: 'circle', lon: 121.5, lat: 31.2, radius: 500 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const line = await world.db
    .insertInto('map_lines')
    .values({ ...base, points: '[[121.4,31.2],[121.5,31.25]]', offset_m: 100 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const vehicles = await world.db
    .selectFrom('vehicles')
    .select('id')
    .where('company_id', '=', world.companyId)
    .orderBy('id')
    .execute();
  const vehicle = vehicles[world.n % vehicles.length];
  if (!vehicle) throw new Error('the world has no vehicles');
  return { areaId: area.id, lineId: line.id, vehicleId: vehicle.id };
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
  insurance: {
    valid: async (world) => ({
      vehicleId: (await ruleElements(world)).vehicleId,
      insuranceType: 'commercial',
      policyNo: `PW-${world.n}`,
      insurer: '平安保险',
      // Each fixture row its own year, so periods of one vehicle never meet.
      startDay: Date.parse(`${2030 + (world.n % 60)}-01-01T00:00:00+08:00`),
      endDay: Date.parse(`${2030 + (world.n % 60)}-12-31T00:00:00+08:00`),
      premium: 3650.5,
    }),
    invalid: () => [
      {},
      {
        vehicleId: 1,
        insuranceType: 'life',
        policyNo: 'P1',
        insurer: 'x',
        startDay: 0,
        endDay: 1,
        premium: 1,
      },
      {
        vehicleId: 1,
        insuranceType: 'commercial',
        policyNo: '保单',
        insurer: 'x',
        startDay: 0,
        endDay: 1,
        premium: 1,
      },
      {
        vehicleId: 1,
        insuranceType: 'commercial',
        policyNo: 'P1',
        insurer: 'x',
        startDay: 5,
        endDay: 5,
        premium: 1,
      },
      {
        vehicleId: 1,
        insuranceType: 'commercial',
        policyNo: 'P1',
        insurer: 'x',
        startDay: 0,
        endDay: 1,
        premium: 0,
      },
      {
        vehicleId: 1,
        insuranceType: 'commercial',
        policyNo: 'P1',
        insurer: 'x',
        startDay: 0,
        endDay: 1,
        premium: 1.001,
      },
    ],
    change: { save: { insurer: '人保财险' }, row: { insurer: '人保财险' } },
  },
  monitorAuth: {
    // The window lies within the last 30 days (the test server runs on the real clock).
    valid: async (world) => ({
      vehicleId: (await ruleElements(world)).vehicleId,
      startTime: Date.now() - 3_600_000,
      endTime: Date.now() - 60_000,
      effectiveDays: 7,
    }),
    invalid: () => [
      {},
      { vehicleId: 1, startTime: 2_000_000, endTime: 2_000_000, effectiveDays: 7 },
      { vehicleId: 1, startTime: 2_000_000, endTime: 2_059_999, effectiveDays: 7 },
      { vehicleId: 1, startTime: 2_000_000, endTime: 3_000_000, effectiveDays: 0 },
      { vehicleId: 1, startTime: 2_000_000, endTime: 3_000_000, effectiveDays: 1000 },
      { vehicleId: 1, startTime: 2_000_000, endTime: 3_000_000, effectiveDays: 1.5 },
      { vehicleId: 1, startTime: 2_000_000, endTime: 3_000_000 },
    ],
    change: { save: {}, row: {} },
  },
  certificate: {
    valid: async (world) => ({
      vehicleId: (await ruleElements(world)).vehicleId,
      kind: 'roadTransport',
      certificateNo: `RT-${world.n}`,
      startDay: Date.parse('2026-01-01T00:00:00+08:00'),
      endDay: Date.parse('2030-01-01T00:00:00+08:00'),
    }),
    invalid: () => [
      {},
      { vehicleId: 1, kind: 'roadTransport', certificateNo: 'R<1>', startDay: 0, endDay: 1 },
      { vehicleId: 1, kind: 'roadTransport', certificateNo: 'R1', startDay: 1, endDay: 1 },
      { vehicleId: 1, kind: 'roadTransport', certificateNo: 'R1', startDay: 0, endDay: 1, fee: 0 },
      { vehicleId: 1, kind: 'roadTransport', certificateNo: 'R1', startDay: 0, endDay: 1, fee: 100000000 },
    ],
    change: { save: { authority: '上海市交通委' }, row: { authority: '上海市交通委' } },
  },
  trailer: {
    valid: async (world) => ({
      plateNumber: `沪A${String(world.n % 10000).padStart(4, '0')}挂`,
      departmentId: world.departmentId,
      useCategory: 'longHaul',
      headIds: [(await ruleElements(world)).vehicleId],
      devices: [{ name: '温度探头', deviceNo: `T-${world.n}`, type: 'wireless' }],
      approvedLoad: 32000.5,
    }),
    invalid: ({ departmentId }) => [
      {},
      { plateNumber: 'ABC', departmentId, useCategory: 'longHaul' },
      { plateNumber: '沪A1234挂', departmentId, useCategory: 'airlift' },
      { plateNumber: '沪A1234挂', departmentId, useCategory: 'longHaul', ownerPhone: '138000000001' },
      { plateNumber: '沪A1234挂', departmentId, useCategory: 'longHaul', headIds: [1, 2, 3, 4, 5, 6] },
      { plateNumber: '沪A1234挂', departmentId, useCategory: 'longHaul', totalMass: 1.234 },
    ],
    change: { save: { color: '蓝色' }, row: { color: '蓝色' } },
  },
  reportSubscription: {
    valid: ({ n }) => ({
      report: 'alarmStatSummary',
      kind: (['daily', 'weekly', 'monthly'] as const)[n % 3],
      format: 'xlsx',
      email: true,
    }),
    invalid: () => [
      {},
      { report: 'trackPoints', kind: 'daily' },
      { report: 'alarmStatSummary', kind: 'hourly' },
      { report: 'alarmStatSummary', kind: 'daily', format: 'docx' },
      { report: 'alarmStatSummary', kind: 'daily', email: 'yes' },
      { report: 'alarmStatSummary', kind: 'daily', userId: 1 },
    ],
    change: { save: { kind: 'monthly' }, row: { kind: 'monthly' } },
  },
  gasCard: {
    valid: ({ n, departmentId }) => ({
      sellingCompany: '中国石化',
      cardNo: `GC-${n}`,
      cardType: 'master',
      departmentId,
    }),
    invalid: ({ departmentId }) => [
      {},
      { sellingCompany: '中石化', cardNo: '卡1', cardType: 'master', departmentId },
      { sellingCompany: '中石化<', cardNo: 'C1', cardType: 'master', departmentId },
      { sellingCompany: '中石化', cardNo: 'C1', cardType: 'spare', departmentId },
      { sellingCompany: '中石化', cardNo: 'C1', cardType: 'master', departmentId, status: 'disabled' },
    ],
    change: { save: { cardholder: '李四' }, row: { cardholder: '李四' } },
  },
  refuel: {
    valid: async (world) => ({
      vehicleId: (await ruleElements(world)).vehicleId,
      refuelTime: Date.parse('2026-01-01T08:00:00+08:00'),
      fuelType: 'fullTank',
      litres: 120.5,
      unitPrice: 7.85,
      amount: 945.93,
    }),
    invalid: () => [
      {},
      { vehicleId: 1, refuelTime: 0, fuelType: 'diesel', litres: 1, unitPrice: 1, amount: 1 },
      { vehicleId: 1, refuelTime: 0, fuelType: 'regular', litres: 1.234, unitPrice: 1, amount: 1 },
      { vehicleId: 1, refuelTime: 0, fuelType: 'regular', litres: 1, unitPrice: 1, amount: 100000000 },
      { vehicleId: 1, refuelTime: 0, fuelType: 'regular', litres: 0, unitPrice: 1, amount: 1 },
    ],
    change: { save: { station: '中石化虹桥站' }, row: { station: '中石化虹桥站' } },
  },
  useRecord: {
    valid: async (world) => ({
      vehicleId: (await ruleElements(world)).vehicleId,
      userName: '王五',
      departmentId: world.departmentId,
      startTime: Date.parse('2026-01-01T08:00:00+08:00'),
      endTime: Date.parse('2026-01-01T18:00:00+08:00'),
      startMileage: 1000,
      endMileage: 1200.5,
    }),
    invalid: ({ departmentId }) => [
      {},
      { vehicleId: 1, userName: '王五', departmentId, startTime: 10, endTime: 10 },
      {
        vehicleId: 1,
        userName: '王五',
        departmentId,
        startTime: 1,
        endTime: 10,
        startMileage: 5,
        endMileage: 4,
      },
      { vehicleId: 1, userName: '王<五>', departmentId, startTime: 1, endTime: 10 },
    ],
    change: { save: { purpose: '送货' }, row: { purpose: '送货' } },
  },
  reimbursement: {
    valid: ({ n, departmentId }) => ({
      reimbursementNo: `BX-${n}`,
      day: Date.parse('2026-01-01T00:00:00+08:00'),
      applicant: '张三',
      approver: '李四',
      departmentId,
      fuel: 300.5,
      tolls: 80,
    }),
    invalid: ({ departmentId }) => [
      {},
      { reimbursementNo: 'B1', day: 0, applicant: '张三', departmentId },
      { reimbursementNo: 'B1', day: 0, applicant: '张三', approver: '李四', departmentId, fuel: 1.005 },
      { reimbursementNo: 'B1', day: 0, applicant: '张三', approver: '李四', departmentId, tolls: -1 },
      { reimbursementNo: 'B1', day: 0, applicant: '张三', approver: '李四', departmentId, total: 5 },
    ],
    change: { save: { description: '十一月出车' }, row: { description: '十一月出车' } },
  },
  maintenance: {
    valid: async (world) => ({
      vehicleId: (await ruleElements(world)).vehicleId,
      maintenanceType: 'routine',
      maintenanceNo: `BY-${world.n}`,
      deliveryDay: Date.parse('2026-03-01T00:00:00+08:00'),
      endDay: Date.parse('2026-03-02T00:00:00+08:00'),
      mileageKm: 12000,
      mileageCycleKm: 5000,
      cycleUnit: 'month',
      cycleCount: 6,
      amount: 880.5,
    }),
    invalid: () => [
      {},
      {
        vehicleId: 1,
        maintenanceType: 'routine',
        deliveryDay: 2,
        endDay: 1,
        mileageKm: 1,
        mileageCycleKm: 1,
        amount: 1,
      },
      { vehicleId: 1, maintenanceType: 'routine', deliveryDay: 1, endDay: 1, mileageKm: 1, amount: 1 },
      {
        vehicleId: 1,
        maintenanceType: 'routine',
        deliveryDay: 1,
        endDay: 1,
        mileageKm: 1,
        mileageCycleKm: 1,
        amount: 1.001,
      },
    ],
    change: { save: { plant: '东风特约维修站' }, row: { plant: '东风特约维修站' } },
  },
  tyre: {
    valid: async (world) => ({
      vehicleId: (await ruleElements(world)).vehicleId,
      axle: 1 + (Math.floor(world.n / 4) % 2),
      position: (['leftOuter', 'leftInner', 'rightInner', 'rightOuter'] as const)[world.n % 4],
      brand: '米其林',
      unitPrice: 1200,
      changeDay: Date.parse('2026-05-01T00:00:00+08:00'),
      mileageAtChangeKm: 1000,
      limitKm: 100000,
    }),
    invalid: () => [
      {},
      {
        vehicleId: 1,
        axle: 11,
        position: 'leftOuter',
        brand: 'A',
        unitPrice: 1,
        changeDay: 0,
        mileageAtChangeKm: 0,
        limitKm: 10,
      },
      {
        vehicleId: 1,
        axle: 1,
        position: 'middle',
        brand: 'A',
        unitPrice: 1,
        changeDay: 0,
        mileageAtChangeKm: 0,
        limitKm: 10,
      },
      {
        vehicleId: 1,
        axle: 1,
        position: 'leftOuter',
        brand: 'A',
        unitPrice: 1,
        changeDay: 0,
        mileageAtChangeKm: 0,
        limitKm: 10,
        reminderKm: 10,
      },
    ],
    change: { save: { model: 'XZE2' }, row: { model: 'XZE2' } },
  },
  repair: {
    valid: async (world) => ({
      vehicleId: (await ruleElements(world)).vehicleId,
      repairNo: `WX-${world.n}`,
      repairDay: Date.parse('2026-04-01T00:00:00+08:00'),
      items: '更换刹车片',
      amount: 650,
      status: 'planned',
    }),
    invalid: () => [
      {},
      { vehicleId: 1, repairDay: 0, items: 'x', amount: 1, status: 'broken' },
      { vehicleId: 1, repairDay: 0, items: '', amount: 1, status: 'planned' },
      { vehicleId: 1, repairDay: 0, items: 'x', amount: 100000000, status: 'planned' },
    ],
    change: { save: { status: 'completed' }, row: { status: 'completed' } },
  },
  accident: {
    valid: async (world) => ({
      vehicleId: (await ruleElements(world)).vehicleId,
      accidentTime: Date.parse('2026-02-01T08:30:00+08:00'),
      place: '沪宁高速',
      description: '追尾',
    }),
    invalid: () => [
      {},
      { vehicleId: 1, accidentTime: 0, place: 'x', description: '长'.repeat(33) },
      { vehicleId: 1, accidentTime: 0, place: 'x', description: 'x', responsibility: '责'.repeat(10) },
    ],
    change: { save: { responsibility: '对方全责' }, row: { responsibility: '对方全责' } },
  },
  vehicleFee: {
    valid: async (world) => ({
      vehicleId: (await ruleElements(world)).vehicleId,
      feeType: 'vehicleVesselTax',
      amount: 480,
      paidDay: Date.parse('2026-01-05T00:00:00+08:00'),
      startDay: Date.parse('2026-01-01T00:00:00+08:00'),
      endDay: Date.parse('2026-12-31T00:00:00+08:00'),
    }),
    invalid: () => [
      {},
      { vehicleId: 1, feeType: 'vehicleVesselTax', amount: 1, paidDay: 0, startDay: 5, endDay: 5 },
      { vehicleId: 1, feeType: 'parking', amount: 1, paidDay: 0, startDay: 0, endDay: 5 },
      { vehicleId: 1, feeType: 'vehicleVesselTax', amount: 0, paidDay: 0, startDay: 0, endDay: 5 },
    ],
    change: { save: { remark: '已缴' }, row: { remark: '已缴' } },
  },
  policeCheck: {
    valid: async (world) => ({
      vehicleId: (await ruleElements(world)).vehicleId,
      costDay: Date.parse('2026-06-01T00:00:00+08:00'),
      item: '年度验车',
      amount: 150,
    }),
    invalid: () => [
      {},
      { vehicleId: 1, costDay: 0, item: '', amount: 1 },
      { vehicleId: 1, costDay: 0, item: 'x', amount: 0 },
    ],
    change: { save: { item: '补验' }, row: { item: '补验' } },
  },
  otherCost: {
    valid: async (world) => ({
      vehicleId: (await ruleElements(world)).vehicleId,
      costDay: Date.parse('2026-06-01T00:00:00+08:00'),
      item: '停车费',
      amount: 20,
    }),
    invalid: () => [
      {},
      { vehicleId: 1, costDay: 0, item: '项'.repeat(33), amount: 1 },
      { vehicleId: 1, costDay: 0, item: 'x', amount: 1.234 },
    ],
    change: { save: { item: '过路费' }, row: { item: '过路费' } },
  },
  motorcade: {
    valid: ({ n, departmentId }) => ({
      code: `FC${n}`,
      name: `测试车队${n}`,
      departmentId,
      leader: '张建国',
      leaderPhone: '13800000000',
    }),
    invalid: ({ departmentId }) => [
      {},
      { code: 'FC1', name: '一二三四五六七八九十一', departmentId },
      { code: 'FC1', name: '车队', departmentId, leaderPhone: '138000000001' },
      { code: 'F<C>', name: '车队', departmentId },
      { code: 'FC1', name: '车队', departmentId: 0 },
      { code: 'FC1', name: '车队', departmentId, extra: 1 },
    ],
    change: { save: { name: '改名车队' }, row: { name: '改名车队' } },
  },
  vehicleInfo: {
    valid: ({ n, departmentId }) => ({
      plateNumber: testPlate(n),
      customPlate: `测试车${n}`,
      departmentId,
      plateColor: 2,
      vehicleType: 'H22',
      load: 4995.5,
      fuelPer100Km: 21.35,
      productionDate: Date.UTC(2022, 0, 1) - 8 * 3_600_000,
      registrationDate: Date.UTC(2022, 2, 1) - 8 * 3_600_000,
      trailers: [`琼X${String(n % 10_000).padStart(4, '0')}挂`],
    }),
    invalid: ({ n, departmentId }) => {
      const base = { plateNumber: testPlate(n), departmentId };
      return [
        {},
        { ...base, plateNumber: 'ABC123' },
        { ...base, mainDriverId: 5, coDriverIds: [5] },
        { ...base, coDriverIds: [5, 6, 7] },
        { ...base, trailers: ['琼X0001挂', '琼X0002挂', '琼X0003挂', '琼X0004挂'] },
        { ...base, productionDate: 1_700_000_000_000, registrationDate: 1_600_000_000_000 },
        { ...base, fuelPer100Km: 21.355 },
        { ...base, ownerPhone: '138000000001' },
        { ...base, plateColor: 6 },
        { ...base, extra: 1 },
      ];
    },
    change: { save: { customPlate: '改名车' }, row: { customPlate: '改名车' } },
    sheetRows: async ({ db, n, departmentId }, count) => {
      const department = await db
        .selectFrom('departments')
        .select('name')
        .where('id', '=', departmentId)
        .executeTakeFirstOrThrow();
      const row = (i: number) => ({
        plateNumber: testPlate(n * 10 + i),
        customPlate: `导入车${n}-${i}`,
        department: department.name,
        plateColor: '黄色',
        vehicleType: 'H22',
        attributes: '冷藏',
        registrationDate: '2023-01-05',
        trailers: `琼X${String((n * 10 + i) % 10_000).padStart(4, '0')}挂`,
      });
      return {
        good: Array.from({ length: count }, (_, i) => row(i)),
        bad: [{ ...row(9), plateNumber: 'ABC' }],
      };
    },
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
  standardIcCard: {
    valid: ({ departmentId, n }) => ({
      certificateNo: `32010219800101${String(n).padStart(4, '0')}`,
      driverName: '王建国',
      issuingAuthority: '南京市交通运输局',
      validUntil: Date.parse('2028-12-31T00:00:00+08:00'),
      departmentId,
    }),
    invalid: ({ departmentId }) => {
      const card = {
        certificateNo: '320102198001011234',
        driverName: '王建国',
        issuingAuthority: '南京市交通运输局',
        validUntil: Date.parse('2028-12-31T00:00:00+08:00'),
        departmentId,
      };
      return [
        {},
        { ...card, certificateNo: '' },
        { ...card, certificateNo: '1'.repeat(21) },
        { ...card, certificateNo: '3201 0219' },
        { ...card, driverName: 'a;b' },
        { ...card, driverName: '王'.repeat(33) },
        { ...card, issuingAuthority: '' },
        { ...card, validUntil: '2028-12-31' },
        { ...card, validUntil: 1.5 },
        { ...card, driverId: 'one' },
        { ...card, remark: 'x'.repeat(101) },
      ];
    },
    change: { save: { issuingAuthority: '上海市交通委员会' }, row: { issuingAuthority: '上海市交通委员会' } },
  },
  information: {
    valid: ({ departmentId, n }) => ({
      title: `冷库操作规范${n}`,
      category: 'guide',
      content: '入库前检查温度记录仪。\n\n每日两次核对探头读数。',
      published: true,
      departmentId,
    }),
    invalid: ({ departmentId }) => [
      {},
      { title: '', category: 'news', content: '正文', published: false, departmentId },
      { title: '标题', category: 'rumour', content: '正文', published: false, departmentId },
      { title: '标题', category: 'news', content: '   ', published: false, departmentId },
      { title: '标题', category: 'news', content: 'x'.repeat(5001), published: false, departmentId },
      { title: 'T'.repeat(65), category: 'news', content: '正文', published: false, departmentId },
      { title: '标题', category: 'news', content: '正文', published: 'yes', departmentId },
    ],
    change: { save: { title: '改过的资讯' }, row: { title: '改过的资讯' } },
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
  incubatorModel: {
    valid: ({ departmentId, n }) => ({
      name: `保温箱型号${n}`,
      kind: 'incubator',
      volumeL: 45.5,
      minC: 2,
      maxC: 8,
      departmentId,
    }),
    invalid: ({ departmentId }) => [
      {},
      { name: '型号', kind: 'incubator', volumeL: 10, minC: 8, maxC: 8, departmentId },
      { name: '型号', kind: 'bucket', volumeL: 10, minC: 2, maxC: 8, departmentId },
      { name: '型号', kind: 'iceRaft', volumeL: 0, minC: 2, maxC: 8, departmentId },
      { name: '型号', kind: 'iceRaft', volumeL: 10, minC: -190.01, maxC: 8, departmentId },
    ],
    change: { save: { name: '改过的型号' }, row: { name: '改过的型号' } },
  },
  incubator: {
    valid: async ({ db, companyId, departmentId, n }) => {
      const model = await db
        .insertInto('incubator_models')
        .values({
          company_id: companyId,
          department_id: departmentId,
          name: `走查型号${n}`,
          kind: 'incubator',
          volume_l: 30,
          min_c: 2,
          max_c: 8,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { code: `IB-W${n}`, name: `保温箱${n}`, modelId: model.id, departmentId };
    },
    invalid: ({ departmentId }) => [
      {},
      { code: '', name: '保温箱', modelId: 1, departmentId },
      { code: 'IB 1', name: '保温箱', modelId: 1, departmentId },
      { code: 'IB-1', name: '保温箱', modelId: 1, status: 9, departmentId },
      { code: 'IB-1', name: '保温箱', modelId: 1, terminalPhone: '12ab', departmentId },
    ],
    change: { save: { name: '改过的保温箱' }, row: { name: '改过的保温箱' } },
  },
  storeFreezer: {
    valid: async ({ db, companyId, departmentId, n }) => {
      const store = await db
        .insertInto('sites')
        .values({
          company_id: companyId,
          department_id: departmentId,
          kind: 'store',
          name: `冷柜门店${n}`,
          lon: 121.5,
          lat: 31.2,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { siteId: store.id, probeNo: 1, name: `冷柜${n}`, minC: -25, maxC: -15 };
    },
    invalid: () => [
      {},
      { siteId: 1, probeNo: 0, name: '冷柜', minC: -25, maxC: -15 },
      { siteId: 1, probeNo: 17, name: '冷柜', minC: -25, maxC: -15 },
      { siteId: 1, probeNo: 1, name: '冷柜', minC: -15, maxC: -15 },
      { siteId: 1, probeNo: 1, name: '冷柜', minC: -190.01, maxC: -15 },
      { siteId: 1, probeNo: 1, name: '', minC: -25, maxC: -15 },
    ],
    change: { save: { name: '新冷柜' }, row: { name: '新冷柜' } },
  },
  dockingEndpoint: {
    valid: ({ departmentId, n }) => ({
      name: `对接平台${n}`,
      url: `https://partner${n}.example.com/roadwatch`,
      pushReadings: true,
      pushAlarms: true,
      enabled: true,
      timeoutSeconds: 10,
      batchSize: 100,
      maxBodyKb: 256,
      departmentId,
    }),
    invalid: ({ departmentId }) => {
      const ok = {
        name: '平台',
        url: 'https://partner.example.com/hook',
        pushReadings: true,
        pushAlarms: false,
        enabled: true,
        timeoutSeconds: 10,
        batchSize: 100,
        maxBodyKb: 256,
        departmentId,
      };
      return [
        {},
        { ...ok, url: 'ftp://partner.example.com/hook' },
        { ...ok, url: 'https://user:pw@partner.example.com/hook' },
        { ...ok, url: `https://partner.example.com/${'a'.repeat(600)}` },
        { ...ok, pushReadings: false, pushAlarms: false },
        { ...ok, timeoutSeconds: 31 },
        { ...ok, batchSize: 0 },
        { ...ok, maxBodyKb: 2048 },
        { ...ok, secret: 'mine' },
      ];
    },
    change: { save: { name: '新名字' }, row: { name: '新名字' } },
  },
  sentinelRule: coldWarningRuleFixture('哨兵规则'),
  storePrediction: coldWarningRuleFixture('门店预测'),
  chainBatch: {
    valid: async ({ db, companyId, departmentId, n }) => {
      const site = await db
        .insertInto('sites')
        .values({
          company_id: companyId,
          department_id: departmentId,
          kind: 'warehouse',
          name: `追溯仓库${n}`,
          lon: 121.5,
          lat: 31.2,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const vehicle = await db
        .selectFrom('vehicles')
        .select('id')
        .where('company_id', '=', companyId)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const t0 = 1_780_000_000_000;
      return {
        code: `B-${n}`,
        product: '疫苗',
        quantity: 120,
        unit: '箱',
        departmentId,
        warehouseId: site.id,
        warehouseStart: t0,
        warehouseEnd: t0 + 3_600_000,
        vehicleId: vehicle.id,
        vehicleStart: t0 + 3_600_000,
        vehicleEnd: t0 + 7_200_000,
      };
    },
    invalid: ({ departmentId }) => {
      const base = { code: 'B1', product: '疫苗', quantity: 1, unit: '箱', departmentId };
      return [
        {},
        base,
        { ...base, code: 'B 1', warehouseId: 1, warehouseStart: 0, warehouseEnd: 1 },
        { ...base, quantity: 0, warehouseId: 1, warehouseStart: 0, warehouseEnd: 1 },
        { ...base, warehouseId: 1, warehouseStart: 10, warehouseEnd: 10 },
        { ...base, warehouseId: 1, warehouseStart: 0 },
        { ...base, warehouseStart: 0, warehouseEnd: 10 },
        {
          ...base,
          warehouseId: 1,
          warehouseStart: 0,
          warehouseEnd: 100,
          vehicleId: 1,
          vehicleStart: 50,
          vehicleEnd: 200,
        },
        { ...base, storeId: 1, storeStart: 0, storeEnd: 32 * 86_400_000 },
      ];
    },
    change: { save: { product: '胰岛素' }, row: { product: '胰岛素' } },
  },
  warehouse: {
    valid: ({ departmentId, n }) => ({
      name: `测试仓库${n}`,
      address: '上海市浦东新区秀浦路100号',
      longitude: 121.6,
      latitude: 31.1,
      departmentId,
      terminalPhone: `1980${String(n).padStart(7, '0')}`,
      pointType: 1,
      points: [{ probeNo: 1, name: '冷冻库1号', minC: -25, maxC: -15 }],
    }),
    invalid: ({ departmentId }) => [
      {},
      { name: '仓库', longitude: 121, latitude: 31, departmentId, pointType: 1, points: [] },
      {
        name: '仓库',
        longitude: 121,
        latitude: 31,
        departmentId,
        pointType: 1,
        points: [{ probeNo: 1, name: 'A', minC: 5, maxC: 5 }],
      },
      {
        name: '仓库',
        longitude: 121,
        latitude: 31,
        departmentId,
        pointType: 9,
        points: [{ probeNo: 1, name: 'A', minC: 0, maxC: 5 }],
      },
    ],
    change: { save: { contact: '王五' }, row: { contact: '王五' } },
  },
  shareLink: {
    valid: async ({ db, companyId }) => {
      const vehicle = await db
        .selectFrom('vehicles')
        .select('id')
        .where('company_id', '=', companyId)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      return {
        scene: 'vehicle',
        targetIds: [vehicle.id],
        sharedData: ['position', 'track'],
        historyHours: 24,
        validity: '3',
      };
    },
    invalid: () => [
      {},
      { scene: 'vehicle', targetIds: [], sharedData: ['position'], historyHours: 24, validity: '1' },
      { scene: 'vehicle', targetIds: [1], sharedData: [], historyHours: 24, validity: '1' },
      { scene: 'warehouse', targetIds: [1], sharedData: ['track'], historyHours: 24, validity: '1' },
      { scene: 'vehicle', targetIds: [1], sharedData: ['position'], historyHours: 0, validity: '1' },
      { scene: 'vehicle', targetIds: [1], sharedData: ['position'], historyHours: 24, validity: '2' },
      { scene: 'vehicle', targetIds: [1], sharedData: ['position'], historyHours: 24, validity: 'custom' },
      {
        scene: 'vehicle',
        targetIds: [1],
        sharedData: ['position'],
        historyHours: 24,
        validity: 'custom',
        customHours: 1.5,
      },
    ],
    // Links are never edited (no update action); the kit's walk does not use this.
    change: { save: {}, row: {} },
  },
  mapPoint: {
    valid: ({ departmentId, n }) => ({
      name: `测试点${n}`,
      categoryCode: '3',
      address: '上海市浦东新区世纪大道100号',
      longitude: 121.5,
      latitude: 31.2,
      radius: 200,
      departmentId,
    }),
    invalid: ({ departmentId }) => [
      {},
      { name: '点', longitude: 200, latitude: 31, departmentId },
      { name: '点', longitude: 121, latitude: 60, departmentId },
      { name: '点', longitude: 121, latitude: 31, radius: 5, departmentId },
      { name: '点'.repeat(33), longitude: 121, latitude: 31, departmentId },
      { name: '点', longitude: 121, latitude: 31, shareMode: 'world', departmentId },
      { name: '点', longitude: 121, latitude: 31 },
    ],
    change: { save: { remark: '改过的点' }, row: { remark: '改过的点' } },
    sheetRows: async ({ db, n, departmentId }, count) => {
      const department = await db
        .selectFrom('departments')
        .select('name')
        .where('id', '=', departmentId)
        .executeTakeFirstOrThrow();
      const row = (i: number) => ({
        name: `导入点${n}-${i}`,
        ownNumber: `P${n}-${i}`,
        category: '客户',
        department: department.name,
        address: '上海市黄浦区',
        longitude: String(121.4 + i / 1000),
        latitude: '31.23',
        radius: '300',
        shareMode: '全公司共享',
        coordinateSource: 'wgs84',
      });
      return {
        good: Array.from({ length: count }, (_, i) => row(i)),
        bad: [{ ...row(count), longitude: '200' }],
      };
    },
  },
  mapArea: {
    valid: ({ departmentId, n }) => ({
      name: `测试区域${n}`,
      shape: 'circle',
      center: [121.5, 31.2],
      radius: 500,
      departmentId,
    }),
    invalid: ({ departmentId }) => [
      {},
      { name: '区域', shape: 'circle', center: [121.5, 31.2], departmentId },
      { name: '区域', shape: 'circle', center: [21.5, 31.2], radius: 500, departmentId },
      { name: '区域', shape: 'circle', center: [121.5, 31.2], radius: 10, departmentId },
      {
        name: '区域',
        shape: 'polygon',
        points: [
          [121.5, 31.2],
          [121.6, 31.3],
        ],
        departmentId,
      },
      {
        name: '区域',
        shape: 'rectangle',
        points: [
          [121.5, 31.2],
          [121.5, 31.3],
        ],
        departmentId,
      },
      { name: '区域', shape: 'region', departmentId },
      { name: '区域', shape: 'oval', departmentId },
    ],
    change: { save: { name: '改过的区域' }, row: { name: '改过的区域' } },
  },
  zoneAlarm: {
    valid: async (world) => {
      const { areaId, vehicleId } = await ruleElements(world);
      return { areaId, vehicleIds: [vehicleId], entry: true, exit: true };
    },
    invalid: async (world) => {
      const { areaId, vehicleId } = await ruleElements(world);
      const ok = { areaId, vehicleIds: [vehicleId], entry: true };
      return [
        {},
        { ...ok, vehicleIds: [] },
        { ...ok, entry: false },
        { ...ok, stop: true, stopSeconds: 29 },
        { ...ok, preWarningMetres: 49 },
        { ...ok, preWarningMetres: 100_001 },
        { ...ok, notice: '字'.repeat(51) },
        { ...ok, periods: [{ start: '18:00', end: '08:00' }] },
        { ...ok, overspeed: true },
        { ...ok, extra: 1 },
      ];
    },
    change: { save: { notice: '注意减速' }, row: { notice: '注意减速' } },
  },
  lineAlarm: {
    valid: async (world) => {
      const { lineId, vehicleId } = await ruleElements(world);
      return { lineId, vehicleIds: [vehicleId], offsetMetres: 100 };
    },
    invalid: async (world) => {
      const { lineId, vehicleId } = await ruleElements(world);
      const ok = { lineId, vehicleIds: [vehicleId] };
      return [
        {},
        { ...ok, offsetMetres: 9 },
        { ...ok, overspeed: true },
        { ...ok, departure: { start: '10:00', end: '09:59' } },
        { ...ok, notice: 'x'.repeat(51) },
        { ...ok, extra: 1 },
      ];
    },
    change: { save: { offsetMetres: 250 }, row: { offsetMetres: 250 } },
  },
  mapLine: {
    valid: ({ departmentId, n }) => ({
      name: `测试线路${n}`,
      points: [
        [121.4, 31.2],
        [121.45, 31.22],
        [121.5, 31.25],
      ],
      offset: 100,
      departmentId,
    }),
    invalid: ({ departmentId }) => [
      {},
      { name: '线路', points: [[121.4, 31.2]], departmentId },
      {
        name: '线路',
        points: Array.from({ length: 18 }, (_, i) => [121 + i / 100, 31.2]),
        departmentId,
      },
      {
        name: '线路',
        points: [
          [121.4, 31.2],
          [121.5, 31.2],
        ],
        offset: 5,
        departmentId,
      },
      {
        name: '线路',
        points: [
          [121.4, 31.2],
          [181, 31.2],
        ],
        departmentId,
      },
    ],
    change: { save: { offset: 250 }, row: { offset: 250 } },
  },
};

/** A valid plate no seeded vehicle has (琼 plates are not seeded), distinct per `n`. */
export function testPlate(n: number): string {
  return `琼X${String(n % 100_000).padStart(5, '0')}`;
}
