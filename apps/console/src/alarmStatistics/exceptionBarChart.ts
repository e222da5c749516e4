import type { ExceptionTypeSeries } from '@roadwatch/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Bars per day stacked by exception type; the analysis page reaches ECharts only through this module. */
export interface ExceptionBarChart {
  setData(days: readonly string[], series: readonly ExceptionTypeSeries[]): void;
  resize(): void;
  dispose(): void;
}

const COLORS = [
  '#1677ff',
  '#fa8c16',
  '#13c2c2',
  '#eb2f96',
  '#722ed1',
  '#52c41a',
  '#faad14',
  '#2f54eb',
  '#a0d911',
];

export function createExceptionBarChart(element: HTMLElement): ExceptionBarChart {
  const chart = echarts.init(element, undefined, { renderer: 'canvas' });
  return {
    setData(days, series) {
      chart.setOption(
        {
          animation: false,
          grid: { left: 44, right: 16, top: 36, bottom: 28 },
          legend: { top: 0, type: 'scroll' },
          tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
          xAxis: { type: 'category', data: days.map((d) => d.slice(5)) },
          yAxis: { type: 'value', minInterval: 1 },
          series: series.map((s, i) => ({
            type: 'bar',
            stack: 'exceptions',
            name: s.typeName,
            data: s.counts,
            color: COLORS[i % COLORS.length],
          })),
        },
        true,
      );
    },
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
