import { createElementMap, type ElementMapView, type ElementShape, type LonLat } from '@roadwatch/map';
import { useEffect, useRef, useState } from 'react';
import { logError } from '../app/errorLogger';

export interface ElementMapProps {
  /** Drawn underneath. */
  elements: readonly ElementShape[];
  /** Drawn on top with its vertices. */
  editing?: ElementShape | null;
  /** The view shows these positions; a new array (by content) moves the view. */
  fit?: readonly LonLat[];
  onPick?: (at: LonLat) => void;
  className?: string;
  testId?: string;
}

/** The offline map of points, areas and lines (one chart; each prop applied in its own effect). */
export function ElementMap({ elements, editing = null, fit, onPick, className, testId }: ElementMapProps) {
  const host = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<ElementMapView | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let created: ElementMapView | null = null;
    let live = true;
    createElementMap(element)
      .then((map) => {
        if (!live) {
          map.dispose();
          return;
        }
        created = map;
        setView(map);
      })
      .catch((error: unknown) => logError('pageLoad', 'element map failed', error));
    const observer = new ResizeObserver(() => created?.resize());
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
      created?.dispose();
    };
  }, []);

  useEffect(() => view?.setElements(elements), [view, elements]);
  useEffect(() => view?.setEditing(editing), [view, editing]);
  const fitKey = fit ? JSON.stringify(fit) : '';
  useEffect(() => {
    if (view && fitKey) view.fitTo(JSON.parse(fitKey) as LonLat[]);
  }, [view, fitKey]);
  useEffect(() => view?.onPick(onPick ?? null), [view, onPick]);

  return <div ref={host} className={className} data-testid={testId} />;
}
