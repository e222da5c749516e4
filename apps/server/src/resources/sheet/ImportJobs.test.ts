import type { ImportRow } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { ImportJobs, type ImportOwner, type ImportWriteContext } from './ImportJobs';
import { businessFailure } from '../../http/apiFailure';

const alice: ImportOwner = { companyId: 1, userId: 10, resource: 'vehicle' };
const row = (rowNo: number, errors: Record<string, string> = {}): ImportRow => ({
  rowNo,
  values: { plate: `京A${rowNo}` },
  errors,
});
const rows = [row(2), row(3), row(4, { plate: '车牌号已存在' })];
const failure = (key: string) => expect.objectContaining({ messageKey: key });

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A writer the test drives: it waits until released, then writes or throws as told. */
function controlledWriter() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let seen: { rows: ImportRow[]; context: ImportWriteContext } | undefined;
  const write = async (chosen: ImportRow[], context: ImportWriteContext) => {
    seen = { rows: chosen, context };
    context.progress(1);
    context.fail(chosen[0]?.rowNo ?? 0, 'duplicate found while writing');
    await Promise.race([gate, new Promise((resolve) => context.signal.addEventListener('abort', resolve))]);
    context.signal.throwIfAborted(); // rolls the transaction back
    return chosen.length - 1;
  };
  return { write, release: () => release(), seen: () => seen };
}

describe('ImportJobs', () => {
  it('commits the chosen rows in the background and reports progress until done', async () => {
    const jobs = new ImportJobs();
    const id = jobs.create(alice, rows);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const writer = controlledWriter();
    const started = jobs.commit(id, alice, [2, 3, 3], writer.write);
    expect(started).toMatchObject({ state: 'running', total: 2, imported: 0 });
    expect(writer.seen()?.rows.map((r) => r.rowNo)).toEqual([2, 3]);
    expect(jobs.progress(id, alice)).toMatchObject({ state: 'running', processed: 1 });
    writer.release();
    await expect.poll(() => jobs.progress(id, alice).state).toBe('done');
    expect(jobs.progress(id, alice)).toEqual({
      state: 'done',
      total: 2,
      processed: 2,
      imported: 1,
      failed: [{ rowNo: 2, message: 'duplicate found while writing' }],
    });
    // The parsed rows are let go once written; the progress stays readable.
    expect(jobs.size()).toEqual({ jobs: 1, rows: 0 });
  });

  it('treats a job of another user, company or resource as not found', () => {
    const jobs = new ImportJobs();
    const id = jobs.create(alice, rows);
    const noop = async () => 0;
    for (const other of [
      { ...alice, userId: 11 },
      { ...alice, companyId: 2 },
      { ...alice, resource: 'driver' },
    ]) {
      expect(() => jobs.commit(id, other, [2], noop)).toThrow(failure('errors.importNotFound'));
    }
    expect(() => jobs.commit('0'.repeat(32), alice, [2], noop)).toThrow(failure('errors.importNotFound'));
    expect(() => jobs.progress(id, alice)).toThrow(failure('errors.importNotFound'));
  });

  it('refuses rows that were not parsed or have errors, and a second commit', () => {
    const jobs = new ImportJobs();
    const id = jobs.create(alice, rows);
    const noop = async () => 0;
    expect(() => jobs.commit(id, alice, [2, 9], noop)).toThrow(failure('errors.importRowsInvalid'));
    expect(() => jobs.commit(id, alice, [4], noop)).toThrow(failure('errors.importRowsInvalid'));
    expect(() => jobs.commit(id, alice, [], noop)).toThrow(failure('errors.importRowsInvalid'));
    jobs.commit(id, alice, [2], noop);
    expect(() => jobs.commit(id, alice, [3], noop)).toThrow(failure('errors.importAlreadyStarted'));
  });

  it('cancels a running import: the writer sees the signal, nothing counts as imported', async () => {
    const jobs = new ImportJobs();
    const id = jobs.create(alice, rows);
    const writer = controlledWriter();
    jobs.commit(id, alice, [2, 3], writer.write);
    const cancelled = await jobs.cancel(id, alice);
    expect(writer.seen()?.context.signal.aborted).toBe(true);
    expect(cancelled).toMatchObject({ state: 'cancelled', imported: 0 });
    // Progress and failures reported after the cancel are ignored.
    writer.seen()?.context.progress(2);
    expect(jobs.progress(id, alice)).toMatchObject({ state: 'cancelled', processed: 1 });
  });

  it('answers done to a cancel that comes after the writer finished', async () => {
    const jobs = new ImportJobs();
    const id = jobs.create(alice, rows);
    jobs.commit(id, alice, [2], async () => 1);
    expect(await jobs.cancel(id, alice)).toMatchObject({ state: 'done', imported: 1 });
  });

  it('drops a job cancelled before its commit', async () => {
    const jobs = new ImportJobs();
    const id = jobs.create(alice, rows);
    expect(await jobs.cancel(id, alice)).toMatchObject({ state: 'cancelled', total: 0 });
    expect(() => jobs.commit(id, alice, [2], async () => 1)).toThrow(failure('errors.importNotFound'));
  });

  it('marks a writer that throws as failed and tells the error hook', async () => {
    const errors: unknown[] = [];
    const jobs = new ImportJobs({ onWriterError: (error) => errors.push(error) });
    const id = jobs.create(alice, rows);
    jobs.commit(id, alice, [2], async () => {
      throw new Error('database gone');
    });
    await expect.poll(() => jobs.progress(id, alice).state).toBe('failed');
    expect(jobs.progress(id, alice).imported).toBe(0);
    expect(errors).toEqual([new Error('database gone')]);
  });

  it('names a row the writer refuses, rolls the import back and keeps the refusal out of the error hook', async () => {
    const errors: unknown[] = [];
    const jobs = new ImportJobs({ onWriterError: (error) => errors.push(error) });
    const id = jobs.create(alice, rows);
    jobs.commit(id, alice, [2], async (_rows, job) => {
      job.fail(2, 'too many points');
      throw businessFailure('errors.mapPointLimit');
    });
    await expect.poll(() => jobs.progress(id, alice).state).toBe('failed');
    expect(jobs.progress(id, alice)).toMatchObject({
      imported: 0,
      failed: [{ rowNo: 2, message: 'too many points' }],
    });
    expect(errors).toEqual([]);
  });

  it('keeps one job per user and resource: a new parse replaces the previous one unless it runs', () => {
    const jobs = new ImportJobs();
    const first = jobs.create(alice, rows);
    const second = jobs.create(alice, rows);
    const otherResource = jobs.create({ ...alice, resource: 'driver' }, rows);
    expect(() => jobs.commit(first, alice, [2], async () => 1)).toThrow(failure('errors.importNotFound'));
    const writer = controlledWriter();
    jobs.commit(second, alice, [2], writer.write);
    const third = jobs.create(alice, rows);
    expect(jobs.progress(second, alice).state).toBe('running');
    expect(new Set([second, third, otherResource]).size).toBe(3);
    expect(jobs.size().jobs).toBe(3);
  });

  it('forgets a job 30 minutes after its last use, but never while it runs', async () => {
    const time = clock();
    const jobs = new ImportJobs({ now: time.now });
    const idle = jobs.create(alice, rows);
    time.advance(29 * 60_000);
    jobs.commit(idle, alice, [2], async () => 1); // a use: the 30 minutes start again
    await expect.poll(() => jobs.progress(idle, alice).state).toBe('done');
    time.advance(29 * 60_000);
    expect(jobs.progress(idle, alice).state).toBe('done');
    time.advance(30 * 60_000);
    expect(() => jobs.progress(idle, alice)).toThrow(failure('errors.importNotFound'));

    const bob = { ...alice, userId: 20 };
    const running = jobs.create(bob, rows);
    const writer = controlledWriter();
    jobs.commit(running, bob, [2], writer.write);
    time.advance(2 * 60 * 60_000);
    expect(jobs.progress(running, bob).state).toBe('running');
    writer.release();
    await expect.poll(() => jobs.progress(running, bob).state).toBe('done');
  });

  it('makes room by forgetting the least recently used jobs, and refuses when only running ones are left', () => {
    const time = clock();
    const jobs = new ImportJobs({ now: time.now, maxJobs: 2, maxRows: 5 });
    const user = (userId: number): ImportOwner => ({ ...alice, userId });
    const a = jobs.create(user(1), rows);
    time.advance(1);
    const b = jobs.create(user(2), [row(2)]);
    time.advance(1);
    jobs.create(user(3), [row(2)]); // over maxJobs: a, the least recently used, goes
    expect(() => jobs.progress(a, user(1))).toThrow(failure('errors.importNotFound'));
    jobs.commit(b, user(2), [2], controlledWriter().write);
    time.advance(1);
    jobs.create(user(4), rows); // 1 + 3 rows fit once user 3's job goes
    expect(jobs.size()).toEqual({ jobs: 2, rows: 4 });
    expect(() => jobs.create(user(5), [row(2)])).not.toThrow();
    expect(() => jobs.create(user(6), [row(2), row(3), row(5), row(6), row(7)])).toThrow(
      failure('errors.importBusy'),
    );
  });
});
