import { ALARM_FIRST_TYPE, ALARM_RULES, SPEED_ALARM, type AlarmRuleType } from '@roadwatch/core';
import { encodeTemperatureItem } from '@roadwatch/jt808';
import { resources } from '@roadwatch/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALARM_RULE_RANGE_CASES,
  editedAlarmRule,
  setAlarmRuleField,
} from '../../../packages/core/src/alarmRules/alarmRuleRangeCases';
import type { VehicleTerminalIdentity } from '../src/pipeline/terminalSink';
import { SECOND, report, startPipeline } from './helpers/pipelineFixture';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

/**
 * Alarm settings per type: every range and ordering refused with code 0 naming the field and nothing written,
 * company and department scope, and a saved setting changing what the running pipeline opens within seconds.
 */
let t: TestApp;
let admin = '';
let other = '';

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
}, 120_000);
afterAll(() => t.close());

async function companyOf(userName: string): Promise<number> {
  const u = await t.db
    .selectFrom('users')
    .select('company_id')
    .where('user_name', '=', userName)
    .executeTakeFirstOrThrow();
  return u.company_id;
}

async function vehicleOf(userName: string) {
  return t.db
    .selectFrom('vehicles')
    .select(['id', 'plate', 'company_id', 'department_id', 'terminal_phone'])
    .where('company_id', '=', await companyOf(userName))
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

const storedDefaults = (type: AlarmRuleType) =>
  t.db.selectFrom('alarm_rule_defaults').selectAll().where('type', '=', type).execute();

describe('alarm settings: ranges and orderings', () => {
  it.each(ALARM_RULE_RANGE_CASES)('$type: $name', async ({ type, accepted, refused, path }) => {
    const ok = await callJson(
      t.app,
      'alarmRuleSaveGlobal',
      { type, settings: editedAlarmRule(type, accepted) },
      { token: admin },
    );
    expect(ok.body).toMatchObject({ code: 1, message: '' });
    const before = await storedDefaults(type);

    const bad = await callJson(
      t.app,
      'alarmRuleSaveGlobal',
      { type, settings: editedAlarmRule(type, refused) },
      { token: admin, lang: 'en-US' },
    );
    expect(bad.status).toBe(200);
    expect(bad.body.code).toBe(0);
    const lastField = [...path].reverse().find((p): p is string => typeof p === 'string')!;
    const label = (resources['en-US'].alarmRules.fields as Record<string, string>)[lastField];
    expect(bad.body.message).toContain(label);
    expect(await storedDefaults(type)).toEqual(before);
  });

  it('says it in Chinese too, and refuses a vehicle setting the same way', async () => {
    const vehicle = await vehicleOf('admin');
    const bad = await callJson(
      t.app,
      'alarmRuleSaveVehicles',
      {
        type: 'openDoor',
        vehicleIds: [vehicle.id],
        settings: editedAlarmRule('openDoor', setAlarmRuleField(['openSeconds'], 61)),
      },
      { token: admin, lang: 'zh-CN' },
    );
    expect(bad.body).toMatchObject({ code: 0, message: expect.stringContaining('开门时长（秒）') });
    const rows = await t.db
      .selectFrom('alarm_rule_vehicles')
      .selectAll()
      .where('vehicle_id', '=', vehicle.id)
      .where('type', '=', 'openDoor')
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('alarm settings: permission', () => {
  it('needs the type’s page to read and its update operation to save', async () => {
    const viewer = (await loginAs(t.app, 'viewer')).token;
    const read = await callJson(t.app, 'alarmRuleDetail', { type: 'overspeed' }, { token: viewer });
    expect(read.status).toBe(403);
    const before = await storedDefaults('hijack');
    const write = await callJson(
      t.app,
      'alarmRuleSaveGlobal',
      { type: 'hijack', settings: ALARM_RULES.hijack.defaults },
      { token: viewer },
    );
    expect(write.status).toBe(403);
    expect(await storedDefaults('hijack')).toEqual(before);
  });
});

describe('alarm settings: scope', () => {
  it('keeps each company to its own defaults and vehicles', async () => {
    const mine = await vehicleOf('admin');
    const theirs = await vehicleOf('other_admin');
    const settings = editedAlarmRule('parking', setAlarmRuleField(['parkingSeconds'], 600));
    const saved = await callJson(
      t.app,
      'alarmRuleSaveGlobal',
      { type: 'parking', settings },
      { token: admin },
    );
    expect(saved.body.code).toBe(1);
    expect(saved.body.result).toMatchObject({ settings, operator: expect.any(String) });

    const otherDetail = await callJson(t.app, 'alarmRuleDetail', { type: 'parking' }, { token: other });
    expect(otherDetail.body.result).toMatchObject({
      global: { settings: ALARM_RULES.parking.defaults, operator: null, modifiedAt: null },
    });

    // A vehicle of the other company is "not found", and nothing is written for either.
    const across = await callJson(
      t.app,
      'alarmRuleSaveVehicles',
      { type: 'parking', vehicleIds: [mine.id, theirs.id], settings },
      { token: other },
    );
    expect(across.body.code).toBe(0);
    const rows = await t.db
      .selectFrom('alarm_rule_vehicles')
      .select('vehicle_id')
      .where('vehicle_id', 'in', [mine.id, theirs.id])
      .where('type', '=', 'parking')
      .execute();
    expect(rows).toEqual([]);
    const peek = await callJson(
      t.app,
      'alarmRuleDetail',
      { type: 'parking', vehicleId: mine.id },
      { token: other },
    );
    expect(peek).toMatchObject({ status: 200, body: { code: 0 } });
    const mineDetail = await callJson(
      t.app,
      'alarmRuleDetail',
      { type: 'parking', vehicleId: mine.id },
      { token: admin },
    );
    expect(mineDetail.body.result).toMatchObject({ vehicle: null, effective: settings });

    const own = await callJson(
      t.app,
      'alarmRuleSaveVehicles',
      {
        type: 'parking',
        vehicleIds: [theirs.id],
        settings: editedAlarmRule('parking', setAlarmRuleField(['parkingSeconds'], 30)),
      },
      { token: other },
    );
    expect(own.body).toMatchObject({ code: 1, result: { saved: 1 } });
    const myList = await callJson(
      t.app,
      'alarmRuleVehicleList',
      { type: 'parking', curPage: 1, pageSize: 20 },
      { token: admin },
    );
    expect(myList.body.result).toMatchObject({ totalRecords: 0, data: [] });
    const theirList = await callJson(
      t.app,
      'alarmRuleVehicleList',
      { type: 'parking', curPage: 1, pageSize: 20 },
      { token: other },
    );
    expect(theirList.body.result).toMatchObject({
      totalRecords: 1,
      data: [{ vehicleId: theirs.id, plate: theirs.plate, settings: { parkingSeconds: 30 } }],
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['company_id', 'record_id', 'action'])
      .where('resource', '=', 'alarmRule:parking')
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { company_id: mine.company_id, record_id: 0, action: 'update' },
        { company_id: theirs.company_id, record_id: theirs.id, action: 'update' },
      ]),
    );

    const removed = await callJson(
      t.app,
      'alarmRuleDeleteVehicles',
      { type: 'parking', vehicleIds: [theirs.id] },
      { token: admin },
    );
    expect(removed.body.code).toBe(0);
  });
});

describe('alarm settings reach the pipeline', () => {
  it('raising a vehicle’s overspeed threshold changes which reports open alarms within 5 s', async () => {
    const v = await vehicleOf('admin');
    await t.db.updateTable('vehicles').set({ speed_limit_kmh: 80 }).where('id', '=', v.id).execute();
    await t.db.deleteFrom('alarms').where('vehicle_id', '=', v.id).execute();
    const vehicle: VehicleTerminalIdentity = {
      vehicleId: v.id,
      companyId: v.company_id,
      departmentId: v.department_id,
      plate: v.plate,
      phone: v.terminal_phone ?? '13900000001',
      terminalModel: 'RW-SIM-ADAS',
      protocolVersion: 2019,
    };
    const h = startPipeline(t.db);
    // After the seeded track (which ends about now): earlier reports would be blind-area re-uploads.
    const stored = await t.db
      .selectFrom('vehicle_states')
      .select('gps_time')
      .where('vehicle_id', '=', v.id)
      .executeTakeFirst();
    h.clock.now =
      Math.ceil(Math.max(Date.now(), Number(stored?.gps_time ?? 0)) / SECOND) * SECOND + 60 * SECOND;
    const overspeeds = () =>
      t.db
        .selectFrom('alarms')
        .select(['begin_time', 'end_time', 'speed_limit'])
        .where('vehicle_id', '=', v.id)
        .where('first_type', '=', ALARM_FIRST_TYPE.speed)
        .where('second_type', '=', SPEED_ALARM.overspeed)
        .orderBy('begin_time')
        .execute();
    /** 15 s at `kmh` from the clock's time, one report a second, then the clock is there. */
    async function drive(kmh: number): Promise<number> {
      const from = h.clock.now;
      for (let i = 0; i <= 15; i += 1)
        h.pipeline.locations(
          vehicle,
          [report({ time: from + i * SECOND, speedKmh: kmh })],
          from + i * SECOND,
        );
      await h.advance(15 * SECOND);
      return from;
    }
    await h.pipeline.flush();

    const first = await drive(90);
    await drive(70);
    expect(await overspeeds()).toEqual([
      { begin_time: first, end_time: expect.any(Number), speed_limit: 80 },
    ]);

    const saved = await callJson(
      t.app,
      'alarmRuleSaveVehicles',
      {
        type: 'overspeed',
        vehicleIds: [v.id],
        settings: editedAlarmRule('overspeed', setAlarmRuleField(['speedLimitKmh'], 100)),
      },
      { token: admin },
    );
    expect(saved.body.code).toBe(1);
    // Within 5 s of the save (the poll runs every second): the same 90 km/h opens nothing, 110 km/h does.
    await h.advance(5 * SECOND);
    await drive(90);
    expect(await overspeeds()).toHaveLength(1);
    const raised = await drive(110);
    const after = await overspeeds();
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ begin_time: raised, end_time: null, speed_limit: 100 });

    // Deleting the vehicle's setting brings back the company default (the vehicle's own 80 km/h).
    await drive(70);
    const gone = await callJson(
      t.app,
      'alarmRuleDeleteVehicles',
      { type: 'overspeed', vehicleIds: [v.id] },
      { token: admin },
    );
    expect(gone.body).toMatchObject({ code: 1, result: { deleted: 1 } });
    await h.advance(5 * SECOND);
    const again = await drive(90);
    expect((await overspeeds())[2]).toMatchObject({ begin_time: again, speed_limit: 80 });

    // A company default reaches every loaded vehicle of the company the same way.
    await drive(70);
    const companyWide = await callJson(
      t.app,
      'alarmRuleSaveGlobal',
      { type: 'overspeed', settings: editedAlarmRule('overspeed', setAlarmRuleField(['speedLimitKmh'], 95)) },
      { token: admin },
    );
    expect(companyWide.body.code).toBe(1);
    await h.advance(5 * SECOND);
    await drive(90);
    expect(await overspeeds()).toHaveLength(3);
    const over = await drive(100);
    expect((await overspeeds())[3]).toMatchObject({ begin_time: over, speed_limit: 95 });
    await h.pipeline.close();
  });

  it('an over-temperature setting moves the range a vehicle’s probes are judged by, or stops their alarms', async () => {
    const mine = await vehicleOf('admin');
    const [added] = await t.db
      .insertInto('vehicles')
      .values({
        company_id: mine.company_id,
        department_id: mine.department_id,
        plate: '苏A7T001',
        terminal_phone: '13977700001',
        terminal_model: 'RW-SIM-REEFER',
        protocol_version: 2019,
        refrigerated: 1,
        speed_limit_kmh: 80,
        created_at: Date.now(),
      })
      .returning('id')
      .execute();
    const vehicleId = added!.id;
    const [point] = await t.db
      .insertInto('temp_points')
      .values({
        company_id: mine.company_id,
        department_id: mine.department_id,
        vehicle_id: vehicleId,
        probe_no: 1,
        name: 'Probe 1',
        min_c: 2,
        max_c: 8,
      })
      .returning('id')
      .execute();
    const reefer: VehicleTerminalIdentity = {
      vehicleId,
      companyId: mine.company_id,
      departmentId: mine.department_id,
      plate: '苏A7T001',
      phone: '13977700001',
      terminalModel: 'RW-SIM-REEFER',
      protocolVersion: 2019,
    };
    const h = startPipeline(t.db);
    h.clock.now = Math.ceil(Date.now() / SECOND) * SECOND;
    const send = async (temperatureC: number) => {
      const at = h.clock.now;
      h.pipeline.locations(
        reefer,
        [report({ time: at, items: [encodeTemperatureItem('RW-SIM-REEFER', [{ probe: 1, temperatureC }])] })],
        at,
      );
      await h.advance(SECOND);
    };
    const alarms = () =>
      t.db
        .selectFrom('alarms')
        .select(['end_time'])
        .where('point_id', '=', point!.id)
        .orderBy('begin_time')
        .execute();
    const save = async (settings: Record<string, unknown>) => {
      const res = await callJson(
        t.app,
        'alarmRuleSaveVehicles',
        { type: 'overTemperature', vehicleIds: [vehicleId], settings },
        { token: admin },
      );
      expect(res.body.code).toBe(1);
      await h.advance(SECOND);
    };
    await h.pipeline.flush();

    await send(15);
    expect(await alarms()).toEqual([{ end_time: null }]);

    await save(editedAlarmRule('overTemperature', (s) => Object.assign(s, { minC: 2, maxC: 20 })));
    await send(15);
    expect(await alarms()).toEqual([{ end_time: expect.any(Number) }]);

    await save(editedAlarmRule('overTemperature', setAlarmRuleField(['enabled'], false)));
    await send(30);
    expect(await alarms()).toHaveLength(1);
    await h.pipeline.close();
  });
});
