import type { ExceptionReportRequest } from '@roadwatch/core';
import type { StatFilters } from './StatFilterBar';

export type ExceptionQuery = ExceptionReportRequest;

export function exceptionQueryOf(f: StatFilters): ExceptionQuery {
  return {
    bTime: f.bTime,
    eTime: f.eTime,
    ...(f.departmentId === undefined ? {} : { departmentId: f.departmentId }),
    ...(f.types?.length ? { exceptionTypes: f.types } : {}),
  };
}

export function filtersOfExceptionQuery(q: ExceptionQuery): StatFilters {
  return { bTime: q.bTime, eTime: q.eTime, departmentId: q.departmentId, types: q.exceptionTypes };
}

/** The query as URL parameters: a summary count opens the detail report with exactly its filters. */
export function exceptionSearch(q: ExceptionQuery): string {
  const params = new URLSearchParams({ bTime: String(q.bTime), eTime: String(q.eTime) });
  if (q.departmentId !== undefined) params.set('departmentId', String(q.departmentId));
  if (q.vehicleId !== undefined) params.set('vehicleId', String(q.vehicleId));
  if (q.exceptionTypes?.length) params.set('exceptionTypes', q.exceptionTypes.join(','));
  return params.toString();
}

const whole = (text: string | null): number | undefined => {
  const n = Number(text);
  return text !== null && text !== '' && Number.isInteger(n) && n >= 0 ? n : undefined;
};

/** URL parameters back to a query; the server checks every value again. */
export function exceptionQueryFromSearch(search: URLSearchParams, fallback: ExceptionQuery): ExceptionQuery {
  const q: ExceptionQuery = { ...fallback };
  const bTime = whole(search.get('bTime'));
  const eTime = whole(search.get('eTime'));
  if (bTime !== undefined && eTime !== undefined) Object.assign(q, { bTime, eTime });
  const departmentId = whole(search.get('departmentId'));
  if (departmentId !== undefined) q.departmentId = departmentId;
  const vehicleId = whole(search.get('vehicleId'));
  if (vehicleId !== undefined) q.vehicleId = vehicleId;
  const types = (search.get('exceptionTypes') ?? '').split(',').map(whole);
  if (types.length > 0 && types.every((n) => n !== undefined)) q.exceptionTypes = types as number[];
  return q;
}
