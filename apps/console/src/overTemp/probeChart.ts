import { formatChinaTime } from '@roadwatch/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, MarkAreaComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([LineChart, GridComponent, MarkAreaComponent, TooltipComponent, CanvasRenderer]);

export interface ProbeChartData {
  readings: { time: number; valueC: number | null }[];
  minC: number | null;
  maxC: number | null;
  start: number;
  end: number;
  /** Series and band names in the page's language. */
  labels: { readings: string; band: string };
}

export interface ProbeChart {
  setData(data: ProbeChartData): void;
  resize(): void;
  dispose(): void;
}

/**
 * The recheck's probe charts go through this module only: the readings as a line over time (a faulty reading is a
 * gap, never a value), with the normal range as a shaded band.
 */
export function createProbeChart(element: HTMLElement): ProbeChart {
  const chart = echarts.init(element, undefined, { renderer: 'canvas' });
  return {
    setData({ readings, minC, maxC, start, end, labels }) {
      const values = readings.flatMap((r) => (r.valueC === null ? [] : [r.valueC]));
      const low = Math.min(...values, minC ?? Infinity, maxC ?? Infinity);
      const high = Math.max(...values, minC ?? -Infinity, maxC ?? -Infinity);
      chart.setOption(
        {
          animation: false,
          grid: { left: 48, right: 16, top: 16, bottom: 28 },
          tooltip: {
            trigger: 'axis',
            valueFormatter: (v: unknown) => (typeof v === 'number' ? `${v} °C` : ''),
          },
          xAxis: {
            type: 'time',
            min: start,
            max: end,
            axisLabel: { formatter: (v: number) => formatChinaTime(v).slice(11, 16) },
          },
          yAxis: {
            type: 'value',
            min: Number.isFinite(low) ? Math.floor(low - 1) : undefined,
            max: Number.isFinite(high) ? Math.ceil(high + 1) : undefined,
            axisLabel: { formatter: '{value} °C' },
          },
          series: [
            {
              name: labels.readings,
              type: 'line',
              showSymbol: readings.length < 60,
              connectNulls: false,
              data: readings.map((r) => [r.time, r.valueC]),
              lineStyle: { color: '#1677ff', width: 1.5 },
              itemStyle: { color: '#1677ff' },
              markArea: {
                silent: true,
                itemStyle: { color: 'rgba(82, 196, 26, 0.15)' },
                label: { show: true, position: 'insideTopLeft', color: '#389e0d' },
                data: [[{ name: labels.band, yAxis: minC ?? 'min' }, { yAxis: maxC ?? 'max' }]],
              },
            },
          ],
        },
        { notMerge: true },
      );
    },
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
