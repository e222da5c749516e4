import { chinaProvinceCentres, registerProvincesSubset } from '@roadwatch/map';
import { useMemo } from 'react';
import { EChart } from '../EChart';
import { echarts, type ChartOption } from '../echartsCore';
import '../echartsGl';
import { INK, mixOver } from '../palette';
import { rendersWebGLInSoftware } from '../softwareWebGL';
import { StillEChart } from '../StillEChart';

export interface ProvinceBar {
  name: string;
  label: string;
  value: number;
}

const CENTRES = chinaProvinceCentres();
const LABELLED = 5;

function barColor(ratio: number): string {
  // From cyan (few) to warm amber (most).
  const stops = ['#38d6ff', '#2f7bff', '#8f5bff', '#ffb020'];
  return stops[Math.min(stops.length - 1, Math.floor(ratio * stops.length))] as string;
}

/**
 * Vehicles (or alarms) per province as echarts-gl 3D bars standing on a 3D China map. One WebGL context; no
 * auto-rotation, so the GPU is idle between refreshes. On a software rasterizer it is shown as a picture
 * (stillPicture.ts).
 */
export function Province3D({
  bars,
  seriesName,
  onDrawn,
  testId,
}: {
  bars: readonly ProvinceBar[];
  seriesName: string;
  onDrawn?: () => void;
  testId?: string;
}) {
  // A refresh brings a new array even when no count changed; an unchanged view must not rebuild its 3D scene
  // (echarts-gl re-triangulates the map and rebuilds the bars on every setOption).
  const content = JSON.stringify(bars);
  const option = useMemo<ChartOption>(() => {
    const shown = JSON.parse(content) as ProvinceBar[];
    const max = Math.max(1, ...shown.map((b) => b.value));
    const located = shown.filter((b) => CENTRES.has(b.name));
    // Only the provinces the fleet is in (and at least the whole country when it has no position yet).
    const map = registerProvincesSubset(
      located.map((b) => b.name),
      echarts,
    );
    const rank = new Map([...located].sort((a, b) => b.value - a.value).map((b, i) => [b.name, i]));
    return {
      tooltip: { show: false },
      geo3D: {
        map,
        roam: false,
        boxWidth: 100,
        // Bar heights map the data onto [0, boxHeight]: tall enough to read from across the room.
        boxHeight: 36,
        regionHeight: 3,
        environment: 'none',
        shading: 'lambert',
        light: {
          main: { intensity: 1.3, shadow: false, alpha: 40, beta: 30 },
          ambient: { intensity: 0.55 },
        },
        viewControl: {
          distance: 112,
          alpha: 40,
          beta: 0,
          center: [0, -4, 0],
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
          barSize: 1.6,
          minHeight: 1,
          bevelSize: 0.3,
          label: {
            show: true,
            distance: 1,
            formatter: (p: { name: string; value: number[] }) => `${p.name} ${p.value[2] ?? ''}`,
            color: INK.text,
            fontSize: 15,
            fontWeight: 600,
            backgroundColor: 'rgba(6, 18, 42, 0.75)',
            padding: [3, 6],
            borderRadius: 3,
          },
          data: located.map((b) => {
            const [lon, lat] = CENTRES.get(b.name) as [number, number];
            return {
              name: b.label,
              value: [lon, lat, b.value],
              itemStyle: { color: barColor(b.value / max) },
              // Neighbouring eastern provinces would bury each other's labels: only the largest are named.
              label: { show: rank.get(b.name) !== undefined && (rank.get(b.name) as number) < LABELLED },
            };
          }),
        },
      ],
    };
  }, [content, seriesName]);
  return rendersWebGLInSoftware() ? (
    <StillEChart
      view="province3d"
      option={option}
      contentKey={`${seriesName}|${content}`}
      onDrawn={onDrawn}
      testId={testId}
    />
  ) : (
    <EChart option={option} onDrawn={onDrawn} webgl testId={testId} />
  );
}
