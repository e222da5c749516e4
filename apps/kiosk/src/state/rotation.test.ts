import { describe, expect, it } from 'vitest';
import {
  advanceRotation,
  countdownSeconds,
  isDwellOver,
  moveBoard,
  msToNextBoard,
  startRotation,
  togglePause,
  type RotationBoard,
} from './rotation';

const boards: RotationBoard[] = [
  { dwellSeconds: 60, refreshSeconds: 15 },
  { dwellSeconds: 20, refreshSeconds: 5 },
  { dwellSeconds: 30, refreshSeconds: 30 },
];
const T0 = 1_700_000_000_000;

describe('board rotation', () => {
  it('stays on a board for its dwell, then shows the next one', () => {
    let state = startRotation(T0);
    state = advanceRotation(state, boards, T0 + 59_999);
    expect(state.index).toBe(0);
    expect(countdownSeconds(msToNextBoard(state, boards, T0 + 59_999))).toBe(1);
    state = advanceRotation(state, boards, T0 + 60_000);
    expect(state.index).toBe(1);
    expect(msToNextBoard(state, boards, T0 + 60_000)).toBe(20_000);
  });

  it('wraps from the last board to the first', () => {
    let state = moveBoard(startRotation(T0), boards, 2, T0);
    state = advanceRotation(state, boards, T0 + 30_000);
    expect(state.index).toBe(0);
  });

  it('moves one board only after a long stall instead of racing through the missed ones', () => {
    const state = advanceRotation(startRotation(T0), boards, T0 + 10 * 60_000);
    expect(state.index).toBe(1);
    expect(msToNextBoard(state, boards, T0 + 10 * 60_000)).toBe(20_000);
  });

  it('freezes the board countdown while paused and resumes with the time that was left', () => {
    let state = togglePause(startRotation(T0), T0 + 10_000);
    expect(msToNextBoard(state, boards, T0 + 500_000)).toBe(50_000);
    expect(advanceRotation(state, boards, T0 + 500_000).index).toBe(0);
    state = togglePause(state, T0 + 500_000);
    expect(msToNextBoard(state, boards, T0 + 500_000)).toBe(50_000);
    expect(advanceRotation(state, boards, T0 + 549_999).index).toBe(0);
    expect(advanceRotation(state, boards, T0 + 550_000).index).toBe(1);
  });

  it('arrows move in both directions with wrap-around and give the new board its full dwell', () => {
    const start = startRotation(T0);
    const back = moveBoard(start, boards, -1, T0 + 5_000);
    expect(back.index).toBe(2);
    expect(msToNextBoard(back, boards, T0 + 5_000)).toBe(30_000);
    expect(moveBoard(back, boards, 1, T0 + 6_000).index).toBe(0);
  });

  it('keeps the rotation paused when an arrow moves to another board', () => {
    const paused = togglePause(startRotation(T0), T0 + 1_000);
    const moved = moveBoard(paused, boards, 1, T0 + 2_000);
    expect(moved.index).toBe(1);
    expect(msToNextBoard(moved, boards, T0 + 90_000)).toBe(20_000);
  });
});

describe('countdowns', () => {
  it('never shows more than the full dwell, even for a time read just before the board started', () => {
    expect(countdownSeconds(msToNextBoard(startRotation(T0), boards, T0 - 300))).toBe(60);
  });

  it('rounds countdowns up to whole seconds', () => {
    expect(countdownSeconds(4_200)).toBe(5);
    expect(countdownSeconds(5_000)).toBe(5);
    expect(countdownSeconds(0)).toBe(0);
  });

  it('says the dwell is over only when unpaused', () => {
    expect(isDwellOver(startRotation(T0), boards, T0 + 60_000)).toBe(true);
    expect(isDwellOver(togglePause(startRotation(T0), T0), boards, T0 + 60_000)).toBe(false);
  });
});
