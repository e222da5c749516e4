/**
 * The live feed (WebSocket at LIVE_FEED_PATH): what the server pushes to signed-in consoles and kiosk displays.
 * Flow: terminal → gateway → pipeline → LiveBus → (Redis fan-out) → each socket, filtered by the caller's scope,
 * vehicle states coalesced to at most one per vehicle per second.
 */

/** Latest known state of one vehicle. */
export interface LiveVehicleState {
  vehicleId: number;
  plate: string;
  departmentId: number;
  /** 1 online, 0 offline (seed 000 §3 onlineStatus). */
  online: 0 | 1;
  /** 2 ACC on, 1 ACC off (seed 000 §3 accStatus). */
  acc: 1 | 2;
  lon: number | null;
  lat: number | null;
  speedKmh: number;
  direction: number;
  mileageKm: number;
  /** Epoch ms of the terminal's fix, null before the first fix. */
  gpsTime: number | null;
  /** Alarm flag names currently set by the terminal (e.g. 'sos', 'overspeed'). */
  alarmFlags: string[];
}

export interface LiveAlarm {
  guid: string;
  vehicleId: number | null;
  plate: string;
  departmentId: number;
  alarmClass: 1 | 2 | 3;
  firstType: number;
  secondType: number;
  level: number;
  beginTime: number;
  endTime: number | null;
  handleStatus: number;
  lon: number | null;
  lat: number | null;
}

export interface LiveException {
  guid: string;
  vehicleId: number;
  plate: string;
  departmentId: number;
  /** Device exception type 1–8 (states.ts DEVICE_EXCEPTION_TYPE). */
  type: number;
  beginTime: number;
  endTime: number | null;
}

export interface LiveTemperature {
  pointId: number;
  siteId: number | null;
  vehicleId: number | null;
  departmentId: number;
  valueC: number | null;
  /** 0 normal, 1 warning, 2 alarm, 3 offline, 4 out of range. */
  state: number;
  time: number;
}

/** Server → client messages (JSON text frames). */
export type LiveServerMessage =
  | { type: 'snapshot'; vehicles: LiveVehicleState[]; alarms: LiveAlarm[]; exceptions: LiveException[]; serverTime: number }
  | { type: 'vehicles'; vehicles: LiveVehicleState[] }
  | { type: 'alarm'; alarm: LiveAlarm }
  | { type: 'exception'; exception: LiveException }
  | { type: 'temperature'; readings: LiveTemperature[] }
  | { type: 'error'; message: string };

/** Client → server messages. */
export type LiveClientMessage = { type: 'ping' };
