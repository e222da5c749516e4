import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createScheduler,
  JOB_LEASE_MS,
  JOB_RETRY_MS,
  type Scheduler,
} from '../src/scheduler/createScheduler';
import { createTestDatabase, type TestDatabase } from './helpers/testDatabase';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
/** 2026-11-26 06:59:00 in Beijing. */
const BEFORE_SEVEN = Date.parse('2026-11-26T06:59:00+08:00');
const SEVEN = Date.parse('2026-11-26T07:00:00+08:00');
const DAY = 86_400_000;

let tdb: TestDatabase;
const open: Scheduler[] = [];
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
  await tdb.db.deleteFrom('scheduled_jobs').execute();
});
afterAll(async () => {
  await tdb?.destroy();
});

function clock(start: number) {
  let at = start;
  return { now: () => at, set: (t: number) => (at = t) };
}

function scheduler(now: () => number): Scheduler {
  const s = createScheduler({ db: tdb.db, logger: quiet, now, tickMs: 0 });
  open.push(s);
  return s;
}

const row = async (name: string) =>
  tdb.db.selectFrom('scheduled_jobs').selectAll().where('name', '=', name).executeTakeFirstOrThrow();

describe('scheduler', () => {
  it('runs a daily job at 07:00 China time, once, then again the next day', async () => {
    const c = clock(BEFORE_SEVEN);
    const runs: number[] = [];
    const s = scheduler(c.now);
    await s.register({ name: 'daily', schedule: '0 7 * * *', run: async (at) => void runs.push(at) });
    await s.tick();
    expect(runs).toEqual([]);
    c.set(SEVEN + 1000);
    await s.tick();
    await s.tick();
    expect(runs).toEqual([SEVEN]);
    expect(await row('daily')).toMatchObject({
      last_outcome: 'ok',
      next_run_at: SEVEN + DAY,
      running_by: null,
    });
    c.set(SEVEN + DAY);
    await s.tick();
    expect(runs).toEqual([SEVEN, SEVEN + DAY]);
  });

  it('after a restart runs a missed occurrence once, not once per missed day, and never twice', async () => {
    const c = clock(BEFORE_SEVEN);
    const runs: number[] = [];
    const job = { name: 'report', schedule: '0 7 * * *', run: async (at: number) => void runs.push(at) };
    const first = scheduler(c.now);
    await first.register(job);
    await first.close();
    // Down for three days.
    c.set(SEVEN + 3 * DAY - 60_000);
    const second = scheduler(c.now);
    await second.register(job);
    await second.tick();
    expect(runs).toEqual([SEVEN]);
    expect((await row('report')).next_run_at).toBe(SEVEN + 3 * DAY);
    const third = scheduler(c.now);
    await third.register(job);
    await third.tick();
    expect(runs).toEqual([SEVEN]);
  });

  it('lets exactly one of two processes run a due job', async () => {
    const c = clock(SEVEN + 5000);
    const runs: string[] = [];
    const [a, b] = [scheduler(c.now), scheduler(c.now)];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await a.register({
      name: 'shared',
      schedule: '0 7 * * *',
      run: async () => {
        runs.push('a');
        await held;
      },
    });
    await b.register({ name: 'shared', schedule: '0 7 * * *', run: async () => void runs.push('b') });
    // Nothing is due yet for a job registered at 07:00:05; make it due now.
    await tdb.db.updateTable('scheduled_jobs').set({ next_run_at: SEVEN }).execute();
    const aTick = a.tick();
    await expect.poll(() => runs.length).toBe(1);
    await b.tick();
    release();
    await aTick;
    expect(runs).toEqual(['a']);
  });

  it('takes over a job whose process died mid-run once the lease lapses', async () => {
    const c = clock(SEVEN + 1000);
    const runs: number[] = [];
    const s = scheduler(c.now);
    await s.register({ name: 'lease', schedule: '0 7 * * *', run: async (at) => void runs.push(at) });
    // Another process claimed the 07:00 run and died.
    await tdb.db
      .updateTable('scheduled_jobs')
      .set({ next_run_at: SEVEN, running_by: 'dead', running_until: SEVEN + JOB_LEASE_MS })
      .execute();
    await s.tick();
    expect(runs).toEqual([]);
    c.set(SEVEN + JOB_LEASE_MS + 1);
    await s.tick();
    expect(runs).toEqual([SEVEN]);
  });

  it('records a failure and retries it after the retry delay', async () => {
    const c = clock(SEVEN + 1000);
    let attempts = 0;
    const s = scheduler(c.now);
    await s.register({
      name: 'flaky',
      schedule: '0 7 * * *',
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('mail server down');
      },
    });
    await tdb.db.updateTable('scheduled_jobs').set({ next_run_at: SEVEN }).execute();
    await s.tick();
    expect(await row('flaky')).toMatchObject({
      last_outcome: 'failed',
      last_error: 'mail server down',
      next_run_at: SEVEN + 1000 + JOB_RETRY_MS,
    });
    c.set(SEVEN + 1000 + JOB_RETRY_MS);
    await s.tick();
    expect(attempts).toBe(2);
    expect(await row('flaky')).toMatchObject({ last_outcome: 'ok', next_run_at: SEVEN + DAY });
  });

  it('follows a changed calendar and refuses a malformed one', async () => {
    const c = clock(BEFORE_SEVEN);
    const s = scheduler(c.now);
    await s.register({ name: 'cal', schedule: '0 7 * * *', run: async () => undefined });
    await s.register({ name: 'cal', schedule: '0 7 * * 1', run: async () => undefined });
    // 2026-11-30 is a Monday.
    expect((await row('cal')).next_run_at).toBe(Date.parse('2026-11-30T07:00:00+08:00'));
    await expect(
      s.register({ name: 'bad', schedule: 'every day', run: async () => undefined }),
    ).rejects.toThrow();
  });
});
