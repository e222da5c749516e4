import type { LiveMapView } from './liveMapView';
import { resolveProvider, type MapProvider } from './mapProvider';
import { createOfflineLiveMap } from './offlineLiveMap';

export interface CreatedLiveMap {
  view: LiveMapView;
  provider: MapProvider;
  /** True when AMap was wanted but failed and the offline map stands in. */
  fellBack: boolean;
}

/**
 * The live map for a user's map type: AMap when a key is configured and loads, the offline map otherwise (no key,
 * no network, or AMap failing).
 */
export async function createLiveMap(
  element: HTMLElement,
  options: { mapType: number; amapKey?: string | undefined },
): Promise<CreatedLiveMap> {
  const wanted = resolveProvider(options.mapType, options.amapKey);
  if (wanted === 'amap' && options.amapKey) {
    try {
      const { createAmapLiveMap } = await import('./amapLiveMap');
      return { view: await createAmapLiveMap(element, options.amapKey), provider: 'amap', fellBack: false };
    } catch {
      element.replaceChildren();
      return { view: await createOfflineLiveMap(element), provider: 'offline', fellBack: true };
    }
  }
  return { view: await createOfflineLiveMap(element), provider: 'offline', fellBack: false };
}
