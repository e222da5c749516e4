import { CHINA_OFFSET_MS, DAY_MS, chinaDayStart } from '../../time/chinaTime';
import { NEAR_EXPIRY_DAYS, daysToExpiry } from '../fleetCost/expiryStatus';

/**
 * The status of a maintenance record: an older record of the same vehicle and type than the newest is history; of
 * the newest, one whose maintenance end day has not passed is under maintenance; then, from the next due day (the
 * end day plus the time cycle) and the next due mileage (the mileage at maintenance plus the mileage cycle, against
 * the odometer the terminal reports), one past either is expired, one within NEAR_EXPIRY_DAYS days or NEAR_DUE_KM
 * km of either is about to expire, any other is available.
 */
export const MAINTENANCE_STATUSES = [
  'available',
  'underMaintenance',
  'aboutToExpire',
  'expired',
  'historical',
] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

/** Kilometres before the due mileage from which a maintenance counts as about to expire. */
export const NEAR_DUE_KM = 1000;

export const CYCLE_UNITS = ['day', 'month'] as const;
export type CycleUnit = (typeof CYCLE_UNITS)[number];

export interface MaintenanceFacts {
  /** Maintenance end day (epoch ms of a China midnight). */
  endDay: number;
  dueDay: number | null;
  dueKm: number | null;
  /** The vehicle's odometer as last reported (null: never reported). */
  odometerKm: number | null;
  /** A record of the same vehicle and type ends later. */
  superseded: boolean;
}

/** The day a time cycle from `endDay` falls due; months keep the day of the month (clamped to the month's end). */
export function nextDueDay(endDay: number, unit: CycleUnit, count: number): number {
  if (unit === 'day') return chinaDayStart(endDay) + count * DAY_MS;
  const local = new Date(chinaDayStart(endDay) + CHINA_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + count;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(local.getUTCDate(), lastDay)) - CHINA_OFFSET_MS;
}

/** Kilometres left to the due mileage (null when there is no mileage cycle or no odometer yet). */
export function kmToDue(dueKm: number | null, odometerKm: number | null): number | null {
  return dueKm === null || odometerKm === null ? null : Math.round((dueKm - odometerKm) * 10) / 10;
}

export function deriveMaintenanceStatus(f: MaintenanceFacts, now: number): MaintenanceStatus {
  if (f.superseded) return 'historical';
  if (chinaDayStart(now) <= f.endDay) return 'underMaintenance';
  const days = f.dueDay === null ? null : daysToExpiry(f.dueDay, now);
  const km = kmToDue(f.dueKm, f.odometerKm);
  if ((days !== null && days < 0) || (km !== null && km <= 0)) return 'expired';
  if ((days !== null && days <= NEAR_EXPIRY_DAYS) || (km !== null && km <= NEAR_DUE_KM))
    return 'aboutToExpire';
  return 'available';
}
