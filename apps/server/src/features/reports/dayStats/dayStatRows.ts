import {
  formatChinaDate,
  formatChinaTime,
  formatDrivingTime,
  type DayStatDetailSort,
  type DayStatField,
  type DayStatRow,
  type DayStatSummarySort,
} from '@roadwatch/core';
import { sql, type RawBuilder } from 'kysely';
import type { SheetValue } from '../../../resources/sheet/xlsxStream';
import { averageSpeed, roundKm } from './dayStatQuery';

/** What the detail and the summary select, as the database returns it. */
export interface DayStatDbRow {
  vehicle_id: number;
  plate: string;
  department_name: string;
  day: number;
  days: number;
  start_km: number | null;
  end_km: number | null;
  mileage_km: number;
  driving_s: number;
  moving_km: number;
  max_speed: number;
  points: number;
  first_time: number;
  last_time: number;
  band1_s: number;
  band1_km: number;
  band2_s: number;
  band2_km: number;
  band3_s: number;
  band3_km: number;
  band4_s: number;
  band4_km: number;
  band5_s: number;
  band5_km: number;
}

const BAND_COLUMNS = [
  'band1_s',
  'band1_km',
  'band2_s',
  'band2_km',
  'band3_s',
  'band3_km',
  'band4_s',
  'band4_km',
  'band5_s',
  'band5_km',
] as const;

/** Time in every band, and its distance: the speed analysis's average moving speed. */
const BANDS_S = sql`(s.band1_s + s.band2_s + s.band3_s + s.band4_s + s.band5_s)`;
const BANDS_KM = sql`(s.band1_km + s.band2_km + s.band3_km + s.band4_km + s.band5_km)`;

export const DETAIL_SELECT = [
  's.vehicle_id',
  'v.plate',
  'd.name as department_name',
  's.day',
  sql<number>`1`.as('days'),
  's.start_km',
  's.end_km',
  's.mileage_km',
  's.driving_s',
  's.moving_km',
  's.max_speed',
  's.points',
  's.first_time',
  's.last_time',
  ...BAND_COLUMNS.map((c) => `s.${c}` as const),
] as const;

export const SUMMARY_SELECT = [
  's.vehicle_id',
  'v.plate',
  'd.name as department_name',
  sql<number>`min(s.day)`.as('day'),
  sql<number>`count(*)`.as('days'),
  sql<null>`null`.as('start_km'),
  sql<null>`null`.as('end_km'),
  sql<number>`sum(s.mileage_km)`.as('mileage_km'),
  sql<number>`sum(s.driving_s)`.as('driving_s'),
  sql<number>`sum(s.moving_km)`.as('moving_km'),
  sql<number>`max(s.max_speed)`.as('max_speed'),
  sql<number>`sum(s.points)`.as('points'),
  sql<number>`min(s.first_time)`.as('first_time'),
  sql<number>`max(s.last_time)`.as('last_time'),
  ...BAND_COLUMNS.map((c) => sql<number>`sum(${sql.ref(`s.${c}`)})`.as(c)),
] as const;

export const SUMMARY_GROUP = ['s.vehicle_id', 'v.plate', 'd.name'] as const;

/** SQL of each sortable column: only these reach an `order by`. */
export const DETAIL_ORDER: Record<DayStatDetailSort, RawBuilder<unknown>> = {
  plate: sql.ref('v.plate'),
  day: sql.ref('s.day'),
  mileageKm: sql.ref('s.mileage_km'),
  drivingS: sql.ref('s.driving_s'),
  avgSpeed: sql`case when s.driving_s > 0 then s.moving_km / s.driving_s else 0 end`,
  maxSpeed: sql.ref('s.max_speed'),
  points: sql.ref('s.points'),
  bandAvgSpeed: sql`case when ${BANDS_S} > 0 then ${BANDS_KM} / ${BANDS_S} else 0 end`,
};

export const SUMMARY_ORDER: Record<DayStatSummarySort, RawBuilder<unknown>> = {
  plate: sql.ref('v.plate'),
  days: sql`count(*)`,
  mileageKm: sql`sum(s.mileage_km)`,
  avgDayKm: sql`sum(s.mileage_km) / count(*)`,
  drivingS: sql`sum(s.driving_s)`,
  maxSpeed: sql`max(s.max_speed)`,
  points: sql`sum(s.points)`,
  bandAvgSpeed: sql`case when sum(${BANDS_S}) > 0 then sum(${BANDS_KM}) / sum(${BANDS_S}) else 0 end`,
};

const kmOrNull = (km: number | null) => (km === null ? null : roundKm(Number(km)));

function bandsOf(r: DayStatDbRow) {
  const s = [r.band1_s, r.band2_s, r.band3_s, r.band4_s, r.band5_s].map(Number);
  const km = [r.band1_km, r.band2_km, r.band3_km, r.band4_km, r.band5_km].map(Number);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    band1S: s[0]!,
    band1Km: roundKm(km[0]!),
    band2S: s[1]!,
    band2Km: roundKm(km[1]!),
    band3S: s[2]!,
    band3Km: roundKm(km[2]!),
    band4S: s[3]!,
    band4Km: roundKm(km[3]!),
    band5S: s[4]!,
    band5Km: roundKm(km[4]!),
    bandAvgSpeed: averageSpeed(sum(km), sum(s)),
  };
}

export function toDayStatRow(r: DayStatDbRow): DayStatRow {
  const mileageKm = roundKm(Number(r.mileage_km));
  const drivingS = Number(r.driving_s);
  const days = Number(r.days);
  return {
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    day: Number(r.day),
    days,
    startKm: kmOrNull(r.start_km),
    endKm: kmOrNull(r.end_km),
    mileageKm,
    avgDayKm: days > 0 ? roundKm(mileageKm / days) : 0,
    drivingS,
    avgSpeed: averageSpeed(Number(r.moving_km), drivingS),
    maxSpeed: Number(r.max_speed),
    points: Number(r.points),
    firstTime: Number(r.first_time),
    lastTime: Number(r.last_time),
    ...bandsOf(r),
  };
}

/** A row's cell of a spreadsheet column: dates and times as China time, driving time as h:mm:ss. */
export function sheetCell(row: DayStatRow, field: DayStatField): SheetValue {
  switch (field) {
    case 'day':
      return formatChinaDate(row.day);
    case 'firstTime':
    case 'lastTime':
      return formatChinaTime(row[field]);
    case 'drivingS':
    case 'band1S':
    case 'band2S':
    case 'band3S':
    case 'band4S':
    case 'band5S':
      return formatDrivingTime(row[field]);
    default:
      return row[field];
  }
}
