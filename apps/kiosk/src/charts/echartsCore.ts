/**
 * The kiosk's one entry to ECharts: the charts and components the boards use, the canvas renderer, and the
 * offline China map. Nothing else in the kiosk imports 'echarts' directly.
 */
import { registerChinaMap } from '@roadwatch/map';
import { BarChart, EffectScatterChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  GeoComponent,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  PolarComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  EffectScatterChart,
  LineChart,
  PieChart,
  ScatterChart,
  GeoComponent,
  GraphicComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  PolarComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export const CHINA = registerChinaMap(echarts);

export { echarts };
export type { EChartsCoreOption as ChartOption, ECharts } from 'echarts/core';
