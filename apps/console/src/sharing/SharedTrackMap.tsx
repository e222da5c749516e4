import { TEST_IDS } from '@roadwatch/core';
import { createTrackMap, MAP_TYPE_INDEX, type TrackMapView, type TrackPointInput } from '@roadwatch/map';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logError } from '../app/errorLogger';

// The public page has no user settings: the default speed bands (40/80/100 km/h) and width.
const STYLE = {
  speedBands: [40, 80, 100],
  bandColors: ['#52c41a', '#1677ff', '#fa8c16', '#f5222d'],
  lineWidth: 5,
};

/**
 * The shared vehicle's track ending at its latest position, on the offline map (a public page has no AMap key;
 * the map says it is the offline one). Drawn again only when the points change.
 */
export function SharedTrackMap({ points, plate }: { points: readonly TrackPointInput[]; plate: string }) {
  const { t } = useTranslation('sharing');
  const element = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<TrackMapView | null>(null);

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    let created: TrackMapView | null = null;
    let disposed = false;
    const observer = new ResizeObserver(() => created?.resize());
    createTrackMap(el, { mapType: MAP_TYPE_INDEX.tmap })
      .then((map) => {
        if (disposed) {
          map.view.dispose();
          return;
        }
        created = map.view;
        setView(map.view);
        observer.observe(el);
      })
      .catch((error: unknown) => logError('pageLoad', 'share map failed', error));
    return () => {
      disposed = true;
      observer.disconnect();
      created?.dispose();
    };
  }, []);

  useEffect(() => {
    if (!view) return;
    // A line needs two points: a position alone (no track shared, or none in the window) is drawn as a dot.
    const line = points.length === 1 ? [points[0]!, points[0]!] : points;
    try {
      view.setTrack(line, STYLE, { start: t('sharing.public.start'), end: plate });
    } catch (error) {
      logError('pageLoad', 'share map drawing failed', error);
    }
  }, [view, points, plate, t]);

  return (
    <div className="share-public__map-box">
      <div ref={element} className="share-public__map" data-testid={TEST_IDS.sharing.publicMap} />
      <span className="share-public__map-note">{t('sharing.public.offlineMap')}</span>
    </div>
  );
}
