import { EXPIRY_STATUSES, formatChinaDate, formatChinaTime, type ExpiryStatus } from '@roadwatch/core';
import { Select } from 'antd';
import type { TFunction } from 'i18next';
import type { ResourceColumn, ResourceFilter } from '../resources/resourcePageTypes';
import { ExpiryStatusTag } from './ExpiryStatusTag';

interface ExpiryRow {
  id: number;
  startDay: number;
  endDay: number;
  status: ExpiryStatus;
  daysLeft: number;
  operatorName: string;
  modifiedTime: number | null;
}

const day = (v: unknown) => (typeof v === 'number' ? formatChinaDate(v) : '');

/** The period, status, days-left and audit columns shared by the insurance and certificate lists. */
export function expiryColumns<Row extends ExpiryRow>(
  t: TFunction,
  f: (field: string) => string,
): ResourceColumn<Row>[] {
  return [
    { field: 'startDay', header: f('startDay'), width: 120, format: day },
    { field: 'endDay', header: f('endDay'), width: 120, format: day },
    {
      field: 'status',
      header: f('status'),
      width: 150,
      render: (row) => <ExpiryStatusTag id={row.id} status={row.status} />,
    },
    {
      field: 'daysLeft',
      header: f('daysLeft'),
      // "640 days overdue" in English.
      width: 150,
      format: (_v, row) =>
        row.status === 'historical'
          ? ''
          : row.daysLeft >= 0
            ? t('fleetCost.daysLeft', { count: row.daysLeft })
            : t('fleetCost.daysOverdue', { count: -row.daysLeft }),
    },
    { field: 'operatorName', header: f('operatorName'), width: 110 },
    {
      field: 'modifiedTime',
      header: f('modifiedTime'),
      width: 178,
      format: (v) => (typeof v === 'number' ? formatChinaTime(v) : ''),
    },
  ];
}

/** The status filter of both lists. */
export function statusFilter(t: TFunction, f: (field: string) => string): ResourceFilter {
  return {
    name: 'status',
    label: f('status'),
    input: (
      <Select
        allowClear
        style={{ width: 150 }}
        options={EXPIRY_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
      />
    ),
  };
}
