// echarts-gl ships no type declarations; its modules only register themselves with ECharts.
declare module 'echarts-gl/lib/chart/bar3D';
declare module 'echarts-gl/lib/component/geo3D';
declare module 'echarts-gl/lib/util/graphicGL' {
  const graphicGL: { Shader: { import(source: string): void } };
  export default graphicGL;
}
declare module 'echarts-gl/lib/util/shader/displayShadow.glsl.js' {
  const source: string;
  export default source;
}
