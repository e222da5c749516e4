import { ENDPOINTS, MAP_ELEMENT_PAGE_SIZE, type MapElement, type MapElementKind } from '@roadwatch/core';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { loadAllPages } from './loadAllPages';

export interface MapElements {
  elements: MapElement[];
  /** Loaded so far and in all, while loading; null once done. */
  progress: { loaded: number; total: number } | null;
  reload: () => void;
}

/** Every point, area or line the caller's maps show, loaded page by page (10,000 a page). */
export function useMapElements(kind: MapElementKind): MapElements {
  const [elements, setElements] = useState<MapElement[]>([]);
  const [progress, setProgress] = useState<MapElements['progress']>({ loaded: 0, total: 0 });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    loadAllPages(
      (curPage) => api.call(ENDPOINTS.mapElementList, { kind, curPage, pageSize: MAP_ELEMENT_PAGE_SIZE }),
      (loaded, total) => {
        if (live) setProgress({ loaded, total });
      },
    )
      .then((rows) => {
        if (!live) return;
        setElements(rows);
        setProgress(null);
      })
      .catch((error: unknown) => {
        logError('pageLoad', 'map elements failed', error);
        if (live) setProgress(null);
      });
    return () => {
      live = false;
    };
  }, [kind, round]);
  const reload = useCallback(() => {
    setProgress({ loaded: 0, total: 0 });
    setRound((r) => r + 1);
  }, []);
  return { elements, progress, reload };
}
