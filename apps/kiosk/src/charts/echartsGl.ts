/**
 * echarts-gl's 3D bars on a 3D map, registered with the kiosk's ECharts. A chart using them holds one WebGL
 * context; a board uses at most one such chart (the kiosk keeps at most two contexts alive).
 */
import 'echarts-gl/lib/chart/bar3D';
import 'echarts-gl/lib/component/geo3D';
import graphicGL from 'echarts-gl/lib/util/graphicGL';
import displayShadowGLSL from 'echarts-gl/lib/util/shader/displayShadow.glsl.js';
import './echartsCore';

// geo3D builds a ground material for every shading, "shadow" included, and echarts-gl maps that one to the
// `ecgl.displayShadow` shader, which only its mapbox3D/maptalks3D components put in the shader library. Without
// it every 3D view logs "Shader ecgl.displayShadow.vertex not existed in library" (twice per chart).
graphicGL.Shader.import(displayShadowGLSL);
