/**
 * echarts-gl's 3D bars on a 3D map, registered with the kiosk's ECharts. A chart using them holds one WebGL
 * context; a board uses at most one such chart (the kiosk keeps at most two contexts alive).
 */
import 'echarts-gl/lib/chart/bar3D';
import 'echarts-gl/lib/component/geo3D';
import './echartsCore';
