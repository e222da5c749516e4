import { SESSION } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { decide, delayAfter, PENDING_STALE_MS } from './loginThrottlePolicy';

const NOW = 1_800_000_000_000;
const row = (failures: number, lastFailureAgoMs: number, pending = 0, pendingAgoMs = 0) => ({
  failures,
  last_failure_at: NOW - lastFailureAgoMs,
  pending,
  pending_since: NOW - pendingAgoMs,
});

describe('sign-in throttle policy', () => {
  it('doubles the wait with each failure past the free ones, up to the maximum', () => {
    expect(delayAfter(4, 5)).toBe(0);
    expect(delayAfter(5, 5)).toBe(SESSION.loginDelayFirstMs);
    expect(delayAfter(6, 5)).toBe(2 * SESSION.loginDelayFirstMs);
    expect(delayAfter(7, 5)).toBe(4 * SESSION.loginDelayFirstMs);
    expect(delayAfter(50, 5)).toBe(SESSION.loginDelayMaxMs);
  });

  it('counts attempts being verified against the failures still allowed', () => {
    expect(decide(row(3, 1_000, 1), 5, NOW)).toMatchObject({ kind: 'go' });
    expect(decide(row(3, 1_000, 2), 5, NOW)).toEqual({ kind: 'busy' });
    expect(decide(undefined, 5, NOW)).toEqual({ kind: 'go', failures: 0, pending: 0 });
  });

  it('locks until the delay after the last failure, then lets one attempt at a time through', () => {
    expect(decide(row(5, 10_000), 5, NOW)).toEqual({
      kind: 'locked',
      until: NOW - 10_000 + SESSION.loginDelayFirstMs,
    });
    expect(decide(row(5, SESSION.loginDelayFirstMs), 5, NOW)).toMatchObject({ kind: 'go' });
    expect(decide(row(5, SESSION.loginDelayFirstMs, 1), 5, NOW)).toEqual({ kind: 'busy' });
  });

  it('forgets failures a window after the last one and pending attempts that died', () => {
    expect(decide(row(12, SESSION.loginWindowMs), 5, NOW)).toMatchObject({ kind: 'go', failures: 0 });
    expect(decide(row(0, 0, 5, PENDING_STALE_MS), 5, NOW)).toMatchObject({ kind: 'go', pending: 0 });
  });
});
