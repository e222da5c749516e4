import { TRAILER_USES, trailerResource, type RowOf } from '@roadwatch/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { auditColumnsOf } from '../../fleetRecords/recordColumns';
import { keywordAndDepartment, selectFilter } from '../../fleetRecords/recordInputs';
import { TrailerFormFields } from '../../fleetRecords/TrailerFormFields';
import { useFleetRecordOptions } from '../../fleetRecords/useFleetRecordOptions';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof trailerResource>;

const f = (field: string) => `trailer.fields.${field}`;

/** Trailers (`tmsTrailer`): plate, department, use, owner and body, with the heads that pull them and their devices. */
export function TmsTrailer({ route }: PageProps) {
  const { t } = useTranslation('fleetRecords');
  const options = useFleetRecordOptions();
  const uses = useMemo(
    () => TRAILER_USES.map((value) => ({ value, label: t(`trailer.uses.${value}`) })),
    [t],
  );
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'plateNumber', header: f('plateNumber'), width: 120 },
      { field: 'departmentName', header: f('departmentName'), width: 150 },
      {
        field: 'useCategory',
        header: f('useCategory'),
        width: 110,
        format: (v) => t(`trailer.uses.${String(v)}`),
      },
      { field: 'headPlates', header: f('headPlates'), width: 200, format: (v) => (v as string[]).join(', ') },
      {
        field: 'devices',
        header: f('devices'),
        width: 180,
        format: (_v, row) => row.devices.map((d) => d.name).join(', '),
      },
      { field: 'ownerName', header: f('ownerName'), width: 110 },
      { field: 'ownerPhone', header: f('ownerPhone'), width: 130 },
      { field: 'model', header: f('model'), width: 120 },
      { field: 'remark', header: f('remark'), flex: 1, width: 140 },
      ...auditColumnsOf<Row>(f),
    ],
    [t],
  );
  const filters = useMemo<ResourceFilter[]>(
    () => [...keywordAndDepartment(f), selectFilter('useCategory', f, uses)],
    [uses],
  );
  return (
    <ResourcePage
      resource={trailerResource}
      route={route}
      ns="fleetRecords"
      title="trailer.title"
      columns={columns}
      filters={filters}
      fieldLabel={f}
      formWidth={920}
      formDefaults={{ headIds: [], devices: [], attributes: [] }}
      formFields={(context) => <TrailerFormFields context={context} vehicles={options.vehicleOptions} />}
    />
  );
}
