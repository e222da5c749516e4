import { formatChinaTime, type ColdChainDynamicAnswer } from '@roadwatch/core';
import { LineChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  LineChart,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
  CanvasRenderer,
]);

const COLORS = ['#1677ff', '#fa8c16', '#13c2c2', '#eb2f96', '#722ed1', '#52c41a', '#2f54eb', '#faad14'];

/**
 * The time axis: what was recorded (readings, door and cooler periods) within the range, with a little room either
 * side, so a short trip in a long range is not a sliver at one edge.
 */
function extentOf(data: ColdChainDynamicAnswer): [number, number] {
  let first = Infinity;
  let last = -Infinity;
  for (const s of data.series)
    if (s.length > 0) {
      first = Math.min(first, s[0]![0]);
      last = Math.max(last, s[s.length - 1]![0]);
    }
  // A period still going at the range's end ends there; only where it began widens the axis.
  for (const span of [...data.doorOpen, ...data.coolerOff]) {
    first = Math.min(first, span.start);
    last = Math.max(last, span.start);
  }
  if (!Number.isFinite(first)) return [data.startTime, data.endTime];
  const room = Math.max((last - first) * 0.05, 60_000);
  return [Math.max(data.startTime, first - room), Math.min(data.endTime, last + room)];
}

export interface ColdChainChartLabels {
  doorOpen: string;
  coolerOff: string;
  limits: (name: string) => string;
}

export interface ColdChainChart {
  setData(data: ColdChainDynamicAnswer, labels: ColdChainChartLabels): void;
  resize(): void;
  dispose(): void;
}

/**
 * The dynamics chart goes through this module only: every probe as a line over time (a faulty reading is a gap),
 * each probe's limits as dashed lines in its colour over a light green band, door-open periods shaded orange and
 * cooler-off periods grey.
 */
export function createColdChainChart(element: HTMLElement): ColdChainChart {
  const chart = echarts.init(element, undefined, { renderer: 'canvas' });
  return {
    setData(data, labels) {
      const shade = (spans: { start: number; end: number }[], name: string) =>
        spans.map((s) => [{ name, xAxis: s.start }, { xAxis: s.end }]);
      const probeSeries = data.probes.map((p, i) => {
        const color = COLORS[i % COLORS.length]!;
        return {
          name: p.name,
          type: 'line' as const,
          showSymbol: false,
          connectNulls: false,
          data: data.series[i] ?? [],
          lineStyle: { color, width: 1.5 },
          itemStyle: { color },
          markLine: {
            silent: true,
            symbol: 'none',
            lineStyle: { color, type: 'dashed' as const, width: 1 },
            label: { show: false },
            data: [{ yAxis: p.minC }, { yAxis: p.maxC }],
          },
          markArea: {
            silent: true,
            itemStyle: { color: 'rgba(82, 196, 26, 0.08)' },
            data: [[{ name: labels.limits(p.name), yAxis: p.minC }, { yAxis: p.maxC }]],
            label: { show: false },
          },
        };
      });
      const spansSeries = [
        {
          name: labels.doorOpen,
          type: 'line' as const,
          data: [],
          itemStyle: { color: 'rgba(250, 140, 22, 0.5)' },
          markArea: {
            silent: true,
            itemStyle: { color: 'rgba(250, 140, 22, 0.18)' },
            data: shade(data.doorOpen, labels.doorOpen),
            label: { show: false },
          },
        },
        {
          name: labels.coolerOff,
          type: 'line' as const,
          data: [],
          itemStyle: { color: 'rgba(0, 0, 0, 0.35)' },
          markArea: {
            silent: true,
            itemStyle: { color: 'rgba(0, 0, 0, 0.08)' },
            data: shade(data.coolerOff, labels.coolerOff),
            label: { show: false },
          },
        },
      ];
      const [from, to] = extentOf(data);
      const short = to - from < 2 * 3_600_000;
      const values = data.series.flatMap((s) => s.flatMap(([, v]) => (v === null ? [] : [v])));
      const bounds = data.probes.flatMap((p) => [p.minC, p.maxC]);
      const low = Math.min(...values, ...bounds);
      const high = Math.max(...values, ...bounds);
      chart.setOption(
        {
          animation: false,
          legend: { top: 0 },
          grid: { left: 56, right: 24, top: 36, bottom: 28 },
          tooltip: {
            trigger: 'axis',
            valueFormatter: (v: unknown) => (typeof v === 'number' ? `${v} °C` : ''),
          },
          xAxis: {
            type: 'time',
            min: from,
            max: to,
            axisLabel: {
              formatter: (v: number) =>
                short ? formatChinaTime(v).slice(11, 19) : formatChinaTime(v).slice(5, 16),
            },
          },
          yAxis: {
            type: 'value',
            min: Number.isFinite(low) ? Math.floor(low - 1) : undefined,
            max: Number.isFinite(high) ? Math.ceil(high + 1) : undefined,
            axisLabel: { formatter: '{value} °C' },
          },
          series: [...probeSeries, ...spansSeries],
        },
        { notMerge: true },
      );
    },
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
