import { describe, expect, it } from 'vitest';
import { BASE_REPLAY_MS, createPlaybackClock } from './playbackClock';

const HOUR = 3_600_000;

function manualClock() {
  let wall = 1_000;
  return { now: () => wall, advance: (ms: number) => (wall += ms) };
}

describe('playback clock', () => {
  it('moves through track time with the wall clock, at the chosen speed', () => {
    const wall = manualClock();
    const clock = createPlaybackClock(0, 2 * HOUR, wall.now);
    clock.play();
    wall.advance(BASE_REPLAY_MS / 4);
    expect(clock.position()).toBe(HOUR / 2);
    clock.setRate(4);
    wall.advance(BASE_REPLAY_MS / 8);
    expect(clock.position()).toBe(HOUR / 2 + HOUR);
    expect(clock.state).toBe('playing');
  });

  it('stands still while paused and continues from there', () => {
    const wall = manualClock();
    const clock = createPlaybackClock(0, 2 * HOUR, wall.now);
    clock.play();
    wall.advance(BASE_REPLAY_MS / 2);
    clock.pause();
    wall.advance(60_000);
    expect(clock.position()).toBe(HOUR);
    expect(clock.state).toBe('paused');
    clock.resume();
    wall.advance(BASE_REPLAY_MS / 4);
    expect(clock.position()).toBe(HOUR + HOUR / 2);
  });

  it('finishes at the end of the track and stays there', () => {
    const wall = manualClock();
    const clock = createPlaybackClock(0, HOUR, wall.now);
    clock.setRate(16);
    clock.play();
    wall.advance(BASE_REPLAY_MS);
    expect(clock.position()).toBe(HOUR);
    expect(clock.state).toBe('finished');
    wall.advance(10_000);
    expect(clock.position()).toBe(HOUR);
  });

  it('goes back to the start on stop, and a seek moves the replay to the picked time', () => {
    const wall = manualClock();
    const clock = createPlaybackClock(0, HOUR, wall.now);
    clock.play();
    wall.advance(10_000);
    clock.stop();
    expect(clock.state).toBe('idle');
    expect(clock.position()).toBe(0);
    clock.seek(HOUR / 3);
    expect(clock.position()).toBe(HOUR / 3);
    clock.play();
    wall.advance(0);
    expect(clock.position()).toBe(0);
  });
});
