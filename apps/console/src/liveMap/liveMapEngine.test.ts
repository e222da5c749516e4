import type { LiveVehicleState } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { LiveMapEngine } from './liveMapEngine';

const v = (id: number, over: Partial<LiveVehicleState> = {}): LiveVehicleState => ({
  vehicleId: id,
  plate: `粤B${id}`,
  departmentId: 1,
  online: 1,
  acc: 2,
  lon: 113 + id / 1000,
  lat: 22.5,
  speedKmh: 30,
  direction: 0,
  mileageKm: 0,
  gpsTime: 0,
  alarmFlags: [],
  ...over,
});

describe('LiveMapEngine', () => {
  it('hands the page marks for the located vehicles, the fleet box and the followed and tracked vehicles', () => {
    const engine = new LiveMapEngine();
    engine.apply({
      type: 'snapshot',
      vehicles: [v(1), v(2), v(3, { lon: null, lat: null })],
      alarms: [],
      exceptions: [],
      serverTime: 0,
    });
    engine.viewport = { bbox: [73, 18, 135, 54], zoom: 4 };
    engine.followId = 2;
    engine.trackIds = [1, 3, 99];
    const frame = engine.compute(1_000);
    expect(frame.total).toBe(3);
    expect(frame.located).toBe(2);
    expect(frame.view?.marks.map((m) => m.id)).toEqual([1, 2]);
    expect(frame.bounds).toEqual([113.001, 22.5, 113.002, 22.5]);
    expect(frame.followed?.vehicleId).toBe(2);
    expect(frame.tracked.map((t) => t.vehicleId)).toEqual([1, 3]);
  });

  it('sends the filtered list at once for a new filter, then at most once a second', () => {
    const engine = new LiveMapEngine();
    engine.apply({ type: 'vehicles', vehicles: [v(1), v(2, { online: 0 })] });
    engine.setFilter({ connection: 'offline', state: null });
    expect(engine.compute(10_000).passing).toEqual([2]);
    expect(engine.compute(10_500).passing).toBeUndefined();
    expect(engine.compute(11_000).passing).toEqual([2]);
  });
});
