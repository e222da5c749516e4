import { TEST_IDS } from '@roadwatch/core';
import { shapeCoords, type ElementShape, type LonLat } from '@roadwatch/map';
import { Card, Progress, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { boundsOf } from './bounds';
import { ElementMap } from './ElementMap';
import type { MapElements } from './useMapElements';

/** The whole country, while there is nothing to show. */
const CHINA: LonLat[] = [
  [73.5, 18],
  [135, 53.5],
];

export interface ElementMapPanelProps {
  shapes: readonly ElementShape[];
  progress: MapElements['progress'];
}

/** Every element the user's maps show, beside the grid, with how many there are (and the loading progress). */
export function ElementMapPanel({ shapes, progress }: ElementMapPanelProps) {
  const { t } = useTranslation('mapElement');
  const fit = useMemo(() => {
    const box = boundsOf(shapes.flatMap(shapeCoords));
    return box.length > 0 ? box : CHINA;
  }, [shapes]);
  return (
    <Card size="small" className="map-element-page__panel">
      {progress ? (
        <Progress
          percent={progress.total ? Math.round((progress.loaded / progress.total) * 100) : 0}
          size="small"
          format={() => t('mapElement.common.loading', { loaded: progress.loaded, total: progress.total })}
        />
      ) : (
        <Typography.Text data-testid={TEST_IDS.mapElement.pageMapCount}>
          {t('mapElement.common.mapCount', { count: shapes.length })}
        </Typography.Text>
      )}
      <ElementMap
        elements={shapes}
        fit={fit}
        className="map-element-page__map"
        testId={TEST_IDS.mapElement.pageMap}
      />
    </Card>
  );
}
