import gcoord from 'gcoord';
import { markerElement, turn, type PlaybackMarker } from './playbackMarker';

interface AMapMarker {
  setMap(map: unknown): void;
  setPosition(position: [number, number]): void;
  show(): void;
  hide(): void;
}

/** The replay marker on Gaode: one AMap.Marker with the shared look, moved in GCJ-02. */
export function amapPlaybackMarker(
  AMap: { Marker: new (opts: Record<string, unknown>) => unknown },
  map: unknown,
): PlaybackMarker {
  const el = markerElement();
  const marker = new AMap.Marker({ content: el, offset: [-13, -13], zIndex: 200 }) as AMapMarker;
  marker.setMap(map);
  marker.hide();
  return {
    element: el,
    moveTo(at) {
      if (!at) {
        marker.hide();
        return;
      }
      marker.setPosition(gcoord.transform([at.lon, at.lat], gcoord.WGS84, gcoord.GCJ02) as [number, number]);
      turn(el, at.direction);
      marker.show();
    },
    dispose: () => marker.setMap(null),
  };
}
