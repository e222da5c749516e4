import type { TrajectoryPoint } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { BASE_REPLAY_MS } from './playbackClock';
import { createTrackPlayer, type PlayerView } from './trackPlayer';

const point = (gpsTime: number, lon: number): TrajectoryPoint => ({
  gpsTime,
  lon,
  lat: 30,
  speed: 40,
  direction: 0,
  mileage: 0,
  acc: 1,
});

/** The marker's node; only its data attributes are touched. */
const fakeElement = () => ({ dataset: {} }) as unknown as HTMLElement;

/** A hand-driven clock and frame queue: frames run only when the test says so. */
function manualTiming() {
  let wall = 0;
  let frames: (() => void)[] = [];
  return {
    timing: {
      now: () => wall,
      requestFrame: (callback: () => void) => frames.push(callback),
      cancelFrame: () => {
        frames = [];
      },
    },
    frame(advanceMs: number) {
      wall += advanceMs;
      const due = frames;
      frames = [];
      for (const f of due) f();
    },
  };
}

describe('track player', () => {
  it('moves the marker through time on each frame and reports the finish once', () => {
    const clock = manualTiming();
    const views: PlayerView[] = [];
    const player = createTrackPlayer((v) => views.push(v), clock.timing);
    const moves: (number | undefined)[] = [];
    const element = fakeElement();
    player.setMarker({ element, moveTo: (at) => moves.push(at?.lon), dispose: () => undefined });
    let finished = 0;
    player.setOnFinished(() => finished++);
    player.setPoints([point(0, 120), point(60_000, 121), point(120_000, 122)]);
    player.setRate(16);
    player.play();
    clock.frame(BASE_REPLAY_MS / 16 / 4);
    expect(moves.at(-1)).toBeCloseTo(120.5);
    expect(element.dataset.time).toBe('0');
    clock.frame(BASE_REPLAY_MS);
    expect(moves.at(-1)).toBe(122);
    expect(views.at(-1)).toMatchObject({ state: 'finished', index: 2 });
    clock.frame(1000);
    expect(finished).toBe(1);
  });

  it('puts the marker on a picked time while paused', () => {
    const clock = manualTiming();
    const views: PlayerView[] = [];
    const player = createTrackPlayer((v) => views.push(v), clock.timing);
    const moves: (number | undefined)[] = [];
    player.setMarker({
      element: fakeElement(),
      moveTo: (at) => moves.push(at?.lon),
      dispose: () => undefined,
    });
    player.setPoints([point(0, 120), point(60_000, 121), point(120_000, 122)]);
    player.seek(60_000);
    expect(moves.at(-1)).toBe(121);
    expect(views.at(-1)?.index).toBe(1);
  });

  it('shows the very end once finished, even when the end is crossed between two reads of the clock', () => {
    // A clock that moves on by 1 ms at every read, as a real one does between two statements.
    let wall = 0;
    let frames: (() => void)[] = [];
    const timing = {
      now: () => wall++,
      requestFrame: (callback: () => void) => frames.push(callback),
      cancelFrame: () => {
        frames = [];
      },
    };
    const player = createTrackPlayer(() => undefined, timing);
    const clockElement = fakeElement();
    player.setClockElement(clockElement);
    let finished = 0;
    player.setOnFinished(() => finished++);
    player.setPoints([point(0, 120), point(BASE_REPLAY_MS, 122)]);
    player.play();
    while (finished === 0 && frames.length > 0) {
      const due = frames;
      frames = [];
      for (const f of due) f();
    }
    expect(finished).toBe(1);
    expect(clockElement.dataset.time).toBe(String(BASE_REPLAY_MS));
  });
});
