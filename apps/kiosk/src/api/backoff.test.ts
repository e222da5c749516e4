import { describe, expect, it } from 'vitest';
import { BACKOFF, backoffDelay } from './backoff';

describe('reconnect backoff', () => {
  it('starts near 2 s and doubles per attempt', () => {
    expect(backoffDelay(0, () => 1)).toBe(2_000);
    expect(backoffDelay(1, () => 1)).toBe(4_000);
    expect(backoffDelay(3, () => 1)).toBe(16_000);
  });

  it('never waits longer than 60 s however many attempts failed', () => {
    expect(backoffDelay(40, () => 1)).toBe(BACKOFF.capMs);
    expect(backoffDelay(1_000, () => 0.999)).toBeLessThanOrEqual(BACKOFF.capMs);
  });

  it('spreads retries between half and all of the step', () => {
    expect(backoffDelay(2, () => 0)).toBe(4_000);
    expect(backoffDelay(2, () => 0.5)).toBe(6_000);
  });
});
