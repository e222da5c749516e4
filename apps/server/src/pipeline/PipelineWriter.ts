import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../db/connect';
import { isPostgres } from '../db/dialect';
import type { DB } from '../db/schema.gen';
import { MultiRowInserter } from './multiRowInsert';
import type { PipelineLogger } from './pipelineLogger';
import { READING_SHAPE, STATE_SHAPE, TRACK_SHAPE } from './rowShapes';
import { SqliteTrackWriter } from './SqliteTrackWriter';

export type AlarmRow = Insertable<DB['alarms']>;
export type ExceptionRow = Insertable<DB['device_exceptions']>;
export type CardEventRow = Insertable<DB['driver_card_events']>;

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

const TRACK_COLUMNS = TRACK_SHAPE.columns;
const NO_TRACK = new Float64Array(0);

interface Batch {
  /** Track rows, TRACK_COLUMNS numbers each (a typed array: no per-row garbage, and transferable to a worker). */
  track: Float64Array;
  trackRows: number;
  readings: unknown[];
  cardEvents: CardEventRow[];
  /** Latest state per vehicle; filled when the batch is taken (states are written less often, see flush). */
  states: Map<number, StateValues>;
  alarmInserts: Map<string, AlarmRow>;
  alarmEnds: Map<string, { end: EndFields & { eSpeed: number }; onWritten: (handleStatus: number) => void }>;
  exceptionInserts: Map<string, ExceptionRow>;
  exceptionEnds: Map<string, EndFields>;
  /** Live events of this batch: published once its rows are committed, so a client can read what it is told. */
  afterCommit: (() => void)[];
  attempts: number;
}

function emptyBatch(): Batch {
  return {
    track: NO_TRACK,
    trackRows: 0,
    readings: [],
    cardEvents: [],
    states: new Map(),
    alarmInserts: new Map(),
    alarmEnds: new Map(),
    exceptionInserts: new Map(),
    exceptionEnds: new Map(),
    afterCommit: [],
    attempts: 0,
  };
}

function isEmpty(b: Batch): boolean {
  return (
    b.trackRows === 0 &&
    b.readings.length === 0 &&
    b.cardEvents.length === 0 &&
    b.states.size === 0 &&
    b.alarmInserts.size === 0 &&
    b.alarmEnds.size === 0 &&
    b.exceptionInserts.size === 0 &&
    b.exceptionEnds.size === 0 &&
    b.afterCommit.length === 0
  );
}

const OBJECT_ROWS_PER_STATEMENT = 200;

/**
 * The pipeline's only door to the database. Everything derived from terminal data is queued in memory and written
 * by `flush()` in one transaction: track points and temperature readings as multi-row inserts that ignore
 * duplicates, the latest state per vehicle as an upsert, alarms and exceptions as inserts and end updates.
 * Flushes never overlap; rows that arrive while one is being written wait for the next. A failed batch is retried
 * once with the next flush and then dropped (logged), so one poisoned row cannot stall the stream for good.
 * On SQLite in a file, a track chunk that reaches `batchSize` rows goes to the worker thread at once, without
 * waiting for the chunk before it: the worker writes while the event loop fills the next one.
 */
export class PipelineWriter {
  private current = emptyBatch();
  private writing: Batch | null = null;
  private retry: Batch | null = null;
  private inFlight: Promise<void> = Promise.resolve();
  private flushQueued = false;
  private states = new Map<number, StateValues>();
  private statesWrittenAt = 0;
  private readonly inserter: MultiRowInserter;
  /** SQLite in a file: track rows go to a worker thread (null: PostgreSQL or in-memory; Kysely writes them). */
  private readonly trackWriter: Promise<SqliteTrackWriter | null>;
  /** The worker once it is known to be there: full track chunks are handed to it as soon as they fill up. */
  private worker: SqliteTrackWriter | null = null;
  /** Track rows handed to the worker and not yet committed, and the promise of the last chunk handed over. */
  private trackInWorker = 0;
  private lastTrackWrite: Promise<void> = Promise.resolve();
  /** True while the event loop's own transaction waits for the worker or runs: chunks wait in `current`. */
  private restPending = false;

  constructor(
    private readonly db: Database,
    private readonly logger: PipelineLogger,
    private readonly batchSize: number,
    /** vehicle_states is only the restart point and the API's view of the latest state: refreshing it this
     * often, not with every batch, halves the rows a busy fleet writes (memory and live events are current). */
    private readonly stateIntervalMs = 5_000,
  ) {
    this.inserter = new MultiRowInserter(isPostgres(db) ? 1000 : 128);
    this.trackWriter = SqliteTrackWriter.open(db, logger).then(
      (worker) => (this.worker = worker),
      (err: unknown) => {
        logger.error({ err }, 'track writer worker unavailable; writing track points in the event loop');
        return null;
      },
    );
  }

  /** Writes what is queued, then stops the track writer's worker. */
  async close(): Promise<void> {
    await this.flush();
    await (await this.trackWriter)?.close();
  }

  /** Track rows not yet committed (queued, being written, or waiting for a retry). */
  backlog(): number {
    return (
      this.current.trackRows +
      (this.writing?.trackRows ?? 0) +
      (this.retry?.trackRows ?? 0) +
      this.trackInWorker
    );
  }

  addTrack(
    vehicleId: number,
    gpsTime: number,
    lon: number,
    lat: number,
    speedKmh: number,
    direction: number,
    mileageKm: number,
    acc: number,
    alarmBits: number,
  ): void {
    const b = this.current;
    let at = b.trackRows * TRACK_COLUMNS;
    if (at + TRACK_COLUMNS > b.track.length) {
      const grown = new Float64Array(
        Math.max(b.track.length * 2, Math.max(this.batchSize, 64) * TRACK_COLUMNS),
      );
      grown.set(b.track);
      b.track = grown;
    }
    const t = b.track;
    t[at++] = vehicleId;
    t[at++] = gpsTime;
    t[at++] = lon;
    t[at++] = lat;
    t[at++] = speedKmh;
    t[at++] = direction;
    t[at++] = mileageKm;
    t[at++] = acc;
    t[at] = alarmBits;
    b.trackRows += 1;
    if (b.trackRows < this.batchSize) return;
    if (this.worker && !this.restPending) this.handOverTrack(this.worker, b);
    else if (!this.flushQueued) {
      this.flushQueued = true;
      void this.flush(false);
    }
  }

  addReading(pointId: number, time: number, valueC: number | null, state: number): void {
    this.current.readings.push(pointId, time, valueC, state);
  }

  addCardEvent(row: CardEventRow): void {
    this.current.cardEvents.push(row);
  }

  setState(values: StateValues): void {
    this.states.set(values[0], values);
  }

  insertAlarm(row: AlarmRow & { guid: string }): void {
    this.current.alarmInserts.set(row.guid, row);
  }

  /** Ends an alarm; `onWritten` receives its handling status as stored (an operator may have handled it meanwhile). */
  endAlarm(
    guid: string,
    end: EndFields & { eSpeed: number },
    onWritten: (handleStatus: number) => void,
  ): void {
    const pending = this.current.alarmInserts.get(guid);
    if (pending) {
      pending.end_time = end.endTime;
      pending.end_lon = end.endLon;
      pending.end_lat = end.endLat;
      pending.e_speed = end.eSpeed;
      this.current.afterCommit.push(() => onWritten(pending.handle_status ?? 0));
      return;
    }
    this.current.alarmEnds.set(guid, { end, onWritten });
  }

  insertException(row: ExceptionRow & { guid: string }): void {
    this.current.exceptionInserts.set(row.guid, row);
  }

  endException(guid: string, end: EndFields): void {
    const pending = this.current.exceptionInserts.get(guid);
    if (pending) {
      pending.end_time = end.endTime;
      pending.end_lon = end.endLon;
      pending.end_lat = end.endLat;
      return;
    }
    this.current.exceptionEnds.set(guid, end);
  }

  /** Runs after the rows queued so far are committed (live events). */
  afterCommit(fn: () => void): void {
    this.current.afterCommit.push(fn);
  }

  /**
   * Writes what is queued; resolves when it is committed (or the failure is logged). Vehicle states go along when
   * `allStates` is set or their interval has passed.
   */
  flush(allStates = true): Promise<void> {
    // Then every track chunk handed to the worker so far (including those that filled up on their own).
    const run = this.inFlight.then(() => this.writeQueued(allStates)).then(() => this.lastTrackWrite);
    this.inFlight = run;
    return run;
  }

  private async writeQueued(allStates: boolean): Promise<void> {
    this.flushQueued = false;
    if (this.retry) {
      const retry = this.retry;
      this.retry = null;
      await this.writeBatch(retry);
    }
    const now = Date.now();
    if (this.states.size > 0 && (allStates || now - this.statesWrittenAt >= this.stateIntervalMs)) {
      this.current.states = this.states;
      this.states = new Map();
      this.statesWrittenAt = now;
    }
    if (isEmpty(this.current)) return;
    const batch = this.current;
    this.current = emptyBatch();
    await this.writeBatch(batch);
  }

  private async writeBatch(batch: Batch): Promise<void> {
    this.writing = batch;
    const ended = new Map<string, number>();
    const worker = await this.trackWriter;
    // Track rows go to the worker (the event loop goes on meanwhile); the rest is written here once every chunk
    // handed over so far is committed: two connections to one file, so the pipeline never has both wait for
    // SQLite's single write lock at once. Chunks that fill up meanwhile wait in `current` until this is done.
    if (worker) this.handOverTrack(worker, batch);
    let failed = false;
    try {
      if (!worker || !isEmpty(batch)) {
        this.restPending = true;
        await this.lastTrackWrite;
        await this.db.transaction().execute((trx) => this.writeRows(trx, batch, ended));
      }
    } catch (err) {
      failed = true;
      batch.attempts += 1;
      const dropped = batch.attempts >= 2;
      this.logger.error(
        { err, trackRows: batch.trackRows, alarms: batch.alarmInserts.size, dropped },
        dropped
          ? 'pipeline batch failed twice; dropped'
          : 'pipeline batch failed; retrying with the next flush',
      );
      if (!dropped) this.retry = batch;
    }
    this.writing = null;
    if (this.restPending) {
      this.restPending = false;
      if (worker && this.current.trackRows >= this.batchSize) this.handOverTrack(worker, this.current);
    }
    if (failed) return;
    for (const [guid, { onWritten }] of batch.alarmEnds)
      batch.afterCommit.push(() => onWritten(ended.get(guid) ?? 0));
    for (const fn of batch.afterCommit) {
      try {
        fn();
      } catch (err) {
        this.logger.error({ err }, 'live event listener failed');
      }
    }
  }

  /**
   * Hands a batch's track rows to the worker, which writes chunks in the order they come, while the event loop
   * goes on decoding and filling the next one. Never rejects: the worker already retried once, so a failure is
   * logged and those rows are dropped.
   */
  private handOverTrack(worker: SqliteTrackWriter, batch: Batch): void {
    const rows = batch.trackRows;
    if (rows === 0) return;
    const values = batch.track;
    batch.track = NO_TRACK;
    batch.trackRows = 0;
    this.trackInWorker += rows;
    this.lastTrackWrite = worker.write(values, rows).then(
      () => {
        this.trackInWorker -= rows;
      },
      (err: unknown) => {
        this.trackInWorker -= rows;
        this.logger.error({ err, trackRows: rows, dropped: true }, 'track batch failed twice; dropped');
      },
    );
  }

  private async writeRows(trx: Transaction<DB>, b: Batch, ended: Map<string, number>): Promise<void> {
    if (b.trackRows > 0 && b.track.length > 0)
      await this.inserter.write(
        trx,
        TRACK_SHAPE,
        Array.from(b.track.subarray(0, b.trackRows * TRACK_COLUMNS)),
      );
    if (b.readings.length > 0) await this.inserter.write(trx, READING_SHAPE, b.readings);
    await insertObjects(b.alarmInserts, (rows) =>
      trx
        .insertInto('alarms')
        .values(rows)
        .onConflict((oc) => oc.column('guid').doNothing())
        .execute(),
    );
    if (b.cardEvents.length > 0) {
      await trx
        .insertInto('driver_card_events')
        .values(b.cardEvents)
        .onConflict((oc) => oc.columns(['vehicle_id', 'time', 'state']).doNothing())
        .execute();
    }
    await insertObjects(b.exceptionInserts, (rows) =>
      trx.insertInto('device_exceptions').values(rows).execute(),
    );
    if (b.states.size > 0) await this.inserter.write(trx, STATE_SHAPE, [...b.states.values()].flat());
    for (const [guid, { end }] of b.alarmEnds) {
      const row = await trx
        .updateTable('alarms')
        .set({ end_time: end.endTime, end_lon: end.endLon, end_lat: end.endLat, e_speed: end.eSpeed })
        .where('guid', '=', guid)
        .returning('handle_status')
        .executeTakeFirst();
      if (row) ended.set(guid, row.handle_status);
    }
    for (const [guid, end] of b.exceptionEnds) {
      await trx
        .updateTable('device_exceptions')
        .set({ end_time: end.endTime, end_lon: end.endLon, end_lat: end.endLat })
        .where('guid', '=', guid)
        .execute();
    }
  }
}

async function insertObjects<T>(
  rows: Map<string, T>,
  insert: (rows: T[]) => Promise<unknown>,
): Promise<void> {
  const all = [...rows.values()];
  for (let i = 0; i < all.length; i += OBJECT_ROWS_PER_STATEMENT) {
    await insert(all.slice(i, i + OBJECT_ROWS_PER_STATEMENT));
  }
}
