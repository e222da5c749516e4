import { createAmapTrackMap } from './amapTrackMap';
import { resolveProvider, type MapProvider } from './mapProvider';
import { createOfflineTrackMap } from './offlineTrackMap';
import type { TrackMapView } from './trackMapView';

export interface CreatedTrackMap {
  view: TrackMapView;
  provider: MapProvider;
  /** True when AMap was wanted but failed and the offline map stands in. */
  fellBack: boolean;
}

/** The track map for a user's map type: AMap when a key is configured and loads, the offline map otherwise. */
export async function createTrackMap(
  element: HTMLElement,
  options: { mapType: number; amapKey?: string | undefined },
): Promise<CreatedTrackMap> {
  const wanted = resolveProvider(options.mapType, options.amapKey);
  if (wanted === 'amap' && options.amapKey) {
    try {
      return { view: await createAmapTrackMap(element, options.amapKey), provider: 'amap', fellBack: false };
    } catch {
      // No network or a rejected key: the offline map needs neither.
      element.replaceChildren();
      return { view: await createOfflineTrackMap(element), provider: 'offline', fellBack: true };
    }
  }
  return { view: await createOfflineTrackMap(element), provider: 'offline', fellBack: false };
}
