import type { Database } from '../../../db/connect';
import { rollUpMarkedDays } from './rollUpMarkedDays';

export interface DayStatsRollupOptions {
  db: Database;
  log: { error: (obj: object, msg: string) => void };
  now?: () => number;
  /** Pause between turns; a turn rolls up every mark there is. */
  intervalMs?: number;
}

export interface DayStatsRollup {
  start(): void;
  /** One turn now (tests, and the timer): every marked day recomputed. */
  runOnce(): Promise<number>;
  /** Stops the timer and waits for a turn under way. */
  stop(): Promise<void>;
}

export const DAY_STATS_INTERVAL_MS = 30_000;

/**
 * The background worker that keeps `vehicle_day_stats` current: every `intervalMs` it recomputes the days the
 * pipeline marked, so a report sees a point about half a minute after it was stored, and late points for a past
 * day rebuild that day.
 */
export function createDayStatsRollup(options: DayStatsRollupOptions): DayStatsRollup {
  const { db, log } = options;
  const now = options.now ?? Date.now;
  const intervalMs = options.intervalMs ?? DAY_STATS_INTERVAL_MS;
  let timer: NodeJS.Timeout | null = null;
  let turn: Promise<number> | null = null;

  async function runTurn(): Promise<number> {
    let total = 0;
    for (;;) {
      const taken = await rollUpMarkedDays(db, now());
      total += taken;
      if (taken === 0) return total;
    }
  }

  function runOnce(): Promise<number> {
    turn ??= runTurn().finally(() => (turn = null));
    return turn;
  }

  function schedule(): void {
    timer = setTimeout(() => {
      runOnce()
        .catch((err: unknown) => log.error({ err }, 'daily roll-up failed; retrying next turn'))
        .finally(() => {
          if (timer) schedule();
        });
    }, intervalMs);
    timer.unref();
  }

  return {
    start: () => {
      if (!timer) schedule();
    },
    runOnce,
    stop: async () => {
      if (timer) clearTimeout(timer);
      timer = null;
      await turn?.catch(() => 0);
    },
  };
}
