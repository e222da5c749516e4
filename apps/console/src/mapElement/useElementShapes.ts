import type { MapElementKind } from '@roadwatch/core';
import type { ElementShape } from '@roadwatch/map';
import { useMemo } from 'react';
import { elementShape } from './elementShapes';
import { useMapElements } from './useMapElements';

/** The company's elements of one kind as map shapes, with the loading progress and a reload. */
export function useElementShapes(kind: MapElementKind) {
  const { elements, progress, reload } = useMapElements(kind);
  const shapes = useMemo(
    () => elements.map(elementShape).filter((s): s is ElementShape => s !== null),
    [elements],
  );
  return { shapes, progress, reload };
}
