import { mapPointResource, POINT_RADIUS, type RowOf } from '@roadwatch/core';
import { useMemo } from 'react';
import { modifiedColumns } from '../../basicData/modifiedColumns';
import { useKeywordFilter } from '../../basicData/useKeywordFilter';
import { useCategoryNames } from '../../mapElement/CategorySelect';
import { ElementMapPanel } from '../../mapElement/ElementMapPanel';
import { PointFormFields } from '../../mapElement/PointFormFields';
import { useElementShapes } from '../../mapElement/useElementShapes';
import '../../mapElement/mapElement.css';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';
import { useTranslation } from 'react-i18next';

type Row = RowOf<typeof mapPointResource>;
const k = (key: string) => `mapElement.point.fields.${key}`;

/** Points (`mapPointManage`): the grid with import and export, every point on the map, the form on the map. */
export function MapPointManage({ route }: PageProps) {
  const { t } = useTranslation('mapElement');
  const filters = useKeywordFilter('mapElement.common.keywordHint');
  const { shapes, progress, reload } = useElementShapes('point');
  const categories = useCategoryNames();
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'name', header: k('name'), width: 160 },
      { field: 'ownNumber', header: k('ownNumber'), width: 110 },
      {
        field: 'categoryCode',
        header: k('categoryCode'),
        width: 110,
        format: (v) => categories.get(String(v)) ?? String(v),
      },
      { field: 'longitude', header: k('longitude'), width: 110 },
      { field: 'latitude', header: k('latitude'), width: 100 },
      { field: 'radius', header: k('radius'), width: 100 },
      {
        field: 'shareMode',
        header: k('shareMode'),
        width: 120,
        format: (v) => t(`mapElement.shareModes.${String(v)}`),
      },
      { field: 'address', header: k('address'), width: 180 },
      { field: 'remark', header: k('remark'), flex: 1, width: 140 },
      ...modifiedColumns<Row>(),
    ],
    [categories, t],
  );
  return (
    <div className="map-element-page">
      <ResourcePage
        resource={mapPointResource}
        route={route}
        ns="mapElement"
        title="mapElement.point.title"
        columns={columns}
        filters={filters}
        formWidth={1040}
        formDefaults={{ radius: POINT_RADIUS.default, shareMode: 'department', coordinateSource: 'gcj02' }}
        fieldLabel={(field) => k(field)}
        onChanged={reload}
        formFields={(context) => <PointFormFields context={context} around={shapes} />}
      />
      <ElementMapPanel shapes={shapes} progress={progress} />
    </div>
  );
}
