import type { lineAlarmResource, RowOf } from '@roadwatch/core';

/** The form keeps the departure window as a list of at most one period and "no zone" as 0. */
export function lineAlarmToForm(row: RowOf<typeof lineAlarmResource>): Record<string, unknown> {
  return {
    ...row,
    departureList: row.departure ? [row.departure] : [],
    startAreaId: row.startAreaId ?? 0,
    endAreaId: row.endAreaId ?? 0,
  };
}

/** The save request of the line form's values. */
export function lineAlarmFromForm(values: Record<string, unknown>): Record<string, unknown> {
  const { departureList, startAreaId, endAreaId, notice, ...rest } = values;
  const list = Array.isArray(departureList) ? (departureList as unknown[]) : [];
  return {
    ...rest,
    ...(typeof notice === 'string' && notice ? { notice } : {}),
    departure: list[0] ?? null,
    startAreaId: typeof startAreaId === 'number' && startAreaId > 0 ? startAreaId : null,
    endAreaId: typeof endAreaId === 'number' && endAreaId > 0 ? endAreaId : null,
  };
}
