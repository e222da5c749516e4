import type { OfflineVehicleRow, Page } from '@roadwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../helpers/testApp';
import { apiOf, NOW, vehiclesOf } from '../fleetCost/fleetCostWorld';

/**
 * Offline vehicles from the latest stored state: silent longer than the threshold, longest first, handled with a
 * note (at most 200 characters, nothing written otherwise) for the current offline period only, filterable by
 * handled state, and out of another company's reach.
 */
const HOUR = 3_600_000;
let t: TestApp;
let api: ReturnType<typeof apiOf>;
let admin = '';
let other = '';
let a = 0;
let b = 0;

beforeAll(async () => {
  t = await startTestApp({ config: { now: () => NOW } });
  api = apiOf(t);
  admin = (await loginAs(t.app, 'admin')).token;
  other = (await loginAs(t.app, 'other_admin')).token;
  [a = 0, b = 0] = await vehiclesOf(t, 1, 2);
  // Everything online, then A silent for 30 h and B for 3 h.
  await t.db
    .updateTable('vehicle_states')
    .set({ online: 1, gps_time: NOW - 60_000 })
    .execute();
  for (const [id, silent] of [
    [a, 30 * HOUR],
    [b, 3 * HOUR],
  ] as const)
    await t.db
      .updateTable('vehicle_states')
      .set({ online: 0, gps_time: NOW - silent, lon: 121.47, lat: 31.23 })
      .where('vehicle_id', '=', id)
      .execute();
}, 120_000);
afterAll(() => t.close());

const list = async (token: string, input: Record<string, unknown>) => {
  const res = await api(token, 'offlineVehicleList', { curPage: 1, pageSize: 10, ...input });
  expect(res.code).toBe(1);
  return res.result as Page<OfflineVehicleRow>;
};

describe('offline vehicles', () => {
  it('lists vehicles silent longer than the threshold, longest first, with time, place and duration', async () => {
    const day = await list(admin, { thresholdHours: 24 });
    expect(day.data.map((r) => r.vehicleId)).toEqual([a]);
    expect(day.data[0]).toMatchObject({ lastTime: NOW - 30 * HOUR, offlineMs: 30 * HOUR, handled: false });
    expect(day.data[0]?.place).not.toBe('');
    const hour = await list(admin, { thresholdHours: 1 });
    expect(hour.data.map((r) => r.vehicleId)).toEqual([a, b]);
    expect(hour.totalRecords).toBe(2);
    expect(
      (await api(admin, 'offlineVehicleList', { thresholdHours: 5, curPage: 1, pageSize: 10 })).status,
    ).toBe(400);
  });

  it('handles with a note of at most 200 characters, for this offline period only', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('offline_vehicle_handlings')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(
      (await api(admin, 'offlineVehicleHandle', { vehicleIds: [a], note: 'x'.repeat(201) })).status,
    ).toBe(400);
    expect((await api(admin, 'offlineVehicleHandle', { vehicleIds: [a], note: '  ' })).status).toBe(400);
    // One vehicle online refuses the whole call.
    const online = (await vehiclesOf(t, 1, 3))[2];
    expect(
      (await api(admin, 'offlineVehicleHandle', { vehicleIds: [a, online], note: '已联系司机' })).code,
    ).toBe(0);
    expect(await count()).toBe(0);

    const note = '已联系司机，设备断电'.padEnd(200, '。');
    expect((await api(admin, 'offlineVehicleHandle', { vehicleIds: [a], note })).code).toBe(1);
    const handled = await list(admin, { thresholdHours: 1, handled: 'handled' });
    expect(handled.data.map((r) => [r.vehicleId, r.note])).toEqual([[a, note]]);
    expect(handled.data[0]?.handlerName).not.toBe('');
    const unhandled = await list(admin, { thresholdHours: 1, handled: 'unhandled' });
    expect(unhandled.data.map((r) => r.vehicleId)).toEqual([b]);

    // A reports again and falls silent anew: the new period is unhandled.
    await t.db
      .updateTable('vehicle_states')
      .set({ gps_time: NOW - 2 * HOUR })
      .where('vehicle_id', '=', a)
      .execute();
    const again = await list(admin, { thresholdHours: 1, handled: 'unhandled' });
    expect(again.data.map((r) => r.vehicleId).sort()).toEqual([a, b].sort());
  });

  it('keeps one company’s vehicles from another', async () => {
    const theirs = await list(other, { thresholdHours: 1 });
    expect(theirs.data.map((r) => r.vehicleId)).not.toContain(a);
    expect((await api(other, 'offlineVehicleHandle', { vehicleIds: [b], note: 'x' })).code).toBe(0);
  });
});
