import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle (TTS history scrolling, 500 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, then at most once per interval with the latest arguments', () => {
    const calls: number[] = [];
    const onScroll = throttle((y: number) => calls.push(y), 500);
    onScroll(1);
    onScroll(2);
    onScroll(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(499);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(600);
    onScroll(4);
    expect(calls).toEqual([1, 3, 4]);
  });
});
