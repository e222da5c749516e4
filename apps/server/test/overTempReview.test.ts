import {
  ALARM_FIRST_TYPE,
  ALARM_RULES,
  TEMPERATURE_ALARM,
  type OverTempRecheckAnswer,
} from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

/**
 * Over-temperature review: every save or delete of an over-temperature setting is logged with its thresholds
 * before and after (company and department scope), and a recheck re-reads the stored probe readings. Readings and
 * alarms are inserted into temp_readings and alarms directly, as the pipeline stores them.
 */
let t: TestApp;
let admin = '';
let other = '';
let viewer = '';
let companyId = 0;
let rootDepartment = 0;
let vehicleId = 0;
let pointId = 0;
const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 20, 2, 0, 0);

const overTemp = (
  patch: Partial<{ enabled: boolean; minC: number | null; maxC: number | null; sustainS: number }>,
) => ({
  ...ALARM_RULES.overTemperature.defaults,
  ...patch,
});

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  const me = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  companyId = me.company_id;
  rootDepartment = me.department_id;
  const [v] = await t.db
    .insertInto('vehicles')
    .values({
      company_id: companyId,
      department_id: rootDepartment,
      plate: '苏A9T932',
      terminal_phone: '13977709321',
      terminal_model: 'RW-SIM-REEFER',
      protocol_version: 2019,
      refrigerated: 1,
      speed_limit_kmh: 80,
      created_at: T0,
    })
    .returning('id')
    .execute();
  vehicleId = v!.id;
  const [p] = await t.db
    .insertInto('temp_points')
    .values({
      company_id: companyId,
      department_id: rootDepartment,
      vehicle_id: vehicleId,
      probe_no: 1,
      name: 'Front',
      min_c: 2,
      max_c: 8,
    })
    .returning('id')
    .execute();
  pointId = p!.id;
}, 120_000);
afterAll(() => t.close());

const now = () => Date.now();
const logOf = (token: string, extra: object = {}) =>
  callJson(
    t.app,
    'overTempLogList',
    { startTime: now() - 3_600_000, endTime: now() + 3_600_000, curPage: 1, pageSize: 100, ...extra },
    { token },
  );

describe('over-temperature setting log', () => {
  it('logs each save and delete once with the thresholds before and after, newest first', async () => {
    const first = await callJson(
      t.app,
      'alarmRuleSaveGlobal',
      { type: 'overTemperature', settings: overTemp({ maxC: 10, sustainS: 120 }) },
      { token: admin },
    );
    expect(first.body.code).toBe(1);
    await callJson(
      t.app,
      'alarmRuleSaveGlobal',
      { type: 'overTemperature', settings: overTemp({ maxC: 12, sustainS: 120 }) },
      { token: admin },
    );
    // Other alarm types are not over-temperature settings and are not logged.
    await callJson(
      t.app,
      'alarmRuleSaveGlobal',
      { type: 'parking', settings: ALARM_RULES.parking.defaults },
      { token: admin },
    );
    const company = (await logOf(admin)).body.result!.data.filter((r) => r.vehicleId === null);
    expect(company).toHaveLength(2);
    expect(company[0]).toMatchObject({
      action: 'save',
      operator: '陈建国',
      before: { enabled: true, minC: null, maxC: 10, sustainS: 120 },
      after: { enabled: true, minC: null, maxC: 12, sustainS: 120 },
    });
    expect(company[1]).toMatchObject({ before: null, after: { maxC: 10, sustainS: 120 } });

    await callJson(
      t.app,
      'alarmRuleSaveVehicles',
      { type: 'overTemperature', vehicleIds: [vehicleId], settings: overTemp({ sustainS: 300 }) },
      { token: admin },
    );
    await callJson(
      t.app,
      'alarmRuleDeleteVehicles',
      { type: 'overTemperature', vehicleIds: [vehicleId] },
      { token: admin },
    );
    const mine = (await logOf(admin, { vehicleId })).body.result!;
    expect(mine.totalRecords).toBe(2);
    expect(
      mine.data.map((r) => [r.plate, r.action, r.before?.sustainS ?? null, r.after?.sustainS ?? null]),
    ).toEqual([
      ['苏A9T932', 'delete', 300, null],
      ['苏A9T932', 'save', null, 300],
    ]);
  });

  it('shows another company nothing, and a vehicle’s entries only to users who see the vehicle', async () => {
    const theirs = await logOf(other);
    expect(theirs.body.code).toBe(1);
    expect(theirs.body.result!.data.filter((r) => r.plate === '苏A9T932' || r.operator === '陈建国')).toEqual(
      [],
    );

    // The viewer works in a branch; with the page it sees company entries but not the root department's vehicle.
    expect((await logOf(viewer)).status).toBe(403);
    const role = await t.db
      .selectFrom('users')
      .select('role_id')
      .where('user_name', '=', 'viewer')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('role_operations')
      .values({ role_id: role.role_id, operation_id: 'overTempReviewLog' })
      .execute();
    const seen = (await logOf(viewer)).body.result!.data;
    expect(seen.filter((r) => r.vehicleId === null).length).toBeGreaterThanOrEqual(2);
    expect(seen.filter((r) => r.vehicleId === vehicleId)).toEqual([]);
  });

  it('refuses a range whose end is before its start, or longer than the limit', async () => {
    const backwards = await logOf(admin, { startTime: now(), endTime: now() - MINUTE });
    expect(backwards.status).toBe(400);
    expect(backwards.body.code).toBe(0);
    expect(backwards.body.message).toContain('endTime');
    const long = await logOf(admin, { startTime: now() - 100 * 86_400_000, endTime: now() });
    expect(long.status).toBe(400);
  });
});

async function storeReadings(from: number, values: readonly number[]) {
  await t.db
    .insertInto('temp_readings')
    .values(values.map((value_c, i) => ({ point_id: pointId, time: from + i * MINUTE, value_c, state: 0 })))
    .execute();
}

async function storeAlarm(guid: string, begin: number, end: number) {
  await t.db
    .insertInto('alarms')
    .values({
      guid,
      company_id: companyId,
      department_id: rootDepartment,
      vehicle_id: vehicleId,
      alarm_class: 1,
      first_type: ALARM_FIRST_TYPE.temperature,
      second_type: TEMPERATURE_ALARM.high,
      begin_time: begin,
      end_time: end,
      point_id: pointId,
      created_at: begin,
    })
    .execute();
}

const recheck = async (input: object, token = admin) => {
  const res = await callJson(t.app, 'overTempRecheck', input, { token });
  expect(res.body).toMatchObject({ code: 1 });
  return res.body.result as OverTempRecheckAnswer;
};

describe('over-temperature recheck', () => {
  beforeAll(async () => {
    // The vehicle's own setting: the points' own range (2 to 8 °C), out of range for at least 5 minutes.
    await callJson(
      t.app,
      'alarmRuleSaveVehicles',
      { type: 'overTemperature', vehicleIds: [vehicleId], settings: overTemp({ sustainS: 300 }) },
      { token: admin },
    );
    await storeReadings(T0, [5, 9, 10, 12.5, 11, 10, 9.5, 9, 6, 5]); // 9 °C+ from minute 1 to 7
    await storeAlarm('ot-real', T0 + MINUTE, T0 + 8 * MINUTE);
    await storeReadings(T0 + 60 * MINUTE, [5, 9.5, 9.2, 6, 5]); // a two-minute blip
    await storeAlarm('ot-blip', T0 + 61 * MINUTE, T0 + 63 * MINUTE);
  });

  it('confirms an excursion that lasted the setting’s duration, with its peak and length', async () => {
    const answer = await recheck({ alarmGuid: 'ot-real' });
    expect(answer).toMatchObject({ plate: '苏A9T932', source: 'setting', sustainS: 300, confirmed: true });
    expect(answer.probes[0]).toMatchObject({ minC: 2, maxC: 8 });
    expect(answer.probes[0]!.excursions[0]).toMatchObject({
      side: 'high',
      start: T0 + MINUTE,
      end: T0 + 7 * MINUTE,
      peakC: 12.5,
      durationS: 360,
      sustained: true,
    });
  });

  it('does not confirm a blip shorter than the duration, unless the user enters a shorter one', async () => {
    expect((await recheck({ alarmGuid: 'ot-blip' })).confirmed).toBe(false);
    const entered = await recheck({ alarmGuid: 'ot-blip', sustainS: 60 });
    expect(entered).toMatchObject({ source: 'entered', confirmed: true });
  });

  it('rechecks a vehicle over a time range, and refuses a range over seven days', async () => {
    const answer = await recheck({ vehicleId, startTime: T0, endTime: T0 + 2 * 3_600_000, maxC: 10 });
    expect(answer.alarm).toBeNull();
    expect(answer.probes[0]!.excursions.map((e) => e.peakC)).toEqual([12.5]);
    const long = await callJson(
      t.app,
      'overTempRecheck',
      { vehicleId, startTime: T0, endTime: T0 + 8 * 86_400_000 },
      { token: admin },
    );
    expect(long.status).toBe(400);
  });

  it('keeps other companies away from the alarm', async () => {
    const res = await callJson(t.app, 'overTempRecheck', { alarmGuid: 'ot-real' }, { token: other });
    expect(res.body.code).toBe(0);
  });

  it('records a result only with the operation and a remark of at most 200 characters', async () => {
    const record = (remark: string, token = admin) =>
      callJson(
        t.app,
        'overTempRecheckRecord',
        { alarmGuid: 'ot-blip', result: 'falseAlarm', remark },
        { token },
      );
    expect((await record('ok', viewer)).status).toBe(403);
    const tooLong = await record('x'.repeat(201));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe(0);
    expect(tooLong.body.message).toContain('remark');
    expect(await t.db.selectFrom('over_temp_rechecks').selectAll().execute()).toEqual([]);
    const ok = await record('门未关严，读数随即恢复'.padEnd(200, '。'));
    expect(ok.body).toMatchObject({ code: 1, result: { result: 'falseAlarm', operator: '陈建国' } });
    const answer = await recheck({ alarmGuid: 'ot-blip' });
    expect(answer.results).toHaveLength(1);
    expect(answer.results[0]!.remark).toHaveLength(200);
  });
});
