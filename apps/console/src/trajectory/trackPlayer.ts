import { formatChinaTime, type TrajectoryPoint } from '@roadwatch/core';
import type { PlaybackMarker } from '@roadwatch/map';
import {
  createPlaybackClock,
  type PlaybackClock,
  type PlaybackRate,
  type PlaybackState,
} from './playbackClock';
import { pointAt } from './pointAt';
import type { TimeChart } from './timeChart';

/** React hears the replay's position at most this often (the marker and cursors move every frame). */
const VIEW_EVERY_MS = 200;

export interface PlayerView {
  state: PlaybackState;
  rate: PlaybackRate;
  /** Index of the point the replay stands at (the table's highlight); -1 before any. */
  index: number;
}

export interface TrackPlayer {
  setPoints(points: readonly TrajectoryPoint[]): void;
  setMarker(marker: PlaybackMarker | null): void;
  setChart(key: string, chart: TimeChart | null): void;
  setClockElement(element: HTMLElement | null): void;
  setOnFinished(callback: () => void): void;
  play(): void;
  pause(): void;
  resume(): void;
  stop(): void;
  setRate(rate: PlaybackRate): void;
  /** Jump to a time (a picked row or chart point): marker, cursors and highlight move there. */
  seek(time: number): void;
  dispose(): void;
}

export interface PlayerTiming {
  now: () => number;
  requestFrame: (callback: () => void) => number;
  cancelFrame: (handle: number) => void;
}

const browserTiming: PlayerTiming = {
  now: () => performance.now(),
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
};

/**
 * Drives the replay outside React: a time-based clock read on every animation frame moves the map marker
 * (interpolated between reports), the charts' cursors and the clock text directly; React is told the state and
 * the current point at most five times a second (and at once on every button). `onFinished` runs once at the end.
 */
export function createTrackPlayer(
  onView: (view: PlayerView) => void,
  timing: PlayerTiming = browserTiming,
): TrackPlayer {
  let points: readonly TrajectoryPoint[] = [];
  let clock: PlaybackClock | null = null;
  let marker: PlaybackMarker | null = null;
  const charts = new Map<string, TimeChart>();
  let clockElement: HTMLElement | null = null;
  let onFinished: () => void = () => undefined;
  let frame = 0;
  let lastView = -Infinity;

  const show = (force: boolean) => {
    if (!clock) return;
    const time = clock.position();
    const state = clock.state;
    const at = pointAt(points, time);
    if (at) {
      marker?.moveTo(at);
      const point = points[at.index];
      if (marker && point) marker.element.dataset.time = String(point.gpsTime);
    }
    for (const chart of charts.values()) chart.cursor(time);
    if (clockElement) {
      clockElement.dataset.time = String(Math.round(time));
      clockElement.textContent = formatChinaTime(time);
    }
    const now = timing.now();
    if (force || state !== 'playing' || now - lastView > VIEW_EVERY_MS) {
      lastView = now;
      onView({ state, rate: clock.rate, index: at?.index ?? -1 });
    }
  };

  const tick = () => {
    if (!clock) return;
    show(false);
    if (clock.state === 'playing') frame = timing.requestFrame(tick);
    else if (clock.state === 'finished') {
      // The end may be crossed between this frame's reads of the clock: the finish shows the very end.
      show(true);
      onFinished();
    }
  };

  const run = (action: (c: PlaybackClock) => void) => {
    if (!clock) return;
    timing.cancelFrame(frame);
    action(clock);
    show(true);
    if (clock.state === 'playing') frame = timing.requestFrame(tick);
    else if (clock.state === 'finished') onFinished();
  };

  return {
    setPoints(next) {
      timing.cancelFrame(frame);
      points = next;
      const first = next[0];
      const last = next.at(-1);
      clock = first && last ? createPlaybackClock(first.gpsTime, last.gpsTime, timing.now) : null;
      for (const chart of charts.values()) chart.cursor(null);
      onView({ state: 'idle', rate: 1, index: -1 });
    },
    setMarker(next) {
      marker = next;
    },
    setChart(key, chart) {
      if (chart) charts.set(key, chart);
      else charts.delete(key);
    },
    setClockElement(element) {
      clockElement = element;
    },
    setOnFinished(callback) {
      onFinished = callback;
    },
    play: () => run((c) => c.play()),
    pause: () => run((c) => c.pause()),
    resume: () => run((c) => c.resume()),
    stop: () => run((c) => c.stop()),
    setRate: (rate) => run((c) => c.setRate(rate)),
    seek: (time) => run((c) => c.seek(time)),
    dispose() {
      timing.cancelFrame(frame);
      clock = null;
    },
  };
}
