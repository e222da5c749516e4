import { ACC_STATUS } from '@roadwatch/core';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveBus, LiveEvent } from '../src/live/liveBus';
import { createRedisLiveBus, LIVE_CHANNEL } from '../src/live/redisLiveBus';
import { startRedisServer, type RedisServer } from './helpers/redisServer';

let redis: RedisServer;
let a: LiveBus;
let b: LiveBus;

function event(vehicleId: number): LiveEvent {
  return {
    type: 'vehicle',
    companyId: 1,
    departmentPath: '/1/',
    state: {
      vehicleId,
      plate: `沪A${vehicleId}`,
      departmentId: 1,
      online: 1,
      acc: ACC_STATUS.on,
      lon: 121,
      lat: 31,
      speedKmh: 50,
      direction: 0,
      mileageKm: 0,
      gpsTime: 0,
      alarmFlags: [],
    },
  };
}

/** Collects a bus's deliveries; `until(n)` resolves once n have arrived. */
function recorder(bus: LiveBus) {
  const seen: number[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  bus.subscribe((e) => {
    if (e.type === 'vehicle') seen.push(e.state.vehicleId);
    for (const w of waiters.filter((w) => seen.length >= w.n)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  });
  return {
    seen,
    until: (n: number) =>
      new Promise<void>((resolve) => (seen.length >= n ? resolve() : waiters.push({ n, resolve }))),
  };
}

beforeAll(async () => {
  redis = await startRedisServer();
  a = await createRedisLiveBus(redis.url, 'instance-a');
  b = await createRedisLiveBus(redis.url, 'instance-b');
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await redis?.stop();
});

describe('Redis live bus', () => {
  it('delivers every event exactly once on every instance, in order, the local copy at once', async () => {
    const onA = recorder(a);
    const onB = recorder(b);
    a.publish(event(1));
    // Local delivery does not wait for Redis.
    expect(onA.seen).toEqual([1]);
    b.publish(event(2));
    a.publish(event(3));
    b.publish(event(4));
    await onA.until(4);
    await onB.until(4);
    // A marker from each side proves nothing more is on its way.
    a.publish(event(98));
    b.publish(event(99));
    await onA.until(6);
    await onB.until(6);
    expect(onA.seen.filter((id) => id < 90).sort()).toEqual([1, 2, 3, 4]);
    expect(onB.seen.filter((id) => id < 90).sort()).toEqual([1, 2, 3, 4]);
    expect(onA.seen.filter((id) => id === 1 || id === 3)).toEqual([1, 3]);
    expect(onB.seen.filter((id) => id === 2 || id === 4)).toEqual([2, 4]);
    expect(onA.seen).toHaveLength(6);
    expect(onB.seen).toHaveLength(6);
  });

  it('ignores foreign or malformed messages on the channel', async () => {
    const onB = recorder(b);
    const raw = new Redis(redis.url);
    try {
      await raw.publish(LIVE_CHANNEL, 'not json');
      await raw.publish(LIVE_CHANNEL, JSON.stringify({ origin: 'x', event: { type: 'shutdown' } }));
      await raw.publish(
        LIVE_CHANNEL,
        JSON.stringify({ origin: 'x', event: { ...event(5), companyId: '1' } }),
      );
      await raw.publish(LIVE_CHANNEL, JSON.stringify({ origin: 'x', event: event(6) }));
    } finally {
      raw.disconnect();
    }
    await onB.until(1);
    expect(onB.seen).toEqual([6]);
  });

  it('refuses to start when Redis cannot be reached', async () => {
    await expect(createRedisLiveBus('redis://127.0.0.1:1', 'instance-c')).rejects.toThrow();
  });
});
