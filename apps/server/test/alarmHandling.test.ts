import {
  ALARM_CLASS,
  ALARM_FIRST_TYPE,
  HANDLE_STATUS,
  HANDLE_TYPE,
  HANDLE_SETTING_MODE,
  LIMITS,
} from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorText } from './helpers/messages';
import { call, callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

/** The seed writes history up to the real clock; the app's clock is pinned to the moment the suite starts. */
const NOW = Date.now();
const DAY = 86_400_000;

let t: TestApp;
let admin: string;
let viewer: string;
let otherAdmin: string;
let adminId: number;
beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  otherAdmin = (await loginAs(t.app, 'other_admin')).token;
  adminId = (
    await t.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t?.close();
});

const range = { bTime: NOW - 30 * DAY, eTime: NOW + DAY };
const page = (pageSize = 20) => ({ pageParamVO: { curPage: 1, pageSize }, ...range });

async function alarmRow(guid: string) {
  return t.db.selectFrom('alarms').selectAll().where('guid', '=', guid).executeTakeFirstOrThrow();
}
async function historyCount(guid: string): Promise<number> {
  const r = await t.db
    .selectFrom('alarm_handles')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('alarm_guid', '=', guid)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** An alarm of company 1 matching the filter, taken out of the pool so tests do not share one. */
const used = new Set<string>();
async function pickAlarm(where: {
  firstType?: number;
  status?: number;
  alarmClass?: number;
  ended?: boolean;
}) {
  let q = t.db
    .selectFrom('alarms')
    .selectAll()
    .where('company_id', '=', 1)
    .where('alarm_class', '=', where.alarmClass ?? ALARM_CLASS.vehicle)
    .where('handle_status', '=', where.status ?? HANDLE_STATUS.unprocessed);
  if (where.firstType !== undefined) q = q.where('first_type', '=', where.firstType);
  if (where.ended !== undefined) q = q.where('end_time', where.ended ? 'is not' : 'is', null);
  const rows = await q.orderBy('begin_time', 'desc').limit(50).execute();
  const row = rows.find((r) => !used.has(r.guid));
  if (!row) throw new Error(`the demo data has no alarm like ${JSON.stringify(where)}`);
  used.add(row.guid);
  return row;
}

function opinionBody(
  alarm: { guid: string; vehicle_id: number | null; second_type: number },
  content: string,
) {
  return {
    handleSource: 1,
    guid: alarm.guid,
    typeId: alarm.second_type,
    vehicleId: alarm.vehicle_id,
    content,
    alarmTimeStr: '2026-11-22 10:00:00',
    handleType: HANDLE_TYPE.opinion,
  };
}

async function setVehicleState(vehicleId: number, online: number, acc: number) {
  await t.db
    .insertInto('vehicle_states')
    .values({ vehicle_id: vehicleId, online, acc, updated_at: NOW })
    .onConflict((oc) => oc.column('vehicle_id').doUpdateSet({ online, acc }))
    .execute();
}

describe('processing grid', () => {
  it('pages company 1 alarms newest first with row buttons by operation; other tenants see none of them', async () => {
    const { body } = await callJson(t.app, 'findVehicleAlarms', page(50), { token: admin });
    expect(body.code).toBe(1);
    expect(body.result.totalRecords).toBeGreaterThan(50);
    expect(body.result.data).toHaveLength(50);
    const times = body.result.data.map((r) => r.bTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const guids = body.result.data.map((r) => r.guid);
    const owners = await t.db.selectFrom('alarms').select('company_id').where('guid', 'in', guids).execute();
    expect(owners.every((o) => o.company_id === 1)).toBe(true);
    expect(body.result.data.some((r) => r.hasHandle && r.hasIgnore)).toBe(true);

    const other = await callJson(t.app, 'findVehicleAlarms', page(200), { token: otherAdmin });
    expect(other.body.code).toBe(1);
    expect(other.body.result.data.some((r) => guids.includes(r.guid))).toBe(false);

    const seen = await callJson(t.app, 'findVehicleAlarms', page(50), { token: viewer });
    expect(seen.body.code).toBe(1);
    expect(seen.body.result.data.every((r) => !r.hasHandle && !r.hasIgnore)).toBe(true);
  });

  it('filters by type, level, handling status and plate', async () => {
    // Filter by the type and level of an open alarm the seed made, so the answer cannot be vacuously empty.
    const sample = await pickAlarm({});
    const { body } = await callJson(
      t.app,
      'findVehicleAlarms',
      {
        ...page(100),
        firstAlarmTypes: [sample.first_type],
        alarmLevels: [sample.level],
        handleStatus: HANDLE_STATUS.unprocessed,
      },
      { token: admin },
    );
    expect(body.code).toBe(1);
    expect(body.result.data.length).toBeGreaterThan(0);
    expect(
      body.result.data.every(
        (r) =>
          r.firstAlarmType === sample.first_type &&
          r.alarmLevel === sample.level &&
          r.handleStatus === HANDLE_STATUS.unprocessed,
      ),
    ).toBe(true);
    const plate = body.result.data[0]?.regName ?? '';
    const byPlate = await callJson(
      t.app,
      'findVehicleAlarms',
      { ...page(), regName: plate },
      { token: admin },
    );
    expect(byPlate.body.result.data.every((r) => r.regName === plate)).toBe(true);
  });

  it('refuses a department of another company silently (no rows) and a span over 12 months (400)', async () => {
    const dept = await t.db
      .selectFrom('departments')
      .select('id')
      .where('company_id', '=', 2)
      .executeTakeFirstOrThrow();
    const { body } = await callJson(
      t.app,
      'findVehicleAlarms',
      { ...page(), departmentId: dept.id },
      { token: admin },
    );
    expect(body.result.totalRecords).toBe(0);
    const wide = await callJson(
      t.app,
      'findVehicleAlarms',
      { pageParamVO: { curPage: 1, pageSize: 20 }, bTime: NOW - 400 * DAY, eTime: NOW },
      { token: admin },
    );
    expect(wide.status).toBe(400);
  });

  it('exports the filtered alarms in scope as CSV with a BOM', async () => {
    const res = await call(
      t.app,
      'exportVehicleAlarms',
      { ...range, firstAlarmTypes: [ALARM_FIRST_TYPE.speed] },
      {
        token: viewer,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const lines = res.body.trim().split('\r\n');
    const { body } = await callJson(
      t.app,
      'findVehicleAlarms',
      { ...page(), firstAlarmTypes: [ALARM_FIRST_TYPE.speed] },
      { token: viewer },
    );
    expect(lines.length - 1).toBe(body.result.totalRecords);
    const empty = await callJson(t.app, 'exportVehicleAlarms', { bTime: 0, eTime: 1 }, { token: admin });
    expect(empty.body).toMatchObject({ code: 0, message: errorText('zh-CN', 'noDataToExport') });
  });
});

describe('alarm dialog reads', () => {
  it('gives the detail, presets, history and mode; another tenant gets "not found"', async () => {
    const alarm = await pickAlarm({ firstType: ALARM_FIRST_TYPE.activeSafety });
    const { body } = await callJson(
      t.app,
      'fetchVehicleAlarmInfo',
      { alarmGuid: alarm.guid },
      { token: admin },
    );
    expect(body.code).toBe(1);
    expect(body.result.alarmDetailVO).toMatchObject({ guid: alarm.guid, vehicleId: alarm.vehicle_id });
    expect(body.result.alarmHandleIdeas.length).toBeGreaterThan(2);
    expect(body.result.handleSetting).toBe(HANDLE_SETTING_MODE.handle);
    expect(body.result.solutionTags).toEqual([1, 2, 3, 4]);

    const en = await callJson(
      t.app,
      'fetchVehicleAlarmInfo',
      { alarmGuid: alarm.guid },
      { token: admin, lang: 'en-US' },
    );
    expect(en.body.result.alarmHandleIdeas).toContain('Verified as a false alarm');

    const viewerRows = await callJson(t.app, 'findVehicleAlarms', page(), { token: viewer });
    const visible = viewerRows.body.result.data[0]?.guid ?? '';
    const readOnly = await callJson(
      t.app,
      'fetchVehicleAlarmInfo',
      { alarmGuid: visible },
      { token: viewer },
    );
    expect(readOnly.body.result.handleSetting).toBe(HANDLE_SETTING_MODE.readOnly);

    const other = await callJson(
      t.app,
      'fetchVehicleAlarmInfo',
      { alarmGuid: alarm.guid },
      { token: otherAdmin },
    );
    expect(other.body).toMatchObject({ code: 0, message: errorText('zh-CN', 'notFound') });
  });

  it('lists no pictures for a seeded alarm (none were uploaded: nothing is drawn) and refuses another company', async () => {
    const alarm = await pickAlarm({ firstType: ALARM_FIRST_TYPE.activeSafety });
    const request = {
      vehicleId: alarm.vehicle_id,
      pageParamVO: { curPage: 1, pageSize: LIMITS.mediaPageSize },
      startTime: alarm.begin_time,
      endTime: alarm.begin_time,
      dataType: 2,
      firstType: alarm.first_type,
      secondType: alarm.second_type,
    };
    const { body } = await callJson(t.app, 'fetchAlarmMedia', request, { token: admin });
    expect(body).toMatchObject({ code: 1, result: { data: [], totalRecords: 0 } });
    const otherMedia = await callJson(t.app, 'fetchAlarmMedia', request, { token: otherAdmin });
    expect(otherMedia.body.code).toBe(0);
  });
});

describe('disposeVehicleAlarm', () => {
  it('writes status, handler, time, type, remark and a history row for a preset opinion', async () => {
    const alarm = await pickAlarm({ firstType: ALARM_FIRST_TYPE.activeSafety, ended: true });
    const { body } = await callJson(
      t.app,
      'disposeVehicleAlarm',
      opinionBody(alarm, '已提醒司机注意安全驾驶,经核实为误报'),
      {
        token: admin,
      },
    );
    expect(body).toMatchObject({ code: 1, result: { handleStatus: HANDLE_STATUS.processed } });
    expect(await alarmRow(alarm.guid)).toMatchObject({
      handle_status: HANDLE_STATUS.processed,
      handler_user_id: adminId,
      handle_time: NOW,
      handle_type: HANDLE_TYPE.opinion,
      handle_remark: '已提醒司机注意安全驾驶,经核实为误报',
    });
    expect(await historyCount(alarm.guid)).toBe(1);
    // Setting 2: the alarm can be handled again; the history grows.
    const info = await callJson(t.app, 'fetchVehicleAlarmInfo', { alarmGuid: alarm.guid }, { token: admin });
    expect(info.body.result.handleSetting).toBe(HANDLE_SETTING_MODE.editWithHistory);
    expect(info.body.result.handleTable).toHaveLength(1);
  });

  it.each([
    ['a blank opinion', '   '],
    ['an opinion of 201 characters', 'x'.repeat(LIMITS.opinionMax + 1)],
  ])('refuses %s with 400 and writes nothing', async (_what, content) => {
    const alarm = await pickAlarm({ firstType: ALARM_FIRST_TYPE.activeSafety });
    const res = await callJson(t.app, 'disposeVehicleAlarm', opinionBody(alarm, content), { token: admin });
    expect(res.status).toBe(400);
    expect(await alarmRow(alarm.guid)).toMatchObject({
      handle_status: HANDLE_STATUS.unprocessed,
      handle_remark: null,
    });
    expect(await historyCount(alarm.guid)).toBe(0);
  });

  it('accepts exactly 200 characters', async () => {
    const alarm = await pickAlarm({ firstType: ALARM_FIRST_TYPE.activeSafety });
    const res = await callJson(t.app, 'disposeVehicleAlarm', opinionBody(alarm, '好'.repeat(200)), {
      token: admin,
    });
    expect(res.body.code).toBe(1);
  });

  it('limits event types 3 and 4 to 100 characters in the edit-with-history mode', async () => {
    const alarm = await pickAlarm({ firstType: ALARM_FIRST_TYPE.speed, status: HANDLE_STATUS.processed });
    const before = await historyCount(alarm.guid);
    const res = await callJson(t.app, 'disposeVehicleAlarm', opinionBody(alarm, 'x'.repeat(101)), {
      token: admin,
    });
    expect(res.body).toMatchObject({
      code: 0,
      message: errorText('zh-CN', 'opinionTooLongForMode', { max: 100 }),
    });
    expect(await historyCount(alarm.guid)).toBe(before);
    const ok = await callJson(t.app, 'disposeVehicleAlarm', opinionBody(alarm, 'x'.repeat(100)), {
      token: admin,
    });
    expect(ok.body.code).toBe(1);
    expect(await historyCount(alarm.guid)).toBe(before + 1);
  });

  it('keeps the alarm unprocessed when the status radio says "not processed" (alarm not ended)', async () => {
    const alarm = await pickAlarm({ firstType: ALARM_FIRST_TYPE.activeSafety });
    // A running alarm: the pipeline leaves end_time empty until the terminal reports its end.
    await t.db.updateTable('alarms').set({ end_time: null }).where('guid', '=', alarm.guid).execute();
    const res = await callJson(
      t.app,
      'disposeVehicleAlarm',
      { ...opinionBody(alarm, '已通知车队长跟进处理'), alarmStatus: 0 },
      { token: admin },
    );
    expect(res.body).toMatchObject({ code: 1, result: { handleStatus: HANDLE_STATUS.unprocessed } });
    expect(await historyCount(alarm.guid)).toBe(1);
  });

  it('refuses an empty TTS or family message (400) and any voice action while offline or ACC off (code 0)', async () => {
    const alarm = await pickAlarm({ firstType: ALARM_FIRST_TYPE.activeSafety });
    const base = { ...opinionBody(alarm, '') };
    const emptyTts = await callJson(
      t.app,
      'disposeVehicleAlarm',
      { ...base, handleType: HANDLE_TYPE.tts, ttsSendDto: { insCommon: 0, message: '  ' } },
      { token: admin },
    );
    expect(emptyTts.status).toBe(400);
    const emptyFamily = await callJson(
      t.app,
      'disposeVehicleAlarm',
      { ...base, handleType: HANDLE_TYPE.familyVoice, familySendDto: { message: '' } },
      { token: admin },
    );
    expect(emptyFamily.status).toBe(400);
    const noDto = await callJson(
      t.app,
      'disposeVehicleAlarm',
      { ...base, handleType: HANDLE_TYPE.tts },
      { token: admin },
    );
    expect(noDto.status).toBe(400);

    const vehicleId = alarm.vehicle_id ?? 0;
    await setVehicleState(vehicleId, 0, 1);
    const offline = await callJson(
      t.app,
      'disposeVehicleAlarm',
      { ...base, handleType: HANDLE_TYPE.tts, ttsSendDto: { insCommon: 0, message: '请注意安全驾驶' } },
      { token: admin },
    );
    expect(offline.body).toMatchObject({ code: 0, message: errorText('zh-CN', 'alarmVehicleOffline') });
    await setVehicleState(vehicleId, 1, 0);
    const accOff = await callJson(
      t.app,
      'disposeVehicleAlarm',
      { ...base, handleType: HANDLE_TYPE.intercom },
      {
        token: admin,
      },
    );
    expect(accOff.body).toMatchObject({ code: 0, message: errorText('zh-CN', 'alarmAccOff') });
    expect(await alarmRow(alarm.guid)).toMatchObject({ handle_status: HANDLE_STATUS.unprocessed });
    expect(await historyCount(alarm.guid)).toBe(0);
  });

  it('refuses the viewer (403), another tenant and a mismatched vehicle ("not found"), an ignored alarm', async () => {
    const alarm = await pickAlarm({ firstType: ALARM_FIRST_TYPE.activeSafety });
    const body = opinionBody(alarm, '经核实为误报');
    expect((await callJson(t.app, 'disposeVehicleAlarm', body, { token: viewer })).status).toBe(403);
    const other = await callJson(t.app, 'disposeVehicleAlarm', body, { token: otherAdmin });
    expect(other.body).toMatchObject({ code: 0, message: errorText('zh-CN', 'notFound') });
    const wrongVehicle = await callJson(
      t.app,
      'disposeVehicleAlarm',
      { ...body, vehicleId: (alarm.vehicle_id ?? 0) + 1 },
      { token: admin },
    );
    expect(wrongVehicle.body.code).toBe(0);
    expect(await historyCount(alarm.guid)).toBe(0);

    const ignored = await pickAlarm({ status: HANDLE_STATUS.ignored });
    const res = await callJson(t.app, 'disposeVehicleAlarm', opinionBody(ignored, '经核实为误报'), {
      token: admin,
    });
    expect(res.body).toMatchObject({ code: 0, message: errorText('zh-CN', 'alarmNotHandleable') });
  });
});

describe('batch handling', () => {
  it('handles up to 20 permitted alarms with one opinion and skips others without revealing them', async () => {
    const mine = [await pickAlarm({}), await pickAlarm({})];
    const theirs = await t.db
      .selectFrom('alarms')
      .select('guid')
      .where('company_id', '=', 2)
      .where('handle_status', '=', HANDLE_STATUS.unprocessed)
      .executeTakeFirstOrThrow();
    const { body } = await callJson(
      t.app,
      'handleAlarm',
      { guids: [...mine.map((a) => a.guid), theirs.guid], content: '已通知车队长跟进处理' },
      { token: admin },
    );
    expect(body).toMatchObject({ code: 1, result: { succeeded: 2, skipped: 1 } });
    for (const a of mine) expect((await alarmRow(a.guid)).handle_status).toBe(HANDLE_STATUS.processed);
    expect((await alarmRow(theirs.guid)).handle_status).toBe(HANDLE_STATUS.unprocessed);
    const onlyTheirs = await callJson(
      t.app,
      'handleAlarm',
      { guids: [theirs.guid], content: '好' },
      { token: admin },
    );
    expect(onlyTheirs.body).toMatchObject({ code: 0, message: errorText('zh-CN', 'alarmNotHandleable') });
    expect((await alarmRow(theirs.guid)).handle_status).toBe(HANDLE_STATUS.unprocessed);
  });

  it('refuses 21 alarms, a blank or 201-character opinion (400), and the viewer (403)', async () => {
    const guids = Array.from({ length: LIMITS.batchHandleMax + 1 }, (_, i) => `g-${i}`);
    expect((await callJson(t.app, 'handleAlarm', { guids, content: '好' }, { token: admin })).status).toBe(
      400,
    );
    const one = await pickAlarm({});
    for (const content of [' ', 'x'.repeat(201)]) {
      const res = await callJson(t.app, 'handleAlarm', { guids: [one.guid], content }, { token: admin });
      expect(res.status).toBe(400);
    }
    const res = await callJson(t.app, 'handleAlarm', { guids: [one.guid], content: '好' }, { token: viewer });
    expect(res.status).toBe(403);
    expect(await historyCount(one.guid)).toBe(0);
  });
});

describe('warehouse alarm re-analysis', () => {
  it('reads the detail with readings and history, and records the handling', async () => {
    const alarm = await pickAlarm({ alarmClass: ALARM_CLASS.storage });
    const detail = await callJson(t.app, 'getAlarmHandleDetail', { alarmGuid: alarm.guid }, { token: admin });
    expect(detail.body.code).toBe(1);
    expect(detail.body.result).toMatchObject({ guid: alarm.guid, siteKind: 'storage', hasHandle: true });
    const blank = await callJson(
      t.app,
      'updateStorageAlarm',
      { alarmGuid: alarm.guid, handleRemark: ' ', handleStatus: 1 },
      { token: admin },
    );
    expect(blank.status).toBe(400);
    const other = await callJson(
      t.app,
      'updateStorageAlarm',
      { alarmGuid: alarm.guid, handleRemark: '温度已恢复正常', handleStatus: 1 },
      { token: otherAdmin },
    );
    expect(other.body.code).toBe(0);
    expect(await historyCount(alarm.guid)).toBe(0);
    const ok = await callJson(
      t.app,
      'updateStorageAlarm',
      { alarmGuid: alarm.guid, handleRemark: '温度已恢复正常', handleStatus: 1 },
      { token: admin },
    );
    expect(ok.body.code).toBe(1);
    expect(await alarmRow(alarm.guid)).toMatchObject({
      handle_status: HANDLE_STATUS.processed,
      handle_remark: '温度已恢复正常',
    });
    expect(await historyCount(alarm.guid)).toBe(1);
  });
});

describe('map type', () => {
  it('saves the map type index per user and reports no AMap key when none is configured', async () => {
    expect((await callJson(t.app, 'getMapConfig', {}, { token: viewer })).body.result).toEqual({
      mapType: 3,
      amapKey: null,
    });
    expect((await callJson(t.app, 'saveDefaultMapType', { mapType: 1 }, { token: viewer })).body.code).toBe(
      1,
    );
    expect((await callJson(t.app, 'getMapConfig', {}, { token: viewer })).body.result.mapType).toBe(1);
    expect((await callJson(t.app, 'getMapConfig', {}, { token: admin })).body.result.mapType).toBe(3);
    expect((await callJson(t.app, 'saveDefaultMapType', { mapType: 4 }, { token: viewer })).status).toBe(400);
  });
});

describe('device exception grid', () => {
  it('pages exceptions in scope with handle and ignore per operation; the viewer and other tenants see only theirs', async () => {
    const { body } = await callJson(t.app, 'findDeviceExceptions', page(50), { token: admin });
    expect(body.code).toBe(1);
    expect(body.result.totalRecords).toBeGreaterThan(0);
    const guids = body.result.data.map((r) => r.guid);
    const owners = await t.db
      .selectFrom('device_exceptions')
      .select('company_id')
      .where('guid', 'in', guids)
      .execute();
    expect(owners.every((o) => o.company_id === 1)).toBe(true);
    expect(
      body.result.data.filter((r) => r.handleStatus === HANDLE_STATUS.unprocessed).every((r) => r.hasHandle),
    ).toBe(true);
    const other = await callJson(t.app, 'findDeviceExceptions', page(200), { token: otherAdmin });
    expect(other.body.result.data.some((r) => guids.includes(r.guid))).toBe(false);
    const res = await call(t.app, 'exportDeviceExceptions', range, { token: admin });
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    expect(res.body.trim().split('\r\n').length - 1).toBe(body.result.totalRecords);
  });
});
