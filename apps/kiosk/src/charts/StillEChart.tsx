import { useEffect, useLayoutEffect, useRef } from 'react';
import { useStageScale } from '../layout/useStageScale';
import { echarts, type ChartOption, type ECharts } from './echartsCore';
import { trackEChart, trackWebGL } from './liveGraphics';
import { releaseWebGL } from './softwareWebGL';
import { keepPicture, keptPicture, paintPicture } from './stillPicture';
import { useHostSize } from './useHostSize';

export interface StillEChartProps {
  /** Names the view's kept picture (one per view). */
  view: string;
  option: ChartOption;
  /** Identifies what the option draws: the same content (at the same size) is shown from the kept picture. */
  contentKey: string;
  onDrawn?: () => void;
  testId?: string;
}

interface OffPageChart {
  instance: ECharts;
  offPage: HTMLDivElement;
  /** Size and pixel ratio it was created for. */
  fits: string;
}

function disposeOffPage(chart: OffPageChart): void {
  releaseWebGL(chart.offPage);
  chart.instance.dispose();
  trackEChart(-1);
  trackWebGL(-1);
}

/**
 * An echarts-gl chart shown as a picture (stillPicture.ts): drawn by an instance in a container that is not on
 * the page, copied into the canvas that is. The instance is created only when the kept picture does not fit
 * (other content, size or pixel ratio), kept for later changes while mounted, and disposed on unmount.
 */
export function StillEChart({ view, option, contentKey, onDrawn, testId }: StillEChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLCanvasElement>(null);
  const drawn = useRef(onDrawn);
  useLayoutEffect(() => {
    drawn.current = onDrawn;
  });
  const size = useHostSize(host);
  const scale = useStageScale();
  const chart = useRef<OffPageChart | null>(null);
  useEffect(
    () => () => {
      if (chart.current) disposeOffPage(chart.current);
      chart.current = null;
    },
    [],
  );

  useEffect(() => {
    const canvas = target.current;
    if (!size || !canvas || size.width === 0 || size.height === 0) return undefined;
    const pixelRatio = (window.devicePixelRatio || 1) * scale;
    const fits = `${size.width}x${size.height}@${pixelRatio}`;
    const key = `${contentKey}|${fits}`;
    const kept = keptPicture(view, key);
    if (kept) {
      paintPicture(canvas, kept);
      drawn.current?.();
      return undefined;
    }
    if (chart.current && chart.current.fits !== fits) {
      disposeOffPage(chart.current);
      chart.current = null;
    }
    if (!chart.current) {
      const offPage = document.createElement('div');
      const instance = echarts.init(offPage, undefined, {
        renderer: 'canvas',
        width: size.width,
        height: size.height,
        devicePixelRatio: pixelRatio,
      });
      chart.current = { instance, offPage, fits };
      trackEChart(1);
      trackWebGL(1);
    }
    const { instance } = chart.current;
    let current = true;
    const onFinished = () => {
      instance.off('finished', onFinished);
      if (!current) return;
      paintPicture(canvas, keepPicture(view, key, instance.getRenderedCanvas() as HTMLCanvasElement));
      drawn.current?.();
    };
    instance.on('finished', onFinished);
    // Nobody sees the drawing happen: no animation, and the whole option replaces the last one.
    instance.setOption({ ...option, animation: false }, { notMerge: true });
    return () => {
      current = false;
      instance.off('finished', onFinished);
    };
  }, [size, scale, contentKey, option, view]);

  return (
    <div ref={host} className="chart chart--still" data-testid={testId}>
      <canvas ref={target} />
    </div>
  );
}
