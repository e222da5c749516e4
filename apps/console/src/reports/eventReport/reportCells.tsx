import { formatChinaTime, TEST_IDS } from '@roadwatch/core';
import type { ColDef } from 'ag-grid-community';
import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { durationText } from '../../vehicleColdChain/coldChainRange';

/** A time column's text: China time, or `missing` (e.g. "still open") when there is none. */
export const timeText = (value: number | null | undefined, missing = '') =>
  value === null || value === undefined ? missing : formatChinaTime(value);

export const secondsText = (t: TFunction, seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? '' : durationText(t, seconds);

/** A summary row's plate: opens that vehicle's details. */
export function DrillPlate({
  plate,
  vehicleId,
  onDrill,
  title,
}: {
  plate: string;
  vehicleId: number;
  onDrill: (vehicleId: number, plate: string) => void;
  title: string;
}) {
  return (
    <Typography.Link
      data-testid={TEST_IDS.eventReports.drill(vehicleId)}
      title={title}
      onClick={() => onDrill(vehicleId, plate)}
    >
      {plate}
    </Typography.Link>
  );
}

/** The columns, sortable where the server sorts (its whitelist); the rest are not. */
export function sortableBy<Row>(fields: readonly string[], columns: ColDef<Row>[]): ColDef<Row>[] {
  return columns.map((c) => ({ ...c, sortable: fields.includes(c.field ?? '') }));
}

/** A summary's plate column, pinned first: the plate opens that vehicle's details over the same query. */
export function drillPlateColumn<Row extends { plate: string; vehicleId: number }>(
  t: TFunction,
  drill: (vehicleId: number, plate: string) => void,
  headerName: string,
  width = 140,
): ColDef<Row> {
  return {
    field: 'plate' as ColDef<Row>['field'],
    headerName,
    width,
    pinned: 'left',
    cellRenderer: (p: { data?: Row }) =>
      p.data ? (
        <DrillPlate
          plate={p.data.plate}
          vehicleId={p.data.vehicleId}
          onDrill={drill}
          title={t('eventReports.drillDown')}
        />
      ) : null,
  };
}
