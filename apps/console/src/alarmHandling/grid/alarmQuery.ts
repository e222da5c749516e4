import type { FindAlarmsRequest } from '@roadwatch/core';

/** The grid query without paging. */
export type AlarmQuery = Omit<FindAlarmsRequest, 'pageParamVO'>;

const DAY_MS = 86_400_000;

/** Today (local midnight to the end of the day), the pages' default range. */
export function todayRange(now: number = Date.now()): AlarmQuery {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  return { bTime: start.getTime(), eTime: start.getTime() + DAY_MS - 1000 };
}

/** `bTime`/`eTime` query parameters (epoch ms) override the default range. */
export function queryFromSearch(search: URLSearchParams, fallback: AlarmQuery): AlarmQuery {
  const b = Number(search.get('bTime'));
  const e = Number(search.get('eTime'));
  if (Number.isFinite(b) && Number.isFinite(e) && b > 0 && e >= b) return { ...fallback, bTime: b, eTime: e };
  return fallback;
}
