import { sql } from 'kysely';
import { placeholderRows, type RowShape } from './multiRowInsert';

const TRACK_COLUMNS = [
  'vehicle_id',
  'gps_time',
  'lon',
  'lat',
  'speed_kmh',
  'direction',
  'mileage_km',
  'acc',
  'alarm_bits',
  'fuel_l',
  'load_kg',
  'trailer_no',
] as const;

/**
 * track_points, 12 values per row in TRACK_COLUMNS order (fuel_l and load_kg: NaN in the typed array stands for
 * null; trailer_no last: the index of its text in the chunk's texts, NaN for null — `trackRowValue`); a repeated
 * (vehicle, gps time) is ignored.
 */
export const TRACK_SHAPE: RowShape = {
  key: 'track_points',
  columns: TRACK_COLUMNS.length,
  build: (trx, rows) =>
    trx
      .insertInto('track_points')
      .values(placeholderRows(TRACK_COLUMNS, rows) as never)
      .onConflict((oc) => oc.columns(['vehicle_id', 'gps_time']).doNothing())
      .compile().sql,
};

/** The column of a track row that holds an index into its chunk's texts (the trailer number). */
export const TRACK_TEXT_COLUMN = TRACK_COLUMNS.indexOf('trailer_no');

const READING_COLUMNS = ['point_id', 'time', 'value_c', 'state', 'humidity'] as const;

/**
 * temp_readings, 5 values per row (humidity null when the logger reports none). A repeated (point, time) keeps the
 * latest sample, the one the live feed showed last (a resent frame writes the same values again).
 */
export const READING_SHAPE: RowShape = {
  key: 'temp_readings',
  columns: READING_COLUMNS.length,
  build: (trx, rows) =>
    trx
      .insertInto('temp_readings')
      .values(placeholderRows(READING_COLUMNS, rows) as never)
      .onConflict((oc) =>
        oc.columns(['point_id', 'time']).doUpdateSet((eb) => ({
          value_c: eb.ref('excluded.value_c'),
          state: eb.ref('excluded.state'),
          humidity: eb.ref('excluded.humidity'),
        })),
      )
      .compile().sql,
};

export const STATE_COLUMNS = [
  'vehicle_id',
  'online',
  'acc',
  'lon',
  'lat',
  'speed_kmh',
  'direction',
  'mileage_km',
  'gps_time',
  'updated_at',
] as const;

/** vehicle_states upsert, 10 values per row in STATE_COLUMNS order: the newest state replaces the stored one. */
export const STATE_SHAPE: RowShape = {
  key: 'vehicle_states',
  columns: STATE_COLUMNS.length,
  build: (trx, rows) =>
    trx
      .insertInto('vehicle_states')
      .values(placeholderRows(STATE_COLUMNS, rows) as never)
      .onConflict((oc) =>
        oc.column('vehicle_id').doUpdateSet((eb) => ({
          online: eb.ref('excluded.online'),
          acc: eb.ref('excluded.acc'),
          lon: eb.ref('excluded.lon'),
          lat: eb.ref('excluded.lat'),
          speed_kmh: eb.ref('excluded.speed_kmh'),
          direction: eb.ref('excluded.direction'),
          mileage_km: eb.ref('excluded.mileage_km'),
          gps_time: eb.ref('excluded.gps_time'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .compile().sql,
};

const SWITCH_COLUMNS = ['vehicle_id', 'time', 'kind', 'active'] as const;

/** vehicle_switch_events, 4 values per row; a repeated (vehicle, kind, time) is ignored. */
export const SWITCH_SHAPE: RowShape = {
  key: 'vehicle_switch_events',
  columns: SWITCH_COLUMNS.length,
  build: (trx, rows) =>
    trx
      .insertInto('vehicle_switch_events')
      .values(placeholderRows(SWITCH_COLUMNS, rows) as never)
      .onConflict((oc) => oc.columns(['vehicle_id', 'kind', 'time']).doNothing())
      .compile().sql,
};

const LOGGER_POSITION_COLUMNS = ['site_id', 'time', 'lon', 'lat'] as const;

/** logger_positions (portable loggers), 4 values per row; a repeated (site, time) is ignored. */
export const LOGGER_POSITION_SHAPE: RowShape = {
  key: 'logger_positions',
  columns: LOGGER_POSITION_COLUMNS.length,
  build: (trx, rows) =>
    trx
      .insertInto('logger_positions')
      .values(placeholderRows(LOGGER_POSITION_COLUMNS, rows) as never)
      .onConflict((oc) => oc.columns(['site_id', 'time']).doNothing())
      .compile().sql,
};

const DAY_MARK_COLUMNS = ['vehicle_id', 'day', 'marked_at'] as const;

/**
 * vehicle_day_dirty, 3 values per row: a (vehicle, China day) whose points changed. A mark raised again only grows
 * (`marked_at` + 1 at least), so the roll-up, which removes a mark only if it still holds the value it read, never
 * removes a mark raised while it was recomputing that day.
 */
export const DAY_MARK_SHAPE: RowShape = {
  key: 'vehicle_day_dirty',
  columns: DAY_MARK_COLUMNS.length,
  build: (trx, rows) =>
    trx
      .insertInto('vehicle_day_dirty')
      .values(placeholderRows(DAY_MARK_COLUMNS, rows) as never)
      .onConflict((oc) =>
        oc.columns(['vehicle_id', 'day']).doUpdateSet({
          marked_at: sql<number>`case when excluded.marked_at > vehicle_day_dirty.marked_at then excluded.marked_at else vehicle_day_dirty.marked_at + 1 end`,
        }),
      )
      .compile().sql,
};
