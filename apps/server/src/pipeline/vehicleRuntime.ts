import type { LiveVehicleState } from '@roadwatch/core';
import type { StateValues } from './PipelineWriter';
import type { VehicleSettings } from './vehicleSettings';
import type { PendingReports } from './terminalSink';
import type { LineTrip, ZonesQuiet, ZoneVisit } from './rules/zoneAlarmRule';
import type { CompanyZoneRules, ZoneLookupMemo } from './zones/CompanyZoneRules';

/** An alarm the pipeline opened (or found not ended at start-up) and will end when its condition clears. */
export interface OpenAlarm {
  guid: string;
  alarmClass: 1 | 2 | 3;
  firstType: number;
  secondType: number;
  level: number;
  beginTime: number;
  lon: number | null;
  lat: number | null;
  pointId: number | null;
}

export interface OpenException {
  guid: string;
  type: number;
  beginTime: number;
}

/** Per-temperature-point memory: when a reading was last stored and in which state. */
export interface PointMemory {
  storedMinute: number;
  state: number;
  /** Where and when the point's current run of alarm-state readings began (null: not in alarm state). */
  alarmSince: { at: number; lon: number | null; lat: number | null; speedKmh: number } | null;
}

/**
 * Everything the pipeline remembers about one vehicle between reports. Rules keep their own small fields here
 * (no per-report allocation beyond the live event), keyed by what they watch.
 */
export interface VehicleRuntime {
  vehicleId: number;
  /** Null until the vehicle's settings are loaded; reports wait in `pending` meanwhile. */
  settings: VehicleSettings | null;
  /** Whether open alarms, exceptions and the stored state were read (once per process). */
  restored: boolean;
  pending: PendingReports[];
  /** Terminal model from the gateway (0x0100); the vehicles table's value wins once loaded. */
  terminalModel: string;

  online: boolean;
  lastSeenAt: number;
  state: LiveVehicleState;
  /** Alarm DWORD as the device-alarm rule last saw it (bits of alarms left open count as set). */
  alarmBits: number;
  /** Alarm DWORD behind `state.alarmFlags`. */
  stateAlarmBits: number;
  /** The vehicle_states row last queued (reused; see ReportProcessor.persistState). */
  stateRow: StateValues | null;

  /** Open alarms by rule key: 'bit:N', 'overspeed', 'driving', 'temp:<pointId>', 'safety:<item>:<alarmId>'. */
  alarms: Map<string, OpenAlarm>;
  /** Open exceptions by DEVICE_EXCEPTION_TYPE. */
  exceptions: Map<number, OpenException>;
  /** Active-safety events already turned into alarms (their identification), newest last; bounded. */
  /** Reports kept apart as suspect (terminal time far ahead or implausibly old) since this process started. */
  suspectReports: number;
  seenSafetyEvents: string[];

  /** Overspeed: the first report above the limit of the current excursion (gps time), null when under. */
  overspeedSince: number | null;
  overspeedLon: number | null;
  overspeedLat: number | null;
  overspeedStartKmh: number;
  overspeedTopKmh: number;

  /** Continuous driving (gps time): start of the current driving stretch, start of the current stop. */
  drivingSince: number | null;
  stoppedSince: number | null;
  lastGpsTime: number | null;

  /** Received-at times when a condition started, null while it does not hold. */
  noFixSince: number | null;
  temperatureMissingSince: number | null;
  fuelMissingSince: number | null;
  /** Fuel is expected only from vehicles that have reported it. */
  reportsFuel: boolean;
  lowSignalSince: number | null;
  /** Main power and GNSS antenna alarm bits set since (for a company that waits before they count). */
  powerFaultSince: number | null;
  antennaFaultSince: number | null;
  /** Offline, and the company's offline exception wait not over yet. */
  offlineExceptionPending: boolean;
  /**
   * Attachments announced by active-safety alarms and not yet listed by a 0x1210, by alarm identification
   * (terminal id | time | serial): when and where the alarm was received. Bounded (PENDING_PHOTOS_MAX).
   */
  awaitedPhotos: Map<string, { since: number; lon: number | null; lat: number | null; speedKmh: number }>;
  points: Map<number, PointMemory>;
  /** Cargo (rear) door and refrigeration unit as last recorded: 1 open / running, 0 not, -1 not seen yet. */
  cargoDoor: -1 | 0 | 1;
  cooler: -1 | 0 | 1;
  /** Item 0x2A's body equipment as last recorded (hydraulic lift raised, unloading, head separated), -1 not seen yet. */
  hydraulic: -1 | 0 | 1;
  unloading: -1 | 0 | 1;
  headSeparated: -1 | 0 | 1;
  /** A missing temperature convention or a malformed item is logged once per vehicle. */
  warnedTemperature: boolean;
  /** Zone rules whose zone the vehicle is in, by rule id; null when in none (most vehicles, most of the time). */
  zoneVisits: Map<number, ZoneVisit> | null;
  /** Line rules naming the vehicle, by rule id; null until one does. */
  lineTrips: Map<number, LineTrip> | null;
  /** Zone rules that warned the vehicle on its current approach (inside the band or the zone); null: none. */
  zoneWarned: Set<number> | null;
  /** The last full zone lookup, reused while the vehicle cannot have crossed a zone edge; null until one. */
  zoneMemo: ZoneLookupMemo | null;
  /** What the last full pass over the zones the vehicle is in left quiet (see zoneAlarmRule `quietStill`). */
  zoneQuiet: ZonesQuiet | null;
  /** The company rules `lineTrips` was last checked against (a rebuild may have dropped some of its rules). */
  lineTripsOf: CompanyZoneRules | null;
}

export function createRuntime(vehicleId: number, terminalModel: string, now: number): VehicleRuntime {
  return {
    vehicleId,
    settings: null,
    restored: false,
    pending: [],
    terminalModel,
    online: false,
    lastSeenAt: now,
    state: {
      vehicleId,
      plate: '',
      departmentId: 0,
      online: 0,
      acc: 1,
      lon: null,
      lat: null,
      speedKmh: 0,
      direction: 0,
      mileageKm: 0,
      gpsTime: null,
      alarmFlags: [],
    },
    alarmBits: 0,
    stateAlarmBits: 0,
    stateRow: null,
    alarms: new Map(),
    exceptions: new Map(),
    suspectReports: 0,
    seenSafetyEvents: [],
    overspeedSince: null,
    overspeedLon: null,
    overspeedLat: null,
    overspeedStartKmh: 0,
    overspeedTopKmh: 0,
    drivingSince: null,
    stoppedSince: null,
    lastGpsTime: null,
    noFixSince: null,
    temperatureMissingSince: null,
    fuelMissingSince: null,
    reportsFuel: false,
    lowSignalSince: null,
    powerFaultSince: null,
    antennaFaultSince: null,
    offlineExceptionPending: false,
    awaitedPhotos: new Map(),
    points: new Map(),
    cargoDoor: -1,
    cooler: -1,
    hydraulic: -1,
    unloading: -1,
    headSeparated: -1,
    warnedTemperature: false,
    zoneVisits: null,
    lineTrips: null,
    zoneWarned: null,
    zoneMemo: null,
    zoneQuiet: null,
    lineTripsOf: null,
  };
}
