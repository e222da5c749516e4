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
}

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
};

export const SUMMARY_ORDER: Record<DayStatSummarySort, RawBuilder<unknown>> = {
  plate: sql.ref('v.plate'),
  days: sql`count(*)`,
  mileageKm: sql`sum(s.mileage_km)`,
  avgDayKm: sql`sum(s.mileage_km) / count(*)`,
  drivingS: sql`sum(s.driving_s)`,
  maxSpeed: sql`max(s.max_speed)`,
  points: sql`sum(s.points)`,
};

const kmOrNull = (km: number | null) => (km === null ? null : roundKm(Number(km)));

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
      return formatDrivingTime(row.drivingS);
    default:
      return row[field];
  }
}
