import type { AlarmName, IoStatusName, ProbeReading, TyreEvent } from '@roadwatch/jt808';

/** A driver-risk event detected by the active-safety box, reported as a 0x64 (ADAS) or 0x65 (DSM) item. */
export interface SafetyEvent {
  kind: 'adas' | 'dsm';
  /** ADAS_EVENTS / DSM_EVENTS code of packages/jt808. */
  eventType: number;
  /** 1 = level one, 2 = level two (more severe). */
  level: 1 | 2;
  /** Epoch ms, whole seconds. */
  time: number;
  speedKmh: number;
  lon: number;
  lat: number;
  altitudeM: number;
  frontVehicleSpeedKmh: number;
  headwayS: number;
  /** 1 left, 2 right (lane departure). */
  deviationType: number;
  roadSignType: number;
  roadSignValue: number;
  /** 1–10 for fatigue, else 0. */
  fatigueLevel: number;
  /**
   * Photos and video the box recorded (announced in the alarm identification, listed by 0x1210): level-two
   * events carry evidence (two photos and a clip), level-one events none.
   */
  attachmentCount: number;
}

/** A tyre-pressure monitor (TPMS) event: the tyres it names, reported as a 0x66 item. */
export interface TyreAlarm {
  /** Epoch ms, whole seconds. */
  time: number;
  speedKmh: number;
  lon: number;
  lat: number;
  altitudeM: number;
  tyres: TyreEvent[];
}

/**
 * What the terminal's link is doing: `online` sends live; `gap` is a coverage hole (the terminal stores points
 * and uploads them with 0x0704 afterwards); `sleep` is a terminal powered down while parked (nothing is kept).
 */
export type LinkState = 'online' | 'gap' | 'sleep';

/** The vehicle at one report time: everything a 0x0200 carries, in plain values. */
export interface Sample {
  /** Epoch ms, whole seconds, strictly increasing per vehicle. */
  time: number;
  lon: number;
  lat: number;
  altitudeM: number;
  speedKmh: number;
  directionDeg: number;
  acc: boolean;
  positioned: boolean;
  mileageKm: number;
  /** null for electric vehicles. */
  fuelL: number | null;
  alarms: AlarmName[];
  /** Rear (cargo) door, status bit door3Open. */
  doorOpen: boolean;
  loaded: boolean;
  /** The load sensor's weighing in kg (item 0xE3); null: no sensor, no item sent. */
  loadKg: number | null;
  /** The coupled trailer's device number (item 0xE4); null: no trailer coupled, no item sent. */
  trailerNo: string | null;
  /** null when the vehicle has no refrigeration unit or it is switched off. */
  temperatures: ProbeReading[] | null;
  /**
   * The air-conditioning input of item 0x25 is on: a reefer's refrigeration unit runs, or another vehicle's cab air
   * conditioning; null: the terminal sends no item 0x25.
   */
  cooler: boolean | null;
  /** The IO inputs set (item 0x2A, Roadwatch's profile); null: no equipment wired, no item sent. */
  io: IoStatusName[] | null;
  safety: SafetyEvent[];
  /** Tyre-pressure events since the previous report (none unless raised). */
  tyres: TyreAlarm[];
  /** The driver's IC card went in (start of the work day) or came out (its end) since the previous report. */
  driverCard: 'inserted' | 'pulled' | null;
  signalStrength: number;
  satellites: number;
  link: LinkState;
}
