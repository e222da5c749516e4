import { ALARM_CLASS, MAIN_MENU } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let operator: string;
let other: string;
let viewer: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t.app, 'admin')).token;
  operator = (await loginAs(t.app, 'operator')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  viewer = (await loginAs(t.app, 'viewer')).token;
}, 120_000);
afterAll(() => t.close());

async function anAlarmGuid(): Promise<string> {
  const row = await t.db
    .selectFrom('alarms')
    .select('guid')
    .where('company_id', '=', 1)
    .where('alarm_class', '=', ALARM_CLASS.vehicle)
    .executeTakeFirstOrThrow();
  return row.guid;
}

describe('personal settings', () => {
  it('starts from the defaults: built-in opinions, catalogue menu order, sounds on', async () => {
    const { body } = await callJson(t.app, 'personalSettingGet', {}, { token: admin });
    expect(body.code).toBe(1);
    expect(body.result.base.userName).toBe('admin');
    expect(body.result.ownOpinions).toBe(false);
    expect(body.result.handlingOpinions.length).toBeGreaterThan(0);
    expect(body.result.moduleSort).toEqual(MAIN_MENU.map((m) => m.key));
    expect(body.result.alarm).toMatchObject({ alarmSound: 1, exceptionSound: 1 });
  });

  it('offers a user’s own handling opinions in the alarm dialog, and the company’s to colleagues without their own', async () => {
    const guid = await anAlarmGuid();
    const mine = ['已电话提醒司机', '已通知车队长跟进'];
    expect(
      (await callJson(t.app, 'handlingOpinionsSave', { opinions: mine }, { token: admin })).body.code,
    ).toBe(1);
    const info = await callJson(t.app, 'fetchVehicleAlarmInfo', { alarmGuid: guid }, { token: admin });
    expect(info.body.result.alarmHandleIdeas).toEqual(mine);

    const company = ['公司统一意见：已核实'];
    const saved = await callJson(
      t.app,
      'groupSettingSave',
      { passwordLevel: 3, defaultMapType: 3, handlingOpinions: company },
      { token: admin },
    );
    expect(saved.body.code).toBe(1);
    const theirs = await callJson(t.app, 'fetchVehicleAlarmInfo', { alarmGuid: guid }, { token: operator });
    expect(theirs.body.result.alarmHandleIdeas).toEqual(company);
    // The admin's own still win; an empty list goes back to the company's.
    expect(
      (await callJson(t.app, 'fetchVehicleAlarmInfo', { alarmGuid: guid }, { token: admin })).body.result
        .alarmHandleIdeas,
    ).toEqual(mine);
    await callJson(t.app, 'handlingOpinionsSave', { opinions: [] }, { token: admin });
    expect(
      (await callJson(t.app, 'fetchVehicleAlarmInfo', { alarmGuid: guid }, { token: admin })).body.result
        .alarmHandleIdeas,
    ).toEqual(company);
    // The other company keeps its own defaults.
    const group = await callJson(t.app, 'groupSettingGet', {}, { token: other });
    expect(group.body.result.handlingOpinions).not.toEqual(company);
    expect(group.body.result.passwordLevel).toBe(2);
  });

  it('refuses an opinion over 200 characters and more than 10 presets, writing nothing', async () => {
    const before = await callJson(t.app, 'personalSettingGet', {}, { token: operator });
    for (const opinions of [['x'.repeat(201)], Array.from({ length: 11 }, (_, i) => `意见${i}`), ['  ']]) {
      expect((await callJson(t.app, 'handlingOpinionsSave', { opinions }, { token: operator })).status).toBe(
        400,
      );
    }
    const after = await callJson(t.app, 'personalSettingGet', {}, { token: operator });
    expect(after.body.result.handlingOpinions).toEqual(before.body.result.handlingOpinions);
  });

  it('keeps track settings for the track page and refuses bands out of order', async () => {
    const track = {
      replayLineColorType: 1,
      replayLineColor: '#123456',
      replaySplitLineColor: '#000000,#111111,#222222',
      replayLineWidth: 4,
      replaySpeed: '30,60',
      mapType: 3,
    };
    expect((await callJson(t.app, 'trackSettingsSave', track, { token: admin })).body.code).toBe(1);
    const common = await callJson(t.app, 'fetchCommonSetting', {}, { token: admin });
    expect(common.body.result.trackSettings).toEqual(track);
    const bad = await callJson(
      t.app,
      'trackSettingsSave',
      { ...track, replaySpeed: '60,30' },
      { token: admin },
    );
    expect(bad.status).toBe(400);
    const colours = await callJson(
      t.app,
      'trackSettingsSave',
      { ...track, replaySplitLineColor: '#000000' },
      { token: admin },
    );
    expect(colours.status).toBe(400);
  });

  it('orders the top menus as the user chose', async () => {
    const keys = MAIN_MENU.map((m) => m.key);
    const chosen = [keys[3]!, keys[0]!];
    expect((await callJson(t.app, 'moduleSortSave', { menuKeys: chosen }, { token: admin })).body.code).toBe(
      1,
    );
    const tree = await callJson(t.app, 'menuTree', {}, { token: admin });
    expect(tree.body.result.main.slice(0, 2).map((m) => m.menuKey)).toEqual(chosen);
    expect(
      (await callJson(t.app, 'moduleSortSave', { menuKeys: [keys[0], keys[0]] }, { token: admin })).status,
    ).toBe(400);
  });

  it('silences the header’s alarm sound when switched off', async () => {
    const off = { popUpAlarm: 0, popUpException: 0, alarmSound: 0, exceptionSound: 0 };
    expect((await callJson(t.app, 'alarmSettingsSave', off, { token: operator })).body.code).toBe(1);
    const summary = await callJson(t.app, 'fetchAlarmAbnormalMsg', {}, { token: operator });
    expect(summary.body.result.isAlarmSound).toBe(false);
    const settings = await callJson(t.app, 'personalSettingGet', {}, { token: operator });
    expect(settings.body.result.alarm).toEqual(off);
  });

  it('restores every grid’s default columns at once, for the caller only', async () => {
    const columns = [{ field: 'code', visible: true }];
    for (const tableKey of ['dictionaryList', 'alarmGrid.1'])
      await callJson(t.app, 'tableColumnSettingSave', { tableKey, columns }, { token: operator });
    await callJson(
      t.app,
      'tableColumnSettingSave',
      { tableKey: 'dictionaryList', columns },
      { token: admin },
    );
    expect(
      (await callJson(t.app, 'tableColumnSettingCount', {}, { token: operator })).body.result.count,
    ).toBe(2);
    expect((await callJson(t.app, 'tableColumnSettingResetAll', {}, { token: operator })).status).toBe(400);
    await callJson(t.app, 'tableColumnSettingResetAll', { confirm: true }, { token: operator });
    expect(
      (await callJson(t.app, 'tableColumnSettingCount', {}, { token: operator })).body.result.count,
    ).toBe(0);
    const mine = await callJson(
      t.app,
      'tableColumnSettingGet',
      { tableKey: 'dictionaryList' },
      { token: operator },
    );
    expect(mine.body.result.columns).toBeNull();
    const theirs = await callJson(
      t.app,
      'tableColumnSettingGet',
      { tableKey: 'dictionaryList' },
      { token: admin },
    );
    expect(theirs.body.result.columns).toEqual(columns);
  });

  it('lets only users granted group settings read or change them', async () => {
    expect((await callJson(t.app, 'groupSettingGet', {}, { token: viewer })).status).toBe(403);
    const res = await callJson(
      t.app,
      'groupSettingSave',
      { passwordLevel: 1, defaultMapType: 3, handlingOpinions: ['x'] },
      { token: viewer },
    );
    expect(res.status).toBe(403);
  });
});
