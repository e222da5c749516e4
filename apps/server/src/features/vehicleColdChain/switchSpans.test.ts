import { describe, expect, it } from 'vitest';
import { spansOf, stateAt } from './switchSpans';

const M = 60_000;

describe('spansOf', () => {
  it('clips to the range, keeps a period still going open at the end, and ignores a repeated state', () => {
    const changes = [
      { time: -5 * M, active: 1 as const }, // open before the range: the period starts at the range's start
      { time: 2 * M, active: 0 as const },
      { time: 4 * M, active: 0 as const }, // a restart recorded the same state again: no change
      { time: 6 * M, active: 1 as const },
      { time: 7 * M, active: 1 as const },
    ];
    expect(spansOf(changes, 1, 0, 10 * M)).toEqual([
      { start: 0, end: 2 * M, open: false },
      { start: 6 * M, end: 10 * M, open: true },
    ]);
    expect(spansOf(changes, 0, 0, 10 * M)).toEqual([{ start: 2 * M, end: 6 * M, open: false }]);
  });

  it('reads the state at a time, null before anything was recorded', () => {
    const changes = [
      { time: M, active: 1 as const },
      { time: 3 * M, active: 0 as const },
    ];
    expect([0, M, 2 * M, 3 * M].map((t) => stateAt(changes, t))).toEqual([null, 1, 1, 0]);
  });
});
