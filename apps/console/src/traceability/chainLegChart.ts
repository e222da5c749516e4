import { formatChinaTime, type ChainRecordProbe } from '@roadwatch/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkAreaComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([LineChart, GridComponent, LegendComponent, MarkAreaComponent, TooltipComponent, CanvasRenderer]);

export interface ChainLegChartData {
  probes: ChainRecordProbe[];
  start: number;
  end: number;
  /** The limit band's name in the page's language. */
  bandLabel: string;
}

export interface ChainLegChart {
  setData(data: ChainLegChartData): void;
  resize(): void;
  dispose(): void;
}

const COLOURS = ['#1677ff', '#fa8c16', '#722ed1', '#13c2c2'];

/**
 * A leg's temperature curves go through this module only: each probe's readings as a line over the leg's range (a
 * reading without a value is a gap), with the probes' limits as a shaded band (the narrowest when they differ).
 */
export function createChainLegChart(element: HTMLElement): ChainLegChart {
  const chart = echarts.init(element, undefined, { renderer: 'canvas' });
  return {
    setData({ probes, start, end, bandLabel }) {
      const minC = probes.length ? Math.max(...probes.map((p) => p.minC)) : null;
      const maxC = probes.length ? Math.min(...probes.map((p) => p.maxC)) : null;
      const values = probes.flatMap((p) => p.readings.flatMap((r) => (r.valueC === null ? [] : [r.valueC])));
      const low = Math.min(...values, minC ?? Infinity);
      const high = Math.max(...values, maxC ?? -Infinity);
      const sameDay = formatChinaTime(start).slice(0, 10) === formatChinaTime(end).slice(0, 10);
      chart.setOption(
        {
          animation: false,
          color: COLOURS,
          grid: { left: 52, right: 16, top: 28, bottom: 28 },
          legend: { top: 0, right: 0, data: probes.map((p) => p.name) },
          tooltip: {
            trigger: 'axis',
            valueFormatter: (v: unknown) => (typeof v === 'number' ? `${v.toFixed(1)} ℃` : ''),
          },
          xAxis: {
            type: 'time',
            min: start,
            max: end,
            axisLabel: {
              formatter: (v: number) =>
                sameDay ? formatChinaTime(v).slice(11, 16) : formatChinaTime(v).slice(5, 16),
            },
          },
          yAxis: {
            type: 'value',
            min: Number.isFinite(low) ? Math.floor(low - 1) : undefined,
            max: Number.isFinite(high) ? Math.ceil(high + 1) : undefined,
            axisLabel: { formatter: '{value} ℃' },
          },
          series: probes.map((p, i) => ({
            name: p.name,
            type: 'line',
            showSymbol: p.readings.length < 80,
            connectNulls: false,
            data: p.readings.map((r) => [r.time, r.valueC]),
            lineStyle: { width: 1.5 },
            ...(i === 0 && minC !== null && maxC !== null
              ? {
                  markArea: {
                    silent: true,
                    itemStyle: { color: 'rgba(82, 196, 26, 0.15)' },
                    label: { show: true, position: 'insideTopLeft', color: '#389e0d' },
                    data: [[{ name: `${bandLabel} ${minC} ~ ${maxC} ℃`, yAxis: minC }, { yAxis: maxC }]],
                  },
                }
              : {}),
          })),
        },
        { notMerge: true },
      );
    },
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
