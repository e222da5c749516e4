import fs from 'node:fs';
import type { Database } from '../../db/connect';
import type { Scheduler } from '../../scheduler/createScheduler';
import type { ExportRunner } from './exportRunner';

export const EXPORT_CLEANUP_JOB = 'exportCleanup';

/** Removes the files and rows of finished jobs past their keeping time; returns how many went. */
export async function removeExpiredExports(db: Database, runner: ExportRunner, now: number): Promise<number> {
  const expired = await db
    .selectFrom('export_jobs')
    .select(['id', 'format'])
    .where('expires_at', '<=', now)
    .execute();
  for (const job of expired) {
    fs.rmSync(runner.fileOf(job.id, job.format), { force: true });
    await db.deleteFrom('export_jobs').where('id', '=', job.id).execute();
  }
  return expired.length;
}

/** Hourly, on the restart-safe scheduler (a missed hour runs once when the server is back). */
export async function scheduleExportCleanup(
  db: Database,
  scheduler: Scheduler,
  runner: ExportRunner,
  now: () => number,
): Promise<void> {
  await scheduler.register({
    name: EXPORT_CLEANUP_JOB,
    schedule: '17 * * * *',
    run: async () => {
      await removeExpiredExports(db, runner, now());
    },
  });
}
