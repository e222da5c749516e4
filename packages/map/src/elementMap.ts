import { CustomChart, LinesChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { CHINA_MAP, ensureChinaMap, registerCitiesAround } from './chinaGeo';
import { circleRing, type ElementShape, type LonLat } from './elementGeometry';

echarts.use([GeoComponent, TooltipComponent, CustomChart, LinesChart, ScatterChart, CanvasRenderer]);

/** The map of points, areas and lines: every element of the company, one being edited, clicks as positions. */
export interface ElementMapView {
  /** The elements drawn underneath (the company's points, areas or lines). */
  setElements(shapes: readonly ElementShape[]): void;
  /** The element being edited, drawn on top with its vertices; null for none. */
  setEditing(shape: ElementShape | null): void;
  /** Shows the box around these positions (with a margin); nothing happens for none. */
  fitTo(coords: readonly LonLat[]): void;
  /** Called with the lon/lat of a click on the map (a drag is no click). */
  onPick(handler: ((at: LonLat) => void) | null): void;
  resize(): void;
  dispose(): void;
}

const CITIES_MAP = 'element-cities';
const ZOOM_LIMITS = { min: 0.25, max: 200 };
const MARGIN = 0.3;
/**
 * About 30 km: a single point is shown among the nearest city outlines and names (the offline map has no streets;
 * closer, it would be a blank sheet). The wheel zooms further in.
 */
const MIN_SPAN_DEG = 0.3;
/** A press that moves further than this (pixels) is a drag of the map, not a click. */
const CLICK_SLOP_PX = 4;

const COLORS = {
  fill: 'rgba(22, 119, 255, 0.12)',
  stroke: '#1677ff',
  point: '#1677ff',
  editFill: 'rgba(245, 34, 45, 0.16)',
  edit: '#f5222d',
};

type Box = [[number, number], [number, number]];

/** The lon/lat box around `coords`, widened to the element's aspect ratio (degrees of longitude shrink north). */
function boxAround(coords: readonly LonLat[], element: HTMLElement): { box: Box; aspectScale: number } {
  const lons = coords.map((c) => c[0]);
  const lats = coords.map((c) => c[1]);
  let [w, e, s, n] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
  const padLon = Math.max((e - w) * MARGIN, MIN_SPAN_DEG / 2);
  const padLat = Math.max((n - s) * MARGIN, MIN_SPAN_DEG / 2);
  [w, e, s, n] = [w - padLon, e + padLon, s - padLat, n + padLat];
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

/** Rings (areas and point radii) of the shapes, each with its colours. */
function rings(shapes: readonly ElementShape[], fill: string, stroke: string) {
  return shapes.flatMap((s) => {
    const ring =
      s.kind === 'circle' || (s.kind === 'point' && s.radius)
        ? circleRing(s.at, (s as { radius: number }).radius)
        : s.kind === 'polygon'
          ? s.ring
          : null;
    return ring && ring.length > 2 ? [{ ring, fill, stroke, name: s.name ?? '' }] : [];
  });
}

function ringSeries(id: string, data: ReturnType<typeof rings>, z: number) {
  return {
    id,
    type: 'custom',
    coordinateSystem: 'geo',
    geoIndex: 0,
    silent: true,
    zlevel: z,
    data: data.map((d) => ({ value: d.ring[0], name: d.name })),
    renderItem: (params: { dataIndex: number }, api: { coord: (c: LonLat) => number[] }) => {
      const d = data[params.dataIndex];
      if (!d) return null;
      return {
        type: 'polygon',
        shape: { points: d.ring.map((c) => api.coord(c)) },
        style: { fill: d.fill, stroke: d.stroke, lineWidth: 1.5 },
      };
    },
  };
}

/**
 * The offline ECharts map (China's provinces, the cities around the view) with the elements on it. Clicks become
 * positions for the form that edits a shape; a large point layer keeps 50,000 points smooth.
 */
export async function createElementMap(element: HTMLElement): Promise<ElementMapView> {
  await ensureChinaMap(echarts);
  const chart = echarts.init(element, undefined, { renderer: 'canvas' });
  let elements: readonly ElementShape[] = [];
  let editing: ElementShape | null = null;
  let pick: ((at: LonLat) => void) | null = null;
  let frame: { box: Box; aspectScale: number } = boxAround(
    [
      [73.5, 18],
      [135, 53.5],
    ],
    element,
  );
  let view: { center?: number[]; zoom?: number } = {};
  let cities: string | null = null;
  let citiesNear: LonLat | null = null;

  const geo = () => {
    const base = {
      silent: true,
      boundingCoords: frame.box,
      aspectScale: frame.aspectScale,
      left: 0,
      right: 0,
      top: 0,
      bottom: 0,
      ...view,
    };
    return [
      {
        ...base,
        map: CHINA_MAP,
        roam: true,
        scaleLimit: ZOOM_LIMITS,
        itemStyle: { areaColor: '#f7f9fc', borderColor: '#8aa1b9', borderWidth: 2 },
        label: { show: false },
      },
      ...(cities
        ? [
            {
              ...base,
              map: cities,
              roam: false,
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
    ];
  };

  const series = () => {
    const points = elements.filter((s) => s.kind === 'point');
    const lines = elements.filter((s) => s.kind === 'line');
    const editVertices: LonLat[] = !editing
      ? []
      : editing.kind === 'polygon'
        ? editing.ring
        : editing.kind === 'line'
          ? editing.path
          : [editing.at];
    return [
      // Points underneath are markers only: 50,000 radius rings would cost seconds a frame.
      ringSeries(
        'areas',
        rings(
          elements.filter((s) => s.kind !== 'point'),
          COLORS.fill,
          COLORS.stroke,
        ),
        2,
      ),
      {
        id: 'lines',
        type: 'lines',
        coordinateSystem: 'geo',
        geoIndex: 0,
        polyline: true,
        silent: true,
        zlevel: 2,
        lineStyle: { width: 3, color: COLORS.stroke, opacity: 0.8 },
        data: lines.map((l) => ({ coords: l.kind === 'line' ? l.path : [] })),
      },
      {
        id: 'points',
        type: 'scatter',
        coordinateSystem: 'geo',
        geoIndex: 0,
        zlevel: 3,
        // Thousands of points are drawn in one pass; hovering names one.
        large: points.length > 2000,
        largeThreshold: 2000,
        symbolSize: points.length > 2000 ? 4 : 7,
        itemStyle: { color: COLORS.point, borderColor: '#fff', borderWidth: points.length > 2000 ? 0 : 1 },
        data: points.map((p) => ({ name: p.name ?? '', value: p.kind === 'point' ? p.at : [0, 0] })),
        tooltip: { formatter: '{b}' },
      },
      ringSeries('editArea', editing ? rings([editing], COLORS.editFill, COLORS.edit) : [], 4),
      {
        id: 'editLine',
        type: 'lines',
        coordinateSystem: 'geo',
        geoIndex: 0,
        polyline: true,
        silent: true,
        zlevel: 4,
        lineStyle: { width: 4, color: COLORS.edit },
        data: editing?.kind === 'line' && editing.path.length > 1 ? [{ coords: editing.path }] : [],
      },
      {
        id: 'editVertices',
        type: 'scatter',
        coordinateSystem: 'geo',
        geoIndex: 0,
        silent: true,
        zlevel: 5,
        symbolSize: 11,
        itemStyle: { color: COLORS.edit, borderColor: '#fff', borderWidth: 2 },
        label: {
          show: editing?.kind === 'line',
          formatter: (p: { dataIndex: number }) => String(p.dataIndex + 1),
        },
        data: editVertices.map((v) => ({ value: v })),
      },
    ];
  };

  const draw = (withGeo: boolean) => {
    if (chart.isDisposed()) return;
    chart.setOption(
      {
        backgroundColor: '#eef3f8',
        tooltip: { trigger: 'item' },
        ...(withGeo ? { geo: geo() } : {}),
        series: series(),
      },
      withGeo ? { notMerge: true } : { replaceMerge: ['series'] },
    );
  };

  const loadCitiesNear = (at: LonLat) => {
    if (citiesNear && Math.abs(citiesNear[0] - at[0]) + Math.abs(citiesNear[1] - at[1]) < 2) return;
    citiesNear = at;
    void registerCitiesAround(echarts, at[0], at[1], CITIES_MAP)
      .then((name) => {
        cities = name;
        draw(true);
      })
      .catch(() => undefined);
  };

  chart.on('georoam', () => {
    const option = chart.getOption() as { geo?: { center?: number[]; zoom?: number }[] };
    const [provinces, cityLayer] = [option.geo?.[0], option.geo?.[1]];
    if (!provinces) return;
    view = { center: provinces.center, zoom: provinces.zoom };
    if (cityLayer) chart.setOption({ geo: [{}, view] });
  });

  // A click is a press and release in (nearly) one place; the map's own drag pans.
  let pressed: [number, number] | null = null;
  const zr = chart.getZr();
  zr.on('mousedown', (e) => {
    pressed = [e.offsetX, e.offsetY];
  });
  zr.on('mouseup', (e) => {
    const start = pressed;
    pressed = null;
    if (!start || !pick) return;
    if (Math.hypot(e.offsetX - start[0], e.offsetY - start[1]) > CLICK_SLOP_PX) return;
    const at = chart.convertFromPixel({ geoIndex: 0 }, [e.offsetX, e.offsetY]) as number[] | undefined;
    const [lon, lat] = at ?? [];
    if (typeof lon === 'number' && typeof lat === 'number' && Number.isFinite(lon) && Number.isFinite(lat))
      pick([Math.round(lon * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6]);
  });

  draw(true);
  return {
    setElements(shapes) {
      elements = shapes;
      draw(false);
    },
    setEditing(shape) {
      editing = shape;
      draw(false);
    },
    fitTo(coords) {
      if (coords.length === 0) return;
      frame = boxAround(coords, element);
      view = {};
      const lons = coords.map((c) => c[0]);
      const lats = coords.map((c) => c[1]);
      const centre: LonLat = [
        (Math.min(...lons) + Math.max(...lons)) / 2,
        (Math.min(...lats) + Math.max(...lats)) / 2,
      ];
      draw(true);
      // City outlines only help below a province's size.
      if (Math.max(...lons) - Math.min(...lons) < 6) loadCitiesNear(centre);
    },
    onPick(handler) {
      pick = handler;
    },
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
