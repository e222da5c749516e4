import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimiter';

describe('createRateLimiter', () => {
  it('allows the limit per key and window, then refuses until the window ends', () => {
    const limiter = createRateLimiter(3, 60_000);
    const results = [0, 1, 2, 3].map(() => limiter.allow('a', 1_000));
    expect(results).toEqual([true, true, true, false]);
    expect(limiter.allow('b', 1_000)).toBe(true);
    expect(limiter.allow('a', 60_999)).toBe(false);
    expect(limiter.allow('a', 61_000)).toBe(true);
  });
});
