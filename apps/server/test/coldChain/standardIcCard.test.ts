import { isoGmt8, type DriverIdentity } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { MINUTE, report, startPipeline } from '../helpers/pipelineFixture';
import { callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';

/**
 * The standard IC-card set: its rules on the server (certificate code unique in a company in any letter case, the
 * linked driver in scope, bad input refused with nothing written), one company's cards kept from another, and the
 * cold-chain dynamics marking each card a terminal reported (0x0702 through the real pipeline) as registered,
 * unregistered or expired at the moment it was swiped.
 */
let t: TestApp;
let admin = '';
let other = '';
let departmentId = 0;
let otherDepartmentId = 0;
let companyId = 0;
let vehicleId = 0;
const day = (iso: string) => Date.parse(`${iso}T00:00:00+08:00`);
/** 2026-11-20 10:00 China time. */
const T0 = Date.UTC(2026, 10, 20, 2, 0, 0);
const at = (minute: number) => T0 + minute * MINUTE;

const card = {
  certificateNo: '32010219800101123x',
  driverName: '王建国',
  issuingAuthority: '南京市交通运输局',
  validUntil: day('2028-12-31'),
  remark: '',
};

const countCards = async () =>
  Number(
    (
      await t.db
        .selectFrom('standard_ic_cards')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  const me = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  companyId = me.company_id;
  departmentId = me.department_id;
  otherDepartmentId = (
    await t.db
      .selectFrom('users')
      .select('department_id')
      .where('user_name', '=', 'other_admin')
      .executeTakeFirstOrThrow()
  ).department_id;
}, 120_000);
afterAll(() => t.close());

describe('standard IC-card set', () => {
  it('keeps a certificate code once per company, in any letter case, and names the taken code', async () => {
    const added = await callJson(t.app, 'standardIcCardAdd', { ...card, departmentId }, { token: admin });
    expect(added.body.code).toBe(1);
    const id = (added.body.result as { id: number }).id;
    const list = await callJson(
      t.app,
      'standardIcCardList',
      { curPage: 1, pageSize: 10, keyword: '南京' },
      { token: admin },
    );
    expect(list.body.result?.data).toEqual([
      expect.objectContaining({
        id,
        certificateNo: '32010219800101123X',
        driverName: '王建国',
        issuingAuthority: '南京市交通运输局',
        validUntil: day('2028-12-31'),
        driverId: null,
        linkedDriverName: '',
      }),
    ]);

    const before = await countCards();
    const again = await callJson(
      t.app,
      'standardIcCardAdd',
      { ...card, certificateNo: ' 32010219800101123X ', departmentId },
      { token: admin, lang: 'en-US' },
    );
    expect(again.body).toMatchObject({
      code: 0,
      message: 'Certificate number 32010219800101123X is already registered',
    });
    expect(await countCards()).toBe(before);

    // Another company may register the same card for its own use.
    const theirs = await callJson(
      t.app,
      'standardIcCardAdd',
      { ...card, departmentId: otherDepartmentId },
      { token: other },
    );
    expect(theirs.body.code).toBe(1);
  });

  it('refuses bad input with nothing written, and takes each field at its bound', async () => {
    const before = await countCards();
    const bodies = [
      { ...card, certificateNo: '' },
      { ...card, certificateNo: '1'.repeat(21) },
      { ...card, certificateNo: '320102/1980' },
      { ...card, driverName: '王<建国>' },
      { ...card, driverName: '王'.repeat(33) },
      { ...card, issuingAuthority: '   ' },
      { ...card, issuingAuthority: '局'.repeat(65) },
      { ...card, validUntil: null },
      { ...card, validUntil: day('2100-01-01') },
      { ...card, remark: 'x'.repeat(101) },
    ];
    for (const body of bodies) {
      const res = await callJson(
        t.app,
        'standardIcCardAdd',
        { ...body, certificateNo: body.certificateNo, departmentId },
        { token: admin },
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    // At the bounds: 20 characters, 32-character name, 64-character authority.
    const edge = await callJson(
      t.app,
      'standardIcCardAdd',
      {
        ...card,
        certificateNo: 'A'.repeat(20),
        driverName: '王'.repeat(32),
        issuingAuthority: '局'.repeat(64),
        departmentId,
      },
      { token: admin },
    );
    expect(edge.body.code).toBe(1);
    expect(await countCards()).toBe(before + 1);
  });

  it("refuses a driver of another company and keeps each company's cards from the other", async () => {
    const theirDriver = await t.db
      .selectFrom('drivers')
      .innerJoin('users', 'users.company_id', 'drivers.company_id')
      .select('drivers.id')
      .where('users.user_name', '=', 'other_admin')
      .executeTakeFirstOrThrow();
    const before = await countCards();
    const refused = await callJson(
      t.app,
      'standardIcCardAdd',
      { ...card, certificateNo: 'D-1', driverId: theirDriver.id, departmentId },
      { token: admin },
    );
    expect(refused.body.code).toBe(0);
    expect(await countCards()).toBe(before);

    const mine = await callJson(t.app, 'standardIcCardList', { curPage: 1, pageSize: 50 }, { token: admin });
    const theirs = await callJson(
      t.app,
      'standardIcCardList',
      { curPage: 1, pageSize: 50 },
      { token: other },
    );
    const mineIds = new Set(mine.body.result!.data.map((r) => r.id));
    expect(theirs.body.result!.data.length).toBeGreaterThan(0);
    expect(theirs.body.result!.data.some((r) => mineIds.has(r.id))).toBe(false);
    const target = mine.body.result!.data[0]!;
    const update = await callJson(
      t.app,
      'standardIcCardUpdate',
      { ...card, id: target.id, departmentId: otherDepartmentId },
      { token: other },
    );
    expect(update.body.code).toBe(0);
    const remove = await callJson(t.app, 'standardIcCardDelete', { ids: [target.id] }, { token: other });
    expect(remove.body.code).toBe(0);
    const still = await callJson(t.app, 'standardIcCardDetail', { id: target.id }, { token: admin });
    expect(still.body.result).toMatchObject({ certificateNo: target.certificateNo });
  });
});

function swipe(state: 1 | 2, time: number, code: string, name: string): DriverIdentity {
  return {
    kind: 'driverIdentity',
    state,
    time: isoGmt8(time),
    readResult: state === 1 ? 0 : null,
    driverName: state === 1 ? name : null,
    certificateCode: state === 1 ? code : null,
    issuingAgency: state === 1 ? '南京市交通运输局' : null,
    certificateExpiry: state === 1 ? '2028-12-31' : null,
    driverIdNumber: null,
  };
}

describe('who drove, on the cold-chain dynamics', () => {
  it('marks each reported card registered, unregistered or expired against the set when it was swiped', async () => {
    await callJson(
      t.app,
      'standardIcCardAdd',
      {
        ...card,
        certificateNo: 'EXP-2026',
        driverName: '李过期',
        validUntil: day('2026-11-19'),
        departmentId,
      },
      { token: admin },
    );
    // Valid through the whole of its last day: swiped at 10:00 that day, still registered.
    await callJson(
      t.app,
      'standardIcCardAdd',
      {
        ...card,
        certificateNo: 'LASTDAY-1',
        driverName: '赵末日',
        validUntil: day('2026-11-20'),
        departmentId,
      },
      { token: admin },
    );
    const [v] = await t.db
      .insertInto('vehicles')
      .values({
        company_id: companyId,
        department_id: departmentId,
        plate: '苏A7C046',
        terminal_phone: '13977704601',
        terminal_model: 'RW-SIM-REEFER',
        protocol_version: 2019,
        refrigerated: 1,
        speed_limit_kmh: 80,
        created_at: T0,
      })
      .returning('id')
      .execute();
    vehicleId = v!.id;
    const identity: VehicleTerminalIdentity = {
      vehicleId,
      companyId,
      departmentId,
      plate: '苏A7C046',
      phone: '13977704601',
      terminalModel: 'RW-SIM-REEFER',
      protocolVersion: 2019,
    };
    const h = startPipeline(t.db);
    h.clock.now = at(-30);
    h.pipeline.locations(identity, [report({ time: at(-30) })], at(-30));
    // In before the range (lower case as a reader may send it), then the day's changes of driver.
    h.pipeline.driverCard?.(identity, swipe(1, at(-20), '32010219800101123x', '王建国'), at(-20));
    h.pipeline.driverCard?.(identity, swipe(2, at(5), '', ''), at(5));
    h.pipeline.driverCard?.(identity, swipe(1, at(6), '99999999999', '孙未登记'), at(6));
    h.pipeline.driverCard?.(identity, swipe(2, at(10), '', ''), at(10));
    h.pipeline.driverCard?.(identity, swipe(1, at(11), 'EXP-2026', '李过期'), at(11));
    h.pipeline.driverCard?.(identity, swipe(1, at(20), 'LASTDAY-1', '赵末日'), at(20));
    await h.pipeline.flush();
    await h.pipeline.close();

    const dynamic = await callJson(
      t.app,
      'coldChainDynamic',
      { vehicleId, startTime: at(0), endTime: at(30) },
      { token: admin },
    );
    expect(dynamic.body.result?.cardSwipes).toEqual([
      {
        time: at(-20),
        state: 1,
        driverName: '王建国',
        certificateCode: '32010219800101123X',
        registration: 'registered',
      },
      { time: at(5), state: 2, driverName: '', certificateCode: '', registration: null },
      {
        time: at(6),
        state: 1,
        driverName: '孙未登记',
        certificateCode: '99999999999',
        registration: 'unregistered',
      },
      { time: at(10), state: 2, driverName: '', certificateCode: '', registration: null },
      { time: at(11), state: 1, driverName: '李过期', certificateCode: 'EXP-2026', registration: 'expired' },
      {
        time: at(20),
        state: 1,
        driverName: '赵末日',
        certificateCode: 'LASTDAY-1',
        registration: 'registered',
      },
    ]);

    // Another company's card with the same code does not register this company's swipe, nor can it see the vehicle.
    const foreign = await callJson(
      t.app,
      'coldChainDynamic',
      { vehicleId, startTime: at(0), endTime: at(30) },
      { token: other },
    );
    expect(foreign.body.code).toBe(0);
  });
});
