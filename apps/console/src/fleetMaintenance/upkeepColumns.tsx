import { formatChinaDate, formatChinaTime } from '@roadwatch/core';
import { Input } from 'antd';
import type { ResourceColumn, ResourceFilter } from '../resources/resourcePageTypes';

const SHARED = new Set([
  'vehicleId',
  'plateNumber',
  'keyword',
  'amount',
  'remark',
  'status',
  'operatorName',
  'modifiedTime',
]);

/** The label key of a field of one upkeep area (`maintenance`, `tyre` …): shared words once, the rest per area. */
export function fieldKey(area: string): (field: string) => string {
  return (field) => (SHARED.has(field) ? `shared.${field}` : `${area}.fields.${field}`);
}

export const money = (v: unknown) => (typeof v === 'number' ? v.toFixed(2) : '');
export const dayText = (v: unknown) => (typeof v === 'number' ? formatChinaDate(v) : '');
export const timeText = (v: unknown) => (typeof v === 'number' ? formatChinaTime(v) : '');
export const kmText = (v: unknown) => (typeof v === 'number' ? String(v) : '');

interface AuditRow {
  plateNumber: string;
  operatorName: string;
  modifiedTime: number | null;
}

/** The plate column every upkeep list starts with. */
export function plateColumn<Row extends AuditRow>(): ResourceColumn<Row> {
  return { field: 'plateNumber', header: 'shared.plateNumber', width: 120 };
}

/** The operator and modified-time columns every upkeep list ends with. */
export function auditColumns<Row extends AuditRow>(): ResourceColumn<Row>[] {
  return [
    { field: 'operatorName', header: 'shared.operatorName', width: 110 },
    { field: 'modifiedTime', header: 'shared.modifiedTime', width: 178, format: timeText },
  ];
}

/** The plate-or-number keyword filter. */
export function keywordFilter(): ResourceFilter {
  return {
    name: 'keyword',
    label: 'shared.keyword',
    input: <Input allowClear maxLength={32} style={{ width: 160 }} />,
  };
}
