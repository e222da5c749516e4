import { VEHICLE_OPERATION_STATE as S, type LiveVehicleState } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { passesFilter } from './vehicleFilter';

const v = (over: Partial<LiveVehicleState>): LiveVehicleState => ({
  vehicleId: 1,
  plate: 'x',
  departmentId: 1,
  online: 1,
  acc: 2,
  lon: 1,
  lat: 1,
  speedKmh: 0,
  direction: 0,
  mileageKm: 0,
  gpsTime: 0,
  alarmFlags: [],
  ...over,
});

describe('passesFilter', () => {
  it('filters by connection, ACC, open alarm and operation state together', () => {
    const alarms = new Set([2]);
    expect(passesFilter({ connection: 'online', state: null }, v({ online: 0 }), S.offline, alarms)).toBe(
      false,
    );
    expect(passesFilter({ connection: 'offline', state: null }, v({ online: 0 }), S.offline, alarms)).toBe(
      true,
    );
    expect(passesFilter({ connection: 'accOn', state: null }, v({ acc: 1 }), S.stopped, alarms)).toBe(false);
    expect(passesFilter({ connection: 'alarm', state: null }, v({ vehicleId: 2 }), S.alarm, alarms)).toBe(
      true,
    );
    expect(passesFilter({ connection: 'alarm', state: null }, v({ vehicleId: 3 }), S.running, alarms)).toBe(
      false,
    );
    expect(passesFilter({ connection: 'all', state: S.running }, v({}), S.stopped, alarms)).toBe(false);
  });
});
