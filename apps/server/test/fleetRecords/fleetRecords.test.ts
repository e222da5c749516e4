import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { apiOf, day, NOW, rowCount, vehiclesOf, type RecordTable } from '../fleetCost/fleetCostWorld';

/**
 * Trailers, fuel cards, refuellings, use records and reimbursements: every form rule at its bounds (one step outside
 * refused, nothing written), the fuel card's stop (once, and a stopped card pays for nothing), dates against the
 * server's clock, and the other company's rows and vehicles out of reach.
 */
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let admin = '';
let other = '';
let vehicles: number[] = [];
let otherVehicle = 0;
let departmentId = 0;
let otherDepartment = 0;
let driverId = 0;
let otherDriver = 0;

type Table = RecordTable;

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  api = apiOf(t);
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  vehicles = await vehiclesOf(t, 1, 5);
  otherVehicle = (await vehiclesOf(t, 2, 1))[0] ?? 0;
  const root = async (companyId: number) =>
    (
      await t.db
        .selectFrom('users')
        .select('department_id')
        .where('company_id', '=', companyId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).department_id;
  departmentId = await root(1);
  otherDepartment = await root(2);
  const driverOf = async (companyId: number) =>
    (
      await t.db
        .selectFrom('drivers')
        .select('id')
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow()
    ).id;
  driverId = await driverOf(1);
  otherDriver = await driverOf(2);
}, 120_000);
afterAll(() => t.close());

const count = (table: Table) => rowCount(t, table);

let seq = 0;
const plate = () => `沪B${String(++seq).padStart(4, '0')}挂`;
const trailer = (extra: Record<string, unknown> = {}) => ({
  plateNumber: plate(),
  departmentId,
  useCategory: 'shortBarge',
  ...extra,
});
const card = (extra: Record<string, unknown> = {}) => ({
  sellingCompany: '中国石油',
  cardNo: `CN-${++seq}`,
  cardType: 'sub',
  departmentId,
  ...extra,
});
const refuel = (extra: Record<string, unknown> = {}) => ({
  vehicleId: vehicles[0],
  refuelTime: NOW - 3_600_000,
  fuelType: 'regular',
  litres: 50,
  unitPrice: 7.5,
  amount: 375,
  ...extra,
});
const useRecord = (extra: Record<string, unknown> = {}) => ({
  vehicleId: vehicles[1],
  userName: '赵六',
  departmentId,
  startTime: NOW - 8 * 3_600_000,
  endTime: NOW - 3_600_000,
  ...extra,
});
const reimbursement = (extra: Record<string, unknown> = {}) => ({
  reimbursementNo: `RB-${++seq}`,
  day: day(-1),
  applicant: '张三',
  approver: '李四',
  departmentId,
  ...extra,
});

/** Extra fields, or a function giving them once the world is loaded (ids of the demo data). */
type Extra = Record<string, unknown> | (() => Record<string, unknown>);
const fieldsOf = (extra: Extra) => (typeof extra === 'function' ? extra() : extra);

/** Each accepted body is saved (code 1); each refused one answers 400 (or code 0) and writes nothing. */
function rules(
  name: string,
  table: Table,
  body: (extra: Record<string, unknown>) => Record<string, unknown>,
  accepted: [string, Extra][],
  refused: [string, Extra, 400 | 200][],
) {
  describe(`${name} rules`, () => {
    it.each(accepted)('accepts %s', async (_why, extra) => {
      const res = await api(admin, `${name}Add`, body(fieldsOf(extra)));
      expect(res.message).toBe('');
      expect(res.code).toBe(1);
    });
    it.each(refused)('refuses %s and writes nothing', async (_why, extra, status) => {
      const before = await count(table);
      const res = await api(admin, `${name}Add`, body(fieldsOf(extra)));
      expect(res.status).toBe(status);
      expect(res.code).toBe(0);
      expect(res.message).not.toBe('');
      expect(await count(table)).toBe(before);
    });
  });
}

rules(
  'trailer',
  'trailers',
  trailer,
  [
    [
      'five heads and five devices',
      () => ({
        headIds: vehicles,
        devices: [1, 2, 3, 4, 5].map((i) => ({
          name: `探头${i}`,
          deviceNo: `D-${i}`,
          type: i % 2 ? 'wired' : 'wireless',
        })),
      }),
    ],
    ['an owner phone of 11 digits', { ownerPhone: '13812345678' }],
    ['masses of 999,999.99 kg with two decimals', { approvedLoad: 999_999.99, totalMass: 0.5 }],
    ['a length of one decimal', { length: 13.5, ratedVolume: 86.25 }],
    ['an owner name of 32 characters', { ownerName: '车'.repeat(32) }],
    ['an address of 64 characters', { ownerAddress: '路'.repeat(64) }],
  ],
  [
    ['no plate', { plateNumber: undefined }, 400],
    ['a plate of another format', { plateNumber: 'AB12345' }, 400],
    ['an owner phone of 12 digits', { ownerPhone: '138123456789' }, 400],
    ['an owner phone with letters', { ownerPhone: '1381234567a' }, 400],
    ['a mass with three decimals', { totalMass: 1.234 }, 400],
    ['a mass above 999,999.99', { curbWeight: 1_000_000 }, 400],
    ['an owner name of 33 characters', { ownerName: '车'.repeat(33) }, 400],
    ['an owner name with special characters', { ownerName: '张<三>' }, 400],
    ['an address of 65 characters', { ownerAddress: '路'.repeat(65) }, 400],
    ['six heads', { headIds: [1, 2, 3, 4, 5, 6] }, 400],
    ['a head named twice', () => ({ headIds: [vehicles[0], vehicles[0]] }), 400],
    [
      'six devices',
      { devices: [1, 2, 3, 4, 5, 6].map((i) => ({ name: 'x', deviceNo: `D${i}`, type: 'wired' })) },
      400,
    ],
    ['a device of an unknown type', { devices: [{ name: 'x', deviceNo: 'D1', type: 'bluetooth' }] }, 400],
    [
      'a device ID with Chinese characters',
      { devices: [{ name: 'x', deviceNo: '设备1', type: 'wired' }] },
      400,
    ],
    ['an unknown use', { useCategory: 'airlift' }, 400],
    ['no department', { departmentId: undefined }, 400],
    ['a head of another company', () => ({ headIds: [otherVehicle] }), 200],
    ['a department of another company', () => ({ departmentId: otherDepartment }), 200],
  ],
);

rules(
  'gasCard',
  'gas_cards',
  card,
  [
    ['a selling company of 50 characters', { sellingCompany: '石'.repeat(50) }],
    [
      'a card number of 32 characters and an account number',
      { cardNo: `9${'0'.repeat(29)}${++seq % 10}X`, accountNo: 'AC-1' },
    ],
  ],
  [
    ['no selling company', { sellingCompany: '' }, 400],
    ['a selling company of 51 characters', { sellingCompany: '石'.repeat(51) }, 400],
    ['a card number with special characters', { cardNo: 'C#1' }, 400],
    ['a card number of 33 characters', { cardNo: '1'.repeat(33) }, 400],
    ['neither master nor sub', { cardType: 'spare' }, 400],
    ['a status set by the form', { status: 'disabled' }, 400],
    ['a department of another company', () => ({ departmentId: otherDepartment }), 200],
  ],
);

rules(
  'refuel',
  'refuels',
  refuel,
  [
    ['a time of now', { refuelTime: NOW }],
    ['an amount of 99,999,999.99 and a full tank', { amount: 99_999_999.99, fuelType: 'fullTank' }],
    ['litres with two decimals and an odometer', { litres: 48.25, odometerKm: 123_456.7 }],
    ['a station of 64 characters', { station: '站'.repeat(64) }],
  ],
  [
    ['a time one second after now', { refuelTime: NOW + 1000 }, 200],
    ['an amount of 100,000,000', { amount: 100_000_000 }, 400],
    ['an amount with three decimals', { amount: 1.005 }, 400],
    ['no litres', { litres: undefined }, 400],
    ['litres of 0', { litres: 0 }, 400],
    ['litres with three decimals', { litres: 1.125 }, 400],
    ['an unknown fuel type', { fuelType: 'diesel' }, 400],
    ['a station of 65 characters', { station: '站'.repeat(65) }, 400],
    ['a vehicle of another company', () => ({ vehicleId: otherVehicle }), 200],
  ],
);

rules(
  'useRecord',
  'vehicle_use_records',
  useRecord,
  [
    ['an end one minute after the start', { startTime: NOW - 60_000, endTime: NOW }],
    ['an end mileage equal to the start', { startMileage: 100.5, endMileage: 100.5 }],
    ['a driver of the company', () => ({ driverId })],
  ],
  [
    ['an end at the start', { startTime: NOW, endTime: NOW }, 400],
    ['an end before the start', { startTime: NOW, endTime: NOW - 1 }, 400],
    ['an end mileage below the start', { startMileage: 100, endMileage: 99.99 }, 400],
    ['mileage with three decimals', { startMileage: 1.001 }, 400],
    ['no user', { userName: '' }, 400],
    ['a purpose of 65 characters', { purpose: '用'.repeat(65) }, 400],
    ['a driver of another company', () => ({ driverId: otherDriver }), 200],
    ['a vehicle of another company', () => ({ vehicleId: otherVehicle }), 200],
  ],
);

rules(
  'reimbursement',
  'reimbursements',
  reimbursement,
  [
    ['today', { day: day(0) }],
    ['every category at 99,999,999.99 apart from one', { fuel: 50_000_000, tolls: 49_999_999.99 }],
    ['a description of 200 characters', { description: '说'.repeat(200) }],
  ],
  [
    ['tomorrow', { day: day(1) }, 200],
    ['no applicant', { applicant: undefined }, 400],
    ['no approver', { approver: '' }, 400],
    ['no date', { day: undefined }, 400],
    ['an amount with three decimals', { parking: 0.001 }, 400],
    ['an amount of 100,000,000', { repair: 100_000_000 }, 400],
    ['a total above 99,999,999.99', { fuel: 99_999_999.99, other: 0.01 }, 400],
    ['a negative amount', { other: -1 }, 400],
    ['a total set by the form', { total: 1 }, 400],
    ['a number with special characters', { reimbursementNo: 'RB/1' }, 400],
    ['a description of 201 characters', { description: '说'.repeat(201) }, 400],
  ],
);

describe('unique numbers', () => {
  it('refuses a second trailer plate, card number or reimbursement number in the company, but not in another', async () => {
    const cases: [string, Table, Record<string, unknown>, Record<string, unknown>][] = [
      [
        'trailer',
        'trailers',
        trailer({ plateNumber: '沪C0001挂' }),
        trailer({ plateNumber: '沪C0001挂', departmentId: otherDepartment }),
      ],
      [
        'gasCard',
        'gas_cards',
        card({ cardNo: 'SAME-1' }),
        card({ cardNo: 'SAME-1', departmentId: otherDepartment }),
      ],
      [
        'reimbursement',
        'reimbursements',
        reimbursement({ reimbursementNo: 'SAME-1' }),
        reimbursement({ reimbursementNo: 'SAME-1', departmentId: otherDepartment }),
      ],
    ];
    for (const [name, table, mine, theirs] of cases) {
      expect((await api(admin, `${name}Add`, mine)).code).toBe(1);
      const before = await count(table);
      const again = await api(admin, `${name}Add`, mine);
      expect(again.code, name).toBe(0);
      expect(again.message).toContain(name === 'trailer' ? '沪C0001挂' : 'SAME-1');
      expect(await count(table)).toBe(before);
      expect((await api(other, `${name}Add`, theirs)).code, name).toBe(1);
    }
  });
});

describe('reimbursement total', () => {
  it('adds the categories up exactly, in fen', async () => {
    const res = await api(
      admin,
      'reimbursementAdd',
      reimbursement({ fuel: 0.1, tolls: 0.2, parking: 12.35, repair: 1000, other: 0.05 }),
    );
    const id = (res.result as { id: number }).id;
    const detail = await api(admin, 'reimbursementDetail', { id: String(id) });
    expect((detail.result as { total: number }).total).toBe(1012.7);
  });
});

describe('stopping a fuel card', () => {
  it('turns a normal card disabled once; a stopped card is refused a second stop and a refuelling', async () => {
    const added = await api(admin, 'gasCardAdd', card({ cardNo: 'STOP-1' }));
    const id = (added.result as { id: number }).id;
    const paid = await api(admin, 'refuelAdd', refuel({ gasCardId: id }));
    expect(paid.code).toBe(1);
    expect((await api(admin, 'gasCardStop', { id })).code).toBe(1);
    const detail = await api(admin, 'gasCardDetail', { id: String(id) });
    expect((detail.result as { status: string }).status).toBe('disabled');
    const again = await api(admin, 'gasCardStop', { id }, 'en-US');
    expect(again.code).toBe(0);
    expect(again.message).toBe('The fuel card is already stopped and cannot be stopped again');
    const before = await count('refuels');
    const refused = await api(admin, 'refuelAdd', refuel({ gasCardId: id }));
    expect(refused.code).toBe(0);
    expect(refused.message).toContain('STOP-1');
    expect(await count('refuels')).toBe(before);
    // A refuelling paid before the stop keeps its card when edited.
    const paidId = (paid.result as { id: number }).id;
    const edit = await api(admin, 'refuelUpdate', {
      ...refuel({ gasCardId: id, station: '改' }),
      id: paidId,
    });
    expect(edit.message).toBe('');
    // An edit of the card keeps it stopped; a card that paid is not deleted.
    await api(admin, 'gasCardUpdate', { ...card({ cardNo: 'STOP-1', remark: '改' }), id });
    expect(
      ((await api(admin, 'gasCardDetail', { id: String(id) })).result as { status: string }).status,
    ).toBe('disabled');
    expect((await api(admin, 'gasCardDelete', { ids: [id] })).code).toBe(0);
  });

  it('is refused to another company and to a user without the stop operation', async () => {
    const id = ((await api(admin, 'gasCardAdd', card())).result as { id: number }).id;
    expect((await api(other, 'gasCardStop', { id })).code).toBe(0);
    const stillNormal = await api(admin, 'gasCardDetail', { id: String(id) });
    expect((stillNormal.result as { status: string }).status).toBe('normal');
  });
});

describe('tenant isolation', () => {
  it('keeps every record of one company out of the other’s lists, details, edits and deletes', async () => {
    const made: [string, number][] = [];
    for (const [name, body] of [
      ['trailer', trailer()],
      ['gasCard', card()],
      ['refuel', refuel()],
      ['useRecord', useRecord()],
      ['reimbursement', reimbursement()],
    ] as const) {
      const res = await api(admin, `${name}Add`, body);
      expect(res.message, name).toBe('');
      made.push([name, (res.result as { id: number }).id]);
    }
    for (const [name, id] of made) {
      expect((await api(other, `${name}Detail`, { id: String(id) })).code, name).toBe(0);
      expect((await api(other, `${name}Delete`, { ids: [id] })).code, name).toBe(0);
      const list = await api(other, `${name}List`, { curPage: 1, pageSize: 200 });
      expect(
        (list.result as { data: { id: number }[] }).data.some((r) => r.id === id),
        name,
      ).toBe(false);
      expect((await api(admin, `${name}Detail`, { id: String(id) })).code, name).toBe(1);
    }
    const options = await api(other, 'fleetRecordOptions', {});
    const offered = options.result as { vehicles: { id: number }[]; gasCards: { id: number }[] };
    expect(offered.vehicles.some((v) => vehicles.includes(v.id))).toBe(false);
    const cardIds = made.filter(([n]) => n === 'gasCard').map(([, id]) => id);
    expect(offered.gasCards.some((c) => cardIds.includes(c.id))).toBe(false);
  });
});
