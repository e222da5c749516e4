import { ALARM_CLASS, HANDLE_STATUS, type AlarmStatRow } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

const DAY = 86_400_000;
/** A quiet stretch the demo seed never writes to, so every alarm counted here is one this file inserted. */
const B_TIME = Date.UTC(2021, 2, 1) - 8 * 3_600_000;
const range = { bTime: B_TIME, eTime: B_TIME + 2 * DAY - 1 };

let t: TestApp;
let admin: string;
let otherAdmin: string;
let viewer: string;
let inViewer: number;
let outsideViewer: number;
let otherCompany: number;

async function vehicleWhere(companyId: number, inPath: string | null, outPath: string | null) {
  let q = t.db
    .selectFrom('vehicles as v')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .select(['v.id', 'v.department_id'])
    .where('v.company_id', '=', companyId);
  if (inPath) q = q.where('d.path', 'like', `${inPath}%`);
  if (outPath) q = q.where('d.path', 'not like', `${outPath}%`);
  return q.orderBy('v.id').executeTakeFirstOrThrow();
}

let seq = 0;
function alarm(
  vehicle: { id: number; department_id: number },
  companyId: number,
  level: number,
  status: number,
  firstType = 1,
) {
  seq += 1;
  return {
    guid: `stat-test-${seq}`,
    alarm_class: ALARM_CLASS.vehicle,
    company_id: companyId,
    department_id: vehicle.department_id,
    vehicle_id: vehicle.id,
    first_type: firstType,
    second_type: 1,
    level,
    handle_status: status,
    begin_time: B_TIME + seq * 60_000,
    created_at: B_TIME + seq * 60_000,
  };
}

beforeAll(async () => {
  t = await startTestApp();
  const viewerUser = await t.db
    .selectFrom('users as u')
    .innerJoin('departments as d', 'd.id', 'u.department_id')
    .select(['u.role_id', 'd.path'])
    .where('u.user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  // The viewer may read both pages but not export them.
  await t.db
    .insertInto('role_operations')
    .values(
      [
        'alarmStatSummary',
        'alarmStatDetail',
        'deviceExceptionAnalysis',
        'deviceExceptionDetailReport',
        'deviceExceptionSummaryReport',
      ].map((operation_id) => ({
        role_id: viewerUser.role_id,
        operation_id,
      })),
    )
    .execute();
  const a = await vehicleWhere(1, viewerUser.path, null);
  const b = await vehicleWhere(1, null, viewerUser.path);
  const c = await vehicleWhere(2, null, null);
  inViewer = a.id;
  outsideViewer = b.id;
  otherCompany = c.id;
  const { processed, unprocessed, ignored } = HANDLE_STATUS;
  await t.db
    .insertInto('alarms')
    .values([
      alarm(a, 1, 1, processed),
      alarm(a, 1, 1, unprocessed),
      alarm(a, 1, 2, ignored),
      alarm(a, 1, 3, processed, 2),
      alarm(b, 1, 3, unprocessed),
      alarm(b, 1, 2, processed, 2),
      alarm(c, 2, 1, unprocessed),
      alarm(c, 2, 3, processed),
    ])
    .execute();
  // Device exceptions: two types over two China days; the other company's never counted.
  const exception = (
    v: { id: number; department_id: number },
    companyId: number,
    type: number,
    day: number,
  ) => {
    seq += 1;
    return {
      guid: `stat-exception-${seq}`,
      company_id: companyId,
      department_id: v.department_id,
      vehicle_id: v.id,
      type,
      begin_time: B_TIME + day * DAY + seq * 60_000,
      end_time: B_TIME + day * DAY + seq * 60_000 + 600_000,
      created_at: B_TIME,
    };
  };
  await t.db
    .insertInto('device_exceptions')
    .values([
      exception(a, 1, 1, 0),
      exception(a, 1, 1, 1),
      exception(a, 1, 2, 1),
      exception(b, 1, 2, 0),
      exception(c, 2, 1, 0),
    ])
    .execute();
  admin = (await loginAs(t.app, 'admin')).token;
  otherAdmin = (await loginAs(t.app, 'other_admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
});
afterAll(async () => {
  await t?.close();
});

const CELLS = {
  total: {},
  low: { alarmLevel: 1 },
  medium: { alarmLevel: 2 },
  high: { alarmLevel: 3 },
  handled: { handleStatus: HANDLE_STATUS.processed },
  unprocessed: { handleStatus: HANDLE_STATUS.unprocessed },
  ignored: { handleStatus: HANDLE_STATUS.ignored },
} as const;

async function detailCount(token: string, filter: object): Promise<number> {
  const { body } = await callJson(
    t.app,
    'alarmStatDetail',
    { pageParamVO: { curPage: 1, pageSize: 100 }, ...range, ...filter },
    { token },
  );
  expect(body.code).toBe(1);
  expect(body.result.data).toHaveLength(body.result.totalRecords);
  return body.result.totalRecords;
}

describe('alarm statistics', () => {
  it('counts per vehicle exactly what the detail lists for each cell, totals included', async () => {
    const { body } = await callJson(t.app, 'alarmStatSummary', range, { token: admin });
    expect(body.code).toBe(1);
    const byVehicle = new Map(body.result.rows.map((r: AlarmStatRow) => [r.vehicleId, r]));
    expect([...byVehicle.keys()].sort()).toEqual([inViewer, outsideViewer].sort());
    expect(byVehicle.get(inViewer)).toMatchObject({ total: 4, low: 2, medium: 1, high: 1, handled: 2 });
    expect(byVehicle.get(inViewer)?.handledRate).toBe(0.5);
    expect(body.result.totals).toMatchObject({ total: 6, handled: 3, unprocessed: 2, ignored: 1 });
    for (const row of body.result.rows) {
      for (const [key, cell] of Object.entries(CELLS)) {
        const count = await detailCount(admin, { vehicleId: row.vehicleId, ...cell });
        expect(count, `${row.plate} ${key}`).toBe(row[key as keyof typeof CELLS]);
      }
    }
    for (const [key, cell] of Object.entries(CELLS))
      expect(await detailCount(admin, cell), key).toBe(body.result.totals[key as keyof typeof CELLS]);

    const typed = await callJson(
      t.app,
      'alarmStatSummary',
      { ...range, firstAlarmTypes: [2] },
      { token: admin },
    );
    expect(typed.body.result.totals.total).toBe(2);
    expect(await detailCount(admin, { firstAlarmTypes: [2] })).toBe(2);
  });

  it('lists the detail newest first', async () => {
    const { body } = await callJson(
      t.app,
      'alarmStatDetail',
      { pageParamVO: { curPage: 1, pageSize: 3 }, ...range },
      { token: admin },
    );
    const times = body.result.data.map((r) => r.bTime);
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(body.result.totalRecords).toBe(6);
  });

  it('never counts another company’s alarms', async () => {
    const { body } = await callJson(t.app, 'alarmStatSummary', range, { token: otherAdmin });
    expect(body.result.rows.map((r) => r.vehicleId)).toEqual([otherCompany]);
    const dept = await t.db
      .selectFrom('departments')
      .select('id')
      .where('company_id', '=', 2)
      .executeTakeFirstOrThrow();
    const foreign = await callJson(
      t.app,
      'alarmStatSummary',
      { ...range, departmentId: dept.id },
      { token: admin },
    );
    expect(foreign.body.result.totals.total).toBe(0);
  });

  it('shows a user limited to a sub-department only its vehicles', async () => {
    const { body } = await callJson(t.app, 'alarmStatSummary', range, { token: viewer });
    expect(body.result.rows.map((r) => r.vehicleId)).toEqual([inViewer]);
    expect(await detailCount(viewer, {})).toBe(4);
  });

  it('refuses a range over 31 days or ending before it starts, naming the field', async () => {
    const wide = await callJson(
      t.app,
      'alarmStatSummary',
      { bTime: B_TIME, eTime: B_TIME + 32 * DAY },
      { token: admin },
    );
    expect(wide.status).toBe(400);
    expect(wide.body.code).toBe(0);
    expect(wide.body.message).toMatch(/eTime .*31/);
    const reversed = await callJson(
      t.app,
      'alarmStatDetail',
      { pageParamVO: { curPage: 1, pageSize: 10 }, bTime: B_TIME + DAY, eTime: B_TIME },
      { token: admin },
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toMatch(/eTime /);
    const page = await callJson(
      t.app,
      'alarmStatDetail',
      { pageParamVO: { curPage: 1, pageSize: 100_000 }, ...range },
      { token: admin },
    );
    expect(page.status).toBe(400);
    expect(page.body.message).toMatch(/pageSize/);
  });

  it('exports to Excel only with the export operation', async () => {
    for (const name of ['exportAlarmStatSummary', 'exportAlarmStatDetail'] as const) {
      const denied = await call(t.app, name, range, { token: viewer });
      expect(denied.statusCode, name).toBe(403);
      const file = await call(t.app, name, range, { token: admin });
      expect(file.statusCode, name).toBe(200);
      expect(file.headers['content-type']).toMatch(/spreadsheetml/);
      expect(file.headers['content-disposition']).toMatch(/attachment.*\.xlsx/);
      expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
  });
});

describe('device exception analysis', () => {
  it('counts by China day and type and ranks vehicles, within the caller’s company and subtree', async () => {
    const { body } = await callJson(t.app, 'deviceExceptionAnalysis', range, { token: admin });
    expect(body.code).toBe(1);
    expect(body.result.days).toEqual(['2021-03-01', '2021-03-02']);
    expect(body.result.series.map((s) => [s.type, s.counts])).toEqual([
      [1, [1, 1]],
      [2, [1, 1]],
    ]);
    expect(body.result.top.map((v) => [v.vehicleId, v.count])).toEqual([
      [inViewer, 3],
      [outsideViewer, 1],
    ]);
    const mine = await callJson(t.app, 'deviceExceptionAnalysis', range, { token: viewer });
    expect(mine.body.result.top.map((v) => v.vehicleId)).toEqual([inViewer]);
    const theirs = await callJson(t.app, 'deviceExceptionAnalysis', range, { token: otherAdmin });
    expect(theirs.body.result.top.map((v) => v.vehicleId)).toEqual([otherCompany]);
    const wide = await callJson(
      t.app,
      'deviceExceptionAnalysis',
      { bTime: B_TIME, eTime: B_TIME + 40 * DAY },
      { token: admin },
    );
    expect(wide.status).toBe(400);
    expect(wide.body.message).toMatch(/eTime .*31/);
  });
});

describe('device exception reports', () => {
  const detailTotal = async (token: string, filter: object) => {
    const { body } = await callJson(
      t.app,
      'deviceExceptionDetailReport',
      { pageParamVO: { curPage: 1, pageSize: 100 }, ...range, ...filter },
      { token },
    );
    expect(body.code).toBe(1);
    return body.result;
  };

  it('sums per vehicle and type what the detail lists, with the duration of each exception', async () => {
    const { body } = await callJson(t.app, 'deviceExceptionSummaryReport', range, { token: admin });
    expect(body.code).toBe(1);
    expect(body.result.map((r) => [r.vehicleId, r.counts, r.total, r.duration])).toEqual(
      expect.arrayContaining([
        [inViewer, { 1: 2, 2: 1 }, 3, 1800],
        [outsideViewer, { 2: 1 }, 1, 600],
      ]),
    );
    expect(body.result).toHaveLength(2);
    for (const row of body.result)
      for (const [type, n] of Object.entries(row.counts))
        expect(
          (await detailTotal(admin, { vehicleId: row.vehicleId, exceptionTypes: [Number(type)] }))
            .totalRecords,
        ).toBe(n);
    const page = await detailTotal(admin, { vehicleId: inViewer });
    expect(page.data.map((r) => [r.duration, r.alarmStatus, r.vehicleNo.length > 0])).toEqual([
      [600, 1, true],
      [600, 1, true],
      [600, 1, true],
    ]);
  });

  it('keeps to the caller’s company and subtree, and exports only with the export operation', async () => {
    const mine = await callJson(t.app, 'deviceExceptionSummaryReport', range, { token: viewer });
    expect(mine.body.result.map((r) => r.vehicleId)).toEqual([inViewer]);
    expect((await detailTotal(viewer, {})).totalRecords).toBe(3);
    const theirs = await callJson(t.app, 'deviceExceptionSummaryReport', range, { token: otherAdmin });
    expect(theirs.body.result.map((r) => r.vehicleId)).toEqual([otherCompany]);
    for (const name of ['exportDeviceExceptionSummaryReport', 'exportDeviceExceptionDetailReport'] as const) {
      expect((await call(t.app, name, range, { token: viewer })).statusCode, name).toBe(403);
      const file = await call(t.app, name, range, { token: admin });
      expect(file.statusCode, name).toBe(200);
      expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    }
    const reversed = await callJson(
      t.app,
      'deviceExceptionSummaryReport',
      { bTime: B_TIME, eTime: B_TIME - 1 },
      { token: admin },
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toMatch(/eTime /);
  });
});
