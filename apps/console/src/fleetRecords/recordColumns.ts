import { formatChinaDate, formatChinaTime } from '@roadwatch/core';
import type { ResourceColumn } from '../resources/resourcePageTypes';

/** Cell texts of the record lists. */
export const moneyText = (v: unknown) => (typeof v === 'number' ? v.toFixed(2) : '');
export const numberText = (v: unknown) => (typeof v === 'number' ? String(v) : '');
export const dayText = (v: unknown) => (typeof v === 'number' ? formatChinaDate(v) : '');
export const timeText = (v: unknown) => (typeof v === 'number' ? formatChinaTime(v) : '');

/** The operator and modified-time columns every record list ends with. */
export function auditColumnsOf<Row extends { operatorName: string; modifiedTime: number | null }>(
  f: (field: string) => string,
): ResourceColumn<Row>[] {
  return [
    { field: 'operatorName', header: f('operatorName'), width: 110 },
    { field: 'modifiedTime', header: f('modifiedTime'), width: 178, format: timeText },
  ];
}
