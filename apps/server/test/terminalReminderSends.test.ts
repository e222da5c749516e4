import { CHINA_OFFSET_MS, type TerminalReminderInput } from '@roadwatch/core';
import { TEXT_FLAG_TTS, type Message } from '@roadwatch/jt808';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTerminalReminderJobs,
  reminderJobName,
  REMINDER_LATE_MAX_MS,
  type TerminalReminderJobs,
} from '../src/features/terminalReminders/terminalReminderJobs';
import { silentLogger } from '../src/gateway/gatewayLogger';
import { startTerminalIngest, type TerminalIngest } from '../src/gateway/startTerminalIngest';
import { createLocalLiveBus } from '../src/live/liveBus';
import { createScheduler, type Scheduler } from '../src/scheduler/createScheduler';
import { callJson, loginAs, startTestApp, type TestApp } from './helpers/testApp';
import { acknowledge } from './helpers/terminalCommands';
import { TestTerminal } from './helpers/testTerminal';

/**
 * A reminder due at a time of day (China time, on a controllable clock) goes to a terminal over real TCP as a
 * 0x8300 text, and the terminal's answer is recorded and listed; the job follows a change of the reminder and
 * outlives a restart (a new scheduler on the same database keeps its calendar).
 */
const MINUTE = 60_000;
let offset = 0;
const now = () => Date.now() + offset;
let t: TestApp;
let ingest: TerminalIngest;
let terminal: TestTerminal;
let scheduler: Scheduler;
let jobs: TerminalReminderJobs;
let admin = '';
let online: { id: number; plate: string };
let offline: { id: number; plate: string };
const jobsRef: { current?: TerminalReminderJobs } = {};

const chinaTimeOfDay = (ms: number) => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(11, 16);

function startJobs(): void {
  scheduler = createScheduler({ db: t.db, logger: silentLogger, now, tickMs: 0 });
  jobs = createTerminalReminderJobs({
    db: t.db,
    scheduler,
    commands: ingest.gateway.commands,
    logger: silentLogger,
    now,
    syncMs: 0,
  });
  jobsRef.current = jobs;
}

beforeAll(async () => {
  t = await startTestApp({
    config: { now, terminalReminderJobs: { sync: () => jobsRef.current?.sync() ?? Promise.resolve() } },
  });
  const vehicles = await t.db
    .selectFrom('vehicles')
    .select(['id', 'plate', 'terminal_phone', 'protocol_version', 'auth_code'])
    .where('company_id', '=', 1)
    .where('terminal_phone', 'is not', null)
    .orderBy('id')
    .limit(2)
    .execute();
  const [first, second] = vehicles;
  if (!first || !second) throw new Error('the seed has too few vehicles');
  online = { id: first.id, plate: first.plate };
  offline = { id: second.id, plate: second.plate };
  // Last positions: the connected vehicle in Shanghai, the other in Beijing.
  for (const [id, lon, lat] of [
    [first.id, 121.4737, 31.2304],
    [second.id, 116.4074, 39.9042],
  ] as const)
    await t.db.updateTable('vehicle_states').set({ lon, lat }).where('vehicle_id', '=', id).execute();
  ingest = await startTerminalIngest({
    db: t.db,
    bus: createLocalLiveBus(),
    logger: silentLogger,
    port: 0,
    host: '127.0.0.1',
    now,
    idleTimeoutMs: 3_600_000,
    offlineAfterMs: 3_600_000,
  });
  terminal = await TestTerminal.connect(
    ingest.gateway.port,
    first.terminal_phone!,
    first.protocol_version === 2019 ? 2019 : 2013,
  );
  expect((await terminal.authenticate(first.auth_code)).body).toMatchObject({ result: 0 });
  startJobs();
  await jobs.start();
  admin = (await loginAs(t.app, 'admin')).token;
}, 120_000);

afterAll(async () => {
  jobs?.stop();
  await scheduler?.close();
  await terminal?.close();
  await ingest?.close();
  await t?.close();
});

const reminder = (over: Partial<TerminalReminderInput>): TerminalReminderInput => ({
  name: '出车提醒',
  kind: 'daily',
  text: '出车前请检查"轮胎"和<灯光>',
  mode: 'tts',
  times: [chinaTimeOfDay(now() + 2 * MINUTE)],
  allVehicles: false,
  vehicleIds: [online.id, offline.id],
  regions: [],
  startDate: null,
  endDate: null,
  enabled: true,
  ...over,
});

async function saveReminder(input: TerminalReminderInput) {
  const saved = await callJson(t.app, 'terminalReminderSave', { reminder: input }, { token: admin });
  if (saved.body.code !== 1) throw new Error(saved.body.message);
  return saved.body.result;
}

const jobRow = (name: string) =>
  t.db.selectFrom('scheduled_jobs').selectAll().where('name', '=', name).executeTakeFirst();
const reminderJobRows = () =>
  t.db
    .selectFrom('scheduled_jobs')
    .select('name')
    .where('name', 'like', 'terminalReminder:%')
    .orderBy('name')
    .execute();
const sendsOf = (reminderId: number) =>
  t.db
    .selectFrom('terminal_reminder_sends')
    .select(['vehicle_id', 'run_for', 'outcome'])
    .where('reminder_id', '=', reminderId)
    .orderBy('run_for')
    .orderBy('vehicle_id')
    .execute();

/** Moves the clock to the job's next occurrence and runs the scheduler; the terminal answers the 0x8300. */
async function runDue(name: string, answer: number): Promise<{ command: Message; runFor: number }> {
  const row = await jobRow(name);
  if (!row) throw new Error(`no job ${name}`);
  const runFor = Number(row.next_run_at);
  offset += runFor - now();
  const from = terminal.received.length;
  const ticking = scheduler.tick();
  const command = await terminal.waitFor((m) => m.header.messageId === 0x8300, from);
  acknowledge(terminal, command, answer);
  await ticking;
  return { command, runFor };
}

describe('terminal reminders on the scheduler', () => {
  it('sends a due daily reminder to the cab over TCP and records each answer', async () => {
    const saved = await saveReminder(reminder({}));
    const name = reminderJobName(saved.id, saved.times[0]!);
    expect((await reminderJobRows()).map((r) => r.name)).toEqual([name]);

    const { command, runFor } = await runDue(name, 0);
    expect(command.body).toMatchObject({ kind: 'textMessage', text: '出车前请检查 轮胎 和 灯光' });
    if (command.body.kind !== 'textMessage') throw new Error('unreachable');
    expect(command.body.flags & TEXT_FLAG_TTS).toBe(TEXT_FLAG_TTS);
    expect(await sendsOf(saved.id)).toEqual([
      { vehicle_id: online.id, run_for: runFor, outcome: 'acknowledged' },
      { vehicle_id: offline.id, run_for: runFor, outcome: 'offline' },
    ]);

    const list = await callJson(t.app, 'terminalReminderList', {}, { token: admin });
    if (list.body.code !== 1) throw new Error(list.body.message);
    expect(list.body.result.find((r) => r.id === saved.id)?.lastRun).toMatchObject({
      total: 2,
      acknowledged: 1,
    });
    const sends = await callJson(
      t.app,
      'terminalReminderSends',
      { id: saved.id },
      { token: admin, lang: 'en-US' },
    );
    expect(sends.body).toMatchObject({
      code: 1,
      result: expect.arrayContaining([
        expect.objectContaining({ plate: online.plate, outcome: 'acknowledged' }),
        expect.objectContaining({ plate: offline.plate, outcome: 'offline' }),
      ]),
    });
  });

  it('re-registers the job when the reminder changes and keeps it across a restart', async () => {
    const list = await callJson(t.app, 'terminalReminderList', {}, { token: admin });
    if (list.body.code !== 1) throw new Error(list.body.message);
    const current = list.body.result[0]!;
    const later = chinaTimeOfDay(now() + 3 * MINUTE);
    await saveReminder(reminder({ id: current.id, times: [later], vehicleIds: [online.id] }));
    const name = reminderJobName(current.id, later);
    expect((await reminderJobRows()).map((r) => r.name)).toEqual([name]);
    expect(scheduler.jobNames()).toEqual([name]);
    const calendar = await jobRow(name);

    // A restart: a new scheduler on the same database registers the same job and keeps its next run.
    jobs.stop();
    await scheduler.close();
    startJobs();
    await jobs.start();
    expect(scheduler.jobNames()).toEqual([name]);
    expect((await jobRow(name))?.next_run_at).toBe(calendar?.next_run_at);

    const { runFor } = await runDue(name, 1);
    expect((await sendsOf(current.id)).filter((s) => s.run_for === runFor)).toEqual([
      { vehicle_id: online.id, run_for: runFor, outcome: 'refused' },
    ]);

    // Switched off: its job is dropped.
    await saveReminder(reminder({ id: current.id, times: [later], enabled: false }));
    expect(await reminderJobRows()).toEqual([]);
  });

  it('sends nothing for a time missed by more than half an hour (the server was down)', async () => {
    const saved = await saveReminder(reminder({ name: '迟到提醒' }));
    const name = reminderJobName(saved.id, saved.times[0]!);
    const due = Number((await jobRow(name))?.next_run_at);
    offset += due + REMINDER_LATE_MAX_MS + MINUTE - now();
    const from = terminal.received.length;
    await scheduler.tick();
    expect(await sendsOf(saved.id)).toEqual([]);
    expect(terminal.received.slice(from).some((m) => m.header.messageId === 0x8300)).toBe(false);
    // The calendar moved on to the next day's time.
    expect(Number((await jobRow(name))?.next_run_at)).toBeGreaterThan(now());
    await callJson(t.app, 'terminalReminderDelete', { id: saved.id }, { token: admin });
  });

  it('sends a regional reminder only to vehicles last seen in its regions', async () => {
    const saved = await saveReminder(
      reminder({ name: '上海提醒', kind: 'regional', regions: ['310000'], text: '上海地区限行' }),
    );
    const name = reminderJobName(saved.id, saved.times[0]!);
    const { command, runFor } = await runDue(name, 0);
    expect(command.body).toMatchObject({ text: '上海地区限行' });
    expect((await sendsOf(saved.id)).filter((s) => s.run_for === runFor)).toEqual([
      { vehicle_id: online.id, run_for: runFor, outcome: 'acknowledged' },
    ]);
    await callJson(t.app, 'terminalReminderDelete', { id: saved.id }, { token: admin });
    expect(await reminderJobRows()).toEqual([]);
  });

  it('sends a weather warning only on the days of its range', async () => {
    const today = new Date(now() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
    const weather = reminder({
      name: '暴雪预警',
      kind: 'weather',
      regions: ['310000', '110000'],
      text: '暴雪预警，请减速慢行',
      startDate: '2020-01-01',
      endDate: '2020-01-02',
    });
    const saved = await saveReminder(weather);
    await jobs.send(saved.id, now());
    expect(await sendsOf(saved.id)).toEqual([]);
    await saveReminder({
      ...weather,
      id: saved.id,
      startDate: today,
      endDate: today,
      vehicleIds: [offline.id],
    });
    await jobs.send(saved.id, now());
    expect((await sendsOf(saved.id)).map((s) => [s.vehicle_id, s.outcome])).toEqual([
      [offline.id, 'offline'],
    ]);
  });
});
