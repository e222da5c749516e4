import type { PointWarnings, WarningRule } from '../coldWarning/PointWarnings';
import type { ProbeSubject } from '../rules/temperatureRule';
import type { OpenAlarm, PointMemory } from '../vehicleRuntime';
import type { TempPointSettings } from '../vehicleSettings';
import type { PendingReports } from '../terminalSink';

/** What the pipeline needs to know about a warehouse or store, read once and refreshed on the settings timer. */
export interface SiteSettings extends ProbeSubject {
  siteId: number;
  /** ALARM_CLASS.storage for warehouses, ALARM_CLASS.store for stores (as the seeded site alarms). */
  alarmClass: 2 | 3;
  lon: number;
  lat: number;
  /**
   * An incubator's portable logger: it moves, so alarms begin and end where it reports, and its positions are kept
   * (one a minute) to tell which vehicle or warehouse held it.
   */
  portable: boolean;
  terminalModel: string;
  tempPoints: Map<number, TempPointSettings>;
  /** Early-warning rules that reach the site (sentinel warnings, store predictions). */
  warningRules: WarningRule[];
  loadedAt: number;
}

/** Everything the pipeline remembers about one site's temperature logger between reports. */
export interface SiteRuntime {
  siteId: number;
  /** Sites have no vehicle: alarms and live events carry null. */
  vehicleId: null;
  /** Null until loaded; reports wait in `pending` meanwhile (null for good when the site is gone). */
  settings: SiteSettings | null;
  loaded: boolean;
  pending: PendingReports[];
  /** Terminal model from the gateway (0x0100); the sites table's value wins once loaded. */
  terminalModel: string;
  online: boolean;
  lastSeenAt: number;
  /** Terminal time of the newest report: older ones (a blind-area upload) only add readings. */
  latestAt: number | null;
  /** Received-at time since which reports came without the model's temperature item. */
  temperatureMissingSince: number | null;
  alarms: Map<string, OpenAlarm>;
  points: Map<number, PointMemory>;
  /** Each point's recent readings and open early warnings, by point id. */
  warnings: Map<number, PointWarnings>;
  warnedTemperature: boolean;
  /** Minute (time / 60 000) of the newest position stored for a portable logger. */
  positionMinute: number | null;
}

export function createSiteRuntime(siteId: number, terminalModel: string, now: number): SiteRuntime {
  return {
    siteId,
    vehicleId: null,
    settings: null,
    loaded: false,
    pending: [],
    terminalModel,
    online: false,
    lastSeenAt: now,
    latestAt: null,
    temperatureMissingSince: null,
    alarms: new Map(),
    points: new Map(),
    warnings: new Map(),
    warnedTemperature: false,
    positionMinute: null,
  };
}
