import { TERMINAL_REMINDER_LIMITS, type TerminalReminderInput } from '@roadwatch/core';
import { resources } from '@roadwatch/core/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';

/**
 * Terminal reminders through the API: every limit accepted at its bound and refused one step beyond with code 0
 * naming the field and nothing written, at most five per company, and another company's reminders out of reach.
 */
let t: TestApp;
let admin = '';
let other = '';
const fields = resources['en-US'].terminalReminders.fields;
const L = TERMINAL_REMINDER_LIMITS;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
}, 120_000);
afterAll(() => t.close());

const daily = (over: Partial<TerminalReminderInput> = {}): TerminalReminderInput => ({
  name: '早班提醒',
  kind: 'daily',
  text: '请系好安全带',
  mode: 'text',
  times: ['08:00'],
  allVehicles: true,
  vehicleIds: [],
  regions: [],
  startDate: null,
  endDate: null,
  enabled: true,
  ...over,
});
const regions = (n: number) => Array.from({ length: n }, (_, i) => `${String(100 + i)}000`);
const times = (n: number) => Array.from({ length: n }, (_, i) => `0${i}:30`);
const stored = () => t.db.selectFrom('terminal_reminders').selectAll().orderBy('id').execute();
const save = (reminder: unknown, token = admin) =>
  callJson(t.app, 'terminalReminderSave', { reminder }, { token, lang: 'en-US' });

interface RangeCase {
  name: string;
  accepted: Partial<TerminalReminderInput>;
  refused: Partial<TerminalReminderInput>;
  field: string;
}

const weather = { kind: 'weather' as const, regions: ['310000'] };
const CASES: RangeCase[] = [
  {
    name: 'name',
    accepted: { name: 'n'.repeat(L.nameMax) },
    refused: { name: 'n'.repeat(L.nameMax + 1) },
    field: fields.name,
  },
  { name: 'empty name', accepted: { name: 'n' }, refused: { name: '   ' }, field: fields.name },
  {
    name: 'text',
    accepted: { text: '字'.repeat(L.textMax) },
    refused: { text: '字'.repeat(L.textMax + 1) },
    field: fields.text,
  },
  {
    name: 'text of quotes only',
    accepted: { text: '"注意"' },
    refused: { text: '"<>"' },
    field: fields.text,
  },
  {
    name: 'times',
    accepted: { times: times(L.timesMax) },
    refused: { times: times(L.timesMax + 1) },
    field: fields.times,
  },
  { name: 'no time', accepted: { times: ['00:00'] }, refused: { times: [] }, field: fields.times },
  {
    name: 'time of day',
    accepted: { times: ['23:59'] },
    refused: { times: ['24:00'] },
    field: `${fields.times} › item 1`,
  },
  {
    name: 'repeated time',
    accepted: { times: ['07:00', '08:00'] },
    refused: { times: ['08:00', '08:00'] },
    field: fields.times,
  },
  {
    name: 'regions',
    accepted: { kind: 'regional', regions: regions(L.regionsMax) },
    refused: { kind: 'regional', regions: regions(L.regionsMax + 1) },
    field: fields.regions,
  },
  {
    name: 'regional without a region',
    accepted: { kind: 'regional', regions: ['310000/310100'] },
    refused: { kind: 'regional', regions: [] },
    field: fields.regions,
  },
  {
    name: 'weather days',
    accepted: { ...weather, startDate: '2026-12-01', endDate: '2026-12-31' },
    refused: { ...weather, startDate: '2026-12-01', endDate: '2027-01-01' },
    field: fields.endDate,
  },
  {
    name: 'weather date order',
    accepted: { ...weather, startDate: '2026-12-01', endDate: '2026-12-01' },
    refused: { ...weather, startDate: '2026-12-02', endDate: '2026-12-01' },
    field: fields.endDate,
  },
  {
    name: 'weather without a start',
    accepted: { ...weather, startDate: '2026-12-01', endDate: '2026-12-02' },
    refused: { ...weather, startDate: null, endDate: '2026-12-02' },
    field: fields.startDate,
  },
  {
    name: 'chosen vehicles',
    accepted: { allVehicles: true, vehicleIds: [] },
    refused: { allVehicles: false, vehicleIds: [] },
    field: fields.vehicleIds,
  },
];

describe('terminal reminders: limits', () => {
  let id = 0;
  beforeAll(async () => {
    const first = await save(daily());
    expect(first.body.code).toBe(1);
    if (first.body.code === 1) id = first.body.result.id;
  });

  it.each(CASES)('$name: the bound is kept, one step beyond is refused naming the field', async (c) => {
    const ok = await save(daily({ ...c.accepted, id }));
    expect(ok.body).toMatchObject({ code: 1, message: '' });
    const before = await stored();
    const bad = await save(daily({ ...c.refused, id }));
    expect(bad.status).toBe(200);
    expect(bad.body.code).toBe(0);
    expect(bad.body.message.startsWith(`${c.field}: `)).toBe(true);
    expect(await stored()).toEqual(before);
  });

  it('says it in Chinese too', async () => {
    const bad = await callJson(
      t.app,
      'terminalReminderSave',
      { reminder: daily({ text: '字'.repeat(L.textMax + 1) }) },
      { token: admin, lang: 'zh-CN' },
    );
    expect(bad.body).toMatchObject({ code: 0, message: expect.stringContaining('提醒内容') });
  });

  it('sends quotes and angle brackets as spaces and keeps the operator and time', async () => {
    const saved = await save(daily({ id, text: '请注意"安全"<驾驶>', times: ['09:00', '07:30'] }));
    expect(saved.body).toMatchObject({
      code: 1,
      result: {
        id,
        text: '请注意 安全  驾驶',
        times: ['07:30', '09:00'],
        operator: expect.any(String),
        lastRun: null,
      },
    });
  });

  it('refuses a sixth reminder of a company and writes nothing', async () => {
    const count = (await stored()).filter((r) => r.company_id === 1).length;
    for (let i = count; i < L.perCompany; i += 1)
      expect((await save(daily({ name: `提醒${i}` }))).body.code).toBe(1);
    const before = await stored();
    const sixth = await save(daily({ name: '第六条' }));
    expect(sixth.body).toMatchObject({
      code: 0,
      message: `A company can have at most ${L.perCompany} terminal reminders`,
    });
    expect(await stored()).toEqual(before);
    // Another company has its own five.
    expect((await save(daily({ name: '他司提醒' }), other)).body.code).toBe(1);
  });
});

describe('terminal reminders: scope and permission', () => {
  it('another company neither sees nor changes them', async () => {
    const mine = await callJson(t.app, 'terminalReminderList', {}, { token: admin });
    if (mine.body.code !== 1) throw new Error(mine.body.message);
    const target = mine.body.result[0]!;
    const theirs = await callJson(t.app, 'terminalReminderList', {}, { token: other });
    if (theirs.body.code !== 1) throw new Error(theirs.body.message);
    expect(theirs.body.result.map((r) => r.id)).not.toContain(target.id);
    expect(theirs.body.result.map((r) => r.name)).toEqual(['他司提醒']);

    const before = await stored();
    const change = await save(daily({ id: target.id, name: '改掉' }), other);
    expect(change.body.code).toBe(0);
    const remove = await callJson(t.app, 'terminalReminderDelete', { id: target.id }, { token: other });
    expect(remove.body.code).toBe(0);
    const sends = await callJson(t.app, 'terminalReminderSends', { id: target.id }, { token: other });
    expect(sends.body.code).toBe(0);
    expect(await stored()).toEqual(before);
  });

  it('refuses vehicles outside the caller’s company', async () => {
    const foreign = await t.db
      .selectFrom('vehicles')
      .select('id')
      .where('company_id', '!=', 1)
      .executeTakeFirstOrThrow();
    const mine = await callJson(t.app, 'terminalReminderList', {}, { token: admin });
    if (mine.body.code !== 1) throw new Error(mine.body.message);
    const before = await stored();
    const bad = await save(
      daily({ id: mine.body.result[0]!.id, allVehicles: false, vehicleIds: [foreign.id] }),
    );
    expect(bad.body.code).toBe(0);
    expect(await stored()).toEqual(before);
  });

  it('needs the page to read and its update operation to save', async () => {
    const viewer = (await loginAs(t.app, 'viewer')).token;
    expect((await callJson(t.app, 'terminalReminderList', {}, { token: viewer })).status).toBe(403);
    const before = await stored();
    expect((await save(daily({ name: '无权' }), viewer)).status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('deletes one of its own', async () => {
    const mine = await callJson(t.app, 'terminalReminderList', {}, { token: admin });
    if (mine.body.code !== 1) throw new Error(mine.body.message);
    const id = mine.body.result.at(-1)!.id;
    const gone = await callJson(t.app, 'terminalReminderDelete', { id }, { token: admin });
    expect(gone.body).toMatchObject({ code: 1, result: { deleted: 1 } });
    expect((await stored()).map((r) => r.id)).not.toContain(id);
  });
});
