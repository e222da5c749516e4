import type { Transaction } from 'kysely';
import type { Database } from '../db/connect';
import { isPostgres } from '../db/dialect';
import type { DB } from '../db/schema.gen';
import { StoreHealth } from '../features/health/StoreHealth';
import { storeFailureOf } from '../features/health/storeFailure';
import { MultiRowInserter } from './multiRowInsert';
import {
  emptyBatch,
  hasRestRows,
  isEmpty,
  NO_TRACK,
  uncommittedRows,
  type AlarmRow,
  type AlarmTireRow,
  type Batch,
  type CardEventRow,
  type ColdWarningEnd,
  type ColdWarningRow,
  type EndFields,
  type ExceptionRow,
  type StateValues,
  type SuspectRow,
} from './pipelineBatch';
import type { PipelineLogger } from './pipelineLogger';
import { dayMarksOf } from './dayMarks';
import {
  DAY_MARK_SHAPE,
  LOGGER_POSITION_SHAPE,
  READING_SHAPE,
  STATE_SHAPE,
  SWITCH_SHAPE,
  TRACK_SHAPE,
  TRACK_TEXT_COLUMN,
} from './rowShapes';
import { SqliteTrackWriter, TrackWriteError } from './SqliteTrackWriter';
import type { StoredReceipt } from './terminalSink';
import type { SwitchKind } from '@roadwatch/core';

export type {
  AlarmRow,
  CardEventRow,
  EndFields,
  ExceptionRow,
  StateValues,
  SuspectRow,
} from './pipelineBatch';

const TRACK_COLUMNS = TRACK_SHAPE.columns;
/** While the store refuses writes, kept batches are tried again after this, doubling up to the maximum. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;

type Outcome = 'committed' | 'kept' | 'dropped';

const OBJECT_ROWS_PER_STATEMENT = 200;

/**
 * The pipeline's only door to the database. Everything derived from terminal data is queued in memory and written
 * by `flush()` in one transaction: track points as multi-row inserts that ignore duplicates, temperature readings
 * as multi-row inserts that keep a point's latest sample of a second, the latest state per vehicle as an upsert, alarms and exceptions as inserts and end updates.
 * Flushes never overlap; rows that arrive while one is being written wait for the next. Terminals' receipts wait
 * with their batch and are called only once all of it is committed (group commit: one commit acknowledges every
 * report of the flush). When the store refuses writes (disk full, read-only, server gone) the batch is kept, in
 * order, and tried again with a growing pause; `health` says degraded meanwhile and recovers with the first
 * commit. Any other failure (a bad row) is retried once with the next flush and then dropped unacknowledged, so one
 * poisoned row cannot stall the stream for good. On SQLite in a file, a track chunk that reaches `batchSize` rows
 * goes to the worker thread at once, without waiting for the chunk before it: the worker writes while the event
 * loop fills the next one.
 */
export class PipelineWriter {
  private current = emptyBatch();
  private writing: Batch | null = null;
  /** Batches that could not be committed yet, oldest first: written before anything newer. */
  private readonly kept: Batch[] = [];
  private retryAt = 0;
  private retryDelayMs = RETRY_FIRST_MS;
  /** Receipts queued in batches not committed yet (a report without a row still waits for its batch). */
  private receiptsWaiting = 0;
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
    /** Told when a commit fails for the store's sake and when one succeeds again (/healthz reads it). */
    readonly health: StoreHealth = new StoreHealth(),
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

  /**
   * Track rows not yet committed (queued, being written, kept after a failure), or the reports waiting for their
   * acknowledgement when those are more: either way what the gateway holds in memory for the store.
   */
  backlog(): number {
    let rows = uncommittedRows(this.current) + this.trackInWorker;
    if (this.writing) rows += uncommittedRows(this.writing);
    for (const batch of this.kept) if (batch !== this.writing) rows += uncommittedRows(batch);
    return Math.max(rows, this.receiptsWaiting);
  }

  /** True while the store refuses writes (batches are kept and retried). */
  get storeDown(): boolean {
    return this.kept.length > 0;
  }

  /** The reports just queued (and those before them) are acknowledged through `receipt` once committed. */
  acknowledge(receipt: StoredReceipt, token: number): void {
    this.current.receipts.push(receipt);
    this.current.receiptTokens.push(token);
    this.receiptsWaiting += 1;
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
    fuelL: number,
    loadKg: number,
    trailerNo: string | null,
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
    t[at++] = alarmBits;
    t[at++] = fuelL;
    t[at++] = loadKg;
    t[at] = trailerNo === null ? Number.NaN : textIndex(b, trailerNo);
    b.trackRows += 1;
    if (b.trackRows < this.batchSize) return;
    if (this.worker && !this.restPending && !this.storeDown) this.handOverTrack(this.worker, b, true);
    else if (!this.flushQueued) {
      this.flushQueued = true;
      void this.flush(false);
    }
  }

  addReading(
    pointId: number,
    time: number,
    valueC: number | null,
    state: number,
    humidity: number | null,
  ): void {
    const b = this.current;
    const key = `${pointId}:${time}`;
    const at = b.readingAt.get(key);
    if (at === undefined) {
      b.readingAt.set(key, b.readings.length);
      b.readings.push(pointId, time, valueC, state, humidity);
      return;
    }
    b.readings[at + 2] = valueC;
    b.readings[at + 3] = state;
    b.readings[at + 4] = humidity;
  }

  /** A vehicle's cargo door or refrigeration unit changed state (`active` 1 open / running). */
  addSwitch(vehicleId: number, time: number, kind: SwitchKind, active: 0 | 1): void {
    this.current.switches.push(vehicleId, time, kind, active);
  }

  addLoggerPosition(siteId: number, time: number, lon: number, lat: number): void {
    this.current.loggerPositions.push(siteId, time, lon, lat);
  }

  addCardEvent(row: CardEventRow): void {
    this.current.cardEvents.push(row);
  }

  addSuspect(row: SuspectRow): void {
    this.current.suspects.push(row);
  }

  setState(values: StateValues): void {
    this.states.set(values[0], values);
  }

  insertAlarm(row: AlarmRow & { guid: string }): void {
    this.current.alarmInserts.set(row.guid, row);
  }

  /** The tyre readings of an alarm queued in this batch (or earlier): committed with the rows around them. */
  addTireEvents(rows: AlarmTireRow[]): void {
    this.current.tireEvents.push(...rows);
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

  insertColdWarning(row: ColdWarningRow & { guid: string }): void {
    this.current.coldWarningInserts.set(row.guid, row);
  }

  endColdWarning(guid: string, end: ColdWarningEnd): void {
    const pending = this.current.coldWarningInserts.get(guid);
    if (pending) {
      pending.ended_at = end.endedAt;
      pending.end_reason = end.endReason;
      pending.crossed_at = end.crossedAt;
      return;
    }
    this.current.coldWarningEnds.set(guid, end);
  }

  /** Runs after the rows queued so far are committed (live events). */
  afterCommit(fn: () => void): void {
    this.current.afterCommit.push(fn);
  }

  /**
   * Writes what is queued; resolves when it is committed (or the failure is logged and the rows kept). Vehicle
   * states go along when `allStates` is set or their interval has passed. The timer's flushes (`allStates` false)
   * wait for the retry pause while the store refuses writes; an explicit flush tries at once.
   */
  flush(allStates = true): Promise<void> {
    // Then every track chunk handed to the worker so far (including those that filled up on their own).
    const run = this.inFlight.then(() => this.writeQueued(allStates)).then(() => this.lastTrackWrite);
    this.inFlight = run;
    return run;
  }

  private async writeQueued(allStates: boolean): Promise<void> {
    this.flushQueued = false;
    if (this.kept.length > 0) {
      if (!allStates && Date.now() < this.retryAt) return;
      while (this.kept.length > 0) {
        const outcome = await this.writeBatch(this.kept[0]!);
        if (outcome === 'kept') return;
        this.kept.shift();
      }
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
    if ((await this.writeBatch(batch)) === 'kept') this.kept.push(batch);
  }

  private async writeBatch(batch: Batch): Promise<Outcome> {
    this.writing = batch;
    const worker = await this.trackWriter;
    // Track rows go to the worker (the event loop goes on meanwhile); the rest is written here once every chunk
    // handed over so far is committed: two connections to one file, so the pipeline never has both wait for
    // SQLite's single write lock at once. Chunks that fill up meanwhile wait in `current` until this is done.
    batch.chunkError = null;
    if (worker) {
      this.handOverTrack(worker, batch, false);
      for (const chunk of batch.failedChunks.splice(0))
        this.handOverChunk(worker, batch, chunk.values, chunk.rows, chunk.texts);
    }
    let error: unknown = null;
    try {
      if (!batch.restDone && (!worker || hasRestRows(batch))) {
        this.restPending = true;
        await this.lastTrackWrite;
        await this.db.transaction().execute((trx) => this.writeRows(trx, batch));
      }
      batch.restDone = true;
      if (!worker) {
        batch.track = NO_TRACK;
        batch.trackRows = 0;
        batch.trackTexts = [];
        batch.trackTextAt = new Map();
      }
    } catch (err) {
      error = err;
    }
    if (this.restPending) {
      this.restPending = false;
      if (worker && !this.storeDown && this.current.trackRows >= this.batchSize)
        this.handOverTrack(worker, this.current, true);
    }
    // Every chunk of this batch (handed over before it was taken, or just now) has been answered after this.
    await this.lastTrackWrite;
    this.writing = null;
    error ??= batch.chunkError;
    if (error === null && batch.lostRows) error = new Error('track rows lost with the writer thread');
    if (error !== null) return this.failed(batch, error);
    this.retryDelayMs = RETRY_FIRST_MS;
    if (this.health.recovered()) this.logger.info({}, 'the store takes writes again');
    for (const [guid, { onWritten }] of batch.alarmEnds)
      batch.afterCommit.push(() => onWritten(batch.ended.get(guid) ?? 0));
    for (const fn of batch.afterCommit) {
      try {
        fn();
      } catch (err) {
        this.logger.error({ err }, 'live event listener failed');
      }
    }
    this.settleReceipts(batch, true);
    return 'committed';
  }

  /** A batch that could not be committed: kept for a retry, or (not the store's fault, twice) dropped. */
  private failed(batch: Batch, error: unknown): Outcome {
    const store = storeFailureOf(error);
    const rows = uncommittedRows(batch);
    if (store) {
      if (this.health.failed('pipeline', store))
        this.logger.error(
          { err: error, code: store.code, trackRows: rows },
          'the store refuses writes: keeping reports unacknowledged and retrying',
        );
      this.retryAt = Date.now() + this.retryDelayMs;
      this.retryDelayMs = Math.min(this.retryDelayMs * 2, RETRY_MAX_MS);
      return 'kept';
    }
    batch.attempts += 1;
    const dropped = batch.attempts >= 2 || batch.lostRows;
    this.logger.error(
      { err: error, trackRows: rows, alarms: batch.alarmInserts.size, dropped },
      dropped
        ? 'pipeline batch failed twice; dropped unacknowledged'
        : 'pipeline batch failed; retrying with the next flush',
    );
    if (!dropped) return 'kept';
    this.settleReceipts(batch, false);
    return 'dropped';
  }

  /** Acknowledges a committed batch's reports; a dropped batch's are not (their terminals send them again). */
  private settleReceipts(batch: Batch, committed: boolean): void {
    const { receipts, receiptTokens } = batch;
    batch.receipts = [];
    batch.receiptTokens = [];
    if (committed) this.acknowledgeAll(receipts, receiptTokens);
    else this.receiptsWaiting -= receipts.length;
  }

  private acknowledgeAll(receipts: readonly StoredReceipt[], tokens: readonly number[]): void {
    this.receiptsWaiting -= receipts.length;
    for (let i = 0; i < receipts.length; i += 1) {
      try {
        receipts[i]!.reportsStored(tokens[i]!);
      } catch (err) {
        this.logger.error({ err }, 'acknowledging stored reports failed');
      }
    }
  }

  /**
   * Hands a batch's track rows to the worker, which writes chunks in the order they come, while the event loop
   * goes on decoding and filling the next one. A chunk that fills up mid-batch may take the receipts queued so
   * far along (`withReceipts`): when the batch holds nothing but track rows yet, those reports are stored once
   * this chunk (and every one before it, the worker keeps their order) is committed, so they are acknowledged
   * then rather than with the whole flush — under load the terminals' windows keep flowing.
   */
  private handOverTrack(worker: SqliteTrackWriter, batch: Batch, withReceipts: boolean): void {
    const rows = batch.trackRows;
    if (rows === 0) return;
    const values = batch.track;
    const texts = batch.trackTexts;
    batch.track = NO_TRACK;
    batch.trackRows = 0;
    batch.trackTexts = [];
    batch.trackTextAt = new Map();
    let receipts: StoredReceipt[] = [];
    let tokens: number[] = [];
    if (withReceipts && !hasRestRows(batch) && batch.afterCommit.length === 0) {
      receipts = batch.receipts;
      tokens = batch.receiptTokens;
      batch.receipts = [];
      batch.receiptTokens = [];
    }
    this.handOverChunk(worker, batch, values, rows, texts, receipts, tokens);
  }

  /**
   * Never rejects: a chunk the worker could not commit (it retried once) comes back into its batch, and so do its
   * receipts; they also go back to wait for the batch while any earlier rows are not committed.
   */
  private handOverChunk(
    worker: SqliteTrackWriter,
    batch: Batch,
    values: Float64Array,
    rows: number,
    texts: string[],
    receipts: StoredReceipt[] = [],
    tokens: number[] = [],
  ): void {
    this.trackInWorker += rows;
    const giveBack = () => {
      batch.receipts.push(...receipts);
      batch.receiptTokens.push(...tokens);
    };
    this.lastTrackWrite = worker.write(values, rows, texts).then(
      () => {
        this.trackInWorker -= rows;
        if (receipts.length === 0) return;
        if (this.storeDown || batch.failedChunks.length > 0 || batch.lostRows) giveBack();
        else this.acknowledgeAll(receipts, tokens);
      },
      (err: unknown) => {
        this.trackInWorker -= rows;
        batch.chunkError ??= err;
        if (err instanceof TrackWriteError && err.values)
          batch.failedChunks.push({ values: err.values, rows, texts });
        else batch.lostRows = true;
        giveBack();
      },
    );
  }

  private async writeRows(trx: Transaction<DB>, b: Batch): Promise<void> {
    const ended = b.ended;
    if (b.trackRows > 0 && b.track.length > 0) {
      await this.inserter.write(
        trx,
        TRACK_SHAPE,
        trackValues(b.track.subarray(0, b.trackRows * TRACK_COLUMNS), b.trackTexts),
      );
      // The days these points belong to are rolled up again (features/reports/dayStats).
      const marks = dayMarksOf(b.track, b.trackRows, TRACK_COLUMNS, Date.now());
      await this.inserter.write(trx, DAY_MARK_SHAPE, marks);
    }
    if (b.readings.length > 0) await this.inserter.write(trx, READING_SHAPE, b.readings);
    if (b.switches.length > 0) await this.inserter.write(trx, SWITCH_SHAPE, b.switches);
    if (b.loggerPositions.length > 0)
      await this.inserter.write(trx, LOGGER_POSITION_SHAPE, b.loggerPositions);
    await insertObjects(b.alarmInserts, (rows) =>
      trx
        .insertInto('alarms')
        .values(rows)
        .onConflict((oc) => oc.column('guid').doNothing())
        .execute(),
    );
    // A re-sent event maps onto the same alarm guid, and so onto the same (guid, seq) rows.
    for (let i = 0; i < b.tireEvents.length; i += OBJECT_ROWS_PER_STATEMENT) {
      await trx
        .insertInto('alarm_tire_events')
        .values(b.tireEvents.slice(i, i + OBJECT_ROWS_PER_STATEMENT))
        .onConflict((oc) => oc.columns(['alarm_guid', 'seq']).doNothing())
        .execute();
    }
    if (b.cardEvents.length > 0) {
      await trx
        .insertInto('driver_card_events')
        .values(b.cardEvents)
        .onConflict((oc) => oc.columns(['vehicle_id', 'time', 'state']).doNothing())
        .execute();
    }
    for (let i = 0; i < b.suspects.length; i += OBJECT_ROWS_PER_STATEMENT) {
      await trx
        .insertInto('suspect_reports')
        .values(b.suspects.slice(i, i + OBJECT_ROWS_PER_STATEMENT))
        .onConflict((oc) => oc.columns(['vehicle_id', 'gps_time']).doNothing())
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
    await insertObjects(b.coldWarningInserts, (rows) =>
      trx
        .insertInto('cold_warnings')
        .values(rows)
        .onConflict((oc) => oc.column('guid').doNothing())
        .execute(),
    );
    for (const [guid, end] of b.coldWarningEnds) {
      await trx
        .updateTable('cold_warnings')
        .set({ ended_at: end.endedAt, end_reason: end.endReason, crossed_at: end.crossedAt })
        .where('guid', '=', guid)
        .execute();
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

/**
 * Track rows as statement parameters: the fuel level's and the load's NaN (no reading) becomes null (SQLite would
 * store NaN as null by itself, PostgreSQL would keep a NaN), and the trailer number's index its text, or null.
 */
function trackValues(track: Float64Array, texts: readonly string[]): (number | string | null)[] {
  const values: (number | string | null)[] = Array.from(track);
  for (let start = 0; start < values.length; start += TRACK_COLUMNS)
    for (let i = start; i < start + TRACK_COLUMNS; i += 1) {
      const v = values[i] as number;
      if (i - start === TRACK_TEXT_COLUMN) values[i] = Number.isNaN(v) ? null : (texts[v] ?? null);
      else if (Number.isNaN(v)) values[i] = null;
    }
  return values;
}

/** The index of a trailer number in the batch's track texts, added on first use. */
function textIndex(b: Batch, text: string): number {
  let at = b.trackTextAt.get(text);
  if (at === undefined) {
    at = b.trackTexts.length;
    b.trackTexts.push(text);
    b.trackTextAt.set(text, at);
  }
  return at;
}
