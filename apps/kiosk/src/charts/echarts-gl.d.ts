// echarts-gl ships no type declarations; its modules only register themselves with ECharts.
declare module 'echarts-gl/lib/chart/bar3D';
declare module 'echarts-gl/lib/component/geo3D';
