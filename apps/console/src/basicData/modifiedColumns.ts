import { formatChinaTime } from '@roadwatch/core';
import type { ResourceColumn } from '../resources/resourcePageTypes';

/** The department, operator and modified-time columns every master data list ends with. */
export function modifiedColumns<
  Row extends { departmentName: string; operatorName: string; modifiedTime: number | null },
>(): ResourceColumn<Row>[] {
  return [
    { field: 'departmentName', header: 'basicData.common.department', width: 140 },
    { field: 'operatorName', header: 'basicData.common.operator', width: 110 },
    {
      field: 'modifiedTime',
      header: 'basicData.common.modifiedTime',
      width: 178,
      format: (v) => (typeof v === 'number' ? formatChinaTime(v) : ''),
    },
  ];
}
