import { formatChinaTime } from '@roadwatch/core';
import type { ResourceColumn } from '../resources/resourcePageTypes';

interface RuleRow {
  vehiclePlates: string[];
  periods: { start: string; end: string }[];
  operatorName: string;
  modifiedTime: number | null;
}

/** Periods as "08:00–12:00, 14:00–18:00". */
export function periodsText(periods: readonly { start: string; end: string }[]): string {
  return periods.map((p) => `${p.start}–${p.end}`).join(', ');
}

/** The vehicles, operator and modified-time columns both rule lists end with. */
export function ruleColumns<Row extends RuleRow>(
  t: (key: string, params?: Record<string, unknown>) => string,
): ResourceColumn<Row>[] {
  return [
    {
      field: 'vehiclePlates',
      header: 'zoneAlarm.common.vehicles',
      width: 220,
      format: (v) => {
        const plates = Array.isArray(v) ? (v as string[]) : [];
        const shown = plates.slice(0, 3).join(', ');
        return plates.length > 3
          ? `${shown} … ${t('zoneAlarm.common.vehicleCount', { count: plates.length })}`
          : shown;
      },
    },
    { field: 'operatorName', header: 'basicData.common.operator', width: 110 },
    {
      field: 'modifiedTime',
      header: 'basicData.common.modifiedTime',
      width: 178,
      format: (v) => (typeof v === 'number' ? formatChinaTime(v) : ''),
    },
  ];
}
