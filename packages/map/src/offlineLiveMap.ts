import { GeoComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHINA_MAP, ensureChinaMap, registerCitiesAround } from './chinaGeo';
import type { LiveMapView, LiveViewport } from './liveMapView';
import { MarkCanvas } from './markCanvas';

echarts.use([GeoComponent, CanvasRenderer]);

/** China with a margin: the view when nothing is known yet. */
const CHINA_BOX: [[number, number], [number, number]] = [
  [73, 54],
  [135, 18],
];
/** Web map zoom levels: pixels per degree of longitude at level z are 256·2^z / 360. */
const ppdOfLevel = (z: number) => (256 * 2 ** z) / 360;
const levelOfPpd = (ppd: number) => Math.log2((ppd * 360) / 256);

/** From this web zoom level on (about a prefecture across the screen) the cities around the view are drawn. */
const CITY_LEVEL = 7;
/** The cities are loaded again once the view's centre has moved this far (degrees) from where they were. */
const CITY_RELOAD_DEG = 2;
/** The city layer's two map names, used in turn so a new set of cities replaces the one shown. */
const CITY_MAPS = ['live-cities-a', 'live-cities-b'] as const;

interface GeoView {
  center?: number[];
  zoom?: number;
}

/**
 * The live map on the offline ECharts China map. ECharts draws only the map (wheel zoom and drag pan through geo
 * roam); the marks and trails are drawn on a canvas of their own above it (`MarkCanvas`), so a frame of 10,000
 * vehicles' clusters costs a clear and a few hundred paths and never makes ECharts update or repaint the map.
 */
export async function createOfflineLiveMap(element: HTMLElement): Promise<LiveMapView> {
  await ensureChinaMap(echarts);
  const chart = echarts.init(element, undefined, { renderer: 'canvas' });
  const viewListeners: (() => void)[] = [];

  chart.setOption({
    backgroundColor: '#e9eff5',
    animation: false,
    geo: {
      map: CHINA_MAP,
      roam: true,
      boundingCoords: CHINA_BOX,
      left: 0,
      right: 0,
      top: 0,
      bottom: 0,
      scaleLimit: { min: 0.8, max: 60_000 },
      silent: true,
      itemStyle: { areaColor: '#f7f9fc', borderColor: '#8aa1b9', borderWidth: 1 },
      label: { show: false },
    },
  });

  const project = (lon: number, lat: number): [number, number] | null => {
    const p = chart.convertToPixel('geo', [lon, lat]) as number[] | undefined;
    return p && p.length === 2 ? [p[0] as number, p[1] as number] : null;
  };
  const marks = new MarkCanvas(element, project);

  const geoView = (): GeoView => {
    const geo = (chart.getOption() as { geo?: GeoView[] }).geo?.[0];
    return { center: geo?.center, zoom: geo?.zoom };
  };
  const viewport = (): LiveViewport => {
    const w = element.clientWidth || 1;
    const h = element.clientHeight || 1;
    const nw = chart.convertFromPixel('geo', [0, 0]) as number[] | undefined;
    const se = chart.convertFromPixel('geo', [w, h]) as number[] | undefined;
    if (!nw || !se) return { bbox: [73, 18, 135, 54], widthPx: w };
    return { bbox: [nw[0] ?? 73, se[1] ?? 18, se[0] ?? 135, nw[1] ?? 54], widthPx: w };
  };
  const level = () => {
    const v = viewport();
    return levelOfPpd(v.widthPx / Math.max(1e-9, v.bbox[2] - v.bbox[0]));
  };
  // Zoomed in, the province outline alone leaves a blank screen: the city boundaries (with names) of the provinces
  // around the view are drawn in a second geo layer that follows the first. Loaded when first needed and again when
  // the view has travelled; never while the whole fleet is in view (the busy case).
  let cities: { map: string; lon: number; lat: number } | null = null;
  let loadingCities = false;
  const followCities = () => {
    if (!cities) return;
    const { center, zoom } = geoView();
    chart.setOption({ geo: [{}, { center, zoom, show: level() >= CITY_LEVEL }] });
  };
  const loadCities = () => {
    if (loadingCities || level() < CITY_LEVEL) return;
    const [lon, lat] = geoView().center ?? [];
    if (lon === undefined || lat === undefined) return;
    if (cities && Math.hypot(cities.lon - lon, cities.lat - lat) < CITY_RELOAD_DEG) return;
    loadingCities = true;
    const name = cities?.map === CITY_MAPS[0] ? CITY_MAPS[1] : CITY_MAPS[0];
    void registerCitiesAround(echarts, lon, lat, name)
      .then((map) => {
        if (!map || chart.isDisposed()) return;
        cities = { map, lon, lat };
        const { center, zoom } = geoView();
        chart.setOption({
          geo: [
            {},
            {
              map,
              roam: false,
              silent: true,
              boundingCoords: CHINA_BOX,
              left: 0,
              right: 0,
              top: 0,
              bottom: 0,
              center,
              zoom,
              itemStyle: {
                areaColor: 'rgba(0,0,0,0)',
                borderColor: '#c3cfdc',
                borderWidth: 1,
                borderType: 'dashed',
              },
              label: { show: true, color: '#7b8a9c', fontSize: 12 },
            },
          ],
        });
      })
      .catch(() => undefined)
      .finally(() => {
        loadingCities = false;
      });
  };
  const moved = () => {
    followCities();
    loadCities();
    marks.draw();
    for (const listener of viewListeners) listener();
  };
  chart.on('georoam', moved);

  const setView = (center: [number, number], geoZoom: number) => {
    chart.setOption({ geo: [{ center, zoom: geoZoom }] });
    moved();
  };

  return {
    setMarks: (next) => marks.setMarks(next),
    setTrails: (trails) => marks.setTrails(trails),
    focus(lon, lat, zoom) {
      const current = geoView().zoom ?? 1;
      const target = zoom === undefined ? current : current * (ppdOfLevel(zoom) / ppdOfLevel(level()));
      setView([lon, lat], target);
    },
    fit([w, s, e, n]) {
      const v = viewport();
      const current = geoView().zoom ?? 1;
      const spanLon = Math.max(0.02, e - w);
      const spanLat = Math.max(0.02, n - s);
      const k = Math.min((v.bbox[2] - v.bbox[0]) / spanLon, (v.bbox[3] - v.bbox[1]) / spanLat) * 0.85;
      setView([(w + e) / 2, (s + n) / 2], Math.max(0.8, current * k));
    },
    viewport,
    zoom: level,
    onViewportChange(listener) {
      viewListeners.push(listener);
    },
    onMarkClick: (listener) => marks.onMarkClick(listener),
    pixelOf: project,
    resize: () => {
      chart.resize();
      moved();
    },
    dispose: () => {
      marks.dispose();
      chart.dispose();
    },
  };
}
