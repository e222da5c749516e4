import { mapAreaResource, type RowOf } from '@roadwatch/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { modifiedColumns } from '../../basicData/modifiedColumns';
import { useKeywordFilter } from '../../basicData/useKeywordFilter';
import { AreaFormFields } from '../../mapElement/AreaFormFields';
import { areaFromForm, areaToForm } from '../../mapElement/areaForm';
import { useCategoryNames } from '../../mapElement/CategorySelect';
import { ElementMapPanel } from '../../mapElement/ElementMapPanel';
import { useElementShapes } from '../../mapElement/useElementShapes';
import { regionPathText, useRegionTree } from '../../mapElement/useRegionTree';
import '../../mapElement/mapElement.css';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof mapAreaResource>;

/** Areas (`mapAreaManage`): circle, rectangle, polygon or administrative area, drawn on the map. */
export function MapAreaManage({ route }: PageProps) {
  const { t } = useTranslation('mapElement');
  const filters = useKeywordFilter('mapElement.common.keywordHint');
  const { shapes, progress, reload } = useElementShapes('area');
  const categories = useCategoryNames();
  const regions = useRegionTree();
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'name', header: 'mapElement.common.name', width: 160 },
      {
        field: 'shape',
        header: 'mapElement.area.shape',
        width: 110,
        format: (v) => t(`mapElement.area.shapes.${String(v)}`),
      },
      {
        field: 'radius',
        header: 'mapElement.area.radius',
        width: 100,
        format: (v, row) => (row.shape === 'circle' ? String(v) : ''),
      },
      {
        field: 'regionCode',
        header: 'mapElement.area.regionCode',
        width: 200,
        format: (v) => regionPathText(String(v), regions),
      },
      {
        field: 'categoryCode',
        header: 'mapElement.common.category',
        width: 110,
        format: (v) => categories.get(String(v)) ?? String(v),
      },
      {
        field: 'shareMode',
        header: 'mapElement.common.shareMode',
        width: 120,
        format: (v) => t(`mapElement.shareModes.${String(v)}`),
      },
      { field: 'remark', header: 'mapElement.common.remark', flex: 1, width: 140 },
      ...modifiedColumns<Row>(),
    ],
    [categories, regions, t],
  );
  return (
    <div className="map-element-page">
      <ResourcePage
        resource={mapAreaResource}
        route={route}
        ns="mapElement"
        title="mapElement.area.title"
        columns={columns}
        filters={filters}
        formWidth={1040}
        formDefaults={{ shape: 'circle', radius: 500, shareMode: 'department', points: [] }}
        toForm={areaToForm}
        fromForm={areaFromForm}
        onChanged={reload}
        formFields={(context) => <AreaFormFields context={context} around={shapes} regions={regions} />}
      />
      <ElementMapPanel shapes={shapes} progress={progress} />
    </div>
  );
}
