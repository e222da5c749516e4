import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export type BoardChartKind = 'bar' | 'line' | 'pie' | 'hbar';

export interface BoardChartData {
  kind: BoardChartKind;
  labels: readonly string[];
  values: readonly number[];
  /** Series name in the tooltip. */
  name: string;
  /** Several series over the same labels (bar or line) instead of `values`; a null value is a gap. */
  series?: readonly { name: string; values: readonly (number | null)[] }[];
  /** Bars of the series stacked on each other. */
  stacked?: boolean;
}

/** One chart of the fleet boards; the boards reach ECharts only through this module. */
export interface BoardChart {
  setData(data: BoardChartData): void;
  resize(): void;
  dispose(): void;
}

const COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#f5222d', '#722ed1', '#13c2c2', '#8c8c8c', '#eb2f96'];

function optionOf({ kind, labels, values, name, series, stacked }: BoardChartData) {
  if (kind === 'pie')
    return {
      animation: false,
      color: COLORS,
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          name,
          radius: ['40%', '68%'],
          center: ['50%', '45%'],
          label: { formatter: '{b}: {c}' },
          data: labels.map((label, i) => ({ name: label, value: values[i] ?? 0 })),
        },
      ],
    };
  const horizontal = kind === 'hbar';
  const category = { type: 'category', data: labels, inverse: horizontal };
  const value = { type: 'value', minInterval: 1 };
  return {
    animation: false,
    color: COLORS,
    grid: { left: horizontal ? 96 : 56, right: 24, top: 16, bottom: series ? 56 : 28 },
    tooltip: { trigger: 'axis' },
    xAxis: horizontal ? value : category,
    yAxis: horizontal ? category : value,
    ...(series ? { legend: { bottom: 0, type: 'scroll' } } : {}),
    series: series
      ? series.map((s) => ({
          type: kind === 'line' ? 'line' : 'bar',
          name: s.name,
          data: s.values,
          ...(stacked ? { stack: 'all' } : {}),
          connectNulls: false,
        }))
      : [{ type: horizontal ? 'bar' : kind, name, data: values, smooth: kind === 'line' }],
  };
}

export function createBoardChart(element: HTMLElement): BoardChart {
  const chart = echarts.init(element, undefined, { renderer: 'canvas' });
  return {
    setData: (data) => chart.setOption(optionOf(data), true),
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
