import { shapeCoords, type ElementShape, type LonLat } from '@roadwatch/map';
import { useMemo, useState } from 'react';
import { boundsOf } from './bounds';

/**
 * Where a form's map looks: when editing, at the loaded row's shape once it is known; when adding, at everything
 * around it. Clicks never move the view (the user is placing positions on it; the wheel zooms).
 */
export function useFirstFit(
  editing: ElementShape | null,
  around: readonly ElementShape[],
  mode: 'add' | 'edit',
): LonLat[] {
  const [fit, setFit] = useState<LonLat[] | null>(null);
  // Fixed the first time there is a shape (adjusting state while rendering, React's pattern for it).
  if (fit === null && editing && mode === 'edit') setFit(boundsOf(shapeCoords(editing)));
  const all = useMemo(() => boundsOf(around.flatMap(shapeCoords)), [around]);
  if (fit) return fit;
  return all.length > 0 ? all : CHINA_EAST;
}

/** The populous east, when there is nothing to look at yet. */
const CHINA_EAST: LonLat[] = [
  [108, 22],
  [123, 41],
];
