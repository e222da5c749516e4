import { ALARM_CLASS, EXP_AUTH_HANDLE, HANDLE_STATUS } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorText } from './helpers/messages';
import { addRecentEvents } from './helpers/recentEvents';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let viewer: string;
let otherAdmin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t.app, 'admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  otherAdmin = (await loginAs(t.app, 'other_admin')).token;
  // Open events to handle and ignore below, whatever the hour (the seed's open ones depend on it).
  await addRecentEvents(t.db, 1, { exceptions: 3 });
  await addRecentEvents(t.db, 2, { alarms: 1 });
});
afterAll(async () => {
  await t?.close();
});

const alarmStatus = async (guid: string) =>
  await t.db
    .selectFrom('alarms')
    .select(['handle_status', 'handler_user_id'])
    .where('guid', '=', guid)
    .executeTakeFirstOrThrow();

const exceptionRow = async (guid: string) =>
  t.db
    .selectFrom('device_exceptions')
    .select(['handle_status', 'handle_remark', 'handler_user_id'])
    .where('guid', '=', guid)
    .executeTakeFirstOrThrow();

async function alarmList(token: string) {
  const { body } = await callJson(t.app, 'fetchAlarmList', {}, { token });
  expect(body.code).toBe(1);
  return body.result;
}

async function abnormalList(token: string) {
  const { body } = await callJson(t.app, 'fetchAbnormalList', {}, { token });
  expect(body.code).toBe(1);
  return body.result;
}

describe('alarm popover', () => {
  it('lists unprocessed alarms of company 1 newest first, with buttons per operation', async () => {
    const list = await alarmList(admin);
    expect(list.alarmDataList.length).toBeGreaterThan(0);
    expect(list.menuKeys).toEqual([
      'vehicleAlarmProcessing',
      'storeAlarmProcessing',
      'storageAlarmProcessing',
    ]);
    const times = list.alarmDataList.map((a) => a.beginTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(list.alarmDataList.every((a) => a.hasHandle && a.hasIgnore)).toBe(true);
    const guids = list.alarmDataList.map((a) => a.guid);
    const rows = await t.db
      .selectFrom('alarms')
      .select(['company_id', 'handle_status'])
      .where('guid', 'in', guids)
      .execute();
    expect(rows.every((r) => r.company_id === 1 && r.handle_status === HANDLE_STATUS.unprocessed)).toBe(true);

    const seen = await alarmList(viewer);
    expect(seen.menuKeys).toEqual(['vehicleAlarmProcessing']);
    expect(
      seen.alarmDataList.every((a) => a.alarmClass === ALARM_CLASS.vehicle && !a.hasIgnore && !a.hasHandle),
    ).toBe(true);
  });

  it('ignores a vehicle alarm: ignored in the database, gone from the list and the count', async () => {
    const before = await alarmList(admin);
    const target = before.alarmDataList.find((a) => a.alarmClass === ALARM_CLASS.vehicle);
    if (!target) throw new Error('the demo data has no unprocessed vehicle alarm');
    const summaryBefore = (await callJson(t.app, 'fetchAlarmAbnormalMsg', {}, { token: admin })).body.result;
    const { body } = await callJson(t.app, 'ignoreVehicleAlarm', [target.guid], { token: admin });
    expect(body).toMatchObject({ code: 1, result: { succeeded: 1 } });
    expect(await alarmStatus(target.guid)).toMatchObject({ handle_status: HANDLE_STATUS.ignored });
    expect((await alarmList(admin)).alarmDataList.map((a) => a.guid)).not.toContain(target.guid);
    const summaryAfter = (await callJson(t.app, 'fetchAlarmAbnormalMsg', {}, { token: admin })).body.result;
    expect(summaryAfter.alarmCount).toBe(summaryBefore.alarmCount - 1);
  });

  it('refuses an empty list with its message', async () => {
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const { body } = await callJson(t.app, 'ignoreVehicleAlarm', [], { token: admin, lang });
      expect(body).toMatchObject({ code: 0, message: errorText(lang, 'selectAlarmToIgnore') });
    }
  });

  it("lets neither the viewer nor another company ignore company 1's alarms", async () => {
    const target = (await alarmList(admin)).alarmDataList.find((a) => a.alarmClass === ALARM_CLASS.vehicle);
    if (!target) throw new Error('no alarm');
    const byViewer = await callJson(t.app, 'ignoreVehicleAlarm', [target.guid], { token: viewer });
    expect(byViewer.status).toBe(403);
    const byOther = await callJson(t.app, 'ignoreVehicleAlarm', [target.guid], {
      token: otherAdmin,
      lang: 'en-US',
    });
    expect(byOther.body).toMatchObject({ code: 0, message: errorText('en-US', 'notFound') });
    expect(await alarmStatus(target.guid)).toMatchObject({
      handle_status: HANDLE_STATUS.unprocessed,
      handler_user_id: null,
    });
  });

  it('writes nothing when one guid of the list is out of scope or of another class', async () => {
    const own = (await alarmList(admin)).alarmDataList.find((a) => a.alarmClass === ALARM_CLASS.vehicle);
    const foreign = await t.db
      .selectFrom('alarms')
      .select('guid')
      .where('company_id', '=', 2)
      .where('handle_status', '=', HANDLE_STATUS.unprocessed)
      .executeTakeFirst();
    if (!own || !foreign) throw new Error('demo data lacks alarms');
    const { body } = await callJson(t.app, 'ignoreVehicleAlarm', [own.guid, foreign.guid], { token: admin });
    expect(body.code).toBe(0);
    const asStore = await callJson(t.app, 'ignoreStoreAlarm', [own.guid], { token: admin });
    expect(asStore.body.code).toBe(0);
    expect(await alarmStatus(own.guid)).toMatchObject({ handle_status: HANDLE_STATUS.unprocessed });
    expect(await alarmStatus(foreign.guid)).toMatchObject({ handle_status: HANDLE_STATUS.unprocessed });
  });
});

describe('abnormal-equipment popover', () => {
  it('lets the administrator handle (expAuth 3) and the viewer nothing', async () => {
    const list = await abnormalList(admin);
    expect(list.expAuth).toBe(EXP_AUTH_HANDLE);
    expect(list.menuKey).toBe('equipAbnormalHandle');
    expect(list.exList.length).toBeGreaterThan(0);
    expect(list.exList.every((e) => e.enableOp)).toBe(true);
    const seen = await abnormalList(viewer);
    expect(seen.expAuth).not.toBe(EXP_AUTH_HANDLE);
  });

  it('refuses a blank or too long remark and writes nothing; a valid remark handles it', async () => {
    const item = (await abnormalList(admin)).exList[0];
    if (!item) throw new Error('no exception');
    const base = { bTime: item.bTime, guid: item.guid, vehicleId: item.vehicleId };
    for (const handleRemark of ['   ', '', 'x'.repeat(201)]) {
      const { body } = await callJson(
        t.app,
        'saveAbnormalHandleSuggestion',
        { ...base, handleRemark },
        { token: admin },
      );
      expect(body.code).toBe(0);
      expect(body.message.length).toBeGreaterThan(0);
    }
    expect(await exceptionRow(item.guid)).toMatchObject({
      handle_status: HANDLE_STATUS.unprocessed,
      handle_remark: null,
    });
    const ok = await callJson(
      t.app,
      'saveAbnormalHandleSuggestion',
      { ...base, handleRemark: '已联系司机重启终端' },
      { token: admin },
    );
    expect(ok.body.code).toBe(1);
    expect(await exceptionRow(item.guid)).toMatchObject({
      handle_status: HANDLE_STATUS.processed,
      handle_remark: '已联系司机重启终端',
    });
    expect((await abnormalList(admin)).exList.map((e) => e.guid)).not.toContain(item.guid);
    const detail = await callJson(
      t.app,
      'getExceptionById',
      { guid: item.guid, vehicleId: item.vehicleId },
      { token: admin, lang: 'en-US' },
    );
    expect(detail.body.result).toMatchObject({
      handleType: HANDLE_STATUS.processed,
      handleTypeName: 'Processed',
      reasonText: '已联系司机重启终端',
    });
  });

  it('ignores an exception in scope; another company gets "not found" and changes nothing', async () => {
    const item = (await abnormalList(admin)).exList[0];
    if (!item) throw new Error('no exception');
    const ref = { guid: item.guid, vehicleId: item.vehicleId };
    expect((await callJson(t.app, 'ignoreAbnormal', ref, { token: otherAdmin })).body.code).toBe(0);
    expect((await callJson(t.app, 'getExceptionById', ref, { token: otherAdmin })).body.code).toBe(0);
    expect((await callJson(t.app, 'ignoreAbnormal', ref, { token: viewer })).status).toBe(403);
    expect(await exceptionRow(item.guid)).toMatchObject({ handle_status: HANDLE_STATUS.unprocessed });
    expect((await callJson(t.app, 'ignoreAbnormal', ref, { token: admin })).body.code).toBe(1);
    expect(await exceptionRow(item.guid)).toMatchObject({ handle_status: HANDLE_STATUS.ignored });
  });
});

describe('popups', () => {
  it('reports new data since the given times and follows the saved preference', async () => {
    const since0 = { lastAlarmTime: 0, lastExceptionTime: 0 };
    const first = await callJson(t.app, 'getPopUpInfo', since0, { token: admin, lang: 'en-US' });
    expect(first.body.result).toMatchObject({
      popUpAlarm: 0,
      popUpException: 0,
      hasAlarmNewData: true,
      hasExceptionNewData: true,
    });
    expect(first.body.result.voiceMessage).toBe(errorText('en-US', 'voiceNewAlarmAndException'));
    const future = { lastAlarmTime: Date.now() + 60_000, lastExceptionTime: Date.now() + 60_000 };
    const none = await callJson(t.app, 'getPopUpInfo', future, { token: admin });
    expect(none.body.result).toMatchObject({
      hasAlarmNewData: false,
      hasExceptionNewData: false,
      voiceMessage: '',
    });

    const saved = await callJson(
      t.app,
      'savePopUpSet',
      { ...first.body.result, popUpAlarm: 1 },
      { token: admin },
    );
    expect(saved.body.code).toBe(1);
    const after = await callJson(t.app, 'getPopUpInfo', since0, { token: admin, lang: 'en-US' });
    expect(after.body.result).toMatchObject({ popUpAlarm: 1, popUpException: 0 });
    expect(after.body.result.voiceMessage).toBe(errorText('en-US', 'voiceNewException'));
    // Another user's preference is untouched.
    const operator = (await loginAs(t.app, 'operator')).token;
    expect((await callJson(t.app, 'getPopUpInfo', since0, { token: operator })).body.result.popUpAlarm).toBe(
      0,
    );
  });
});
