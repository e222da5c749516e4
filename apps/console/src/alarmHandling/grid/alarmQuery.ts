import { chinaTodayRange, type FindAlarmsRequest } from '@roadwatch/core';

/** The grid query without paging. */
export type AlarmQuery = Omit<FindAlarmsRequest, 'pageParamVO'>;

/** Today in China (midnight GMT+8 to the end of that day), the pages' default range in any browser zone. */
export function todayRange(now: number = Date.now()): AlarmQuery {
  const { bTime, eTime } = chinaTodayRange(now);
  // The pickers show whole seconds; the range ends at the day's last one.
  return { bTime, eTime: eTime - 999 };
}

/** Longest plate (or site name) part a link may filter by. */
const REG_NAME_MAX = 32;

/**
 * `bTime`/`eTime` query parameters (epoch ms) override the default range; `regName` (a vehicle card's "alarms"
 * link) filters by plate.
 */
export function queryFromSearch(search: URLSearchParams, fallback: AlarmQuery): AlarmQuery {
  const b = Number(search.get('bTime'));
  const e = Number(search.get('eTime'));
  const regName = search.get('regName')?.trim().slice(0, REG_NAME_MAX) ?? '';
  const query = regName === '' ? fallback : { ...fallback, regName };
  if (Number.isFinite(b) && Number.isFinite(e) && b > 0 && e >= b) return { ...query, bTime: b, eTime: e };
  return query;
}
