import { describe, expect, it } from 'vitest';
import { frameScheduler } from './frameScheduler';

describe('frameScheduler', () => {
  it('folds any number of requests between frames into one draw', () => {
    const frames: (() => void)[] = [];
    let draws = 0;
    const s = frameScheduler(
      () => (draws += 1),
      (cb) => frames.push(cb),
      () => undefined,
    );
    for (let i = 0; i < 1000; i += 1) s.request();
    expect(frames.length).toBe(1);
    frames.shift()?.();
    expect(draws).toBe(1);
    s.request();
    expect(frames.length).toBe(1);
  });

  it('draws nothing after dispose', () => {
    let cancelled = 0;
    const s = frameScheduler(
      () => undefined,
      () => 7,
      (id) => (cancelled = id),
    );
    s.request();
    s.dispose();
    expect(cancelled).toBe(7);
  });
});
