import { VEHICLE_OPERATION_STATE as S, type LiveAlarm, type LiveVehicleState } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { LiveVehicleStore } from './liveVehicleStore';

const vehicle = (id: number, over: Partial<LiveVehicleState> = {}): LiveVehicleState => ({
  vehicleId: id,
  plate: `粤B${id}`,
  departmentId: 1,
  online: 1,
  acc: 2,
  lon: 113.9,
  lat: 22.5,
  speedKmh: 40,
  direction: 90,
  mileageKm: 1,
  gpsTime: 1,
  alarmFlags: [],
  ...over,
});

const alarm = (guid: string, vehicleId: number, over: Partial<LiveAlarm> = {}): LiveAlarm => ({
  guid,
  vehicleId,
  plate: '',
  departmentId: 1,
  alarmClass: 1,
  firstType: 1,
  secondType: 1,
  level: 1,
  beginTime: 1_000,
  endTime: null,
  handleStatus: 0,
  lon: null,
  lat: null,
  ...over,
});

describe('LiveVehicleStore', () => {
  it('keeps only the last state per vehicle, however many updates arrive', () => {
    const store = new LiveVehicleStore();
    store.apply({
      type: 'snapshot',
      vehicles: [vehicle(1), vehicle(2)],
      alarms: [],
      exceptions: [],
      serverTime: 0,
    });
    for (let i = 0; i < 50; i += 1)
      store.apply({ type: 'vehicles', vehicles: [vehicle(1, { lon: 113 + i / 100 })] });
    expect(store.vehicles.size).toBe(2);
    expect(store.vehicles.get(1)?.lon).toBeCloseTo(113.49);
  });

  it('tells listeners of every change without doing any drawing work itself', () => {
    const store = new LiveVehicleStore();
    let calls = 0;
    const off = store.subscribe(() => (calls += 1));
    store.apply({ type: 'vehicles', vehicles: [vehicle(1)] });
    store.apply({ type: 'vehicles', vehicles: [vehicle(1)] });
    off();
    store.apply({ type: 'vehicles', vehicles: [vehicle(1)] });
    expect(calls).toBe(2);
    expect(store.version).toBe(3);
  });

  it('a snapshot replaces what was known (a reconnect starts afresh)', () => {
    const store = new LiveVehicleStore();
    store.apply({ type: 'vehicles', vehicles: [vehicle(9)] });
    store.apply({ type: 'snapshot', vehicles: [vehicle(1)], alarms: [], exceptions: [], serverTime: 0 });
    expect([...store.vehicles.keys()]).toEqual([1]);
  });

  it('drops the vehicles the server says are gone (a partner’s share stopped)', () => {
    const store = new LiveVehicleStore();
    store.apply({ type: 'vehicles', vehicles: [vehicle(1), vehicle(2)] });
    store.apply({ type: 'vehiclesGone', vehicleIds: [2] });
    expect([...store.vehicles.keys()]).toEqual([1]);
  });

  it('lists vehicles with open alarms; a handled alarm closes, store and storage alarms are ignored', () => {
    const store = new LiveVehicleStore();
    store.apply({ type: 'alarm', alarm: alarm('a', 1) });
    store.apply({ type: 'alarm', alarm: alarm('b', 2) });
    store.apply({ type: 'alarm', alarm: alarm('c', 3, { alarmClass: 2 }) });
    store.apply({ type: 'alarm', alarm: alarm('b', 2, { handleStatus: 1 }) });
    expect([...store.vehiclesWithOpenAlarms()]).toEqual([1]);
  });

  it('derives the operation state: offline, dangerous, alarm, abnormal, running, stopped', () => {
    const store = new LiveVehicleStore();
    const now = 10_000_000;
    store.apply({
      type: 'snapshot',
      vehicles: [
        vehicle(1, { online: 0 }),
        vehicle(2),
        vehicle(3),
        vehicle(4),
        vehicle(5),
        vehicle(6, { speedKmh: 0 }),
      ],
      alarms: [alarm('d', 2, { level: 3, beginTime: now - 60_000 }), alarm('e', 3)],
      exceptions: [
        { guid: 'x', vehicleId: 4, plate: '', departmentId: 1, type: 1, beginTime: 0, endTime: null },
      ],
      serverTime: now,
    });
    const states = store.operationStates(now);
    expect([1, 2, 3, 4, 5, 6].map((id) => states.get(id))).toEqual([
      S.offline,
      S.dangerous,
      S.alarm,
      S.abnormal,
      S.running,
      S.stopped,
    ]);
  });
});
