import { chinaTodayRange, type FindAlarmsRequest } from '@roadwatch/core';

/** The grid query without paging. */
export type AlarmQuery = Omit<FindAlarmsRequest, 'pageParamVO'>;

/** Today in China (midnight GMT+8 to the end of that day), the pages' default range in any browser zone. */
export function todayRange(now: number = Date.now()): AlarmQuery {
  const { bTime, eTime } = chinaTodayRange(now);
  // The pickers show whole seconds; the range ends at the day's last one.
  return { bTime, eTime: eTime - 999 };
}

/** `bTime`/`eTime` query parameters (epoch ms) override the default range. */
export function queryFromSearch(search: URLSearchParams, fallback: AlarmQuery): AlarmQuery {
  const b = Number(search.get('bTime'));
  const e = Number(search.get('eTime'));
  if (Number.isFinite(b) && Number.isFinite(e) && b > 0 && e >= b) return { ...fallback, bTime: b, eTime: e };
  return fallback;
}
