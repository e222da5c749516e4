import { TABLE_COLUMNS_MAX } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

let t: TestApp;
let admin: string;
let viewer: string;
let adminId: number;
beforeAll(async () => {
  t = await startTestApp();
  const login = await loginAs(t.app, 'admin');
  admin = login.token;
  viewer = (await loginAs(t.app, 'viewer')).token;
  adminId = (
    await t.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t?.close();
});

const settingRows = async () =>
  t.db.selectFrom('user_settings').selectAll().where('setting_key', 'like', 'table:%').execute();

const COLUMNS = [
  { field: 'code', visible: true },
  { field: 'nameZh', visible: false },
  { field: 'modifiedTime', visible: true },
];

describe('table column settings', () => {
  it('answers null for a grid the user never arranged', async () => {
    const { body } = await callJson(
      t.app,
      'tableColumnSettingGet',
      { tableKey: 'dictionaryList' },
      { token: admin },
    );
    expect(body).toMatchObject({ code: 1, result: { columns: null } });
  });

  it('saves, replaces and reads back the columns in order, for the caller only', async () => {
    const first = await callJson(
      t.app,
      'tableColumnSettingSave',
      { tableKey: 'dictionaryList', columns: COLUMNS },
      { token: admin },
    );
    expect(first.body.code).toBe(1);
    const reordered = [COLUMNS[2], COLUMNS[0], { field: 'nameZh', visible: true }];
    const second = await callJson(
      t.app,
      'tableColumnSettingSave',
      { tableKey: 'dictionaryList', columns: reordered },
      { token: admin },
    );
    expect(second.body.code).toBe(1);
    const read = await callJson(
      t.app,
      'tableColumnSettingGet',
      { tableKey: 'dictionaryList' },
      { token: admin },
    );
    expect(read.body.result).toEqual({ columns: reordered });
    const rows = await settingRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: adminId, setting_key: 'table:dictionaryList' });
    const other = await callJson(
      t.app,
      'tableColumnSettingGet',
      { tableKey: 'dictionaryList' },
      { token: viewer },
    );
    expect(other.body.result).toEqual({ columns: null });
  });

  it('forgets the columns when saved empty', async () => {
    await callJson(
      t.app,
      'tableColumnSettingSave',
      { tableKey: 'alarm.grid', columns: COLUMNS },
      { token: viewer },
    );
    await callJson(
      t.app,
      'tableColumnSettingSave',
      { tableKey: 'alarm.grid', columns: [] },
      { token: viewer },
    );
    const read = await callJson(
      t.app,
      'tableColumnSettingGet',
      { tableKey: 'alarm.grid' },
      { token: viewer },
    );
    expect(read.body.result).toEqual({ columns: null });
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await settingRows();
    const tooMany = Array.from({ length: TABLE_COLUMNS_MAX + 1 }, (_, i) => ({
      field: `c${i}`,
      visible: true,
    }));
    const bad = [
      { tableKey: 'bad key', columns: COLUMNS },
      { tableKey: 'x'.repeat(65), columns: COLUMNS },
      { tableKey: '', columns: COLUMNS },
      { tableKey: 'dictionaryList', columns: tooMany },
      { tableKey: 'dictionaryList', columns: [{ field: 'code', visible: 'yes' }] },
      { tableKey: 'dictionaryList', columns: [{ field: 'code/x', visible: true }] },
      { tableKey: 'dictionaryList', columns: [COLUMNS[0], COLUMNS[0]] },
      { tableKey: 'dictionaryList', columns: [{ ...COLUMNS[0], extra: 1 }] },
      { tableKey: 'dictionaryList' },
    ];
    for (const input of bad) {
      const { status } = await callJson(t.app, 'tableColumnSettingSave', input, { token: admin });
      expect(status, JSON.stringify(input).slice(0, 80)).toBe(400);
    }
    const badGet = await callJson(t.app, 'tableColumnSettingGet', { tableKey: 'a%b' }, { token: admin });
    expect(badGet.status).toBe(400);
    expect(await settingRows()).toEqual(before);
  });

  it('needs a session', async () => {
    const { status } = await callJson(t.app, 'tableColumnSettingGet', { tableKey: 'dictionaryList' });
    expect(status).toBe(401);
  });
});
