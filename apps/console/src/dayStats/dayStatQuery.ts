import {
  DAY_MS,
  chinaTodayRange,
  detailQueryIssue,
  type DayStatSummaryQuery,
  type ValidationIssue,
} from '@roadwatch/core';

/** What both views ask for (the sort and the page come from the grid). */
export type DayStatQuery = Omit<DayStatSummaryQuery, 'sortField' | 'sortOrder'>;

/** The last seven China days, today included. */
export function lastSevenDays(now: number = Date.now()): DayStatQuery {
  const { bTime, eTime } = chinaTodayRange(now);
  return { startTime: bTime - 6 * DAY_MS, endTime: eTime - 999 };
}

/**
 * The detail view's rule before asking: the chosen vehicles, or every vehicle the caller sees when none is chosen
 * (`visibleVehicles`). The server checks it again with its own count.
 */
export function detailIssue(
  query: DayStatQuery,
  visibleVehicles: number,
  now = Date.now(),
): ValidationIssue | null {
  const vehicles = query.vehicleIds?.length ? query.vehicleIds.length : visibleVehicles;
  return detailQueryIssue({ startTime: query.startTime, endTime: query.endTime, vehicles }, now);
}
