import {
  chinaDayNumber,
  dayNumberStart,
  formatChinaDate,
  OFFLINE_TREND_DAYS_MAX_EPISODES,
  type OfflineTrendDay,
} from '@roadwatch/core';

/** One episode's vehicle and its span (an open one up to now). */
export interface OfflineSpan {
  vehicleId: number;
  begin: number;
  end: number;
}

/**
 * Per China day of [from, to], how many distinct vehicles were offline at some time of it: an episode counts on every
 * day it touches inside the range. Null when there are too many episodes to work it out per request.
 */
export function offlineDays(
  spans: readonly OfflineSpan[],
  from: number,
  to: number,
): OfflineTrendDay[] | null {
  if (spans.length > OFFLINE_TREND_DAYS_MAX_EPISODES || to < from) return spans.length > 0 ? null : [];
  const first = chinaDayNumber(from);
  const last = chinaDayNumber(to);
  const perDay = Array.from({ length: last - first + 1 }, () => new Set<number>());
  for (const span of spans) {
    const begin = Math.max(span.begin, from);
    const end = Math.min(span.end, to);
    if (end < begin) continue;
    for (let day = chinaDayNumber(begin); day <= chinaDayNumber(end); day += 1)
      perDay[day - first]?.add(span.vehicleId);
  }
  return perDay.map((vehicles, i) => ({
    day: formatChinaDate(dayNumberStart(first + i)),
    vehicles: vehicles.size,
  }));
}
