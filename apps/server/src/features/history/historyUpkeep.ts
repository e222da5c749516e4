import { chinaDayStart, DAY_MS } from '@roadwatch/core';
import type { Database } from '../../db/connect';
import { isPostgres } from '../../db/dialect';
import type { Scheduler } from '../../scheduler/createScheduler';
import { ensurePartitions, PARTITION_DAYS_AHEAD } from './historyPartitions';
import { expireHistory, keptFrom, type ExpiryResult, type RetentionSettings } from './historyRetention';

export const HISTORY_PARTITIONS_JOB = 'historyPartitions';
export const HISTORY_EXPIRY_JOB = 'historyExpiry';

export interface HistoryUpkeepOptions {
  db: Database;
  log: { info: (obj: object, msg: string) => void };
  now: () => number;
  retention: RetentionSettings;
}

export interface HistoryUpkeep {
  /** PostgreSQL: partitions from `from` (default: yesterday) to a week ahead, and for the default's stray rows. */
  prepare(from?: number): Promise<string[]>;
  /** Expires what is past its keeping time (both databases). */
  expire(): Promise<ExpiryResult>;
  /** Hourly partitions and a nightly expiry on the restart-safe calendar. */
  schedule(scheduler: Scheduler): Promise<void>;
}

/** Keeps stored history the size the retention settings allow, partitioned by time on PostgreSQL. */
export function createHistoryUpkeep(options: HistoryUpkeepOptions): HistoryUpkeep {
  const { db, log, now, retention } = options;

  async function prepare(from?: number): Promise<string[]> {
    if (!isPostgres(db)) return [];
    const at = now();
    const keepFrom = Math.max(
      await keptFrom(db, 'positions'),
      chinaDayStart(at - retention.historyDays * DAY_MS),
    );
    const created = await ensurePartitions(
      db,
      { from: from ?? at - DAY_MS, to: at + PARTITION_DAYS_AHEAD * DAY_MS },
      keepFrom,
    );
    if (created.length > 0)
      log.info({ partitions: created.length, first: created[0] }, 'history partitions created');
    return created;
  }

  async function expire(): Promise<ExpiryResult> {
    const result = await expireHistory(db, now(), retention);
    log.info(result, 'history expired');
    return result;
  }

  return {
    prepare,
    expire,
    schedule: async (scheduler) => {
      if (isPostgres(db))
        await scheduler.register({
          name: HISTORY_PARTITIONS_JOB,
          schedule: '41 * * * *',
          run: async () => {
            await prepare();
          },
        });
      // Nightly, after China midnight has made another day expire; a missed night runs when the server is back.
      await scheduler.register({
        name: HISTORY_EXPIRY_JOB,
        schedule: '23 3 * * *',
        run: async () => {
          await expire();
        },
      });
    },
  };
}
