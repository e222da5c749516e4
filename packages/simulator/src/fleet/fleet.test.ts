import { temperatureConventionFor } from '@roadwatch/jt808';
import { describe, expect, it } from 'vitest';
import { PLATE_PATTERN, TERMINAL_PHONE_PATTERN } from '../world';
import { generateSimFleet } from './generateSimFleet';
import { bodyOf, dutyOf, specFromRecord } from './specFromRecord';

describe('generateSimFleet', () => {
  it('is a pure function of the seed', () => {
    expect(generateSimFleet({ count: 50, seed: 3 })).toEqual(generateSimFleet({ count: 50, seed: 3 }));
    expect(generateSimFleet({ count: 50, seed: 4 })).not.toEqual(generateSimFleet({ count: 50, seed: 3 }));
  });

  it('mixes both editions with unique phones and real-looking plates, and encodable reefer models', () => {
    const fleet = generateSimFleet({ count: 300, seed: 1 });
    const editions = new Set(fleet.map((v) => v.edition));
    expect(editions).toEqual(new Set([2013, 2019]));
    expect(new Set(fleet.map((v) => v.phone)).size).toBe(300);
    for (const v of fleet) {
      expect(v.phone).toMatch(TERMINAL_PHONE_PATTERN);
      expect(v.plate).toMatch(PLATE_PATTERN);
      if (v.probes.length > 0) expect(temperatureConventionFor(v.terminalModel)).toBeDefined();
    }
    expect(fleet.filter((v) => v.probes.length > 0).length).toBeGreaterThan(60);
  });
});

describe('specFromRecord', () => {
  it('reads the duty from the vehicle type and plate colour, the home city from the plate', () => {
    expect(dutyOf('冷藏半挂牵引车', 2)).toBe('trunk');
    expect(dutyOf('Q11', 2)).toBe('trunk');
    expect(dutyOf('H22', 2)).toBe('regional');
    expect(dutyOf('轻型厢式货车', 1)).toBe('city');
    expect(dutyOf('厢式货车', 5)).toBe('city');
    expect(dutyOf('仓栅式货车', 2)).toBe('regional');
    const spec = specFromRecord({
      vehicleId: 12,
      phone: '014812345678',
      plate: '苏E12345',
      plateColor: 2,
      protocolVersion: 2019,
      terminalModel: 'CT-4019',
      vehicleType: '冷藏车',
      refrigerated: true,
      speedLimitKmh: 90,
      fuelPer100Km: 22,
      probes: [{ probe: 1, minC: -25, maxC: -15 }],
      last: { lon: 120.6, lat: 31.3, acc: true, mileageKm: 1234.5, directionDeg: 90, gpsTime: 1 },
    });
    expect(spec).toMatchObject({ homeCity: 'suzhou', duty: 'regional', edition: 2019, activeSafety: true });
    expect(spec.probes).toHaveLength(1);
  });
});

describe('bodyOf', () => {
  it('wires dump trucks, bulk tankers and tractors by their GA 802 vehicle type', () => {
    expect(bodyOf('H17')).toBe('dumpBody');
    expect(bodyOf('H24')).toBe('bulkTank');
    expect(bodyOf('Q11')).toBe('tractor');
    expect(bodyOf('H32')).toBeNull();
    expect(
      generateSimFleet({ count: 200, seed: 2 }).filter((v) => v.body === 'bulkTank').length,
    ).toBeGreaterThan(0);
  });
});
