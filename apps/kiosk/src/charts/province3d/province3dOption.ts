import { chinaProvinceCentres, provincesBoundingRect, registerProvincesSubset } from '@roadwatch/map';
import { echarts, type ChartOption } from '../echartsCore';
import { INK, mixOver } from '../palette';
import { fitProvinceView } from './fitProvinceView';

export interface ProvinceBar {
  /** Short Chinese name, as the map's regions. */
  name: string;
  /** In the display's language. */
  label: string;
  value: number;
}

export const PROVINCE_CENTRES = chinaProvinceCentres();
/** The 3D box of the map: 100 wide, bars up to 60 high (tall enough to read from across the room). */
const BOX = { width: 100, height: 60 };
const ELEVATION_DEG = 42;
/** The whole country, when the fleet has no position yet. */
const CHINA_RECT = { x: 73.5, y: 18, width: 61.5, height: 35.5 };
/** The left part of the view the ranking covers: the map stands to its right. */
export const RANKING_SHARE = 0.3;

export function barColor(ratio: number): string {
  // From cyan (few) to warm amber (most).
  const stops = ['#38d6ff', '#2f7bff', '#8f5bff', '#ffb020'];
  return stops[Math.min(stops.length - 1, Math.floor(ratio * stops.length))] as string;
}

/**
 * echarts-gl 3D bars on a 3D map of the provinces the fleet is in, seen by an orthographic camera fitted to them
 * (fitProvinceView) in a view `viewAspect` wide (width / height).
 */
export function province3dOption(
  bars: readonly ProvinceBar[],
  seriesName: string,
  viewAspect: number,
): ChartOption {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const located = bars.filter((b) => PROVINCE_CENTRES.has(b.name));
  // Only the provinces the fleet is in (and at least the whole country when it has no position yet).
  const map = registerProvincesSubset(
    located.map((b) => b.name),
    echarts,
  );
  const fit = fitProvinceView(
    provincesBoundingRect(located.map((b) => b.name)) ?? CHINA_RECT,
    viewAspect,
    BOX,
    ELEVATION_DEG,
    RANKING_SHARE,
  );
  return {
    tooltip: { show: false },
    geo3D: {
      map,
      roam: false,
      boxWidth: BOX.width,
      // Bar heights map the data onto [0, boxHeight].
      boxHeight: BOX.height,
      regionHeight: 3,
      environment: 'none',
      shading: 'lambert',
      light: {
        main: { intensity: 1.3, shadow: false, alpha: 40, beta: 30 },
        ambient: { intensity: 0.55 },
      },
      viewControl: {
        // Orthographic: the near provinces are not blown up by perspective, and the fit is exact.
        projection: 'orthographic',
        orthographicSize: fit.orthographicSize,
        alpha: ELEVATION_DEG,
        beta: 0,
        center: fit.center,
        autoRotate: false,
        rotateSensitivity: 0,
        zoomSensitivity: 0,
        panSensitivity: 0,
      },
      itemStyle: { color: '#12346b', borderColor: mixOver('#38d6ff', '#12346b', 0.8), borderWidth: 0.8 },
      regions: located.map((b) => ({
        name: b.name,
        itemStyle: { color: mixOver('#1f6fe0', INK.panel, 0.35 + 0.6 * (b.value / max)) },
      })),
      label: { show: false },
      emphasis: { label: { show: false } },
      silent: true,
    },
    series: [
      {
        type: 'bar3D',
        name: seriesName,
        coordinateSystem: 'geo3D',
        shading: 'lambert',
        barSize: 3,
        minHeight: 1,
        bevelSize: 0.3,
        // Neighbouring eastern provinces would bury each other's labels: the names are in the ranking beside.
        label: { show: false },
        data: located.map((b) => {
          const [lon, lat] = PROVINCE_CENTRES.get(b.name) as [number, number];
          return {
            name: b.label,
            value: [lon, lat, b.value],
            itemStyle: { color: barColor(b.value / max) },
          };
        }),
      },
    ],
  };
}
