import { chinaTodayRange, DAY_MS, type AlarmStatDetailRequest } from '@roadwatch/core';
import type { StatFilters } from './StatFilterBar';

/** The filters of both statistics pages, plus the summary cell the detail was opened from. */
export type StatQuery = Omit<AlarmStatDetailRequest, 'pageParamVO'>;

/** The last seven China days up to the end of today: the pages' default range. */
export function lastWeek(now: number = Date.now()): StatQuery {
  const { bTime, eTime } = chinaTodayRange(now);
  return { bTime: bTime - 6 * DAY_MS, eTime: eTime - 999 };
}

const NUMBER_KEYS = ['bTime', 'eTime', 'departmentId', 'vehicleId', 'alarmLevel', 'handleStatus'] as const;
const LIST_KEYS = ['firstAlarmTypes', 'alarmLevels'] as const;

/** The query as URL parameters, so a summary count opens the detail with exactly its filters. */
export function statSearch(query: StatQuery): string {
  const params = new URLSearchParams();
  for (const key of NUMBER_KEYS) if (query[key] !== undefined) params.set(key, String(query[key]));
  for (const key of LIST_KEYS) if (query[key]?.length) params.set(key, query[key].join(','));
  return params.toString();
}

const whole = (text: string | null): number | undefined => {
  const n = Number(text);
  return text !== null && text !== '' && Number.isInteger(n) && n >= 0 ? n : undefined;
};

/** URL parameters back to a query; the server checks every value again. */
export function statQueryFromSearch(search: URLSearchParams, fallback: StatQuery): StatQuery {
  const query: Record<string, unknown> = { ...fallback };
  for (const key of NUMBER_KEYS) {
    const n = whole(search.get(key));
    if (n !== undefined) query[key] = n;
  }
  for (const key of LIST_KEYS) {
    const list = (search.get(key) ?? '').split(',').map(whole);
    if (list.length > 0 && list.every((n) => n !== undefined)) query[key] = list;
  }
  return query as StatQuery;
}

/** The bar's filters as the alarm pages' query (a new search drops the clicked cell). */
export function alarmQueryOf(f: StatFilters): StatQuery {
  return {
    bTime: f.bTime,
    eTime: f.eTime,
    ...(f.departmentId === undefined ? {} : { departmentId: f.departmentId }),
    ...(f.types?.length ? { firstAlarmTypes: f.types } : {}),
    ...(f.levels?.length ? { alarmLevels: f.levels } : {}),
  };
}

export function filtersOfAlarmQuery(q: StatQuery): StatFilters {
  return {
    bTime: q.bTime,
    eTime: q.eTime,
    departmentId: q.departmentId,
    types: q.firstAlarmTypes,
    levels: q.alarmLevels,
  };
}
