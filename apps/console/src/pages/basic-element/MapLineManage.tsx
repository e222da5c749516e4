import { LINE_OFFSET, mapLineResource, type RowOf } from '@roadwatch/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { modifiedColumns } from '../../basicData/modifiedColumns';
import { useKeywordFilter } from '../../basicData/useKeywordFilter';
import { ElementMapPanel } from '../../mapElement/ElementMapPanel';
import { LineFormFields } from '../../mapElement/LineFormFields';
import { useElementShapes } from '../../mapElement/useElementShapes';
import '../../mapElement/mapElement.css';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof mapLineResource>;

/** Lines (`mapLineManage`): start, up to 15 waypoints and end placed on the map, with the offset width. */
export function MapLineManage({ route }: PageProps) {
  const { t } = useTranslation('mapElement');
  const filters = useKeywordFilter('mapElement.common.keywordHint');
  const { shapes, progress, reload } = useElementShapes('line');
  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'name', header: 'mapElement.common.name', width: 180 },
      {
        field: 'points',
        header: 'mapElement.line.waypoints',
        width: 100,
        format: (v) => String(Math.max(0, (Array.isArray(v) ? v.length : 0) - 2)),
      },
      { field: 'offset', header: 'mapElement.line.offset', width: 130 },
      {
        field: 'shareMode',
        header: 'mapElement.common.shareMode',
        width: 120,
        format: (v) => t(`mapElement.shareModes.${String(v)}`),
      },
      { field: 'remark', header: 'mapElement.common.remark', flex: 1, width: 140 },
      ...modifiedColumns<Row>(),
    ],
    [t],
  );
  return (
    <div className="map-element-page">
      <ResourcePage
        resource={mapLineResource}
        route={route}
        ns="mapElement"
        title="mapElement.line.title"
        columns={columns}
        filters={filters}
        formWidth={1040}
        formDefaults={{ offset: LINE_OFFSET.default, shareMode: 'department', points: [] }}
        onChanged={reload}
        formFields={(context) => <LineFormFields context={context} around={shapes} />}
      />
      <ElementMapPanel shapes={shapes} progress={progress} />
    </div>
  );
}
