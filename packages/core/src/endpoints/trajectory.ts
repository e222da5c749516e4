import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { Page } from '../api/envelope';
import type { BlobBody } from './alarmHandling';
import { LIMITS } from '../constants';
import type { EpochMs } from '../types/scalars';
import { epochMs } from '../validators/dateRange';
import { VMSG } from '../validators/messages';
import { refineRange, TRACK_QUERY_MAX_DAYS, trackPageParam, vehicleId } from './vehicle';

/** Tracks kept side by side on the playback page; a fourth query drops the oldest. */
export const KEPT_TRACKS_MAX = 3;
/** A vehicle standing (speed 0) at least this long is a stop in the stops table and the summary. */
export const TRACK_STOP_MIN_MS = 3 * 60_000;

/** The tables beside the playback, in the order the page shows them. */
export const TRAJECTORY_TABLES = [
  'stops',
  'areas',
  'doorOpens',
  'coolers',
  'alarms',
  'photos',
  'temperature',
  'humidity',
  'oil',
] as const;
export type TrajectoryTableName = (typeof TRAJECTORY_TABLES)[number];

/**
 * Columns of each table (keys of the `track.columns` i18n namespace); times are epoch ms, the rest text or numbers.
 * The console, the Excel export and the PDF read the same list.
 */
export const TRAJECTORY_TABLE_COLUMNS = {
  points: ['gpsTime', 'lon', 'lat', 'speed', 'direction', 'mileage', 'acc'],
  stops: ['startTime', 'endTime', 'duration', 'lon', 'lat', 'placeName'],
  areas: ['areaName', 'enterTime', 'leaveTime', 'duration'],
  doorOpens: ['door', 'openTime', 'closeTime', 'duration'],
  coolers: ['coolerState', 'startTime', 'endTime', 'duration'],
  alarms: ['beginTime', 'endTime', 'alarmType', 'level', 'speed', 'content'],
  photos: ['time', 'channel', 'eventType'],
  temperature: ['time', 'probe', 'value', 'state'],
  humidity: ['time', 'probe', 'value'],
  oil: ['time', 'fuel', 'change'],
} as const satisfies Record<TrajectoryTableName | 'points', readonly string[]>;
/** Columns holding an epoch-ms time (shown and exported as China time). */
export const TRAJECTORY_TIME_COLUMNS: ReadonlySet<string> = new Set([
  'gpsTime',
  'startTime',
  'endTime',
  'enterTime',
  'leaveTime',
  'openTime',
  'closeTime',
  'beginTime',
  'time',
]);
/** Columns holding seconds (shown as a duration). */
export const TRAJECTORY_DURATION_COLUMNS: ReadonlySet<string> = new Set(['duration']);

/** One recorded position of the replay (as the terminal reported it, WGS-84). */
export interface TrajectoryPoint {
  gpsTime: EpochMs;
  lon: number;
  lat: number;
  /** km/h. */
  speed: number;
  /** Degrees, 0 north, clockwise. */
  direction: number;
  /** Odometer, km. */
  mileage: number;
  /** 1 ignition on. */
  acc: number;
}

export interface TrajectorySummary {
  vehicleId: number;
  plate: string;
  startTime: EpochMs;
  endTime: EpochMs;
  points: number;
  /** Odometer difference over the range, km (one decimal). */
  distanceKm: number;
  /** From the first to the last point, seconds. */
  durationS: number;
  maxSpeed: number;
  /** Mean speed of the moving points, km/h (one decimal). */
  avgSpeed: number;
  stops: number;
  startPlaceName: string;
  endPlaceName: string;
}

export type TrajectoryCell = string | number | null;
export interface TrajectoryTableResponse {
  table: TrajectoryTableName;
  /** Cells in the order of `TRAJECTORY_TABLE_COLUMNS[table]`. */
  rows: TrajectoryCell[][];
}

const range = { vehicleId, startTime: epochMs, endTime: epochMs };
const refine = refineRange('startTime', 'endTime', TRACK_QUERY_MAX_DAYS);

export const trajectoryPageRequest = z
  .strictObject({ ...range, pageParamVO: trackPageParam })
  .superRefine(refine);
export const trajectoryRangeRequest = z.strictObject(range).superRefine(refine);
export const trajectoryTableRequest = z
  .strictObject({
    ...range,
    table: z.enum(TRAJECTORY_TABLES, { error: VMSG.invalid }),
  })
  .superRefine(refine);
export const trajectoryExportRequest = z
  .strictObject({ ...range, format: z.enum(['excel', 'pdf'], { error: VMSG.invalid }) })
  .superRefine(refine);

/** Page size of the replay's point pages (the client fetches pages until it holds `totalRecords`). */
export const TRAJECTORY_PAGE_SIZE = LIMITS.trackPageSize;

/** Track playback (repay/trajectory/*): pages of points, summary, side tables, Excel and PDF export. */
export const trajectoryEndpoints = {
  trajectoryPage: endpoint<Page<TrajectoryPoint>>()({
    name: 'trajectoryPage',
    method: 'POST',
    module: 'monitor',
    path: '/repay/trajectory/page',
    access: { operationId: 'trackPlayback' },
    request: trajectoryPageRequest,
  }),
  trajectorySummary: endpoint<TrajectorySummary>()({
    name: 'trajectorySummary',
    method: 'POST',
    module: 'monitor',
    path: '/repay/trajectory/summary',
    access: { operationId: 'trackPlayback' },
    request: trajectoryRangeRequest,
  }),
  trajectoryTable: endpoint<TrajectoryTableResponse>()({
    name: 'trajectoryTable',
    method: 'POST',
    module: 'monitor',
    path: '/repay/trajectory/table',
    access: { operationId: 'trackPlayback' },
    request: trajectoryTableRequest,
  }),
  trajectoryExport: endpoint<BlobBody>()({
    name: 'trajectoryExport',
    method: 'POST',
    module: 'monitor',
    path: '/repay/trajectory/export',
    access: { operationId: 'trackPlayback:export' },
    request: trajectoryExportRequest,
    blob: true,
  }),
} as const;
