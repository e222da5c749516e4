import { describe, expect, it } from 'vitest';
import { StoreHealth } from './StoreHealth';

const FULL = { code: 'SQLITE_FULL', reason: 'database or disk is full' };

describe('StoreHealth', () => {
  it('stays degraded while refused writes and successful ones alternate on a nearly full disk', () => {
    let now = 0;
    const health = new StoreHealth(() => now, 30_000, 10_000);
    expect(health.failed('pipeline', FULL)).toBe(true);
    for (let i = 0; i < 5; i += 1) {
      now += 2_000;
      expect(health.recovered()).toBe(false);
      expect(health.status().status).toBe('degraded');
      now += 2_000;
      expect(health.failed('pipeline', FULL)).toBe(false);
    }
    expect(health.status()).toMatchObject({ status: 'degraded', problem: { since: 0, code: 'SQLITE_FULL' } });
  });

  it('is ok again once commits go through and no write was refused for the settling time', () => {
    let now = 0;
    const health = new StoreHealth(() => now, 30_000, 10_000);
    health.failed('pipeline', FULL);
    now += 1_000;
    expect(health.recovered()).toBe(false);
    now += 9_000;
    expect(health.status().status).toBe('ok');
    expect(health.failed('pipeline', FULL)).toBe(true);
    now += 10_000;
    expect(health.recovered()).toBe(true);
    expect(health.status().status).toBe('ok');
  });
});
