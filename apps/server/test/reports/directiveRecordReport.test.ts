import { resources } from '@roadwatch/core/i18n';
import type { Message } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/connect';
import { createRecordedGatewayCommands } from '../../src/features/directiveRecords/recordedGatewayCommands';
import { DEFAULT_RETENTION, expireHistory } from '../../src/features/history/historyRetention';
import type { GatewayCommands } from '../../src/gateway/gatewayCommands';
import { createDeferredGatewayCommands } from '../../src/gateway/media/deferredGatewayCommands';
import { createRoutedGatewayCommands } from '../../src/gateway/routedGatewayCommands';
import { Workbook } from '../../src/resources/sheet/excelJs';
import { startTestGateway, type GatewayFixture } from '../helpers/gatewayFixture';
import { looksLeaky } from '../helpers/messages';
import { acknowledge, commandRejection } from '../helpers/terminalCommands';
import { call, callJson, loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { TestTerminal } from '../helpers/testTerminal';
import { addVehicle, at, DAY_END, DAY_START, NOW } from './eventReportFleet';

/**
 * The directive records report on both databases. Commands go through the recorded gateway commands (as main.ts
 * wires them) and the real JT/T 808 gateway over TCP to scripted terminals, which answer as each case needs; the
 * app's clock stands at each command's minute while it is sent and answered:
 * - A (the viewer's department): the admin's text at minute 0 answered 0 two seconds later (success), at minute 1
 *   answered 1 (failure), at minute 2 answered 3 (not supported).
 * - B (the top department): the admin's text at minute 3 answered 2 (message error); the platform's own text at
 *   minute 4 and position query at minute 5, never answered (timed out).
 * - D (the top department, never connected): the admin's text at minute 6 (terminal offline).
 * - C (another company): its admin's text at minute 7, answered 0.
 */
let t: TestApp;
let gw: GatewayFixture;
let platform: GatewayCommands;
const clock = { now: NOW };
const tokens = { admin: '', viewer: '', other: '' };
const ids = { a: 0, b: 0, c: 0, d: 0, adminUser: 0 };
const terminals: TestTerminal[] = [];
const range = { startTime: DAY_START, endTime: DAY_END };
const page = (curPage = 1, pageSize = 20) => ({ pageParamVO: { curPage, pageSize } });
const SECOND = 1000;
const log: string[] = [];

function recorded(db: Database): GatewayCommands {
  const deferred = createDeferredGatewayCommands();
  deferred.attach(createRoutedGatewayCommands(gw.gateway.commands, null));
  return createRecordedGatewayCommands(deferred, {
    db,
    now: () => clock.now,
    log: { warn: (_details, message) => log.push(message) },
  });
}

async function online(phone: string): Promise<TestTerminal> {
  const terminal = await TestTerminal.connect(gw.gateway.port, phone, 2019);
  await terminal.login();
  terminals.push(terminal);
  return terminal;
}

const textCommand = (m: Message) => m.header.messageId === 0x8300;

/** The admin (or `token`) sends a text from the live monitor; the terminal answers `result` after `answerMs`. */
async function textAnswered(
  terminal: TestTerminal,
  vehicleId: number,
  sentAt: number,
  result: number,
  answerMs: number,
  token = tokens.admin,
) {
  clock.now = sentAt;
  const since = terminal.received.length;
  const response = callJson(
    t.app,
    'monitorTextMessage',
    { vehicleId, target: 'text', text: '请到3号仓库卸货' },
    { token },
  );
  const command = await terminal.waitFor(textCommand, since);
  // Written before the command left: a crash now would leave "sent, no answer".
  const row = await t.db
    .selectFrom('directive_records')
    .select(['outcome', 'answered_at'])
    .where('vehicle_id', '=', vehicleId)
    .where('sent_at', '=', sentAt)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ outcome: 'pending', answered_at: null });
  clock.now = sentAt + answerMs;
  acknowledge(terminal, command, result);
  return (await response).body;
}

beforeAll(async () => {
  const deferred = createDeferredGatewayCommands();
  t = await startTestApp({ config: { gateway: deferred, now: () => clock.now } });
  gw = await startTestGateway(t.db);
  platform = recorded(t.db);
  deferred.attach(platform);
  const viewerRow = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id', 'role_id'])
    .where('user_name', '=', 'viewer')
    .executeTakeFirstOrThrow();
  const otherRow = await t.db
    .selectFrom('users')
    .select(['company_id', 'department_id'])
    .where('user_name', '=', 'other_admin')
    .executeTakeFirstOrThrow();
  const top = await t.db
    .selectFrom('departments')
    .select('id')
    .where('company_id', '=', viewerRow.company_id)
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  const company = viewerRow.company_id;
  ids.a = (await addVehicle(t.db, company, viewerRow.department_id, '苏WDA01', '13977709401')).vehicleId;
  ids.b = (await addVehicle(t.db, company, top.id, '苏WDB02', '13977709402')).vehicleId;
  ids.c = (
    await addVehicle(t.db, otherRow.company_id, otherRow.department_id, '苏WDC03', '13977709403')
  ).vehicleId;
  ids.d = (await addVehicle(t.db, company, top.id, '苏WDD04', '13977709404')).vehicleId;
  ids.adminUser = (
    await t.db.selectFrom('users').select('id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()
  ).id;
  tokens.admin = (await loginAs(t.app, 'admin')).token;
  tokens.viewer = (await loginAs(t.app, 'viewer')).token;
  tokens.other = (await loginAs(t.app, 'other_admin')).token;
  await t.db
    .insertInto('role_operations')
    .values({ role_id: viewerRow.role_id, operation_id: 'directiveRecordReport' })
    .execute();

  const [a, b, c] = [await online('13977709401'), await online('13977709402'), await online('13977709403')];
  expect((await textAnswered(a, ids.a, at(0), 0, 2 * SECOND)).code).toBe(1);
  expect((await textAnswered(a, ids.a, at(1), 1, SECOND)).code).toBe(0);
  expect((await textAnswered(a, ids.a, at(2), 3, SECOND)).code).toBe(0);
  expect((await textAnswered(b, ids.b, at(3), 2, SECOND)).code).toBe(0);
  clock.now = at(4);
  expect(
    (await commandRejection(platform.sendText(ids.b, '前方拥堵', { timeoutMs: 30, retries: 0 }))).code,
  ).toBe('timeout');
  clock.now = at(5);
  expect((await commandRejection(platform.queryLocation(ids.b, { timeoutMs: 30, retries: 0 }))).code).toBe(
    'timeout',
  );
  clock.now = at(6);
  const offline = await callJson(
    t.app,
    'monitorTextMessage',
    { vehicleId: ids.d, target: 'text', text: '请减速' },
    { token: tokens.admin },
  );
  expect(offline.body.message).toBe(resources['zh-CN'].errors.terminalOffline);
  expect((await textAnswered(c, ids.c, at(7), 0, SECOND, tokens.other)).code).toBe(1);
  clock.now = NOW;
}, 120_000);

afterAll(async () => {
  for (const terminal of terminals) await terminal.close();
  await gw?.close();
  await t?.close();
});

const detail = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'directiveDetailReport', { ...range, ...page(), ...input }, { token })).body;
const summary = async (token: string, input: object = {}) =>
  (await callJson(t.app, 'directiveSummaryReport', { ...range, ...page(), ...input }, { token })).body;

describe('directive records detail', () => {
  it('holds one row per command with its sender, parameters, outcome and answer time, newest first', async () => {
    const body = await detail(tokens.admin);
    expect(body.code).toBe(1);
    expect(body.result?.totalRecords).toBe(7);
    const rows = body.result!.data;
    expect(rows.map((r) => [r.vehicleId, r.messageId, r.kind, r.sentAt, r.outcome, r.answeredAt])).toEqual([
      [ids.d, 0x8300, 'textMessage', at(6), 'offline', null],
      [ids.b, 0x8201, 'locationQuery', at(5), 'timeout', null],
      [ids.b, 0x8300, 'textMessage', at(4), 'timeout', null],
      [ids.b, 0x8300, 'textMessage', at(3), 'badMessage', at(3) + SECOND],
      [ids.a, 0x8300, 'textMessage', at(2), 'unsupported', at(2) + SECOND],
      [ids.a, 0x8300, 'textMessage', at(1), 'failure', at(1) + SECOND],
      [ids.a, 0x8300, 'textMessage', at(0), 'success', at(0) + 2 * SECOND],
    ]);
    const admin = await t.db
      .selectFrom('users')
      .select(['real_name', 'user_name'])
      .where('id', '=', ids.adminUser)
      .executeTakeFirstOrThrow();
    expect(rows.map((r) => r.userName)).toEqual([
      admin.real_name || admin.user_name,
      null,
      null,
      ...Array<string>(4).fill(admin.real_name || admin.user_name),
    ]);
    expect(rows[6]).toMatchObject({ plate: '苏WDA01', params: { text: '请到3号仓库卸货' } });
    expect(rows[2]!.params).toEqual({ text: '前方拥堵' });
    expect(rows[1]!.params).toEqual({});
  });

  it('pages and sorts in the database; filters by kind, outcome, vehicle, plate and department', async () => {
    expect((await detail(tokens.admin, page(3, 3))).result?.data.map((r) => r.sentAt)).toEqual([at(0)]);
    const byOutcome = await detail(tokens.admin, { sort: { field: 'outcome', order: 'asc' } });
    expect(byOutcome.result?.data.map((r) => r.outcome)).toEqual([
      'badMessage',
      'failure',
      'offline',
      'success',
      'timeout',
      'timeout',
      'unsupported',
    ]);
    expect((await detail(tokens.admin, { kinds: ['locationQuery'] })).result?.totalRecords).toBe(1);
    expect((await detail(tokens.admin, { outcomes: ['timeout', 'offline'] })).result?.totalRecords).toBe(3);
    expect((await detail(tokens.admin, { vehicleIds: [ids.b] })).result?.totalRecords).toBe(3);
    expect((await detail(tokens.admin, { plate: 'wda' })).result?.totalRecords).toBe(3);
    const viewerDepartment = await t.db
      .selectFrom('vehicles')
      .select('department_id')
      .where('id', '=', ids.a)
      .executeTakeFirstOrThrow();
    expect(
      (await detail(tokens.admin, { departmentId: viewerDepartment.department_id })).result?.totalRecords,
    ).toBe(3);
    for (const bad of [
      { kinds: ['reboot'] },
      { outcomes: ['lost'] },
      { sort: { field: 'user_id', order: 'asc' } },
    ]) {
      const res = await callJson(
        t.app,
        'directiveDetailReport',
        { ...range, ...page(), ...bad },
        { token: tokens.admin },
      );
      expect(res.status).toBe(400);
    }
  });

  it('shows a department user only its department, another company only its own', async () => {
    const mine = await detail(tokens.viewer);
    expect(mine.result?.totalRecords).toBe(3);
    expect(mine.result?.data.every((r) => r.vehicleId === ids.a)).toBe(true);
    expect((await detail(tokens.viewer, { vehicleIds: [ids.b] })).result?.totalRecords).toBe(0);
    const other = await detail(tokens.other);
    expect(other.result?.data.map((r) => [r.vehicleId, r.outcome])).toEqual([[ids.c, 'success']]);
    expect((await detail(tokens.other, { vehicleIds: [ids.a] })).result?.totalRecords).toBe(0);
    expect((await detail(tokens.admin, { vehicleIds: [ids.c] })).result?.totalRecords).toBe(0);
    expect((await summary(tokens.other)).result?.data.map((r) => r.vehicleId)).toEqual([ids.c]);
  });

  it('refuses a detail range over the rule with the translated rule, in both languages', async () => {
    const DAY = 86_400_000;
    const input = { startTime: NOW - 62 * DAY, endTime: NOW, vehicleIds: [900_001] };
    for (const name of ['directiveDetailReport', 'exportDirectiveDetailReport'] as const) {
      const res = await call(
        t.app,
        name,
        { ...input, ...(name === 'directiveDetailReport' ? page() : {}) },
        { token: tokens.admin, lang: 'en-US' },
      );
      const body = res.json<{ code: number; message: string }>();
      expect(body.code).toBe(0);
      expect(body.message).toMatch(/61 days/);
      expect(looksLeaky(body.message)).toBe(false);
    }
    const zh = await callJson(
      t.app,
      'directiveDetailReport',
      { ...input, ...page() },
      { token: tokens.admin },
    );
    expect(zh.body.message).toMatch(/[\u4e00-\u9fa5]/);
    const long = await callJson(
      t.app,
      'directiveSummaryReport',
      { startTime: NOW - 400 * DAY, endTime: NOW, ...page() },
      { token: tokens.admin, lang: 'en-US' },
    );
    expect(long.body.message).toMatch(/12 months/);
  });
});

describe('directive records summary', () => {
  it('counts each vehicle: commands, succeeded, refused, timed out, last sent', async () => {
    const body = await summary(tokens.admin);
    expect(body.result?.totalRecords).toBe(3);
    expect(
      body.result?.data.map((r) => [r.plate, r.total, r.succeeded, r.failed, r.timedOut, r.lastSentAt]),
    ).toEqual([
      ['苏WDA01', 3, 1, 2, 0, at(2)],
      ['苏WDB02', 3, 0, 1, 2, at(5)],
      ['苏WDD04', 1, 0, 0, 0, at(6)],
    ]);
    const byTimedOut = await summary(tokens.admin, { sort: { field: 'timedOut', order: 'desc' } });
    expect(byTimedOut.result?.data[0]?.vehicleId).toBe(ids.b);
    expect((await summary(tokens.viewer)).result?.data.map((r) => r.vehicleId)).toEqual([ids.a]);
  });

  it('exports detail and summary as xlsx in the language asked for; no export without the grant', async () => {
    const res = await call(
      t.app,
      'exportDirectiveDetailReport',
      { ...range, vehicleIds: [ids.b] },
      { token: tokens.admin, lang: 'en-US' },
    );
    const book = new Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(1 + 3);
    const en = resources['en-US'].eventReports.directiveRecord;
    expect(sheet.getRow(2).getCell(3).value).toBe(en.kinds.locationQuery);
    expect(sheet.getRow(2).getCell(4).value).toBe('0x8201');
    expect(sheet.getRow(2).getCell(6).value).toBe(en.platform);
    expect(sheet.getRow(2).getCell(8).value).toBe(en.outcomes.timeout);
    expect(sheet.getRow(3).getCell(5).value).toBe('Text: 前方拥堵');
    const sum = await call(t.app, 'exportDirectiveSummaryReport', range, { token: tokens.admin });
    const sumBook = new Workbook();
    await sumBook.xlsx.load(sum.rawPayload as unknown as ArrayBuffer);
    expect(sumBook.worksheets[0]!.rowCount).toBe(1 + 3);
    const refused = await call(t.app, 'exportDirectiveDetailReport', range, { token: tokens.viewer });
    expect(refused.statusCode).toBe(403);
  });
});

describe('recording', () => {
  it('never stops a command: a record the store refuses is logged and the command still goes', async () => {
    const refusing = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error('store refused');
        },
      },
    ) as unknown as Database;
    const deferred = createDeferredGatewayCommands();
    deferred.attach(createRoutedGatewayCommands(gw.gateway.commands, null));
    const commands = createRecordedGatewayCommands(deferred, {
      db: refusing,
      now: () => clock.now,
      log: { warn: (_details, message) => log.push(message) },
    });
    const terminal = terminals[0]!;
    const since = terminal.received.length;
    const sent = commands.sendText(ids.a, '注意安全');
    acknowledge(terminal, await terminal.waitFor(textCommand, since));
    await sent;
    expect(log).toEqual(['directive record: not written, the command goes unrecorded']);
  });

  it("stays 'sent, no answer' through the JT/T 808 back-off and times out after it, on the test's timers", async () => {
    const terminal = terminals[0]!;
    const sentAt = DAY_START - 86_400_000;
    clock.now = sentAt;
    const outcome = () =>
      t.db
        .selectFrom('directive_records')
        .select(['outcome', 'answered_at'])
        .where('vehicle_id', '=', ids.a)
        .where('sent_at', '=', sentAt)
        .executeTakeFirstOrThrow();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const since = terminal.received.length;
      const sent = commandRejection(platform.sendText(ids.a, '请回电'));
      // The default 10 s, then 10 × 2 and 10 × 3! seconds: three attempts, each a new serial.
      for (const [attempt, waitMs] of [
        [1, 10_000],
        [2, 20_000],
        [3, 60_000],
      ] as const) {
        await expect.poll(() => terminal.received.slice(since).filter(textCommand).length).toBe(attempt);
        expect(await outcome()).toEqual({ outcome: 'pending', answered_at: null });
        await vi.advanceTimersByTimeAsync(waitMs);
      }
      expect((await sent).code).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
    expect(await outcome()).toEqual({ outcome: 'timeout', answered_at: null });
    clock.now = NOW;
  });

  it('expires records with the positions (nightly history expiry)', async () => {
    const DAY = 86_400_000;
    clock.now = NOW - (DEFAULT_RETENTION.historyDays + 5) * DAY;
    await commandRejection(platform.sendText(ids.d, '旧指令'));
    clock.now = NOW;
    const result = await expireHistory(t.db, NOW, DEFAULT_RETENTION);
    expect(result.deleted.directive_records).toBe(1);
    expect((await detail(tokens.admin)).result?.totalRecords).toBe(7);
  });
});
