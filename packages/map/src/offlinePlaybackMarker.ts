import type { EChartsType } from 'echarts/core';
import { markerElement, turn, type MarkerPosition, type PlaybackMarker } from './playbackMarker';

/**
 * The replay marker on the offline map: a DOM node over the chart, placed at the geo component's pixel for the
 * position. Moving it never redraws the chart (a 100,000-point line stays as drawn); it follows pans and zooms by
 * re-placing itself after each render.
 */
export function offlinePlaybackMarker(chart: EChartsType, element: HTMLElement): PlaybackMarker {
  const el = markerElement();
  el.style.position = 'absolute';
  el.style.zIndex = '5';
  el.style.display = 'none';
  if (getComputedStyle(element).position === 'static') element.style.position = 'relative';
  element.append(el);
  let at: MarkerPosition | null = null;

  const place = () => {
    if (!at || chart.isDisposed()) {
      el.style.display = 'none';
      return;
    }
    const pixel = chart.convertToPixel({ geoIndex: 0 }, [at.lon, at.lat]) as number[] | undefined;
    const [x, y] = pixel ?? [];
    if (x === undefined || y === undefined || !Number.isFinite(x) || !Number.isFinite(y)) {
      el.style.display = 'none';
      return;
    }
    el.style.display = 'flex';
    el.style.transform = `translate(${x - 13}px, ${y - 13}px)`;
    el.style.left = '0';
    el.style.top = '0';
    turn(el, at.direction);
  };
  chart.on('rendered', place);

  return {
    element: el,
    moveTo(next) {
      at = next;
      place();
    },
    dispose() {
      if (!chart.isDisposed()) chart.off('rendered', place);
      el.remove();
    },
  };
}
