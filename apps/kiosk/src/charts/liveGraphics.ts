/**
 * Live chart instances and WebGL contexts created by the boards, for the runtime's checks and the kiosk bench
 * (issue 6: every ECharts instance disposed when its board leaves; at most two WebGL contexts).
 */
const live = { echarts: 0, webgl: 0 };

export function trackEChart(delta: 1 | -1): void {
  live.echarts += delta;
}

export function trackWebGL(delta: 1 | -1): void {
  live.webgl += delta;
}

export function liveGraphics(): Readonly<{ echarts: number; webgl: number }> {
  return { ...live };
}

declare global {
  interface Window {
    /** Read by the end-to-end tests and bench:kiosk. */
    __roadwatchLiveGraphics?: typeof liveGraphics;
  }
}
if (typeof window !== 'undefined') window.__roadwatchLiveGraphics = liveGraphics;
