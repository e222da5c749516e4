import { LinesChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHINA_MAP, ensureChinaMap, registerCitiesAround } from './chinaGeo';
import { offlinePlaybackMarker } from './offlinePlaybackMarker';
import type { TrackLabels, TrackMapView } from './trackMapView';
import { speedSegments, type TrackPointInput, type TrackSegment, type TrackStyle } from './trackStyle';

echarts.use([GeoComponent, TooltipComponent, LinesChart, ScatterChart, CanvasRenderer]);

/**
 * Margin around the track, as a share of its extent, and at least ~5 km: a parked vehicle's few points (or a
 * position alone) would otherwise fill the map with the inside of one district, no border or name in sight.
 */
const MARGIN = 0.25;
const MIN_MARGIN_DEG = 0.05;

const START_COLOR = '#52c41a';
/** Wheel zoom around the track's own box: out to a quarter, in to 40 times (a few streets). */
const ZOOM_LIMITS = { min: 0.25, max: 40 };
const END_COLOR = '#f5222d';

/** Band runs grouped by their colour, in the order the colours first appear. */
function runsByColor(segments: readonly TrackSegment[]): [string, TrackSegment[]][] {
  const groups = new Map<string, TrackSegment[]>();
  for (const seg of segments) {
    const runs = groups.get(seg.color);
    if (runs) runs.push(seg);
    else groups.set(seg.color, [seg]);
  }
  return [...groups];
}

/** The lon/lat box the view shows: the track with a margin, widened to the element's aspect ratio. */
function viewBox(
  points: readonly TrackPointInput[],
  element: HTMLElement,
): { box: [[number, number], [number, number]]; aspectScale: number } {
  const lons = points.map((p) => p.lon);
  const lats = points.map((p) => p.lat);
  let [w, e, s, n] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
  const padLon = Math.max((e - w) * MARGIN, MIN_MARGIN_DEG);
  const padLat = Math.max((n - s) * MARGIN, MIN_MARGIN_DEG);
  [w, e, s, n] = [w - padLon, e + padLon, s - padLat, n + padLat];
  // Degrees of longitude shrink with latitude; widen the shorter side so the box matches the element.
  const kx = Math.cos((((s + n) / 2) * Math.PI) / 180);
  const aspect = (element.clientWidth || 1) / (element.clientHeight || 1);
  const width = (e - w) * kx;
  const height = n - s;
  if (width / height < aspect) {
    const extra = (height * aspect - width) / kx / 2;
    [w, e] = [w - extra, e + extra];
  } else {
    const extra = (width / aspect - height) / 2;
    [s, n] = [s - extra, n + extra];
  }
  return {
    box: [
      [w, n],
      [e, s],
    ],
    aspectScale: kx,
  };
}

/** The track on ECharts geo over China's real province boundaries: no key, no tiles, no network. */
export async function createOfflineTrackMap(element: HTMLElement): Promise<TrackMapView> {
  await ensureChinaMap(echarts);
  const chart = echarts.init(element, undefined, { renderer: 'canvas' });
  return {
    setTrack(points: readonly TrackPointInput[], style: TrackStyle, labels: TrackLabels) {
      const first = points[0];
      const last = points.at(-1);
      if (!first || !last) {
        chart.clear();
        return;
      }
      const { box, aspectScale } = viewBox(points, element);
      // Both layers show the same lon/lat box, filling the element (the box already has its aspect ratio). The
      // provinces layer takes the wheel and drag (the track and its markers are drawn on it); the cities layer
      // follows it (below), so the two never part.
      const base = {
        silent: true,
        boundingCoords: box,
        aspectScale,
        left: 0,
        right: 0,
        top: 0,
        bottom: 0,
      };
      // Where the user has panned and zoomed to; a new track starts from its own box again.
      let view: { center?: number[]; zoom?: number } = {};
      const draw = (citiesMap: string | null) =>
        chart.setOption(
          {
            backgroundColor: '#eef3f8',
            geo: [
              {
                ...base,
                map: CHINA_MAP,
                roam: true,
                scaleLimit: ZOOM_LIMITS,
                ...view,
                itemStyle: { areaColor: '#f7f9fc', borderColor: '#8aa1b9', borderWidth: 2 },
                label: { show: false },
              },
              ...(citiesMap
                ? [
                    {
                      ...base,
                      map: citiesMap,
                      roam: false,
                      ...view,
                      itemStyle: {
                        areaColor: 'rgba(0,0,0,0)',
                        borderColor: '#c3cfdc',
                        borderWidth: 1,
                        borderType: 'dashed',
                      },
                      label: { show: true, color: '#7b8a9c', fontSize: 12 },
                    },
                  ]
                : []),
            ],
            series: [
              // One series per colour holding that band's runs (one polyline each), drawn in ECharts' large mode
              // (one path per series), so a 100,000-point track draws as fast as a short one.
              ...runsByColor(speedSegments(points, style)).map(([color, runs]) => ({
                type: 'lines' as const,
                coordinateSystem: 'geo',
                geoIndex: 0,
                polyline: true,
                silent: true,
                zlevel: 2,
                large: true,
                largeThreshold: 1,
                lineStyle: {
                  width: style.lineWidth,
                  opacity: 0.95,
                  color,
                  cap: 'round' as const,
                  join: 'round' as const,
                },
                data: runs.map((seg) => ({ coords: seg.coords })),
              })),
              {
                type: 'scatter',
                coordinateSystem: 'geo',
                geoIndex: 0,
                symbolSize: 14,
                zlevel: 3,
                itemStyle: { borderColor: '#fff', borderWidth: 2 },
                label: {
                  show: true,
                  position: 'top',
                  formatter: '{b}',
                  backgroundColor: '#fff',
                  padding: [3, 6],
                  borderRadius: 3,
                  color: '#1f2329',
                  fontWeight: 'bold',
                },
                data: [
                  { name: labels.start, value: [first.lon, first.lat], itemStyle: { color: START_COLOR } },
                  { name: labels.end, value: [last.lon, last.lat], itemStyle: { color: END_COLOR } },
                ],
              },
            ],
          },
          true,
        );
      draw(null);
      chart.off('georoam');
      chart.on('georoam', () => {
        const geo = (chart.getOption() as { geo?: { center?: number[]; zoom?: number }[] }).geo;
        const [provinces, cities] = [geo?.[0], geo?.[1]];
        if (!provinces) return;
        view = { center: provinces.center, zoom: provinces.zoom };
        if (cities) chart.setOption({ geo: [{}, view] });
      });
      void registerCitiesAround(echarts, first.lon, first.lat)
        .then((name) => {
          if (name && !chart.isDisposed()) draw(name);
        })
        .catch(() => undefined);
    },
    playbackMarker: () => offlinePlaybackMarker(chart, element),
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
