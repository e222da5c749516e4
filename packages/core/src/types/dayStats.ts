/**
 * A row of the mileage and driving-statistics reports, read from the daily roll-up: per vehicle and China day
 * (detail) or per vehicle over the range (summary). Times are epoch ms; `day` is the China day's start.
 */
export interface DayStatRow {
  vehicleId: number;
  plate: string;
  departmentName: string;
  /** Detail: the day; summary: the first day with data. */
  day: number;
  /** Summary: days with data; detail: 1. */
  days: number;
  /** Detail only (null in a summary): the odometer at the day's first and last point. */
  startKm: number | null;
  endKm: number | null;
  mileageKm: number;
  /** Summary: mileage per day with data. */
  avgDayKm: number;
  drivingS: number;
  /** The distance of the driving stretches over the driving time, km/h (0 without driving time). */
  avgSpeed: number;
  maxSpeed: number;
  points: number;
  firstTime: number;
  lastTime: number;
  /**
   * Time (s) and odometer distance (km) spent in each speed band of `SPEED_BANDS` (band1 the slowest): a position
   * counts the time to the vehicle's next position, at its own speed, unless they are more than the roll-up's
   * driving gap apart. Positions under 1 km/h are standing and count in no band.
   */
  band1S: number;
  band1Km: number;
  band2S: number;
  band2Km: number;
  band3S: number;
  band3Km: number;
  band4S: number;
  band4Km: number;
  band5S: number;
  band5Km: number;
  /** The bands' distance over their time, km/h (0 without time in a band). */
  bandAvgSpeed: number;
}

/**
 * The speed analysis's bands, km/h: from `min` (inclusive) up to `max` (exclusive; null: no upper end). Below the
 * first band's minimum a vehicle is standing (GNSS drift reads a few tenths of km/h).
 */
export const SPEED_BANDS = [
  { min: 1, max: 40 },
  { min: 40, max: 60 },
  { min: 60, max: 80 },
  { min: 80, max: 100 },
  { min: 100, max: null },
] as const;

/** The index in `SPEED_BANDS` of a speed, or -1 when standing. */
export function speedBandOf(speedKmh: number): number {
  for (let i = SPEED_BANDS.length - 1; i >= 0; i -= 1) if (speedKmh >= SPEED_BANDS[i]!.min) return i;
  return -1;
}

/** The summary's totals over every row of the query (not only the page). */
export interface DayStatTotals {
  vehicles: number;
  days: number;
  mileageKm: number;
  drivingS: number;
  points: number;
}

export interface DayStatSummaryPage {
  data: DayStatRow[];
  totalRecords: number;
  totals: DayStatTotals;
}

/** Reports read from the daily roll-up (timing tracking only for its summary; speed analysis reads its bands). */
export type DayStatReportKey =
  'mileageReport' | 'drivingStatReport' | 'timingTrackReport' | 'speedAnalysisReport';
export type DayStatField = Exclude<keyof DayStatRow, 'vehicleId'>;

/** The columns each report shows and exports, in order (headers: `dayStats.column.<field>`). */
export const DAY_STAT_COLUMNS: Record<
  DayStatReportKey,
  Record<'detail' | 'summary', readonly DayStatField[]>
> = {
  mileageReport: {
    detail: ['plate', 'departmentName', 'day', 'startKm', 'endKm', 'mileageKm', 'drivingS', 'maxSpeed'],
    summary: ['plate', 'departmentName', 'days', 'mileageKm', 'avgDayKm', 'drivingS'],
  },
  drivingStatReport: {
    detail: [
      'plate',
      'departmentName',
      'day',
      'drivingS',
      'avgSpeed',
      'maxSpeed',
      'points',
      'firstTime',
      'lastTime',
    ],
    summary: [
      'plate',
      'departmentName',
      'days',
      'drivingS',
      'avgSpeed',
      'maxSpeed',
      'points',
      'firstTime',
      'lastTime',
    ],
  },
  timingTrackReport: {
    detail: ['plate', 'departmentName', 'day', 'points', 'firstTime', 'lastTime', 'mileageKm'],
    summary: ['plate', 'departmentName', 'days', 'points', 'firstTime', 'lastTime', 'mileageKm'],
  },
  speedAnalysisReport: {
    detail: [
      'plate',
      'departmentName',
      'day',
      'band1S',
      'band1Km',
      'band2S',
      'band2Km',
      'band3S',
      'band3Km',
      'band4S',
      'band4Km',
      'band5S',
      'band5Km',
      'bandAvgSpeed',
      'maxSpeed',
    ],
    summary: [
      'plate',
      'departmentName',
      'days',
      'band1S',
      'band1Km',
      'band2S',
      'band2Km',
      'band3S',
      'band3Km',
      'band4S',
      'band4Km',
      'band5S',
      'band5Km',
      'bandAvgSpeed',
      'maxSpeed',
    ],
  },
};

/** Seconds as `h:mm:ss` (hours may pass 24: a summary spans months). */
export function formatDrivingTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
