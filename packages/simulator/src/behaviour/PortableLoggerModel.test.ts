import { describe, expect, it } from 'vitest';
import type { SimPortableSpec } from '../fleet/SimPortableSpec';
import { PORTABLE_INTERVAL_MS, PortableLoggerModel } from './PortableLoggerModel';

const spec: SimPortableSpec = {
  siteId: 7,
  phone: '014700000007',
  name: 'IB-0007',
  edition: 2019,
  terminalModel: 'TL-1613',
  homeCity: 'nanjing',
  probe: { probe: 1, minC: 2, maxC: 8 },
  home: { lon: 118.8, lat: 32.06 },
  carrierVehicleId: 3,
  rideHours: [9, 15],
};
/** 2026-03-02 06:00 +08:00: three hours before the ride. */
const START = Date.parse('2026-03-02T06:00:00+08:00');
const truck = { lon: 118.9, lat: 32.1 };

function run(model: PortableLoggerModel, until: number) {
  const samples = [];
  while (model.nextAt <= until) samples.push(model.step());
  return samples;
}

describe('PortableLoggerModel', () => {
  it('reports a minute apart from home, rides the carrier in the ride hours and comes home after', () => {
    const model = new PortableLoggerModel(spec, 1, START, () => ({ time: 0, ...truck }));
    const samples = run(model, Date.parse('2026-03-02T16:00:00+08:00'));
    const hourOf = (t: number) => new Date(t + 8 * 3_600_000).getUTCHours();
    for (let i = 1; i < samples.length; i += 1)
      expect(samples[i]!.time - samples[i - 1]!.time).toBe(PORTABLE_INTERVAL_MS);
    for (const s of samples) {
      const riding = hourOf(s.time) >= 9 && hourOf(s.time) < 15;
      expect({ lon: s.lon, lat: s.lat }).toEqual(riding ? truck : spec.home);
      expect(s.temperatures).toHaveLength(1);
    }
  });

  it('keeps the box inside its range at home and lets it warm while riding, no further than 1.5 °C over', () => {
    const model = new PortableLoggerModel(spec, 2, START, () => ({ time: 0, ...truck }));
    const samples = run(model, Date.parse('2026-03-02T15:00:00+08:00'));
    const value = (s: (typeof samples)[number]) => s.temperatures![0]!.temperatureC!;
    const home = samples.filter((s) => s.lon === spec.home.lon);
    for (const s of home) expect(value(s)).toBeGreaterThanOrEqual(2);
    const riding = samples.filter((s) => s.lon === truck.lon);
    expect(value(riding[riding.length - 1]!)).toBeGreaterThan(value(riding[0]!) + 2);
    for (const s of samples) expect(value(s)).toBeLessThanOrEqual(8 + 1.5 + 0.15);
  });

  it('stays home without a simulated carrier, and is the same for the same seed', () => {
    const alone = new PortableLoggerModel(spec, 3, START, () => null);
    for (const s of run(alone, Date.parse('2026-03-02T12:00:00+08:00')))
      expect({ lon: s.lon, lat: s.lat }).toEqual(spec.home);
    const a = run(new PortableLoggerModel(spec, 4, START, () => null), START + 3_600_000);
    const b = run(new PortableLoggerModel(spec, 4, START, () => null), START + 3_600_000);
    expect(a).toEqual(b);
  });

  it('reports a held temperature at once, at a later second', () => {
    const model = new PortableLoggerModel(spec, 5, START, () => null);
    const first = model.step();
    const held = model.holdTemperature(12.5, first.time);
    expect(held.time).toBe(first.time + 1000);
    expect(held.temperatures![0]!.temperatureC).toBe(12.5);
  });
});
