import type { OfflineTrendDay } from '@roadwatch/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

/** A line of the vehicles offline per day; the offline trend report reaches ECharts only through this module. */
export interface OfflineDaysChart {
  setData(days: readonly OfflineTrendDay[], name: string): void;
  resize(): void;
  dispose(): void;
}

export function createOfflineDaysChart(element: HTMLElement): OfflineDaysChart {
  const chart = echarts.init(element, undefined, { renderer: 'canvas' });
  return {
    setData(days, name) {
      chart.setOption(
        {
          animation: false,
          grid: { left: 40, right: 16, top: 12, bottom: 24 },
          tooltip: { trigger: 'axis' },
          xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)) },
          yAxis: { type: 'value', minInterval: 1 },
          series: [
            {
              type: 'line',
              name,
              data: days.map((d) => d.vehicles),
              color: '#fa8c16',
              areaStyle: { opacity: 0.15 },
              symbolSize: 5,
            },
          ],
        },
        true,
      );
    },
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
