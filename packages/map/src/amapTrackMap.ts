import AMapLoader from '@amap/amap-jsapi-loader';
import gcoord from 'gcoord';
import { amapPlaybackMarker } from './amapPlaybackMarker';
import type { TrackLabels, TrackMapView } from './trackMapView';
import { speedSegments, type TrackPointInput, type TrackStyle } from './trackStyle';

/** The small part of the AMap 2.0 API used here (the loader ships no types for the global). */
interface AMapOverlay {
  setMap(map: AMapMap | null): void;
}
interface AMapMap {
  add(overlays: AMapOverlay[]): void;
  remove(overlays: AMapOverlay[]): void;
  setFitView(overlays?: AMapOverlay[], immediately?: boolean, avoid?: number[]): void;
  resize(): void;
  destroy(): void;
}
interface AMapNamespace {
  Map: new (el: HTMLElement, opts: Record<string, unknown>) => AMapMap;
  Polyline: new (opts: Record<string, unknown>) => AMapOverlay;
  Marker: new (opts: Record<string, unknown>) => AMapOverlay;
}

/** AMap draws in GCJ-02; the server stores WGS-84. */
function toGcj(coord: [number, number]): [number, number] {
  return gcoord.transform(coord, gcoord.WGS84, gcoord.GCJ02) as [number, number];
}

function markerHtml(text: string, color: string): string {
  const safe = text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<div style="background:${color};color:#fff;padding:2px 8px;border-radius:10px;font-size:12px;white-space:nowrap;box-shadow:0 1px 4px rgba(0,0,0,.3)">${safe}</div>`;
}

/** The track on Gaode (AMap) tiles; rejects when the script cannot load (no network, bad key). */
export async function createAmapTrackMap(element: HTMLElement, key: string): Promise<TrackMapView> {
  const AMap = (await AMapLoader.load({ key, version: '2.0', plugins: [] })) as AMapNamespace;
  const map = new AMap.Map(element, { zoom: 12, viewMode: '2D' });
  let overlays: AMapOverlay[] = [];
  return {
    setTrack(points: readonly TrackPointInput[], style: TrackStyle, labels: TrackLabels) {
      map.remove(overlays);
      const lines = speedSegments(points, style).map(
        (s) =>
          new AMap.Polyline({
            path: s.coords.map(toGcj),
            strokeColor: s.color,
            strokeWeight: style.lineWidth,
            strokeOpacity: 0.95,
            lineJoin: 'round',
            lineCap: 'round',
          }),
      );
      const first = points[0];
      const last = points.at(-1);
      const markers = [
        first &&
          new AMap.Marker({
            position: toGcj([first.lon, first.lat]),
            content: markerHtml(labels.start, '#52c41a'),
          }),
        last &&
          new AMap.Marker({
            position: toGcj([last.lon, last.lat]),
            content: markerHtml(labels.end, '#f5222d'),
          }),
      ].filter((m): m is AMapOverlay => Boolean(m));
      overlays = [...lines, ...markers];
      map.add(overlays);
      map.setFitView(overlays, true, [40, 40, 40, 40]);
    },
    playbackMarker: () => amapPlaybackMarker(AMap, map),
    resize: () => map.resize(),
    dispose: () => map.destroy(),
  };
}
