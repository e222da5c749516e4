import { DAY_MS } from '../time/chinaTime';
import { addMonths } from '../validators/dateRange';
import type { ValidationIssue } from '../validators/issue';
import { VMSG } from '../validators/messages';

/**
 * How much raw history one detail-report query may read, so that one user's query cannot hold the database for
 * everyone. Summaries read the daily roll-ups instead and may span `summaryMonths` over every vehicle.
 */
export const REPORT_QUERY_RULES = {
  /** Up to this many days: any number of vehicles. */
  anyVehiclesDays: 10,
  /** Up to this many days: `manyTypesVehicles` with more than `fewTypesMax` event types, else `fewTypesVehicles`. */
  monthDays: 31,
  fewTypesMax: 3,
  manyTypesVehicles: 100,
  fewTypesVehicles: 200,
  /** Up to this many days: one vehicle. Longer spans are refused. */
  oneVehicleDays: 61,
  /** A query starting more than this many months ago reads archived data: `archiveVehicles` over `archiveDays`. */
  archiveAfterMonths: 6,
  archiveVehicles: 30,
  archiveDays: 10,
  /** Longest summary span (from the daily roll-ups). */
  summaryMonths: 12,
} as const;

export interface DetailQueryShape {
  startTime: number;
  endTime: number;
  /** Vehicles the query reads (the chosen ones, or every vehicle the caller sees when none is chosen). */
  vehicles: number;
  /** Event types asked for; a report without types counts as one. */
  eventTypes?: number;
}

/** Days a range covers, counting a started day as a whole one. */
export function spanDays(startTime: number, endTime: number): number {
  return Math.max(1, Math.ceil((endTime - startTime) / DAY_MS));
}

/**
 * The first rule a detail-report query breaks, or null. `now` judges whether the start is archived data.
 * Messages carry their limit as `maximum` (days or vehicles) for the translated text.
 */
export function detailQueryIssue(query: DetailQueryShape, now: number): ValidationIssue | null {
  const R = REPORT_QUERY_RULES;
  const { startTime, endTime, vehicles } = query;
  if (startTime > endTime) return { message: VMSG.dateOrder, path: 'endTime' };
  const days = spanDays(startTime, endTime);
  if (startTime < addMonths(now, -R.archiveAfterMonths)) {
    if (days > R.archiveDays)
      return { message: VMSG.reportArchiveDays, path: 'endTime', maximum: R.archiveDays };
    if (vehicles > R.archiveVehicles)
      return { message: VMSG.reportArchiveVehicles, path: 'vehicleIds', maximum: R.archiveVehicles };
    return null;
  }
  if (days <= R.anyVehiclesDays) return null;
  if (days <= R.monthDays) {
    const max = (query.eventTypes ?? 1) > R.fewTypesMax ? R.manyTypesVehicles : R.fewTypesVehicles;
    return vehicles > max ? { message: VMSG.reportSpanVehicles, path: 'vehicleIds', maximum: max } : null;
  }
  if (days <= R.oneVehicleDays)
    return vehicles > 1
      ? { message: VMSG.reportOneVehicle, path: 'vehicleIds', maximum: R.oneVehicleDays }
      : null;
  return { message: VMSG.dateSpanDays, path: 'endTime', maximum: R.oneVehicleDays };
}
