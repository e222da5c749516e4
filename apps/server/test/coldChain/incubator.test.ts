import {
  ALARM_CLASS,
  ALARM_FIRST_TYPE,
  TEMPERATURE_ALARM,
  type IncubatorFlowAnswer,
  type IncubatorReportRow,
} from '@roadwatch/core';
import { encodeTemperatureItem } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Workbook } from '../../src/resources/sheet/excelJs';
import type { SiteTerminalIdentity, VehicleTerminalIdentity } from '../../src/pipeline/terminalSink';
import { MINUTE, report, startPipeline } from '../helpers/pipelineFixture';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';

/**
 * Incubators and ice rafts: every model rule at its bound and one step outside (nothing written on a refusal), the
 * incubator's code, model and logger checks, its temperature point following the model, one company's incubators
 * out of the other's reach, the flow legs of a fixed journey written through the pipeline (logger and vehicle
 * reports) and the report's figures against a hand calculation. Runs on SQLite or PostgreSQL.
 */
let t: TestApp;
const tokens = { admin: '', other: '' };
let departmentId = 0;
let otherDepartmentId = 0;
let companyId = 0;
let seq = 0;
/** 2026-02-03 10:00 +08:00: a time no seeded data reaches. */
const T0 = Date.parse('2026-02-03T10:00:00+08:00');

const model = (extra: Record<string, unknown> = {}) => {
  seq += 1;
  return { name: `测试型号${seq}`, kind: 'incubator', volumeL: 30, minC: 2, maxC: 8, departmentId, ...extra };
};

async function addModel(input: Record<string, unknown>, token = tokens.admin) {
  const { body } = await callJson(t.app, 'incubatorModelAdd', input, { token });
  return { code: body.code, message: body.message, id: (body.result as { id: number } | null)?.id ?? 0 };
}

const incubator = (modelId: number, extra: Record<string, unknown> = {}) => {
  seq += 1;
  return { code: `IB-T${seq}`, name: `测试保温箱${seq}`, modelId, departmentId, ...extra };
};

async function addIncubator(input: Record<string, unknown>, token = tokens.admin) {
  const { body } = await callJson(t.app, 'incubatorAdd', input, { token });
  return { code: body.code, message: body.message, id: (body.result as { id: number } | null)?.id ?? 0 };
}

async function rowsIn(
  table: 'incubator_models' | 'incubators' | 'sites' | 'temp_points' | 'logger_positions',
): Promise<number> {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await startTestApp();
  tokens.admin = (await loginAs(t.app, 'admin')).token;
  tokens.other = (await loginAs(t.app, 'other_admin')).token;
  const user = (name: string) =>
    t.db
      .selectFrom('users')
      .select(['company_id', 'department_id'])
      .where('user_name', '=', name)
      .executeTakeFirstOrThrow();
  const admin = await user('admin');
  companyId = admin.company_id;
  departmentId = admin.department_id;
  otherDepartmentId = (await user('other_admin')).department_id;
}, 120_000);
afterAll(() => t.close());

describe('incubator models', () => {
  it('accepts every limit at its bound', async () => {
    const low = await addModel(model({ minC: -190, maxC: 149.99, volumeL: 0.1 }));
    expect(low.message).toBe('');
    const high = await addModel(model({ kind: 'iceRaft', minC: -0.01, maxC: 150, volumeL: 10_000 }));
    expect(high.message).toBe('');
  });

  it('refuses each value one step outside, writing nothing', async () => {
    const before = await rowsIn('incubator_models');
    for (const bad of [
      { minC: -190.01 },
      { maxC: 150.01 },
      { minC: 2.001 },
      { minC: 8, maxC: 8 },
      { volumeL: 0.09 },
      { volumeL: 10_000.1 },
      { volumeL: 1.25 },
      { kind: 'bucket' },
      { name: '' },
      { name: 'x'.repeat(33) },
    ]) {
      const { body, status } = await callJson(t.app, 'incubatorModelAdd', model(bad), {
        token: tokens.admin,
      });
      expect(status, JSON.stringify(bad)).toBe(400);
      expect(body.code).toBe(0);
      expect(body.message).not.toBe('');
    }
    const taken = await addModel(model({ name: '重名型号' }));
    expect(taken.message).toBe('');
    const again = await addModel(model({ name: '重名型号' }));
    expect(again.code).toBe(0);
    expect(again.message).toMatch(/型号名称已存在/);
    expect(await rowsIn('incubator_models')).toBe(before + 1);
  });

  it("copies the model's limits to its incubators' points and keeps a model in use", async () => {
    const m = await addModel(model());
    const i = await addIncubator(incubator(m.id));
    expect(i.message).toBe('');
    const point = () =>
      t.db
        .selectFrom('temp_points')
        .select(['min_c', 'max_c', 'probe_no'])
        .where('site_id', '=', i.id)
        .executeTakeFirstOrThrow();
    expect(await point()).toEqual({ min_c: 2, max_c: 8, probe_no: 1 });
    const upd = await callJson(
      t.app,
      'incubatorModelUpdate',
      { ...model({ minC: -5, maxC: 5 }), id: m.id },
      {
        token: tokens.admin,
      },
    );
    expect(upd.body.message).toBe('');
    expect(await point()).toMatchObject({ min_c: -5, max_c: 5 });
    const del = await callJson(t.app, 'incubatorModelDelete', { ids: [m.id] }, { token: tokens.admin });
    expect(del.body.code).toBe(0);
    expect(del.body.message).toMatch(/仍有保温箱/);
  });
});

describe('incubators', () => {
  it('refuses a taken code, a foreign model, a bad code or a taken logger number, writing nothing', async () => {
    const m = await addModel(model());
    const theirs = await addModel(model({ departmentId: otherDepartmentId }), tokens.other);
    expect(theirs.message).toBe('');
    const first = await addIncubator(incubator(m.id, { code: 'IB-DUP', terminalPhone: '014699000001' }));
    expect(first.message).toBe('');
    const sites = await rowsIn('sites');
    const rows = await rowsIn('incubators');
    const points = await rowsIn('temp_points');
    const dup = await addIncubator(incubator(m.id, { code: 'IB-DUP' }));
    expect(dup.message).toMatch(/编号已被/);
    const foreign = await addIncubator(incubator(theirs.id));
    expect(foreign.message).toMatch(/型号不存在/);
    const phone = await addIncubator(incubator(m.id, { terminalPhone: '14699000001' }));
    expect(phone.code).toBe(0);
    for (const bad of [
      { code: 'IB 1' },
      { code: 'x'.repeat(33) },
      { status: 5 },
      { terminalPhone: '12ab' },
    ]) {
      const { status } = await callJson(t.app, 'incubatorAdd', incubator(m.id, bad), { token: tokens.admin });
      expect(status, JSON.stringify(bad)).toBe(400);
    }
    expect(await rowsIn('sites')).toBe(sites);
    expect(await rowsIn('incubators')).toBe(rows);
    expect(await rowsIn('temp_points')).toBe(points);
    // The same code in another company is theirs to use.
    const same = await addIncubator(
      incubator(theirs.id, { code: 'IB-DUP', departmentId: otherDepartmentId }),
      tokens.other,
    );
    expect(same.message).toBe('');
  });

  it("keeps one company's incubators and views out of the other's reach", async () => {
    const m = await addModel(model());
    const mine = await addIncubator(incubator(m.id, { code: 'IB-MINE' }));
    const list = await callJson(
      t.app,
      'incubatorList',
      { curPage: 1, pageSize: 100 },
      { token: tokens.other },
    );
    expect(list.body.result?.data.some((r) => r.id === mine.id)).toBe(false);
    const upd = await callJson(
      t.app,
      'incubatorUpdate',
      { ...incubator(m.id, { departmentId: otherDepartmentId }), id: mine.id },
      { token: tokens.other },
    );
    expect(upd.body.code).toBe(0);
    const del = await callJson(t.app, 'incubatorDelete', { ids: [mine.id] }, { token: tokens.other });
    expect(del.body.code).toBe(0);
    expect(await rowsIn('incubators')).toBeGreaterThan(0);
    const range = { startTime: T0 - MINUTE, endTime: T0 + 60 * MINUTE };
    const flow = await callJson(
      t.app,
      'incubatorFlowDetail',
      { incubatorId: mine.id, ...range },
      {
        token: tokens.other,
      },
    );
    expect(flow.body.result?.incubatorId).not.toBe(mine.id);
    expect(flow.body.result?.incubators.some((i) => i.id === mine.id)).toBe(false);
    const temp = await callJson(
      t.app,
      'incubatorTempDetail',
      { incubatorId: mine.id, ...range, curPage: 1, pageSize: 10 },
      { token: tokens.other },
    );
    expect(temp.body.result?.incubatorId).not.toBe(mine.id);
    const rep = await callJson(t.app, 'incubatorReport', range, { token: tokens.other });
    expect(rep.body.result?.some((r) => r.incubatorId === mine.id)).toBe(false);
    const tooLong = await callJson(
      t.app,
      'incubatorFlowDetail',
      { startTime: T0, endTime: T0 + 8 * 86_400_000 },
      { token: tokens.admin },
    );
    expect(tooLong.status).toBe(400);
  });
});

describe('flow detail', () => {
  it('derives warehouse → vehicle → warehouse legs from the logger and vehicle reports', async () => {
    const m = await addModel(model());
    const box = await addIncubator(incubator(m.id, { terminalPhone: '014699000777' }));
    expect(box.message).toBe('');
    // Two warehouses 0.20° of longitude apart (≈ 16 km at 43.8° N), far from any seeded place.
    const W1 = { lon: 87.6, lat: 43.8 };
    const W2 = { lon: 87.8, lat: 43.8 };
    const warehouses = await t.db
      .insertInto('sites')
      .values(
        [W1, W2].map((w, k) => ({
          company_id: companyId,
          department_id: departmentId,
          kind: 'warehouse',
          name: `流转仓${k + 1}`,
          ...w,
        })),
      )
      .returning('id')
      .execute();
    const vehicle = await t.db
      .insertInto('vehicles')
      .values({
        company_id: companyId,
        department_id: departmentId,
        plate: '新A99771',
        terminal_phone: '014699000778',
        terminal_model: 'RW-SIM-ADAS',
        protocol_version: 2019,
        created_at: T0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const logger: SiteTerminalIdentity = {
      siteId: box.id,
      siteName: 'x',
      companyId,
      departmentId,
      phone: '014699000777',
      terminalModel: 'TL-1613',
      protocolVersion: 2019,
    };
    const truck: VehicleTerminalIdentity = {
      vehicleId: vehicle.id,
      plate: '新A99771',
      companyId,
      departmentId,
      phone: '014699000778',
      terminalModel: 'RW-SIM-ADAS',
      protocolVersion: 2019,
    };
    // Minute k: the logger rests at W1 (0–10); the truck waits at W1 from 5, leaves at 11 at 0.01° a minute
    // (≈ 48 km/h) and reaches W2 at 30; it leaves W2 northward at 35 while the logger stays there until 39.
    const truckAt = (k: number) =>
      k <= 10
        ? W1
        : k <= 30
          ? { lon: W1.lon + (k - 10) * 0.01, lat: W1.lat }
          : k < 35
            ? W2
            : { lon: W2.lon, lat: W2.lat + (k - 34) * 0.01 };
    const loggerAt = (k: number) => (k <= 34 ? truckAt(k) : W2);
    const h = startPipeline(t.db);
    h.clock.now = T0;
    for (let k = 0; k <= 39; k += 1) {
      const at = T0 + k * MINUTE;
      const l = loggerAt(k);
      h.pipeline.locations(
        logger,
        [
          report({
            time: at,
            longitude: l.lon,
            latitude: l.lat,
            items: [encodeTemperatureItem('TL-1613', [{ probe: 1, temperatureC: 4 + (k % 3) }])],
          }),
        ],
        at,
      );
      if (k >= 5 && k <= 40) {
        const v = truckAt(k);
        h.pipeline.locations(
          truck,
          [report({ time: at + 10_000, longitude: v.lon, latitude: v.lat })],
          at + 10_000,
        );
      }
      if (k === 0) await h.pipeline.flush();
    }
    await h.pipeline.flush();
    await h.pipeline.close();
    expect(await rowsIn('logger_positions')).toBeGreaterThanOrEqual(40);

    const { body } = await callJson(
      t.app,
      'incubatorFlowDetail',
      { incubatorId: box.id, startTime: T0 - MINUTE, endTime: T0 + 60 * MINUTE },
      { token: tokens.admin },
    );
    const legs = (body.result as IncubatorFlowAnswer).legs;
    expect(legs).toEqual([
      {
        holderKind: 'warehouse',
        holderId: warehouses[0]!.id,
        holderName: '流转仓1',
        from: T0,
        to: T0 + 10 * MINUTE,
        positions: 11,
      },
      {
        holderKind: 'vehicle',
        holderId: vehicle.id,
        holderName: '新A99771',
        from: T0 + 11 * MINUTE,
        to: T0 + 34 * MINUTE,
        positions: 24,
      },
      {
        holderKind: 'warehouse',
        holderId: warehouses[1]!.id,
        holderName: '流转仓2',
        from: T0 + 35 * MINUTE,
        to: T0 + 39 * MINUTE,
        positions: 5,
      },
    ]);

    const temp = await callJson(
      t.app,
      'incubatorTempDetail',
      { incubatorId: box.id, startTime: T0, endTime: T0 + 60 * MINUTE, curPage: 1, pageSize: 10 },
      { token: tokens.admin },
    );
    expect(temp.body.result?.totalRecords).toBe(40);
    // Newest first: minute 39 reads 4 + 39 % 3 = 4 °C.
    expect(temp.body.result?.data[0]).toMatchObject({ time: T0 + 39 * MINUTE, valueC: 4, excursion: null });
  });
});

describe('report', () => {
  it('counts readings, extremes, mean, minutes out of range and alarms as calculated by hand', async () => {
    const m = await addModel(model({ minC: 2, maxC: 8 }));
    const box = await addIncubator(incubator(m.id, { code: 'IB-REPORT' }));
    const point = await t.db
      .selectFrom('temp_points')
      .select('id')
      .where('site_id', '=', box.id)
      .executeTakeFirstOrThrow();
    const D = Date.parse('2026-01-05T00:00:00+08:00');
    const reading = (time: number, value: number | null) => ({
      point_id: point.id,
      time,
      value_c: value,
      state: value === null ? 3 : 0,
    });
    await t.db
      .insertInto('temp_readings')
      .values([
        reading(D - MINUTE, 20), // before the range
        reading(D, 5),
        reading(D + 10 * MINUTE, 9), // out until the next reading: 10 min
        reading(D + 20 * MINUTE, 1.5), // out until the next: 50 min, capped at 30
        reading(D + 70 * MINUTE, null), // offline: no value
        reading(D + 80 * MINUTE, 7.25),
        reading(D + 86_400_000, 30), // after the one-day range
      ])
      .execute();
    const alarm = (guid: string, beginTime: number) => ({
      guid,
      company_id: companyId,
      department_id: departmentId,
      site_id: box.id,
      point_id: point.id,
      alarm_class: ALARM_CLASS.storage,
      first_type: ALARM_FIRST_TYPE.temperature,
      second_type: TEMPERATURE_ALARM.high,
      level: 1,
      begin_time: beginTime,
      end_time: beginTime + 5 * MINUTE,
      created_at: beginTime,
    });
    await t.db
      .insertInto('alarms')
      .values([alarm('ib-report-1', D + 10 * MINUTE), alarm('ib-report-2', D + 86_400_000)])
      .execute();
    const range = { startTime: D, endTime: D + 86_400_000, keyword: 'IB-REPORT' };
    const { body } = await callJson(t.app, 'incubatorReport', range, { token: tokens.admin });
    // Values 5, 9, 1.5, 7.25: 4 readings, lowest 1.5, highest 9, mean 22.75 / 4 = 5.6875 → 5.69;
    // out of range 10 + 30 = 40 min; one alarm begun in the range.
    expect(body.result as IncubatorReportRow[]).toEqual([
      expect.objectContaining({
        incubatorId: box.id,
        code: 'IB-REPORT',
        readings: 4,
        lowestC: 1.5,
        highestC: 9,
        meanC: 5.69,
        outOfRangeMinutes: 40,
        alarms: 1,
      }),
    ]);
    const file = await call(t.app, 'exportIncubatorReport', range, { token: tokens.admin });
    expect(file.statusCode).toBe(200);
    const book = new Workbook();
    await book.xlsx.load(file.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(2).getCell(1).value).toBe('IB-REPORT');
    expect(sheet.getRow(2).getCell(10).value).toBe(40);
    // A delete of an incubator with alarms is refused; its point stays.
    const del = await callJson(t.app, 'incubatorDelete', { ids: [box.id] }, { token: tokens.admin });
    expect(del.body.code).toBe(0);
  });

  it('deletes an incubator without alarms with its point, readings and positions', async () => {
    const m = await addModel(model());
    const box = await addIncubator(incubator(m.id, { terminalPhone: '014699000888' }));
    await t.db.insertInto('logger_positions').values({ site_id: box.id, time: T0, lon: 1, lat: 1 }).execute();
    const del = await callJson(t.app, 'incubatorDelete', { ids: [box.id] }, { token: tokens.admin });
    expect(del.body.message).toBe('');
    expect(await t.db.selectFrom('temp_points').select('id').where('site_id', '=', box.id).execute()).toEqual(
      [],
    );
    expect(
      await t.db.selectFrom('logger_positions').select('time').where('site_id', '=', box.id).execute(),
    ).toEqual([]);
  });
});
