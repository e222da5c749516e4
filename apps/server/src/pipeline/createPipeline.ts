import { ColdWarningLedger } from './coldWarning/ColdWarningLedger';
import type { Database } from '../db/connect';
import { AlarmRuleWatcher } from './AlarmRuleWatcher';
import type { LiveBus } from '../live/liveBus';
import { EventLedger } from './EventLedger';
import type { AlarmOpenedHandler } from './openedAlarm';
import type { PipelineLogger } from './pipelineLogger';
import { DEFAULT_RULES, type PipelineRules } from './pipelineRules';
import { PipelineWriter } from './PipelineWriter';
import { ReportProcessor } from './ReportProcessor';
import { SiteSensors } from './sites/SiteSensors';
import type { StoreHealth } from '../features/health/StoreHealth';
import type { TerminalIdentity, TerminalSink, VehicleTerminalIdentity } from './terminalSink';
import { VehicleDirectory } from './VehicleDirectory';
import { ZoneRuleBook } from './zones/ZoneRuleBook';
import type { VehicleRuntime } from './vehicleRuntime';

export interface PipelineOptions {
  db: Database;
  bus: LiveBus;
  /** Server clock (epoch ms): created_at of rows, settings age. Tests pass a controllable one. */
  now?: () => number;
  logger: PipelineLogger;
  /** A terminal silent this long is offline and gets an offline exception (ROADWATCH_OFFLINE_AFTER_S). */
  offlineAfterMs: number;
  /** Queued rows are written at least this often. */
  flushIntervalMs: number;
  /** …and as soon as this many track points are queued. */
  batchSize: number;
  /** vehicle_states is refreshed at most this often by the timer (default 5 s); `flush()` always writes it. */
  stateWriteIntervalMs?: number;
  /** How often the internal timer runs `tick` (default 1 s). */
  tickIntervalMs?: number;
  /** Thresholds of the derived alarms and exceptions (defaults in DEFAULT_RULES). */
  rules?: Partial<PipelineRules>;
  /** Shared with /healthz: the writer reports the store refusing writes and recovering. */
  storeHealth?: StoreHealth;
  /** Told of each vehicle alarm once its opening is committed (the alarm effects); must return at once. */
  onAlarmOpened?: AlarmOpenedHandler;
}

export interface Pipeline extends TerminalSink {
  /** Processes every report received so far and commits everything derived from it; then its events are out. */
  flush(): Promise<void>;
  /** Stops the timers and flushes. Calls after this are ignored. */
  close(): Promise<void>;
  /** Time-based rules (offline, silence ending a driving stretch, settings refresh and alarm-setting changes) as of `now`. */
  tick(now: number): void;
}

/**
 * Terminal data → stored state, alarms, exceptions, temperature readings and live events. The gateway calls the
 * TerminalSink methods; they return at once (per-report work is in memory), and a timer writes the queued rows in
 * batches. See CONTEXT.md in this folder.
 */
export function createPipeline(options: PipelineOptions): Pipeline {
  const { db, bus, logger, offlineAfterMs } = options;
  const now = options.now ?? Date.now;
  const rules: PipelineRules = { ...DEFAULT_RULES, ...options.rules };
  const writer = new PipelineWriter(
    db,
    logger,
    options.batchSize,
    options.stateWriteIntervalMs,
    options.storeHealth,
  );
  const ledger = new EventLedger(writer, bus, now, options.onAlarmOpened);
  const zoneRules = new ZoneRuleBook(db, logger, rules.zoneRulesRefreshMs);
  const processor = new ReportProcessor(writer, ledger, rules, logger, zoneRules);
  const coldWarnings = new ColdWarningLedger(writer, bus);
  const sites = new SiteSensors(
    db,
    { ledger, writer, rules, logger },
    logger,
    now,
    offlineAfterMs,
    coldWarnings,
  );
  let lastTick: number | null = null;
  let closed = false;

  function timeouts(rt: VehicleRuntime, at: number): void {
    const settings = rt.settings;
    if (!settings) return;
    if (rt.online && at - rt.lastSeenAt >= offlineAfterMs) processor.goOffline(rt, settings, at);
    else processor.offlineException(rt, settings, at);
    processor.silence(rt, settings, at);
    processor.overdue(rt, settings, at);
  }

  const directory = new VehicleDirectory(db, logger, now, zoneRules, (rt) => {
    const pending = rt.pending;
    rt.pending = [];
    for (const { reports, receivedAt, receipt, token } of pending) {
      directory.pendingReports -= reports.length;
      if (!rt.settings) processor.trackOnly(rt, reports, receivedAt);
      else if (reports.length === 0) processor.seen(rt, rt.settings, receivedAt);
      else processor.reports(rt, rt.settings, reports, receivedAt);
      if (receipt) writer.acknowledge(receipt, token);
    }
    if (lastTick !== null) timeouts(rt, lastTick);
  });
  void directory.recover();

  // A saved alarm setting: the vehicles it concerns read their settings again (the old ones serve meanwhile).
  const alarmRuleWatcher = new AlarmRuleWatcher(
    db,
    logger,
    rules.alarmRulesPollMs,
    (companyId, vehicleId) => {
      if (vehicleId !== null) {
        if (directory.runtimes.has(vehicleId)) directory.requestReload(vehicleId);
        return;
      }
      for (const rt of directory.runtimes.values())
        if (rt.settings?.companyId === companyId) directory.requestReload(rt.vehicleId);
    },
  );
  alarmRuleWatcher.tick(now());

  function tick(at: number): void {
    if (closed) return;
    lastTick = at;
    for (const rt of directory.runtimes.values()) {
      timeouts(rt, at);
      if (rt.settings && at - rt.settings.loadedAt >= rules.settingsTtlMs)
        directory.requestReload(rt.vehicleId);
    }
    alarmRuleWatcher.tick(at);
    directory.retry();
    sites.tick(at);
    zoneRules.refresh(at);
  }

  async function flush(allStates = true): Promise<void> {
    await alarmRuleWatcher.idle();
    await zoneRules.idle();
    await directory.idle();
    await sites.idle();
    await writer.flush(allStates);
  }

  /** Authentication, heartbeats and replies: the terminal is there, without data. */
  function seen(terminal: VehicleTerminalIdentity, at: number): void {
    const rt = directory.get(terminal.vehicleId, terminal.terminalModel, at);
    if (!rt.restored) rt.pending.push({ reports: [], receivedAt: at, receipt: undefined, token: 0 });
    else if (rt.settings) processor.seen(rt, rt.settings, at);
  }

  // Group commit: one flush per interval acknowledges every report it carries, so the interval is the added
  // latency of an acknowledgement. A flush still running when the timer fires again is not queued twice.
  let timerFlush: Promise<void> | null = null;
  const flushTimer = setInterval(() => {
    if (timerFlush) return;
    timerFlush = flush(false)
      .catch((err: unknown) => logger.error({ err }, 'pipeline flush failed'))
      .finally(() => (timerFlush = null));
  }, options.flushIntervalMs);
  const tickTimer = setInterval(() => tick(now()), options.tickIntervalMs ?? 1_000);
  flushTimer.unref();
  tickTimer.unref();

  function online(terminal: TerminalIdentity, at: number): void {
    if (closed) return;
    if (terminal.siteId === undefined) seen(terminal, at);
    else sites.seen(terminal, at);
  }

  return {
    online,
    alive: online,
    locations(terminal, reports, receivedAt, receipt, token = 0) {
      if (closed || reports.length === 0) return;
      if (terminal.siteId !== undefined) {
        sites.locations(terminal, reports, receivedAt, receipt, token);
        return;
      }
      const rt = directory.get(terminal.vehicleId, terminal.terminalModel, receivedAt);
      if (!rt.restored) {
        rt.pending.push({ reports, receivedAt, receipt, token });
        directory.pendingReports += reports.length;
        return;
      }
      // A rule tripping over odd terminal data must not take the gateway's connection (or process) with it.
      try {
        if (rt.settings) processor.reports(rt, rt.settings, reports, receivedAt);
        else processor.trackOnly(rt, reports, receivedAt);
      } catch (err) {
        logger.error({ err, vehicleId: rt.vehicleId }, 'processing location reports failed');
      }
      if (receipt) writer.acknowledge(receipt, token);
    },
    driverCard(terminal, card, receivedAt) {
      if (closed || terminal.siteId !== undefined) return;
      processor.driverCard(
        directory.get(terminal.vehicleId, terminal.terminalModel, receivedAt),
        card,
        receivedAt,
      );
    },
    alarmAttachments(terminal, alarm, receivedAt) {
      if (closed || terminal.siteId !== undefined) return;
      const rt = directory.get(terminal.vehicleId, terminal.terminalModel, receivedAt);
      if (rt.settings) processor.alarmAttachments(rt, rt.settings, alarm, receivedAt);
    },
    disconnected() {
      // Nothing changes yet: terminals on mobile networks reconnect within seconds. Offline is decided by
      // silence in `tick`, the same way for a closed connection as for a terminal that just stopped talking.
    },
    backlog() {
      return writer.backlog() + directory.pendingReports + sites.pendingReports;
    },
    flush: () => flush(),
    tick,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(flushTimer);
      clearInterval(tickTimer);
      await flush();
      await writer.close();
    },
  };
}
