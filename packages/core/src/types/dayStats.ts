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

/** Reports read from the daily roll-up (timing tracking only for its summary). */
export type DayStatReportKey = 'mileageReport' | 'drivingStatReport' | 'timingTrackReport';
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
};

/** Seconds as `h:mm:ss` (hours may pass 24: a summary spans months). */
export function formatDrivingTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
