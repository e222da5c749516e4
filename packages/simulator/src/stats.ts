import type { AvControl, AvRequest } from '@roadwatch/jt808';

/** Counters across all simulated terminals (cheap integers, updated in place). */
export interface SimCounters {
  reportsSent: number;
  /** 0x0704 frames, and the stored reports they carried. */
  batchesSent: number;
  batchedReports: number;
  heartbeatsSent: number;
  framesSent: number;
  bytesSent: number;
  acksReceived: number;
  framesReceived: number;
  badFramesReceived: number;
  textsReceived: number;
  avRequestsReceived: number;
  locationQueries: number;
  connects: number;
  connectFailures: number;
  handshakeTimeouts: number;
  refusals: number;
  disconnects: number;
  /** Reports dropped because a terminal's blind-area store was full (thinned). */
  storedDropped: number;
  faultBadChecksums: number;
  faultSplitFrames: number;
  faultDisconnects: number;
  /** 0x0702 driver card inserts and pulls sent. */
  driverCardsSent: number;
  /** 0x1210 attachment lists sent, and level-two alarms whose upload the terminal gave up on. */
  attachmentListsSent: number;
  attachmentUploadsFailed: number;
}

export function createCounters(): SimCounters {
  return {
    reportsSent: 0,
    batchesSent: 0,
    batchedReports: 0,
    heartbeatsSent: 0,
    framesSent: 0,
    bytesSent: 0,
    acksReceived: 0,
    framesReceived: 0,
    badFramesReceived: 0,
    textsReceived: 0,
    avRequestsReceived: 0,
    locationQueries: 0,
    connects: 0,
    connectFailures: 0,
    handshakeTimeouts: 0,
    refusals: 0,
    disconnects: 0,
    storedDropped: 0,
    faultBadChecksums: 0,
    faultSplitFrames: 0,
    faultDisconnects: 0,
    driverCardsSent: 0,
    attachmentListsSent: 0,
    attachmentUploadsFailed: 0,
  };
}

export interface SimStats extends SimCounters {
  terminals: number;
  online: number;
  connecting: number;
  /** Reports waiting in blind-area stores for the connection to come back. */
  storedReports: number;
  /** Simulation time now (epoch ms). */
  simTime: number;
}

/** A text (0x8300) a terminal received; `tts` when the platform asked for it to be read aloud. */
export interface ReceivedText {
  text: string;
  tts: boolean;
  flags: number;
  textType: number | null;
  serial: number;
  /** Simulation time of receipt. */
  at: number;
}

export type ReceivedAv =
  | { kind: 'request'; request: AvRequest; serial: number; at: number; result: number | null }
  | { kind: 'control'; control: AvControl; serial: number; at: number; result: number | null };

export type SimEvent =
  | { type: 'online'; phone: string; vehicleId: number }
  | { type: 'offline'; phone: string; vehicleId: number; reason: string }
  | { type: 'refused'; phone: string; vehicleId: number; stage: 'register' | 'authenticate'; result: number }
  | { type: 'report'; phone: string; vehicleId: number; time: number; stored: boolean }
  | { type: 'text'; phone: string; vehicleId: number; text: ReceivedText }
  | { type: 'av'; phone: string; vehicleId: number; av: ReceivedAv };
