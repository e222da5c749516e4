import { formatChinaTime, type WarehouseDetailAnswer } from '@roadwatch/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkAreaComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { POINT_STATE_COLORS } from '../coldChainSite/pointStateColors';

echarts.use([LineChart, GridComponent, LegendComponent, MarkAreaComponent, TooltipComponent, CanvasRenderer]);

export interface WarehouseCurveData {
  point: WarehouseDetailAnswer['points'][number];
  startTime: number;
  endTime: number;
  /** Series and band names in the page's language. */
  words: { temperature: string; humidity: string; band: string };
}

export interface WarehouseCurveChart {
  setData(data: WarehouseCurveData): void;
  resize(): void;
  dispose(): void;
}

const LINE = '#1677ff';
const HUMIDITY = '#13c2c2';

/**
 * A warehouse point's curve goes through this module only: its temperatures over the range (a reading without a
 * value is a gap) with each reading's dot in its state's colour, the point's limits as a shaded band, and its
 * humidity on a right-hand axis when the logger reported any.
 */
export function createWarehouseCurveChart(element: HTMLElement): WarehouseCurveChart {
  const chart = echarts.init(element, undefined, { renderer: 'canvas' });
  return {
    setData({ point, startTime, endTime, words }) {
      const values = point.readings.flatMap((r) => (r.valueC === null ? [] : [r.valueC]));
      const low = Math.min(...values, point.minC);
      const high = Math.max(...values, point.maxC);
      const humid = point.readings.some((r) => r.humidity !== null);
      const sameDay = formatChinaTime(startTime).slice(0, 10) === formatChinaTime(endTime - 1).slice(0, 10);
      chart.setOption(
        {
          animation: false,
          grid: { left: 56, right: humid ? 56 : 16, top: 30, bottom: 28 },
          legend: {
            top: 0,
            right: 0,
            data: humid ? [words.temperature, words.humidity] : [words.temperature],
          },
          tooltip: { trigger: 'axis' },
          xAxis: {
            type: 'time',
            min: startTime,
            max: endTime,
            axisLabel: {
              formatter: (v: number) =>
                sameDay ? formatChinaTime(v).slice(11, 16) : formatChinaTime(v).slice(5, 16),
            },
          },
          yAxis: [
            {
              type: 'value',
              min: Math.floor(low - 1),
              max: Math.ceil(high + 1),
              axisLabel: { formatter: '{value} ℃' },
            },
            ...(humid
              ? [
                  {
                    type: 'value',
                    min: 0,
                    max: 100,
                    splitLine: { show: false },
                    axisLabel: { formatter: '{value} %' },
                  },
                ]
              : []),
          ],
          series: [
            {
              name: words.temperature,
              type: 'line',
              color: LINE,
              showSymbol: point.readings.length <= 300,
              symbolSize: 5,
              connectNulls: false,
              lineStyle: { width: 1.5 },
              data: point.readings.map((r) => ({
                value: [r.time, r.valueC],
                itemStyle: { color: POINT_STATE_COLORS[r.state] ?? LINE },
              })),
              tooltip: { valueFormatter: (v: unknown) => (typeof v === 'number' ? `${v.toFixed(1)} ℃` : '') },
              markArea: {
                silent: true,
                itemStyle: { color: 'rgba(82, 196, 26, 0.15)' },
                label: { show: true, position: 'insideTopLeft', color: '#389e0d' },
                data: [
                  [
                    { name: `${words.band} ${point.minC} ~ ${point.maxC} ℃`, yAxis: point.minC },
                    { yAxis: point.maxC },
                  ],
                ],
              },
            },
            ...(humid
              ? [
                  {
                    name: words.humidity,
                    type: 'line',
                    yAxisIndex: 1,
                    color: HUMIDITY,
                    showSymbol: point.readings.length <= 300,
                    symbolSize: 4,
                    connectNulls: false,
                    lineStyle: { width: 1, type: 'dashed' },
                    data: point.readings.map((r) => [r.time, r.humidity]),
                    tooltip: {
                      valueFormatter: (v: unknown) => (typeof v === 'number' ? `${v.toFixed(1)} %RH` : ''),
                    },
                  },
                ]
              : []),
          ],
        },
        { notMerge: true },
      );
    },
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
