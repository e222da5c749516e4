import { provinceLabel } from '@roadwatch/core';
import type { ChartOption } from '../echartsCore';
import { CHINA } from '../echartsCore';
import { INK, withAlpha } from '../palette';
import type { MapView } from './clusterPoints';

/**
 * The live map: the offline China map fitted to the fleet, single vehicles as small dots in their state's
 * colour, clusters as discs sized by count (log) with the count inside, ringed in their most urgent state.
 * Province names in the display's language.
 */
export function liveMapOption(
  view: MapView,
  colorOf: (state: number) => string,
  language: string,
): ChartOption {
  const singles = view.points.filter((p) => p.count === 1);
  const clusters = view.points.filter((p) => p.count > 1);
  return {
    animation: false,
    geo: {
      map: CHINA,
      roam: false,
      boundingCoords: view.bounds,
      layoutCenter: ['50%', '50%'],
      layoutSize: '100%',
      silent: true,
      label: {
        show: true,
        color: withAlpha('#7f9bc2', 0.55),
        fontSize: 15,
        formatter: (p: { name: string }) => provinceLabel(p.name, language),
      },
      itemStyle: {
        areaColor: {
          type: 'radial',
          x: 0.5,
          y: 0.5,
          r: 0.9,
          colorStops: [
            { offset: 0, color: '#0f3366' },
            { offset: 1, color: '#081b3d' },
          ],
        },
        borderColor: withAlpha('#38d6ff', 0.55),
        borderWidth: 1.2,
        shadowColor: 'rgba(56, 214, 255, 0.35)',
        shadowBlur: 12,
      },
    },
    series: [
      {
        type: 'scatter',
        coordinateSystem: 'geo',
        symbolSize: 9,
        large: singles.length > 2000,
        itemStyle: { borderColor: 'rgba(3, 10, 25, 0.8)', borderWidth: 1 },
        data: singles.map((p) => ({ value: [p.lon, p.lat], itemStyle: { color: colorOf(p.state) } })),
        z: 3,
      },
      {
        type: 'scatter',
        coordinateSystem: 'geo',
        data: clusters.map((p) => ({
          value: [p.lon, p.lat, p.count],
          symbolSize: Math.min(64, 24 + Math.log2(p.count) * 6),
          itemStyle: {
            color: withAlpha('#1f6fe0', 0.78),
            borderColor: colorOf(p.state),
            borderWidth: 3,
            shadowColor: colorOf(p.state),
            shadowBlur: 10,
          },
        })),
        label: {
          show: true,
          formatter: (p: { value: unknown }) => String((p.value as number[])[2]),
          color: INK.text,
          fontSize: 15,
          fontWeight: 700,
        },
        z: 4,
      },
    ],
  };
}
