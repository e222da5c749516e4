import { describe, expect, it } from 'vitest';
import { generateSimFleet } from '../fleet/generateSimFleet';
import type { SimVehicleSpec } from '../fleet/SimVehicleSpec';
import { CHINA_OFFSET_MS, DAY_MS, HOUR_MS } from '../world';
import type { Sample } from './Sample';
import { PARKED_INTERVAL_MS, VehicleModel } from './VehicleModel';

// A Wednesday morning in China: mid-week, before most departures.
const START = Date.parse('2026-05-20T04:00:00+08:00');

function run(spec: SimVehicleSpec, seed: number, hours: number): Sample[] {
  const model = new VehicleModel(spec, seed, START);
  const samples: Sample[] = [];
  for (;;) {
    const s = model.step();
    if (s.time > START + hours * HOUR_MS) return samples;
    samples.push(s);
  }
}

/** Ground distance in km (equirectangular; fine for the short hops between reports). */
function km(a: Sample, b: Sample): number {
  const x = (b.lon - a.lon) * 111.32 * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  const y = (b.lat - a.lat) * 111.32;
  return Math.hypot(x, y);
}

const chinaHour = (t: number) => ((((t + CHINA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS;

const fleet = generateSimFleet({ count: 40, seed: 7 });

describe('VehicleModel', () => {
  it('inserts the driver card when a work day starts and pulls it when the vehicle parks for the night', () => {
    for (const spec of fleet.filter((v) => v.duty === 'city').slice(0, 3)) {
      const samples = run(spec, 5, 72);
      const cards = samples.filter((s) => s.driverCard !== null);
      expect(cards.length).toBeGreaterThanOrEqual(4);
      // Alternating, starting with an insert: a card only comes out after it went in.
      cards.forEach((s, i) => expect(s.driverCard).toBe(i % 2 === 0 ? 'inserted' : 'pulled'));
      // The card comes out when the day's last trip ends: the vehicle stands from then on.
      for (const pulled of cards.filter((c) => c.driverCard === 'pulled')) {
        const after = samples.filter((x) => x.time > pulled.time).slice(0, 3);
        for (const x of after) expect(x.speedKmh).toBeLessThan(3);
      }
    }
  });

  it('produces the same reports for the same seed and start, and different ones for another seed', () => {
    const spec = fleet.find((v) => v.duty === 'regional')!;
    const a = run(spec, 3, 30);
    const b = run(spec, 3, 30);
    const c = run(spec, 4, 30);
    expect(a.length).toBeGreaterThan(500);
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });

  it('reports at strictly increasing whole seconds, every 10–30 s with the ignition on and at most 5 min off', () => {
    const bad: string[] = [];
    for (const spec of fleet.slice(0, 15)) {
      const samples = run(spec, 1, 36);
      for (let i = 1; i < samples.length; i += 1) {
        const prev = samples[i - 1]!;
        const s = samples[i]!;
        if (s.time % 1000 !== 0 || s.time <= prev.time) bad.push(`${spec.vehicleId}: time ${s.time}`);
        if (prev.link === 'sleep') continue;
        const limit = prev.acc ? 30_000 : PARKED_INTERVAL_MS;
        if (s.time - prev.time > limit)
          bad.push(`${spec.vehicleId}: ${s.time - prev.time} ms after ${prev.time}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('drives at believable speeds and never jumps further than its speed allows', () => {
    const bad: string[] = [];
    let cityMoving = 0;
    let cityInRange = 0;
    let highway = 0;
    for (const spec of fleet) {
      const samples = run(spec, 1, 48);
      let previous: Sample | null = null;
      let topSinceFix = 0;
      for (const s of samples) {
        // Overspeed episodes go past the limit, but not absurdly.
        if (s.speedKmh < 0 || s.speedKmh > spec.speedLimitKmh + 25)
          bad.push(`${spec.vehicleId}: ${s.speedKmh} km/h`);
        if (!s.acc && s.speedKmh !== 0) bad.push(`${spec.vehicleId}: moving with the ignition off`);
        if (spec.duty === 'city' && s.speedKmh > 5) {
          cityMoving += 1;
          if (s.speedKmh <= 55) cityInRange += 1;
        }
        if (s.speedKmh >= 70) highway += 1;
        topSinceFix = Math.max(topSinceFix, s.speedKmh);
        // With the antenna disconnected the last fix is repeated; compare the fixes around the outage instead.
        if (!s.positioned) continue;
        if (previous) {
          const kmh = km(previous, s) / ((s.time - previous.time) / HOUR_MS);
          if (kmh > Math.max(topSinceFix, 1) * 1.02 + 0.5) {
            bad.push(`${spec.vehicleId}: moved at ${kmh.toFixed(1)} km/h reporting ${topSinceFix}`);
          }
        }
        previous = s;
        topSinceFix = s.speedKmh;
      }
    }
    expect(bad).toEqual([]);
    // Town driving is mostly 20–50 km/h (urban expressways a little faster); fleets do use the expressway.
    expect(cityInRange / cityMoving).toBeGreaterThan(0.7);
    expect(highway).toBeGreaterThan(1000);
  });

  it('parks at night with the ignition off, and drives real distances by day', () => {
    let nightSamples = 0;
    let nightAccOn = 0;
    for (const spec of fleet) {
      const samples = run(spec, 2, 48);
      const dayKm = samples[samples.length - 1]!.mileageKm - samples[0]!.mileageKm;
      expect(dayKm).toBeGreaterThan(0);
      // Drivers refuel at stops: the tank never runs dry.
      for (const s of samples) if (s.fuelL !== null) expect(s.fuelL).toBeGreaterThan(spec.tankL * 0.05);
      if (spec.duty === 'trunk') expect(dayKm).toBeGreaterThan(300);
      for (const s of samples) {
        const hour = chinaHour(s.time);
        if (hour >= 1 && hour < 4) {
          nightSamples += 1;
          if (s.acc) nightAccOn += 1;
        }
      }
    }
    // At 1–4 am most of the fleet is parked; night delivery shifts and the odd long-haul night run still drive.
    expect(nightAccOn / nightSamples).toBeLessThan(0.3);
    expect(nightAccOn).toBeGreaterThan(0);
  });

  it('raises driver-risk events for active-safety terminals only, and some offline gaps', () => {
    let events = 0;
    let gaps = 0;
    for (const spec of fleet) {
      const samples = run(spec, 5, 48);
      const own = samples.reduce((n, s) => n + s.safety.length, 0);
      if (!spec.activeSafety) expect(own).toBe(0);
      events += own;
      gaps += samples.filter((s) => s.link === 'gap').length;
      for (const s of samples) {
        for (const e of s.safety) {
          expect([1, 2]).toContain(e.level);
          expect(e.time).toBeLessThanOrEqual(s.time);
        }
      }
    }
    expect(events).toBeGreaterThan(20);
    expect(gaps).toBeGreaterThan(0);
  });

  it('keeps refrigerated boxes near their setpoint, with door openings at stops', () => {
    const reefers = fleet.filter((v) => v.probes.length > 0);
    expect(reefers.length).toBeGreaterThan(3);
    let readings = 0;
    let inRange = 0;
    let doors = 0;
    for (const spec of reefers) {
      for (const s of run(spec, 1, 36)) {
        if (s.doorOpen) doors += 1;
        for (const r of s.temperatures ?? []) {
          const probe = spec.probes.find((p) => p.probe === r.probe)!;
          if (r.temperatureC === null) continue;
          readings += 1;
          if (r.temperatureC >= probe.minC && r.temperatureC <= probe.maxC) inRange += 1;
        }
      }
    }
    expect(readings).toBeGreaterThan(1000);
    expect(inRange / readings).toBeGreaterThan(0.85);
    expect(doors).toBeGreaterThan(0);
  });

  it('holds the ignition off on request and resumes when released', () => {
    const spec = fleet.find((v) => v.duty === 'trunk')!;
    const model = new VehicleModel(spec, 1, START);
    while (model.step().time < START + 5 * HOUR_MS);
    const off = model.setAcc(false, model.t + 5000);
    expect(off.acc).toBe(false);
    expect(off.speedKmh).toBe(0);
    for (let i = 0; i < 5; i += 1) expect(model.step().acc).toBe(false);
    const on = model.setAcc(true, model.t + 1000);
    expect(on.acc).toBe(true);
  });

  it('drives off at any hour when dispatched, even from night parking', () => {
    for (const duty of ['city', 'regional', 'trunk'] as const) {
      const spec = fleet.find((v) => v.duty === duty)!;
      // 23:30 China time, after most shifts have ended.
      const night = START + 19.5 * HOUR_MS;
      const model = new VehicleModel(spec, 1, night);
      const first = model.dispatch(night + 1000);
      expect(first.acc).toBe(true);
      const samples = Array.from({ length: 20 }, () => model.step());
      expect(samples.some((s) => s.speedKmh > 0)).toBe(true);
      expect(km(first, samples.at(-1)!)).toBeGreaterThan(0.1);
    }
  });

  it('works body equipment at unloading stops only: tractors drop their trailer, dump trucks tip briefly', () => {
    const tractor = fleet.find((v) => v.body === 'tractor');
    const dump: SimVehicleSpec = {
      ...fleet.find((v) => v.duty === 'regional' && v.probes.length === 0)!,
      body: 'dumpBody',
    };
    for (const [spec, bit, longest] of [
      [tractor!, 'headSeparated', 6 * HOUR_MS],
      [dump, 'hydraulicLift', 5 * 60_000],
    ] as const) {
      const samples = run(spec, 5, 96);
      expect(samples.every((s) => s.io !== null)).toBe(true);
      const at = samples.map((s) => ({ t: s.time, on: s.io!.includes(bit), speed: s.speedKmh }));
      const starts = at.filter((x, i) => x.on && !at[i - 1]?.on);
      expect(starts.length).toBeGreaterThan(0);
      // Only while standing; each episode ends before the vehicle leaves and within its kind's longest.
      expect(at.every((x) => !x.on || x.speed === 0)).toBe(true);
      for (const start of starts) {
        const end = at.find((x) => x.t > start.t && !x.on);
        expect(end).toBeDefined();
        expect(end!.t - start.t).toBeLessThanOrEqual(longest + PARKED_INTERVAL_MS);
      }
    }
  });

  it('reports the cab air conditioning of a vehicle without a reefer unit with the engine', () => {
    const van = fleet.find((v) => v.probes.length === 0)!;
    const samples = run(van, 5, 48);
    expect(samples.every((s) => s.cooler === s.acc)).toBe(true);
  });

  it('pulls the driver card when the shift is ended after a dispatch', () => {
    const spec = fleet[0]!;
    const night = START + 19.5 * HOUR_MS;
    const model = new VehicleModel(spec, 1, night);
    expect(model.dispatch(night + 1000).driverCard).toBe('inserted');
    Array.from({ length: 5 }, () => model.step());
    const ended = model.endShift(model.t + 60_000);
    expect(ended.driverCard).toBe('pulled');
  });

  it('reports a held pre-warning bit until it is cleared', () => {
    const spec = fleet[0]!;
    const model = new VehicleModel(spec, 1, START);
    expect(model.holdWarning('overspeedWarning', true, START + 1000).alarms).toContain('overspeedWarning');
    expect(model.step().alarms).toContain('overspeedWarning');
    expect(model.holdWarning('overspeedWarning', false, model.t + 1000).alarms).not.toContain(
      'overspeedWarning',
    );
  });

  it('weighs a loaded truck at most of its rated load and an empty one near zero, and holds a weighing on request', () => {
    const truck: SimVehicleSpec = { ...fleet.find((v) => v.duty === 'regional')!, ratedLoadKg: 20_000 };
    const samples = run(truck, 5, 96);
    expect(samples.every((s) => s.loadKg === (s.loaded ? 17_000 : 400))).toBe(true);
    // It loads and unloads: both weighings occur.
    expect(new Set(samples.map((s) => s.loadKg))).toEqual(new Set([17_000, 400]));
    const model = new VehicleModel(truck, 1, START);
    expect(model.holdLoad(23_500, START + 1000).loadKg).toBe(23_500);
    expect(model.step().loadKg).toBe(23_500);
    expect(model.holdLoad(null, model.t + 1000).loadKg).not.toBe(23_500);
    // No sensor, no weighing, whatever is held.
    const plain = new VehicleModel({ ...truck, ratedLoadKg: null }, 1, START);
    expect(plain.holdLoad(5_000, START + 1000).loadKg).toBeNull();
  });

  it("does not change the rest of a vehicle's life when it gets a load sensor", () => {
    const spec = fleet.find((v) => v.duty === 'regional')!;
    const strip = (s: Sample) => ({ ...s, loadKg: null });
    expect(run({ ...spec, ratedLoadKg: 20_000 }, 3, 24).map(strip)).toEqual(run(spec, 3, 24));
  });

  it('names the trailer it starts coupled to in every sample, and couples or uncouples on request', () => {
    const tractor: SimVehicleSpec = { ...fleet.find((v) => v.duty === 'regional')!, trailerNo: 'TR-7' };
    expect(run(tractor, 2, 6).every((s) => s.trailerNo === 'TR-7')).toBe(true);
    const model = new VehicleModel(tractor, 2, START);
    expect(model.coupleTrailer(null, START + 1000).trailerNo).toBeNull();
    expect(model.step().trailerNo).toBeNull();
    const coupled = model.coupleTrailer('TR-8', model.t + 1000);
    expect(coupled.trailerNo).toBe('TR-8');
    expect(model.step().trailerNo).toBe('TR-8');
    // A trailer changes nothing else in the vehicle's life.
    const strip = (s: Sample) => ({ ...s, trailerNo: null });
    expect(run(tractor, 3, 24).map(strip)).toEqual(run({ ...tractor, trailerNo: null }, 3, 24));
  });
});
