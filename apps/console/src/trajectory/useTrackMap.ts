import { ENDPOINTS, TEST_IDS } from '@roadwatch/core';
import { createTrackMap, thinTrack, type PlaybackMarker, type TrackMapView } from '@roadwatch/map';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { loadCommonSetting } from '../session/commonSetting';
import { trackStyleOf } from '../alarmHandling/dialog/trackStyleOf';
import type { LoadedTrack } from './loadTrack';

export interface TrackMapState {
  marker: PlaybackMarker | null;
  /** 'offline' when the offline map is shown (no key, or AMap failed), so the page can say so. */
  provider: 'amap' | 'offline' | null;
}

/**
 * The map of the replay: created once (AMap with a key, else the offline map), the active track drawn in the
 * user's speed bands with start and end, and one moving marker. Marks `track:drawn` (a performance mark the
 * benchmark reads) once a track is on the map.
 */
export function useTrackMap(
  element: RefObject<HTMLDivElement | null>,
  points: LoadedTrack['points'] | null,
): TrackMapState {
  const { t } = useTranslation('trajectory');
  const view = useRef<TrackMapView | null>(null);
  const [marker, setMarker] = useState<PlaybackMarker | null>(null);
  const [provider, setProvider] = useState<TrackMapState['provider']>(null);
  const [ready, setReady] = useState(0);

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    let disposed = false;
    let made: PlaybackMarker | null = null;
    const observer = new ResizeObserver(() => view.current?.resize());
    void Promise.all([api.call(ENDPOINTS.getMapConfig, {}), loadCommonSetting(api).catch(() => null)])
      .then(([config]) =>
        createTrackMap(el, { mapType: config.mapType, amapKey: config.amapKey ?? undefined }),
      )
      .then((created) => {
        if (disposed) {
          created.view.dispose();
          return;
        }
        view.current = created.view;
        made = created.view.playbackMarker();
        made.element.dataset.testid = TEST_IDS.trajectory.marker;
        setMarker(made);
        setProvider(created.provider === 'amap' ? 'amap' : 'offline');
        observer.observe(el);
        setReady((n) => n + 1);
      })
      .catch((error: unknown) => logError('pageLoad', 'track map failed', error));
    return () => {
      disposed = true;
      observer.disconnect();
      made?.dispose();
      setMarker(null);
      view.current?.dispose();
      view.current = null;
    };
  }, [element]);

  useEffect(() => {
    const v = view.current;
    if (!v || ready === 0) return;
    let live = true;
    void loadCommonSetting(api)
      .then((s) => s.trackSettings)
      .catch(() => null)
      .then((settings) => {
        if (!live) return;
        const style = trackStyleOf(settings);
        v.setTrack(thinTrack(points ?? [], style.speedBands), style, {
          start: t('trajectory.start'),
          end: t('trajectory.end'),
        });
        if (points && points.length > 0) requestAnimationFrame(() => performance.mark('track:drawn'));
      });
    return () => {
      live = false;
    };
  }, [points, ready, t]);

  return { marker, provider };
}
