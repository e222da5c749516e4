import AMapLoader from '@amap/amap-jsapi-loader';
import gcoord from 'gcoord';
import type { LiveMapView, LiveMark, LiveTrail, LiveViewport } from './liveMapView';

/** The small part of the AMap 2.0 API used here (the loader ships no types for the global). */
interface AMapBounds {
  getSouthWest(): { lng: number; lat: number };
  getNorthEast(): { lng: number; lat: number };
}
interface AMapOverlay {
  setMap(map: AMapMap | null): void;
}
interface AMapLabelMarker extends AMapOverlay {
  on(event: 'click', cb: () => void): void;
}
interface AMapLabelsLayer extends AMapOverlay {
  add(markers: AMapLabelMarker[]): void;
  clear(): void;
}
interface AMapMap {
  add(overlay: AMapOverlay | AMapOverlay[]): void;
  remove(overlay: AMapOverlay | AMapOverlay[]): void;
  setZoomAndCenter(zoom: number, center: [number, number]): void;
  setBounds(bounds: AMapBounds): void;
  getBounds(): AMapBounds;
  getZoom(): number;
  lngLatToContainer(p: [number, number]): { x: number; y: number };
  on(event: string, cb: () => void): void;
  resize(): void;
  destroy(): void;
}
interface AMapNamespace {
  Map: new (el: HTMLElement, opts: Record<string, unknown>) => AMapMap;
  LabelsLayer: new (opts: Record<string, unknown>) => AMapLabelsLayer;
  LabelMarker: new (opts: Record<string, unknown>) => AMapLabelMarker;
  Polyline: new (opts: Record<string, unknown>) => AMapOverlay;
  Bounds: new (sw: [number, number], ne: [number, number]) => AMapBounds;
}

const toGcj = (c: [number, number]) => gcoord.transform(c, gcoord.WGS84, gcoord.GCJ02) as [number, number];
const toWgs = (c: [number, number]) => gcoord.transform(c, gcoord.GCJ02, gcoord.WGS84) as [number, number];

const iconOf = (m: LiveMark): string => {
  const svg =
    m.kind === 'cluster'
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="36" height="36"><circle cx="18" cy="18" r="16" fill="${m.color}" stroke="#fff" stroke-width="2"/></svg>`
      : `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="20"><path d="M8,0 L15,20 L8,15 L1,20 Z" fill="${m.color}" stroke="#fff"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};

/**
 * The live map on Gaode tiles: every mark a LabelMarker in one LabelsLayer (AMap draws them on one canvas, so
 * 10,000 stay smooth), rebuilt in place per update; clusters carry their count as text.
 */
export async function createAmapLiveMap(element: HTMLElement, key: string): Promise<LiveMapView> {
  const AMap = (await AMapLoader.load({ key, version: '2.0', plugins: [] })) as AMapNamespace;
  const map = new AMap.Map(element, { zoom: 5, center: toGcj([105, 35]), viewMode: '2D' });
  const layer = new AMap.LabelsLayer({ collision: false, allowCollision: true });
  map.add(layer);
  let trails: AMapOverlay[] = [];
  const clickListeners: ((mark: LiveMark) => void)[] = [];
  const viewport = (): LiveViewport => {
    const b = map.getBounds();
    const sw = b.getSouthWest();
    const ne = b.getNorthEast();
    const [w, s] = toWgs([sw.lng, sw.lat]);
    const [e, n] = toWgs([ne.lng, ne.lat]);
    return { bbox: [w, s, e, n], widthPx: element.clientWidth };
  };
  return {
    setMarks(marks) {
      layer.clear();
      layer.add(
        marks.map((m) => {
          const marker = new AMap.LabelMarker({
            position: toGcj([m.lon, m.lat]),
            rotation: m.kind === 'vehicle' ? m.dir : 0,
            icon: { image: iconOf(m), size: m.kind === 'cluster' ? [36, 36] : [16, 20], anchor: 'center' },
            text:
              m.kind === 'cluster'
                ? {
                    content: String(m.count),
                    direction: 'center',
                    style: { fontSize: 12, fillColor: '#fff' },
                  }
                : m.label
                  ? { content: m.label, direction: 'right', style: { fontSize: 12, fillColor: '#1f2329' } }
                  : undefined,
          });
          marker.on('click', () => clickListeners.forEach((l) => l(m)));
          return marker;
        }),
      );
    },
    setTrails(next: readonly LiveTrail[]) {
      map.remove(trails);
      trails = next.map(
        (t) =>
          new AMap.Polyline({
            path: t.coords.map(toGcj),
            strokeColor: t.color,
            strokeWeight: 3,
            strokeOpacity: 0.85,
          }),
      );
      map.add(trails);
    },
    focus(lon, lat, zoom) {
      map.setZoomAndCenter(zoom ?? map.getZoom(), toGcj([lon, lat]));
    },
    fit([w, s, e, n]) {
      map.setBounds(new AMap.Bounds(toGcj([w, s]), toGcj([e, n])));
    },
    viewport,
    zoom: () => map.getZoom(),
    onViewportChange(listener) {
      map.on('moveend', listener);
      map.on('zoomend', listener);
    },
    onMarkClick(listener) {
      clickListeners.push(listener);
    },
    pixelOf(lon, lat) {
      const p = map.lngLatToContainer(toGcj([lon, lat]));
      return [p.x, p.y];
    },
    resize: () => map.resize(),
    dispose: () => map.destroy(),
  };
}
