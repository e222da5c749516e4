import {
  chinaTodayRange,
  checkDateRange,
  DAY_MS,
  detailQueryIssue,
  REPORT_QUERY_RULES,
  type EventReportFilters,
  type ValidationIssue,
} from '@roadwatch/core';

export type EventReportView = 'detail' | 'summary';

/** The last seven China days, today included. */
export function lastSevenDays(now: number = Date.now()): EventReportFilters {
  const { bTime, eTime } = chinaTodayRange(now);
  return { startTime: bTime - 6 * DAY_MS, endTime: eTime - 999 };
}

/**
 * The rule a query breaks before it is sent, the server's own: a detail by core's `detailQueryIssue` (no vehicle
 * chosen counts every vehicle the caller sees, `fleetSize`), a summary at most 12 months.
 */
export function eventQueryIssue(
  view: EventReportView,
  query: EventReportFilters,
  fleetSize: number,
  eventTypes?: number,
  now: number = Date.now(),
): ValidationIssue | null {
  if (view === 'summary')
    return checkDateRange(query.startTime, query.endTime, { maxMonths: REPORT_QUERY_RULES.summaryMonths });
  const vehicles = query.vehicleIds?.length || Math.max(1, fleetSize);
  return detailQueryIssue(
    {
      startTime: query.startTime,
      endTime: query.endTime,
      vehicles,
      ...(eventTypes === undefined ? {} : { eventTypes }),
    },
    now,
  );
}
