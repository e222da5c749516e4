import { ALARM_RULES } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { looksLeaky } from '../helpers/messages';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { addVehicle, at, DAY_END, DAY_START, NOW } from './eventReportFleet';

/**
 * The temperature settings report on both databases. Every change goes through the alarm rule settings endpoints as
 * a logged-in user, with the app's clock at the change's minute:
 * - minute 0: the admin sets the company default to an upper bound of 10 °C (nothing saved before);
 * - minute 1: the admin gives A (the viewer's department) −20…−15 °C for 60 s;
 * - minute 2: the admin raises A's lower bound to −18 °C;
 * - minute 3: the admin gives B (the top department) −25…−18 °C; minute 4: the admin deletes B's setting;
 * - minute 5: the other company's admin saves its company default (another tenant).
 */
let t: TestApp;
const clock = { now: NOW };
const tokens = { admin: '', viewer: '', other: '' };
const ids = { a: 0, b: 0 };
const range = { startTime: DAY_START, endTime: DAY_END };
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });
const rule = (patch: object) => ({ ...ALARM_RULES.overTemperature.defaults, ...patch });

async function change(minute: number, token: string, name: string, input: object) {
  clock.now = at(minute);
  const res = await callJson(t.app, name as 'alarmRuleSaveGlobal', input as never, { token });
  expect(res.body.code).toBe(1);
}

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => clock.now } });
  const viewerRow = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id', 'role_id'])
    .where('user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  const top = await t.db
    .selectFrom('departments')
    .select('id')
    .where('company_id', '=', viewerRow.company_id)
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  ids.a = (
    await addVehicle(t.db, viewerRow.company_id, viewerRow.department_id, '苏TSA01', '13977709501')
  ).vehicleId;
  ids.b = (await addVehicle(t.db, viewerRow.company_id, top.id, '苏TSB02', '13977709502')).vehicleId;
  tokens.admin = (await loginAs(t.app, 'admin')).token;
  tokens.viewer = (await loginAs(t.app, 'viewer')).token;
  tokens.other = (await loginAs(t.app, 'other_admin')).token;
  await t.db
    .insertInto('role_operations')
    .values({ role_id: viewerRow.role_id, operation_id: 'tempSettingReport' })
    .execute();
  const type = 'overTemperature';
  await change(0, tokens.admin, 'alarmRuleSaveGlobal', { type, settings: rule({ maxC: 10 }) });
  await change(1, tokens.admin, 'alarmRuleSaveVehicles', {
    type,
    vehicleIds: [ids.a],
    settings: rule({ minC: -20, maxC: -15, sustainS: 60 }),
  });
  await change(2, tokens.admin, 'alarmRuleSaveVehicles', {
    type,
    vehicleIds: [ids.a],
    settings: rule({ minC: -18, maxC: -15, sustainS: 60 }),
  });
  await change(3, tokens.admin, 'alarmRuleSaveVehicles', {
    type,
    vehicleIds: [ids.b],
    settings: rule({ minC: -25, maxC: -18 }),
  });
  await change(4, tokens.admin, 'alarmRuleDeleteVehicles', { type, vehicleIds: [ids.b] });
  await change(5, tokens.other, 'alarmRuleSaveGlobal', { type, settings: rule({ maxC: 4 }) });
  clock.now = NOW;
}, 120_000);

afterAll(() => t?.close());

const detail = async (token: string, input: object = {}, lang?: 'en-US') =>
  (await callJson(t.app, 'tempSettingDetailReport', { ...range, ...page(), ...input }, { token, lang })).body;
const summary = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'tempSettingSummaryReport', { ...range, ...page(), ...input }, { token })).body;

describe('temperature settings detail', () => {
  it('holds one row per change with its user, scope, action and thresholds before and after, newest first', async () => {
    const body = await detail(tokens.admin);
    expect(body.code).toBe(1);
    expect(body.result?.totalRecords).toBe(5);
    expect(
      body.result!.data.map((r) => [
        r.at,
        r.plate,
        r.operator,
        r.action,
        r.before?.minC,
        r.after?.minC ?? null,
      ]),
    ).toEqual([
      [at(4), '苏TSB02', '陈建国', 'delete', -25, null],
      [at(3), '苏TSB02', '陈建国', 'save', undefined, -25],
      [at(2), '苏TSA01', '陈建国', 'save', -20, -18],
      [at(1), '苏TSA01', '陈建国', 'save', undefined, -20],
      [at(0), null, '陈建国', 'save', undefined, null],
    ]);
    expect(body.result!.data[2]).toMatchObject({
      vehicleId: ids.a,
      before: { enabled: true, minC: -20, maxC: -15, sustainS: 60 },
      after: { enabled: true, minC: -18, maxC: -15, sustainS: 60 },
    });
  });

  it('filters by vehicle, plate, user and action; a vehicle filter leaves out the company default', async () => {
    expect((await detail(tokens.admin, { vehicleIds: [ids.a] })).result?.totalRecords).toBe(2);
    expect((await detail(tokens.admin, { plate: 'TSB' })).result?.data.map((r) => r.action)).toEqual([
      'delete',
      'save',
    ]);
    expect(
      (await detail(tokens.admin, { actions: ['delete'] })).result?.data.map((r) => r.vehicleId),
    ).toEqual([ids.b]);
    expect((await detail(tokens.admin, { user: '陈建' })).result?.totalRecords).toBe(5);
    expect((await detail(tokens.admin, { user: 'nobody' })).result?.totalRecords).toBe(0);
    const byPlate = await detail(tokens.admin, { sort: { field: 'plate', order: 'asc' } });
    expect(byPlate.result?.data.map((r) => r.plate)).toEqual([
      null,
      '苏TSA01',
      '苏TSA01',
      '苏TSB02',
      '苏TSB02',
    ]);
    const byUser = await detail(tokens.admin, { sort: { field: 'operator', order: 'asc' } });
    expect(byUser.result?.data.map((r) => r.at)).toEqual([at(4), at(3), at(2), at(1), at(0)]);
    const second = await detail(tokens.admin, page(2, 2));
    expect(second.result?.data.map((r) => r.at)).toEqual([at(2), at(1)]);
  });

  it('shows a vehicle’s changes only to users whose departments hold it, and no other company’s', async () => {
    const viewer = await detail(tokens.viewer);
    expect(viewer.result?.data.map((r) => r.vehicleId)).toEqual([ids.a, ids.a, null]);
    const other = await detail(tokens.other);
    expect(other.result?.data.map((r) => [r.vehicleId, r.after?.maxC])).toEqual([[null, 4]]);
    expect((await detail(tokens.other, { vehicleIds: [ids.a] })).result?.totalRecords).toBe(0);
  });

  it('refuses a detail range the rules do not allow with code 0 and a translated sentence', async () => {
    const body = await detail(tokens.admin, { startTime: NOW - 90 * 86_400_000, endTime: NOW }, 'en-US');
    expect(body.code).toBe(0);
    expect(body.result ?? null).toBeNull();
    expect(looksLeaky(body.message)).toBe(false);
    const long = await callJson(
      t.app,
      'tempSettingSummaryReport',
      { startTime: NOW - 400 * 86_400_000, endTime: NOW, ...page() },
      { token: tokens.admin, lang: 'en-US' },
    );
    expect(long.body.code).toBe(0);
    expect(long.body.message).toMatch(/12 months/);
  });
});

describe('temperature settings summary', () => {
  it('counts changes per vehicle with the last one and the thresholds in force now, company default first', async () => {
    const body = await summary(tokens.admin);
    expect(body.result?.totalRecords).toBe(3);
    expect(
      body.result?.data.map((r) => [r.plate, r.changes, r.lastAt, r.lastOperator, r.current, r.ownSetting]),
    ).toEqual([
      [null, 1, at(0), '陈建国', { enabled: true, minC: null, maxC: 10, sustainS: 0 }, false],
      ['苏TSA01', 2, at(2), '陈建国', { enabled: true, minC: -18, maxC: -15, sustainS: 60 }, true],
      // B's own setting was deleted: the company default applies.
      ['苏TSB02', 2, at(4), '陈建国', { enabled: true, minC: null, maxC: 10, sustainS: 0 }, false],
    ]);
    const byChanges = await summary(tokens.admin, { sort: { field: 'lastAt', order: 'desc' } });
    expect(byChanges.result?.data.map((r) => r.vehicleId)).toEqual([null, ids.b, ids.a]);
    expect((await summary(tokens.viewer)).result?.data.map((r) => r.vehicleId)).toEqual([null, ids.a]);
    expect((await summary(tokens.other)).result?.data.map((r) => r.vehicleId)).toEqual([null]);
  });

  it('exports detail and summary as xlsx in the language asked for, rows as many as the total', async () => {
    const res = await call(t.app, 'exportTempSettingDetailReport', range, {
      token: tokens.admin,
      lang: 'en-US',
    });
    expect(res.statusCode).toBe(200);
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 5);
    expect(sheet.getRow(1).getCell(1).value).toBe('Changed');
    const rowA = sheet.getRow(4).values as unknown[];
    expect(rowA.slice(3, 9)).toEqual([
      '苏TSA01',
      expect.any(String),
      'Saved',
      'Lower -20 °C, upper -15 °C, for 60 s',
      'Lower -18 °C, upper -15 °C, for 60 s',
      'Lower bound: -20 °C → -18 °C',
    ]);
    expect(sheet.getRow(6).getCell(3).value).toBe('Company default');
    const sum = await call(t.app, 'exportTempSettingSummaryReport', range, { token: tokens.admin });
    const summaryBook = new Workbook();
    await summaryBook.xlsx.load(sum.rawPayload as unknown as ArrayBuffer);
    expect(summaryBook.worksheets[0]!.rowCount).toBe(1 + 3);
    expect(summaryBook.worksheets[0]!.getRow(2).getCell(1).value).toBe('公司默认');
  });
});
