import { formatChinaTime, type RowOf, type vehicleInfoResource } from '@roadwatch/core';
import type { TFunction } from 'i18next';
import type { ResourceColumn } from '../resources/resourcePageTypes';
import { OnlineState } from './OnlineState';
import { vehicleTypeName } from './vehicleChoices';

export type VehicleRow = RowOf<typeof vehicleInfoResource>;

const f = (field: string) => `vehicleInfo.fields.${field}`;

/** The vehicle grid's columns, labelled and formatted in the reader's language. */
export function vehicleInfoColumns(t: TFunction, language: string): ResourceColumn<VehicleRow>[] {
  const day = (v: unknown) => (typeof v === 'number' ? formatChinaTime(v).slice(0, 10) : '');
  return [
    { field: 'plateNumber', header: f('plateNumber'), width: 120 },
    { field: 'customPlate', header: f('customPlate'), width: 130 },
    {
      field: 'plateColor',
      header: f('plateColor'),
      width: 100,
      format: (v) => t(`vehicleInfo.plateColors.${String(v)}`),
    },
    {
      field: 'online',
      header: f('online'),
      width: 100,
      render: (row) => <OnlineState online={row.online} bound={row.terminalPhone !== ''} />,
    },
    { field: 'terminalPhone', header: f('terminalPhone'), width: 140 },
    { field: 'departmentName', header: f('departmentName'), width: 150 },
    { field: 'fleetName', header: f('fleetName'), width: 120 },
    {
      field: 'vehicleType',
      header: f('vehicleType'),
      width: 150,
      format: (v, row) =>
        vehicleTypeName(String(v), { zh: row.vehicleTypeNameZh, en: row.vehicleTypeNameEn }, language),
    },
    {
      field: 'status',
      header: f('status'),
      width: 100,
      format: (v) => t(`vehicleInfo.statuses.${String(v)}`),
    },
    {
      field: 'freightType',
      header: f('freightType'),
      width: 110,
      format: (v) => t(`vehicleInfo.freightTypes.${String(v)}`),
    },
    { field: 'mainDriverName', header: f('mainDriverId'), width: 110 },
    { field: 'brand', header: f('brand'), width: 130 },
    { field: 'load', header: f('load'), width: 140 },
    { field: 'registrationDate', header: f('registrationDate'), width: 120, format: day },
    { field: 'drivingLicenceExpiry', header: f('drivingLicenceExpiry'), width: 170, format: day },
    { field: 'operatorName', header: f('operatorName'), width: 110 },
    {
      field: 'modifiedTime',
      header: f('modifiedTime'),
      width: 178,
      format: (v) => (typeof v === 'number' ? formatChinaTime(v) : ''),
    },
  ];
}

/** The edit form's values of a row: the save fields, plus the plate history the form shows. */
export function vehicleToForm(row: VehicleRow): Record<string, unknown> {
  return row as unknown as Record<string, unknown>;
}

/** The save body of the form's values: the history is shown, never saved; empty inputs fall to the defaults. */
export function vehicleFromForm(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([k, v]) => k !== 'plateHistory' && v !== undefined && v !== null),
  );
}
