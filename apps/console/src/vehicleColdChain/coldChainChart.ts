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
 * each probe's limits as dashed lines in its colour, door-open periods shaded orange and cooler-off periods grey.
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
            label: { formatter: labels.limits(p.name), color, fontSize: 10 },
            data: [{ yAxis: p.minC }, { yAxis: p.maxC }],
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
            min: data.startTime,
            max: data.endTime,
            axisLabel: { formatter: (v: number) => formatChinaTime(v).slice(5, 16) },
          },
          yAxis: { type: 'value', scale: true, axisLabel: { formatter: '{value} °C' } },
          series: [...probeSeries, ...spansSeries],
        },
        { notMerge: true },
      );
    },
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
