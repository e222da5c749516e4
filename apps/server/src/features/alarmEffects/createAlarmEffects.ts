import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect';
import type { GatewayCommands } from '../../gateway/gatewayCommands';
import { createPlaceResolver, type PlaceResolver } from '../../geo/placeResolver';
import type { OpenedAlarm } from '../../pipeline/openedAlarm';
import type { AlarmNotifier } from '../alarmNotice/createAlarmNotifier';
import { settleAlarmCapture } from './alarmEffectsStore';
import { runAlarmCapture, runAlarmEffects, type PendingCapture } from './runAlarmEffects';
import { unclaimedAlarms } from './unclaimedAlarms';

/** How far back a start looks for alarms whose effects a previous process never began (15 minutes). */
export const RECOVERY_WINDOW_MS = 15 * 60_000;

export interface AlarmEffectsOptions {
  db: Database;
  notifier: Pick<AlarmNotifier, 'notifyAlarm'>;
  /** The gateway's commands (flash capture); a vehicle on no gateway fails its capture, recorded. */
  commands: GatewayCommands;
  /** Place names for the notices (the offline gazetteer unless an AMap key is configured). */
  places?: PlaceResolver;
  now?: () => number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Alarms whose notices are recorded at once (default 4). */
  concurrency?: number;
  /** Alarms waiting beyond that (default 1000); more are dropped with a warning, ingest never waits. */
  queueMax?: number;
  /** Photo series under way at once (default 8): each lasts while its terminal shoots. */
  captureConcurrency?: number;
  /** Photo series waiting beyond that (default 200); more are recorded failed. */
  captureQueueMax?: number;
}

export interface AlarmEffects {
  /** The pipeline's hook: queues the alarm and returns at once. */
  alarmOpened(alarm: OpenedAlarm): void;
  /**
   * Queues the vehicle alarms of the last `windowMs` that no process claimed (committed, then the process ended
   * before their turn): called once at start. Resolves with how many were queued.
   */
  recover(windowMs?: number): Promise<number>;
  /** Resolves once nothing is queued or under way (tests, shutdown). */
  idle(): Promise<void>;
  /** Drops what is queued and waits for what is under way. */
  stop(): Promise<void>;
}

/**
 * A bounded queue worked by a bounded number of jobs, one vehicle's items in order (its notices count against its
 * daily cap in the order its alarms opened; its camera takes one series at a time).
 */
function vehicleOrderedPool<T extends { vehicleId: number }>(
  concurrency: number,
  run: (item: T) => Promise<void>,
) {
  const queue: T[] = [];
  const active = new Set<Promise<void>>();
  const busy = new Set<number>();
  let stopped = false;
  function pump(): void {
    for (let i = 0; !stopped && active.size < concurrency && i < queue.length;) {
      const item = queue[i] as T;
      if (busy.has(item.vehicleId)) {
        i += 1;
        continue;
      }
      queue.splice(i, 1);
      busy.add(item.vehicleId);
      const job: Promise<void> = run(item).finally(() => {
        active.delete(job);
        busy.delete(item.vehicleId);
        pump();
      });
      active.add(job);
    }
  }
  return {
    size: () => queue.length,
    push(item: T) {
      queue.push(item);
      pump();
    },
    async idle() {
      while (active.size > 0) await Promise.all([...active]);
    },
    async stop() {
      stopped = true;
      queue.length = 0;
      await Promise.all([...active]);
    },
  };
}

/**
 * Carries out what an opened alarm's setting asks for — notices to its contacts, the cab's text, flash photos —
 * after the alarm's row is committed, off the ingest path: bounded queues feeding bounded workers, the photos apart
 * from the notices so a long series never delays anyone's notice.
 */
export function createAlarmEffects(options: AlarmEffectsOptions): AlarmEffects {
  const queueMax = options.queueMax ?? 1_000;
  const captureQueueMax = options.captureQueueMax ?? 200;
  const log = options.log;
  const deps = {
    db: options.db,
    notifier: options.notifier,
    commands: options.commands,
    places: options.places ?? createPlaceResolver(),
    now: options.now ?? Date.now,
    log,
  };
  const captures = vehicleOrderedPool<PendingCapture & { vehicleId: number }>(
    options.captureConcurrency ?? 8,
    (item) =>
      runAlarmCapture(deps, item).catch((err: unknown) =>
        log?.error({ err, guid: item.alarm.guid }, 'alarm capture not recorded'),
      ),
  );
  const alarms = vehicleOrderedPool<OpenedAlarm>(options.concurrency ?? 4, async (alarm) => {
    try {
      const pending = await runAlarmEffects(deps, alarm);
      if (!pending) return;
      if (captures.size() >= captureQueueMax) {
        log?.warn({ guid: alarm.guid, captureQueueMax }, 'alarm capture queue full: no photos');
        await settleAlarmCapture(
          deps.db,
          alarm.guid,
          { capture: 'failed', detail: 'capture queue full' },
          deps.now(),
        );
        return;
      }
      captures.push({ ...pending, vehicleId: alarm.vehicleId });
    } catch (err) {
      log?.error({ err, guid: alarm.guid }, 'alarm effects failed');
    }
  });
  let stopped = false;

  return {
    alarmOpened(alarm) {
      if (stopped) return;
      if (alarms.size() >= queueMax) {
        log?.warn(
          { guid: alarm.guid, vehicleId: alarm.vehicleId, queueMax },
          'alarm effects queue full: alarm dropped',
        );
        return;
      }
      alarms.push(alarm);
    },
    async recover(windowMs = RECOVERY_WINDOW_MS) {
      const found = await unclaimedAlarms(deps.db, deps.now() - windowMs);
      let queued = 0;
      for (const alarm of found) {
        if (stopped || alarms.size() >= queueMax) break;
        alarms.push(alarm);
        queued += 1;
      }
      if (found.length > 0)
        log?.info({ found: found.length, queued }, 'alarms without recorded effects queued again at start');
      return queued;
    },
    async idle() {
      await alarms.idle();
      await captures.idle();
    },
    async stop() {
      stopped = true;
      await alarms.stop();
      await captures.stop();
    },
  };
}
