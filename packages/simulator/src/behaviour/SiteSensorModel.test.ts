import { describe, expect, it } from 'vitest';
import type { SimSiteSpec } from '../fleet/SimSiteSpec';
import { DAY_MS } from '../world';
import { SiteSensorModel } from './SiteSensorModel';

const START = Date.UTC(2026, 2, 2, 0, 0, 0);

function site(siteId: number, kind: SimSiteSpec['kind'] = 'warehouse'): SimSiteSpec {
  return {
    siteId,
    phone: '0146' + String(siteId).padStart(8, '0'),
    kind,
    name: `site ${siteId}`,
    edition: 2013,
    terminalModel: 'TL-1613',
    homeCity: 'shanghai',
    lon: 121.5,
    lat: 31.2,
    probes: [
      { probe: 1, minC: -25, maxC: -15 },
      { probe: 2, minC: -25, maxC: -15 },
      { probe: 3, minC: 0, maxC: 8 },
    ],
  };
}

function run(model: SiteSensorModel, until: number, each: (m: SiteSensorModel) => void): void {
  while (model.nextAt < until) {
    model.step();
    each(model);
  }
}

describe('SiteSensorModel', () => {
  it('holds every probe at a value from now on, moving forward in time, until released', () => {
    const model = new SiteSensorModel(site(4), 7, START);
    const later = model.nextAt + 5 * 60_000;
    const held = model.holdTemperature(-10, later);
    expect(held.time).toBe(later);
    expect(held.temperatures?.map((r) => [r.probe, r.temperatureC])).toEqual([
      [1, -10],
      [2, -10],
      [3, -10],
    ]);
    expect(model.nextAt).toBeGreaterThan(later);
    const next = model.step();
    expect(next.time).toBeGreaterThan(later);
    expect(next.temperatures?.every((r) => r.temperatureC === -10)).toBe(true);
    model.holdTemperature(null, next.time);
    expect(model.step().temperatures?.some((r) => r.temperatureC !== -10)).toBe(true);
  });

  it('reports a humidity per probe: damp in freezers, drier in a chilled room, null for a dropped probe', () => {
    const model = new SiteSensorModel(site(5), 7, START);
    run(model, START + DAY_MS, (m) => {
      for (const r of m.peek().temperatures ?? []) {
        if (r.temperatureC === null) expect(r.humidity).toBeNull();
        else if (r.probe === 3) expect(r.humidity).toBeGreaterThanOrEqual(70 - 2);
        else expect(r.humidity).toBeGreaterThanOrEqual(80 - 2);
        if (r.humidity != null) expect(r.humidity).toBeLessThanOrEqual(100);
      }
    });
  });

  it('reports the same temperatures at the same times for the same seed', () => {
    const a = new SiteSensorModel(site(3), 7, START);
    const b = new SiteSensorModel(site(3), 7, START);
    for (let i = 0; i < 500; i += 1) expect(b.step()).toEqual(a.step());
    expect(new SiteSensorModel(site(3), 8, START).step()).not.toEqual(
      new SiteSensorModel(site(3), 7, START).step(),
    );
  });

  it('reports every 30 to 60 s from its fixed position, every probe each time', () => {
    const model = new SiteSensorModel(site(5, 'store'), 1, START);
    let previous = model.step();
    for (let i = 0; i < 200; i += 1) {
      const sample = model.step();
      const gap = sample.time - previous.time;
      expect(gap).toBeGreaterThanOrEqual(30_000);
      expect(gap).toBeLessThanOrEqual(60_000);
      expect(sample).toMatchObject({ lon: 121.5, lat: 31.2, speedKmh: 0, positioned: true, link: 'online' });
      expect(sample.temperatures?.map((r) => r.probe)).toEqual([1, 2, 3]);
      previous = sample;
    }
  });

  it('keeps probes within their range most of the time, defrost and doors included', () => {
    let inRange = 0;
    let total = 0;
    let warmest = -Infinity;
    for (let id = 1; id <= 10; id += 1) {
      const spec = site(id, id % 2 === 0 ? 'store' : 'warehouse');
      run(new SiteSensorModel(spec, 1, START), START + 7 * DAY_MS, (m) => {
        for (const r of m.peek().temperatures ?? []) {
          if (r.temperatureC === null) continue;
          const probe = spec.probes[r.probe - 1];
          if (!probe) continue;
          total += 1;
          if (r.temperatureC >= probe.minC && r.temperatureC <= probe.maxC) inRange += 1;
          if (probe.maxC === -15 && !m.faulty) warmest = Math.max(warmest, r.temperatureC);
        }
      });
    }
    expect(inRange / total).toBeGreaterThan(0.95);
    // Defrost and open doors warm a freezer, but not by a fault's margin.
    expect(warmest).toBeGreaterThan(-17);
    expect(warmest).toBeLessThan(-11);
  });

  it('has a refrigeration fault about once per ten days per site, out of range and back', () => {
    let faults = 0;
    let beyond = 0;
    const sites = 40;
    const days = 20;
    for (let id = 1; id <= sites; id += 1) {
      let wasFaulty = false;
      run(new SiteSensorModel(site(id), 2, START), START + days * DAY_MS, (m) => {
        if (m.faulty && !wasFaulty) faults += 1;
        wasFaulty = m.faulty;
        const chilled = m.peek().temperatures?.[2]?.temperatureC;
        if (m.faulty && chilled != null && chilled > 10) beyond += 1;
      });
    }
    const expected = sites * days * 24 * 0.004;
    expect(faults).toBeGreaterThan(expected * 0.5);
    expect(faults).toBeLessThan(expected * 1.6);
    expect(beyond).toBeGreaterThan(0);
  });

  it('drives every probe out of range and back after a forced fault', () => {
    const model = new SiteSensorModel(site(9), 1, START);
    model.step();
    model.forceFault();
    let peak = -Infinity;
    run(model, START + 4 * 3_600_000, (m) => {
      peak = Math.max(peak, m.peek().temperatures?.[0]?.temperatureC ?? -Infinity);
    });
    expect(peak).toBeGreaterThan(-13);
    expect(model.faulty).toBe(false);
    expect(model.peek().temperatures?.[0]?.temperatureC).toBeLessThan(-15);
  });
});
