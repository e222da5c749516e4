import { TEMPERATURE_POINT_STATE } from '@roadwatch/core';
import { decodeTemperatures, timestampMs, type LocationReport } from '@roadwatch/jt808';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/connect';
import type { ColdWarningLedger } from '../coldWarning/ColdWarningLedger';
import { PointWarnings, type WarningChange } from '../coldWarning/PointWarnings';
import type { Position } from '../EventLedger';
import type { PipelineLogger } from '../pipelineLogger';
import { ruleKeyOf } from '../restoreVehicle';
import { recordProbeReadings, storeReading, type TemperatureDeps } from '../rules/temperatureRule';
import type { SiteTerminalIdentity, StoredReceipt } from '../terminalSink';
import { loadSite } from './loadSite';
import { createSiteRuntime, type SiteRuntime, type SiteSettings } from './siteRuntime';

/**
 * Warehouse and store temperature loggers (JT/T 808 terminals at a fixed position): their reports become
 * temp_readings of the site's points, point states, temperature alarms of the site's class and 'temperature' live
 * events, through the same rule as vehicle probes. No track, no vehicle state, no device exceptions (those rows
 * belong to vehicles): a logger that falls silent, or keeps reporting without its probe item, turns its points
 * offline with one offline reading each. A site is loaded on first sight (two small queries); reports wait.
 */
export class SiteSensors {
  readonly runtimes = new Map<number, SiteRuntime>();
  pendingReports = 0;
  private readonly loads = new Set<Promise<void>>();
  /** Sites whose first load is running (one that failed is tried again by `tick`, its reports still waiting). */
  private readonly firstLoads = new Set<number>();

  constructor(
    private readonly db: Database,
    private readonly deps: TemperatureDeps,
    private readonly logger: PipelineLogger,
    private readonly now: () => number,
    private readonly offlineAfterMs: number,
    /** Early warnings' rows and events (none: the trend is not followed). */
    private readonly coldWarnings: ColdWarningLedger | null = null,
  ) {}

  seen(terminal: SiteTerminalIdentity, at: number): void {
    this.locations(terminal, [], at);
  }

  locations(
    terminal: SiteTerminalIdentity,
    reports: readonly LocationReport[],
    receivedAt: number,
    receipt?: StoredReceipt,
    token = 0,
  ): void {
    const rt = this.get(terminal, receivedAt);
    if (!rt.loaded) {
      rt.pending.push({ reports, receivedAt, receipt, token });
      this.pendingReports += reports.length;
      return;
    }
    this.process(rt, reports, receivedAt);
    if (receipt) this.deps.writer.acknowledge(receipt, token);
  }

  /** Silence: a logger quiet for `offlineAfterMs` leaves its points offline. Stale settings are re-read. */
  tick(at: number): void {
    for (const rt of this.runtimes.values()) {
      if (!rt.loaded && !this.firstLoads.has(rt.siteId)) this.load(rt, false);
      const settings = rt.settings;
      if (!settings) continue;
      if (rt.online && at - rt.lastSeenAt >= this.offlineAfterMs) {
        rt.online = false;
        rt.temperatureMissingSince = null;
        this.pointsOffline(rt, settings, at);
      }
      if (at - settings.loadedAt >= this.deps.rules.settingsTtlMs) this.load(rt, true);
    }
  }

  /** Resolves when every site heard of so far is loaded and its waiting reports processed. */
  async idle(): Promise<void> {
    while (this.loads.size > 0) await Promise.all([...this.loads]);
  }

  private get(terminal: SiteTerminalIdentity, at: number): SiteRuntime {
    let rt = this.runtimes.get(terminal.siteId);
    if (!rt) {
      rt = createSiteRuntime(terminal.siteId, terminal.terminalModel, at);
      this.runtimes.set(terminal.siteId, rt);
      this.load(rt, false);
    }
    return rt;
  }

  private load(rt: SiteRuntime, reload: boolean): void {
    // A reload keeps the old settings serving meanwhile; a failed one is tried again at the next expiry.
    if (rt.settings) rt.settings.loadedAt = this.now();
    if (!reload) this.firstLoads.add(rt.siteId);
    const loading = (async () => {
      try {
        const site = await loadSite(this.db, rt.siteId, this.now());
        rt.settings = site?.settings ?? null;
        if (!reload && site) {
          for (const alarm of site.openAlarms) {
            const key = ruleKeyOf(alarm);
            if (key !== null && !rt.alarms.has(key)) rt.alarms.set(key, alarm);
          }
          for (const warning of site.openWarnings) {
            const point = this.pointWarnings(rt, warning.pointId);
            const key = `${warning.ruleId}:${warning.side}`;
            if (!point.open.has(key)) point.open.set(key, warning);
          }
        }
        if (site) this.dropRemovedRules(rt, site.settings);
      } catch (err) {
        this.logger.error({ err, siteId: rt.siteId }, 'loading site settings failed');
        // Its reports keep waiting, unacknowledged: the database may be back at the next tick.
        if (!reload) {
          this.firstLoads.delete(rt.siteId);
          return;
        }
      }
      if (reload) return;
      this.firstLoads.delete(rt.siteId);
      rt.loaded = true;
      const pending = rt.pending;
      rt.pending = [];
      for (const { reports, receivedAt, receipt, token } of pending) {
        this.pendingReports -= reports.length;
        this.process(rt, reports, receivedAt);
        if (receipt) this.deps.writer.acknowledge(receipt, token);
      }
    })();
    this.loads.add(loading);
    void loading.finally(() => this.loads.delete(loading));
  }

  private process(rt: SiteRuntime, reports: readonly LocationReport[], receivedAt: number): void {
    if (receivedAt > rt.lastSeenAt) rt.lastSeenAt = receivedAt;
    rt.online = true;
    const settings = rt.settings;
    if (!settings || settings.tempPoints.size === 0) return;
    try {
      for (const report of reports) this.report(rt, settings, report, receivedAt);
    } catch (err) {
      this.logger.error({ err, siteId: rt.siteId }, 'processing site reports failed');
    }
  }

  private report(rt: SiteRuntime, settings: SiteSettings, report: LocationReport, receivedAt: number): void {
    const at = timestampMs(report.time) ?? receivedAt;
    const current = rt.latestAt === null || at >= rt.latestAt;
    if (current) rt.latestAt = at;
    const model = settings.terminalModel || rt.terminalModel;
    const decoded = decodeTemperatures(report, model);
    if (!decoded.ok) {
      if (decoded.reason !== 'itemMissing') {
        if (!rt.warnedTemperature) {
          rt.warnedTemperature = true;
          this.logger.warn({ siteId: rt.siteId, model, reason: decoded.reason }, decoded.detail);
        }
      } else if (current) {
        rt.temperatureMissingSince ??= receivedAt;
        if (receivedAt - rt.temperatureMissingSince >= this.deps.rules.temperatureMissingAfterMs) {
          this.pointsOffline(rt, settings, at);
        }
      }
      return;
    }
    if (current) rt.temperatureMissingSince = null;
    // A fixed logger is bolted to the site: alarms begin and end where the site is; a portable one where it is.
    const position: Position = settings.portable
      ? this.portablePosition(rt, report, at)
      : { at, lon: settings.lon, lat: settings.lat, speedKmh: 0 };
    recordProbeReadings(rt, settings, this.deps, decoded.readings, at, position, current);
    if (current) this.followTrends(rt, settings, decoded.readings, at);
  }

  /**
   * Where a portable logger reported from; with a fix, the first position of each minute is stored (late reports
   * too: a blind-area upload fills the flow). Without a fix, the position is unknown.
   */
  private portablePosition(rt: SiteRuntime, report: LocationReport, at: number): Position {
    const fixed = report.status.positioned && (report.latitude !== 0 || report.longitude !== 0) && at > 0;
    if (!fixed) return { at, lon: null, lat: null, speedKmh: report.speedKmh };
    const minute = Math.floor(at / POSITION_EVERY_MS);
    if (rt.positionMinute === null || minute !== rt.positionMinute) {
      rt.positionMinute = minute;
      this.deps.writer.addLoggerPosition(rt.siteId, at, report.longitude, report.latitude);
    }
    return { at, lon: report.longitude, lat: report.latitude, speedKmh: report.speedKmh };
  }

  /** Early warnings: each current reading moves its point's trend, which may open or end a warning. */
  private followTrends(
    rt: SiteRuntime,
    settings: SiteSettings,
    readings: readonly { probe: number; temperatureC: number | null }[],
    at: number,
  ): void {
    if (!this.coldWarnings || (settings.warningRules.length === 0 && rt.warnings.size === 0)) return;
    const changes: WarningChange[] = [];
    for (const reading of readings) {
      const point = settings.tempPoints.get(reading.probe);
      if (!point) continue;
      if (settings.warningRules.length === 0 && !rt.warnings.has(point.id)) continue;
      this.pointWarnings(rt, point.id).observe(
        at,
        reading.temperatureC,
        point,
        settings.warningRules,
        changes,
      );
    }
    if (changes.length > 0) this.coldWarnings.apply(subjectOf(settings), changes);
  }

  private pointWarnings(rt: SiteRuntime, pointId: number): PointWarnings {
    let point = rt.warnings.get(pointId);
    if (!point) {
      point = new PointWarnings(newGuid);
      rt.warnings.set(pointId, point);
    }
    return point;
  }

  /** Warnings of rules switched off, removed or no longer reaching the site end at the settings refresh. */
  private dropRemovedRules(rt: SiteRuntime, settings: SiteSettings): void {
    if (!this.coldWarnings) return;
    const changes: WarningChange[] = [];
    for (const point of rt.warnings.values()) point.keepOnly(settings.warningRules, this.now(), changes);
    if (changes.length > 0) this.coldWarnings.apply(subjectOf(settings), changes);
  }

  /** One offline reading per point not already offline; open alarms stay open until a real reading. */
  private pointsOffline(rt: SiteRuntime, settings: SiteSettings, at: number): void {
    const slot = Math.floor(at / this.deps.rules.readingIntervalMs);
    const offline = TEMPERATURE_POINT_STATE.offline;
    for (const point of settings.tempPoints.values()) {
      if (rt.points.get(point.id)?.state === offline) continue;
      storeReading(rt, settings, this.deps, point.id, at, null, offline);
      rt.points.set(point.id, { storedMinute: slot, state: offline, alarmSince: null });
    }
    const offlineReadings = [...settings.tempPoints.values()].map((p) => ({
      probe: p.probeNo,
      temperatureC: null,
    }));
    this.followTrends(rt, settings, offlineReadings, at);
  }
}

/** A portable logger's positions are kept one a minute. */
const POSITION_EVERY_MS = 60_000;

function newGuid(): string {
  return randomUUID().replaceAll('-', '');
}

function subjectOf(settings: SiteSettings) {
  return {
    siteId: settings.siteId,
    companyId: settings.companyId,
    departmentId: settings.departmentId,
    departmentPath: settings.departmentPath,
  };
}
