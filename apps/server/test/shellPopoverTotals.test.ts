import { HANDLE_STATUS, LIMITS } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let viewer: string;
const HOUR = 3_600_000;
/** More unprocessed events than the popovers list, all in the viewer's department. */
const EXTRA = LIMITS.popoverMaxRows + 20;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  // A vehicle in the viewer's department subtree.
  const { path } = await t.db
    .selectFrom('users')
    .innerJoin('departments', 'departments.id', 'users.department_id')
    .select('departments.path')
    .where('users.user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  const vehicle = await t.db
    .selectFrom('vehicles')
    .innerJoin('departments', 'departments.id', 'vehicles.department_id')
    .select(['vehicles.id', 'vehicles.company_id', 'vehicles.department_id'])
    .where('departments.path', 'like', `${path}%`)
    .orderBy('vehicles.id')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const base = {
    company_id: vehicle.company_id,
    department_id: vehicle.department_id,
    vehicle_id: vehicle.id,
  };
  await t.db
    .insertInto('alarms')
    .values(
      Array.from({ length: EXTRA }, (_, i) => ({
        ...base,
        guid: `total-alarm-${i}`,
        alarm_class: 1,
        first_type: 1,
        second_type: 1,
        begin_time: now - HOUR - i * 60_000,
        end_time: null,
        created_at: now,
      })),
    )
    .execute();
  await t.db
    .insertInto('device_exceptions')
    .values(
      Array.from({ length: EXTRA }, (_, i) => ({
        ...base,
        guid: `total-exception-${i}`,
        type: 1,
        begin_time: now - HOUR - i * 60_000,
        end_time: null,
        created_at: now,
      })),
    )
    .execute();
});
afterAll(async () => {
  await t?.close();
});

const summary = async (token: string) =>
  (await callJson(t.app, 'fetchAlarmAbnormalMsg', {}, { token })).body.result;

describe('popover totals', () => {
  it('counts every unprocessed alarm in scope while listing the newest hundred', async () => {
    for (const token of [admin, viewer]) {
      const { body } = await callJson(t.app, 'fetchAlarmList', {}, { token });
      expect(body.code).toBe(1);
      const list = body.result;
      expect(list.alarmDataList).toHaveLength(LIMITS.popoverMaxRows);
      expect(list.total).toBeGreaterThanOrEqual(EXTRA);
      expect(list.total).toBe((await summary(token)).alarmCount);
    }
    const companyRows = await t.db
      .selectFrom('alarms')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', 1)
      .where('handle_status', '=', HANDLE_STATUS.unprocessed)
      .where('begin_time', '>=', Date.now() - LIMITS.popoverDays * 24 * HOUR)
      .executeTakeFirstOrThrow();
    const adminList = (await callJson(t.app, 'fetchAlarmList', {}, { token: admin })).body.result;
    expect(adminList.total).toBe(Number(companyRows.n));
  });

  it('counts every unprocessed device exception in scope while listing the newest hundred', async () => {
    const { body } = await callJson(t.app, 'fetchAbnormalList', {}, { token: admin });
    expect(body.code).toBe(1);
    expect(body.result.exList).toHaveLength(LIMITS.popoverMaxRows);
    expect(body.result.total).toBeGreaterThanOrEqual(EXTRA);
    expect(body.result.total).toBe((await summary(admin)).abnormalCount);
    // The viewer's role has no exception page: no list, and a total that agrees with its badge.
    const seen = (await callJson(t.app, 'fetchAbnormalList', {}, { token: viewer })).body.result;
    expect(seen.total).toBe((await summary(viewer)).abnormalCount);
  });
});
