import type { AlarmNoticeChannel, AlarmNoticeInput } from '@roadwatch/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect';
import {
  claimNotice,
  dueNotices,
  openAlarmNotice,
  recordFailure,
  recordSent,
  runDueReminders,
  type QueuedNotice,
} from './alarmNoticeStore';
import { NoticeSendError, shortDetail, type NoticeSenders } from './noticeSender';

export interface AlarmNotifierOptions {
  db: Database;
  senders: NoticeSenders;
  now?: () => number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Sends at once (default 4): a slow provider holds at most this many. */
  concurrency?: number;
  /** Rows held in memory waiting for a sender (default 200); the rest wait in the database. */
  backlogMax?: number;
  /** How often `start()` looks for due retries and reminders (default 5 s). */
  tickMs?: number;
}

export interface AlarmNotifier {
  /**
   * Records an alarm's notices (its plan, reminders and first round, the daily cap counted) and returns; sending
   * happens in the background. Never rejects: a failure to record is logged. False when nothing was recorded
   * (already notified, or the store refused).
   */
  notifyAlarm(input: AlarmNoticeInput): Promise<boolean>;
  /** Sends what is due now: reminders, then queued and retried rows. */
  tick(): Promise<void>;
  /** Resolves once nothing is being sent or waiting in memory (tests). */
  idle(): Promise<void>;
  /** A timer for `tick` (also resumes what a previous run left queued). */
  start(): void;
  /** Stops the timer and waits for the sends under way. */
  stop(): Promise<void>;
}

/**
 * The notices' sender: rows in `alarm_notifications` are the queue, so nothing is lost on a restart; a bounded
 * backlog in memory feeds a bounded number of sends, so a slow SMTP server or provider never holds the caller.
 */
export function createAlarmNotifier(options: AlarmNotifierOptions): AlarmNotifier {
  const { db, senders } = options;
  const now = options.now ?? Date.now;
  const concurrency = options.concurrency ?? 4;
  const backlogMax = options.backlogMax ?? 200;
  const configured = new Set(Object.keys(senders) as AlarmNoticeChannel[]);
  const backlog: QueuedNotice[] = [];
  const active = new Map<number, Promise<void>>();
  let sweeping: Promise<void> | null = null;
  let sweepAgain = false;
  let moreInStore = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const logError = (err: unknown, msg: string) => options.log?.error({ err }, msg);

  async function deliver(notice: QueuedNotice): Promise<void> {
    const send = senders[notice.channel as AlarmNoticeChannel];
    try {
      if (!send) throw new NoticeSendError('notConfigured', false, '');
      await send({
        channel: notice.channel as AlarmNoticeChannel,
        recipient: notice.recipient,
        subject: notice.subject,
        body: notice.body,
        tts: notice.tts === 1,
        vehicleId: notice.vehicle_id,
      });
      await recordSent(db, notice.id, now());
    } catch (error) {
      const failure =
        error instanceof NoticeSendError
          ? error
          : new NoticeSendError('providerFailed', true, shortDetail(String(error)));
      // A store that refuses the outcome leaves the row claimed; after the claim goes stale it is tried again.
      await recordFailure(db, notice, failure, now()).catch((err: unknown) =>
        logError(err, 'alarm notice outcome not recorded'),
      );
      if (failure.reason !== 'notConfigured')
        options.log?.warn(
          { channel: notice.channel, reason: failure.reason, detail: failure.detail },
          'alarm notice failed',
        );
    }
  }

  function pump(): void {
    while (active.size < concurrency && backlog.length > 0) {
      const notice = backlog.shift();
      if (!notice) break;
      const job = deliver(notice).finally(() => {
        active.delete(notice.id);
        pump();
        if (moreInStore && backlog.length === 0) void sweep();
      });
      active.set(notice.id, job);
    }
  }

  async function fill(): Promise<void> {
    const room = backlogMax - backlog.length - active.size;
    if (room <= 0) {
      moreInStore = true;
      return;
    }
    const at = now();
    const held = [...active.keys(), ...backlog.map((n) => n.id)];
    const rows = await dueNotices(db, at, room, held);
    moreInStore = rows.length === room;
    for (const row of rows) if (await claimNotice(db, row.id, at)) backlog.push(row);
    pump();
  }

  function sweep(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (sweeping) {
      sweepAgain = true;
      return sweeping;
    }
    sweeping = (async () => {
      do {
        sweepAgain = false;
        await fill();
      } while (sweepAgain);
    })()
      .catch((err: unknown) => logError(err, 'alarm notices not read'))
      .finally(() => {
        sweeping = null;
      });
    return sweeping;
  }

  async function tick(): Promise<void> {
    await runDueReminders(db, configured, now()).catch((err: unknown) =>
      logError(err, 'alarm reminders not sent'),
    );
    await sweep();
  }

  return {
    async notifyAlarm(input) {
      try {
        const recorded = await openAlarmNotice(db, input, configured, now());
        if (recorded) void sweep();
        return recorded;
      } catch (err) {
        logError(err, 'alarm notice not recorded');
        return false;
      }
    },
    tick,
    async idle() {
      while (sweeping || active.size > 0 || backlog.length > 0) {
        await Promise.all([sweeping, ...active.values()]);
      }
    },
    start() {
      if (timer) return;
      stopped = false;
      void tick();
      timer = setInterval(() => void tick(), options.tickMs ?? 5_000);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      backlog.length = 0;
      await Promise.all([sweeping, ...active.values()]);
    },
  };
}
