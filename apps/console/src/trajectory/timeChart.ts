import { formatChinaTime } from '@roadwatch/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { thinSeries } from './thinSeries';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface TimeSeries {
  name: string;
  /** [gpsTime, value] pairs, oldest first. */
  data: [number, number | null][];
}

/** One line chart over a time axis, with a cursor that moves without redrawing the lines. */
export interface TimeChart {
  setData(series: readonly TimeSeries[], min: number, max: number): void;
  /** Puts the cursor at a time (null hides it); cheap enough for every animation frame. */
  cursor(time: number | null): void;
  resize(): void;
  dispose(): void;
}

const COLORS = ['#1677ff', '#fa8c16', '#13c2c2', '#eb2f96', '#722ed1', '#52c41a'];

/**
 * The replay's charts (speed, temperature) go through this module only. A click anywhere on the plot picks the
 * time under the pointer (`onPick`); the cursor is a DOM line over the canvas, placed from the axis' pixel for the
 * time, so moving it with the replay costs no chart redraw even with 100,000 points.
 */
export function createTimeChart(
  element: HTMLElement,
  options: { cursorTestId: string; onPick: (time: number) => void },
): TimeChart {
  const chart = echarts.init(element, undefined, { renderer: 'canvas' });
  if (getComputedStyle(element).position === 'static') element.style.position = 'relative';
  const line = document.createElement('div');
  line.dataset.testid = options.cursorTestId;
  line.style.cssText =
    'position:absolute;top:28px;bottom:24px;left:0;width:2px;background:#f5222d;pointer-events:none;z-index:3;display:none;';
  element.append(line);
  let at: number | null = null;

  const place = () => {
    if (at === null || chart.isDisposed()) {
      line.style.display = 'none';
      return;
    }
    const x = chart.convertToPixel({ xAxisIndex: 0 }, at) as number | undefined;
    if (x === undefined || !Number.isFinite(x)) {
      line.style.display = 'none';
      return;
    }
    line.style.display = 'block';
    line.style.transform = `translateX(${x - 1}px)`;
    line.dataset.time = String(Math.round(at));
  };
  chart.on('rendered', place);
  chart.getZr().on('click', (event: { offsetX: number; offsetY: number }) => {
    if (!chart.containPixel({ gridIndex: 0 }, [event.offsetX, event.offsetY])) return;
    const value = chart.convertFromPixel({ xAxisIndex: 0 }, event.offsetX) as number | undefined;
    if (value !== undefined && Number.isFinite(value)) options.onPick(value);
  });

  return {
    setData(series, min, max) {
      chart.setOption(
        {
          animation: false,
          grid: { left: 44, right: 16, top: 28, bottom: 24 },
          legend: { top: 0, right: 8, itemWidth: 14, itemHeight: 8, textStyle: { fontSize: 11 } },
          tooltip: {
            trigger: 'axis',
            valueFormatter: (v: unknown) => (typeof v === 'number' ? String(Math.round(v * 10) / 10) : ''),
          },
          xAxis: {
            type: 'time',
            min,
            max,
            axisLabel: { fontSize: 10, formatter: (v: number) => formatChinaTime(v).slice(5, 16) },
          },
          yAxis: { type: 'value', axisLabel: { fontSize: 10 }, scale: true },
          series: series.map((s, i) => ({
            type: 'line',
            name: s.name,
            data: thinSeries(s.data, Math.max(200, element.clientWidth)),
            showSymbol: false,
            lineStyle: { width: 1.5 },
            color: COLORS[i % COLORS.length],
          })),
        },
        true,
      );
    },
    cursor(time) {
      at = time;
      place();
    },
    resize: () => chart.resize(),
    dispose: () => {
      chart.dispose();
      line.remove();
    },
  };
}
