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
  /** Device exception type 1–9 (states.ts DEVICE_EXCEPTION_TYPE). */
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

/** An early warning of a cold-chain point as the live feed announces it: opened, or ended with its reason. */
export interface LiveColdWarning {
  guid: string;
  ruleId: number;
  kind: 'sentinel' | 'storePrediction';
  siteId: number;
  pointId: number;
  departmentId: number;
  side: 'high' | 'low';
  limitC: number;
  valueC: number;
  warnedAt: number;
  /** When the trend line reaches the limit. */
  predictedAt: number;
  endedAt: number | null;
  /** crossed, trendTurned, returned, offline or ruleRemoved once ended. */
  endReason: string | null;
  crossedAt: number | null;
}

/** Server → client messages (JSON text frames). */
export type LiveServerMessage =
  | {
      type: 'snapshot';
      vehicles: LiveVehicleState[];
      alarms: LiveAlarm[];
      exceptions: LiveException[];
      serverTime: number;
    }
  | { type: 'vehicles'; vehicles: LiveVehicleState[] }
  /** Vehicles the client may no longer see (a partner's share stopped or its window passed): drop them. */
  | { type: 'vehiclesGone'; vehicleIds: number[] }
  | { type: 'alarm'; alarm: LiveAlarm }
  | { type: 'exception'; exception: LiveException }
  | { type: 'temperature'; readings: LiveTemperature[] }
  | { type: 'coldWarning'; warning: LiveColdWarning }
  | { type: 'error'; message: string };

/** Client → server messages. */
export type LiveClientMessage = { type: 'ping' };

/**
 * Signing in to the live feed: the session cookie or the `x-token` header as for any call, or — for browsers, which
 * cannot set headers on a WebSocket — the `token` query parameter, or the subprotocols
 * `[LIVE_FEED_PROTOCOL, LIVE_FEED_TOKEN_PROTOCOL_PREFIX + token]` (the server answers with LIVE_FEED_PROTOCOL).
 */
export const LIVE_FEED_PROTOCOL = 'roadwatch.live';
export const LIVE_FEED_TOKEN_PROTOCOL_PREFIX = 'roadwatch.token.';
export const LIVE_FEED_TOKEN_QUERY = 'token';

/** Close codes of the live feed (4000–4999 are the application's). */
export const LIVE_CLOSE_CODE = {
  /** Signed out, expired, user disabled or display revoked: sign in again before reconnecting. */
  sessionEnded: 4401,
  /** The client did not keep up with the feed; reconnect for a fresh snapshot. */
  backedUp: 4408,
  /** The server is shutting down; reconnect later. */
  goingAway: 1001,
} as const;
