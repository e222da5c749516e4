import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../db/connect';
import { isPostgres } from '../db/dialect';
import type { DB } from '../db/schema.gen';
import { MultiRowInserter } from './multiRowInsert';
import type { PipelineLogger } from './pipelineLogger';
import { READING_SHAPE, STATE_SHAPE, TRACK_SHAPE } from './rowShapes';

export type AlarmRow = Insertable<DB['alarms']>;
export type ExceptionRow = Insertable<DB['device_exceptions']>;

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

interface Batch {
  track: unknown[];
  trackRows: number;
  readings: unknown[];
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
    track: [],
    trackRows: 0,
    readings: [],
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

  constructor(
    private readonly db: Database,
    private readonly logger: PipelineLogger,
    private readonly batchSize: number,
    /** vehicle_states is only the restart point and the API's view of the latest state: refreshing it this
     * often, not with every batch, halves the rows a busy fleet writes (memory and live events are current). */
    private readonly stateIntervalMs = 5_000,
  ) {
    this.inserter = new MultiRowInserter(isPostgres(db) ? 1000 : 128);
  }

  /** Track rows not yet committed (queued, being written, or waiting for a retry). */
  backlog(): number {
    return this.current.trackRows + (this.writing?.trackRows ?? 0) + (this.retry?.trackRows ?? 0);
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
    b.track.push(vehicleId, gpsTime, lon, lat, speedKmh, direction, mileageKm, acc, alarmBits);
    b.trackRows += 1;
    if (b.trackRows >= this.batchSize && !this.flushQueued) {
      this.flushQueued = true;
      void this.flush(false);
    }
  }

  addReading(pointId: number, time: number, valueC: number | null, state: number): void {
    this.current.readings.push(pointId, time, valueC, state);
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
    const run = this.inFlight.then(() => this.writeQueued(allStates));
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
    try {
      await this.db.transaction().execute((trx) => this.writeRows(trx, batch, ended));
    } catch (err) {
      batch.attempts += 1;
      const dropped = batch.attempts >= 2;
      this.logger.error(
        { err, trackRows: batch.trackRows, alarms: batch.alarmInserts.size, dropped },
        dropped
          ? 'pipeline batch failed twice; dropped'
          : 'pipeline batch failed; retrying with the next flush',
      );
      if (!dropped) this.retry = batch;
      return;
    } finally {
      this.writing = null;
    }
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

  private async writeRows(trx: Transaction<DB>, b: Batch, ended: Map<string, number>): Promise<void> {
    if (b.trackRows > 0) await this.inserter.write(trx, TRACK_SHAPE, b.track);
    if (b.readings.length > 0) await this.inserter.write(trx, READING_SHAPE, b.readings);
    await insertObjects(b.alarmInserts, (rows) =>
      trx
        .insertInto('alarms')
        .values(rows)
        .onConflict((oc) => oc.column('guid').doNothing())
        .execute(),
    );
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
