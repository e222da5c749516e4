import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { useStageScale } from '../layout/useStageScale';
import { echarts, type ChartOption, type ECharts } from './echartsCore';
import { trackEChart, trackWebGL } from './liveGraphics';
import { finishWebGL, releaseWebGL } from './softwareWebGL';

export interface EChartProps {
  option: ChartOption;
  /** Called once, after the first 'finished' event (every series drawn, animations done). */
  onDrawn?: () => void;
  /** The chart uses echarts-gl (counts as a WebGL context while alive). */
  webgl?: boolean;
  testId?: string;
  style?: CSSProperties;
}

/**
 * One ECharts instance for the life of the component: init on mount, setOption when the option changes (never
 * re-init for data), dispose on unmount. Drawn at the screen's real pixels: devicePixelRatio is the window's
 * times the stage scale, so the 1920×1080 layout stays sharp at 4K and at 125/150 % OS scaling. A new stage
 * scale (window resized) re-creates the instance, since ECharts fixes its pixel ratio at init.
 */
export function EChart({ option, onDrawn, webgl = false, testId, style }: EChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const applied = useRef<ChartOption | null>(null);
  const latest = useRef(option);
  const drawn = useRef(onDrawn);
  // Kept current for the init effect (a re-init after a scale change) and the 'finished' handler.
  useLayoutEffect(() => {
    latest.current = option;
    drawn.current = onDrawn;
  });
  const scale = useStageScale();

  useEffect(() => {
    const el = host.current;
    if (!el) return undefined;
    const instance = echarts.init(el, undefined, {
      renderer: 'canvas',
      devicePixelRatio: (window.devicePixelRatio || 1) * scale,
    });
    trackEChart(1);
    if (webgl) trackWebGL(1);
    let reported = false;
    instance.on('finished', () => {
      if (reported) return;
      reported = true;
      if (webgl) finishWebGL(el);
      drawn.current?.();
    });
    // The first draw happens off-screen (the incoming board is hidden until it has drawn): an entry animation
    // nobody sees would only hold up the swap (a line's symbols alone pop in over 200–300 ms whatever the
    // option's duration). Later updates on screen animate as their option says.
    instance.setOption({ ...latest.current, animation: false });
    applied.current = latest.current;
    chart.current = instance;
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      if (webgl) releaseWebGL(el);
      instance.dispose();
      chart.current = null;
      applied.current = null;
      trackEChart(-1);
      if (webgl) trackWebGL(-1);
    };
  }, [scale, webgl]);

  useEffect(() => {
    if (!chart.current || applied.current === option) return;
    chart.current.setOption({ animation: true, ...option });
    applied.current = option;
  }, [option]);

  return <div ref={host} className="chart" style={style} data-testid={testId} />;
}
