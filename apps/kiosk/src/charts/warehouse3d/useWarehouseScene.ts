import { useEffect, useMemo, useState, type RefObject } from 'react';
import { useHostSize, type HostSize } from '../useHostSize';
import { createWarehouseScene, type SceneProbe, type WarehouseScene } from './warehouseScene';

/**
 * The warehouse scene of a view mounted in `host`, with its labels' layer over the view, given the probes and
 * the host's size as they change, disposed on unmount (a disposed scene is still usable: three.js uploads its
 * resources again on the next draw, which StrictMode's second mount relies on). Null until the host is laid out.
 */
export function useWarehouseScene(
  host: RefObject<HTMLElement | null>,
  probes: readonly SceneProbe[],
): { scene: WarehouseScene; size: HostSize } | null {
  const [scene] = useState(createWarehouseScene);
  const size = useHostSize(host);

  useEffect(() => {
    host.current?.append(scene.labels);
    return () => scene.dispose();
  }, [host, scene]);

  useEffect(() => {
    scene.setProbes(probes);
  }, [scene, probes]);

  useEffect(() => {
    if (size) scene.resize(size.width, size.height);
  }, [scene, size]);

  return useMemo(() => (size ? { scene, size } : null), [scene, size]);
}
