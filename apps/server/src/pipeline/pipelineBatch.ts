import type { Insertable } from 'kysely';
import type { DB } from '../db/schema.gen';
import type { StoredReceipt } from './terminalSink';

export type AlarmRow = Insertable<DB['alarms']>;
export type ExceptionRow = Insertable<DB['device_exceptions']>;
export type CardEventRow = Insertable<DB['driver_card_events']>;
export type SuspectRow = Insertable<DB['suspect_reports']>;
export type ColdWarningRow = Insertable<DB['cold_warnings']>;
export type AlarmTireRow = Insertable<DB['alarm_tire_events']>;
/** How an early warning ended (crossed_at set when the point crossed its limit). */
export interface ColdWarningEnd {
  endedAt: number;
  endReason: string;
  crossedAt: number | null;
}

export interface EndFields {
  endTime: number;
  endLon: number | null;
  endLat: number | null;
}

/** vehicle_states values in STATE_COLUMNS order. */
export type StateValues = [
  vehicleId: number,
  online: number,
  acc: number,
  lon: number | null,
  lat: number | null,
  speedKmh: number,
  direction: number,
  mileageKm: number,
  gpsTime: number | null,
  updatedAt: number,
];

export const NO_TRACK = new Float64Array(0);

/**
 * What one flush writes, and what waits for it: live events and the terminals' acknowledgements go out only once
 * every row of the batch is committed — its own transaction and every track chunk handed to the worker for it.
 */
export interface Batch {
  /** Track rows, TRACK_COLUMNS numbers each (a typed array: no per-row garbage, and transferable to a worker). */
  track: Float64Array;
  trackRows: number;
  /**
   * The texts of the track rows' trailer number column (Roadwatch item 0xE4): a row holds its number's index here
   * (NaN: no trailer), as a typed array holds no strings; goes along with `track` wherever it goes.
   */
  trackTexts: string[];
  /** Where each trailer number sits in `trackTexts`. */
  trackTextAt: Map<string, number>;
  readings: unknown[];
  /** Where each (point, time) sits in `readings`: a second sample of the same second replaces the first in place,
   * as one statement cannot update the same row twice. */
  readingAt: Map<string, number>;
  /** vehicle_switch_events values, 4 a row: a cargo door or refrigeration unit that changed state. */
  switches: unknown[];
  /** logger_positions values, 4 a row: where a portable logger was (one a minute). */
  loggerPositions: unknown[];
  cardEvents: CardEventRow[];
  /** Reports whose terminal time cannot be right, kept apart from the track. */
  suspects: SuspectRow[];
  /** Latest state per vehicle; filled when the batch is taken (states are written less often, see flush). */
  states: Map<number, StateValues>;
  alarmInserts: Map<string, AlarmRow>;
  /** Tyre readings of the tyre-pressure alarms of this batch (alarm_tire_events), written after their alarms. */
  tireEvents: AlarmTireRow[];
  alarmEnds: Map<string, { end: EndFields & { eSpeed: number }; onWritten: (handleStatus: number) => void }>;
  exceptionInserts: Map<string, ExceptionRow>;
  exceptionEnds: Map<string, EndFields>;
  coldWarningInserts: Map<string, ColdWarningRow>;
  coldWarningEnds: Map<string, ColdWarningEnd>;
  /** Live events of this batch: published once its rows are committed, so a client can read what it is told. */
  afterCommit: (() => void)[];
  /** Terminals' frames whose reports are in this batch: acknowledged once it is committed. */
  receipts: StoredReceipt[];
  receiptTokens: number[];
  /** Track chunks of this batch the worker could not commit, handed back to be written again. */
  failedChunks: { values: Float64Array; rows: number; texts: string[] }[];
  /** A chunk whose rows were lost with the worker: the batch cannot be completed (no acknowledgement). */
  lostRows: boolean;
  /** The first error a chunk of this batch met since it was last written. */
  chunkError: unknown;
  /** The event loop's own transaction is committed (a retry then only rewrites failed track chunks). */
  restDone: boolean;
  /** Handling status of alarms ended by this batch, as stored. */
  ended: Map<string, number>;
  /** Failures that were not the store's (a bad row): after two the batch is dropped. */
  attempts: number;
}

export function emptyBatch(): Batch {
  return {
    track: NO_TRACK,
    trackRows: 0,
    trackTexts: [],
    trackTextAt: new Map(),
    readings: [],
    readingAt: new Map(),
    switches: [],
    loggerPositions: [],
    cardEvents: [],
    suspects: [],
    states: new Map(),
    alarmInserts: new Map(),
    tireEvents: [],
    alarmEnds: new Map(),
    exceptionInserts: new Map(),
    exceptionEnds: new Map(),
    coldWarningInserts: new Map(),
    coldWarningEnds: new Map(),
    afterCommit: [],
    receipts: [],
    receiptTokens: [],
    failedChunks: [],
    lostRows: false,
    chunkError: null,
    restDone: false,
    ended: new Map(),
    attempts: 0,
  };
}

/** Rows for the event loop's transaction (track rows aside). */
export function hasRestRows(b: Batch): boolean {
  return (
    b.readings.length > 0 ||
    b.switches.length > 0 ||
    b.loggerPositions.length > 0 ||
    b.cardEvents.length > 0 ||
    b.suspects.length > 0 ||
    b.states.size > 0 ||
    b.alarmInserts.size > 0 ||
    b.tireEvents.length > 0 ||
    b.alarmEnds.size > 0 ||
    b.exceptionInserts.size > 0 ||
    b.exceptionEnds.size > 0 ||
    b.coldWarningInserts.size > 0 ||
    b.coldWarningEnds.size > 0
  );
}

export function isEmpty(b: Batch): boolean {
  return (
    b.trackRows === 0 &&
    !hasRestRows(b) &&
    b.afterCommit.length === 0 &&
    b.receipts.length === 0 &&
    b.failedChunks.length === 0
  );
}

/** Track rows of the batch not committed yet (queued in it, or handed back by the worker). */
export function uncommittedRows(b: Batch): number {
  let rows = b.trackRows;
  for (const chunk of b.failedChunks) rows += chunk.rows;
  return rows;
}
