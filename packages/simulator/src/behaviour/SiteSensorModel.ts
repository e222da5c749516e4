import type { ProbeReading } from '@roadwatch/jt808';
import type { SimSiteSpec } from '../fleet/SimSiteSpec';
import { CHINA_OFFSET_MS, DAY_MS, HOUR_MS, MINUTE_MS, mixSeed, Random } from '../world';
import { Reefer, type ReeferClimate } from './Reefer';
import type { Sample } from './Sample';

const STREAM_SITE = 9401;
/** Humidity draws from a stream of its own, so the temperatures stay as they were for a seed. */
const STREAM_SITE_HUMIDITY = 9402;

/**
 * Relative humidity at a probe (%RH): cold rooms are damp (freezers around 82, chilled rooms around 72, ambient
 * stores around 55), wander by ±2 between reports and rise by up to 8 while a door lets warm air in.
 */
const HUMIDITY_BASE = { freezer: 82, chilled: 72, ambient: 55 } as const;
const HUMIDITY_NOISE = 2;
const HUMIDITY_DOOR_RISE = 8;

/**
 * A cold room or cabinet is steadier than a truck's box: a unit fault per ~10 days, a probe dropping out per
 * ~40 days, and a dock or cabinet door warms it by 1.5 °C at most.
 */
export const SITE_CLIMATE: ReeferClimate = {
  excursionsPerHour: 0.004,
  probeDropoutsPerHour: 0.001,
  doorWarmingCPerMin: 0.2,
  recoveryCPerMin: 0.15,
  maxDoorHeatC: 1.5,
};

/** Doors open between 08:00 and 20:00 (GMT+8): docks while trucks load, cabinets while shoppers reach in. */
const WORK_HOURS = { from: 8, to: 20 } as const;
/** Chance per report interval that a door opens in working hours, and how long it stays open (minutes). */
const DOOR_CHANCE = { warehouse: 0.04, store: 0.08 } as const;
const DOOR_MINUTES = { warehouse: [3, 12], store: [1, 3] } as const;
/** Freezer evaporators defrost every 6 h for 25 min, warming the air at the probe by up to 3 °C. */
const DEFROST_EVERY_MS = 6 * HOUR_MS;
const DEFROST_MS = 25 * MINUTE_MS;
const DEFROST_PEAK_C = 3;

const FORCED_FAULT_RAMP_MS = 2 * MINUTE_MS;

function ceilSecond(t: number): number {
  return Math.ceil(t / 1000) * 1000;
}

/**
 * One site's temperature logger on the simulation clock: a report every 30–60 s (fixed per site) from its fixed
 * position, probes around their zone's setpoint with noise, defrost cycles in freezers, door openings in working
 * hours and rare refrigeration faults (the Reefer with SITE_CLIMATE). Deterministic for (seed, spec, start).
 */
export class SiteSensorModel {
  nextAt: number;
  private readonly rng: Random;
  private readonly humidityRng: Random;
  private readonly reefer: Reefer;
  private readonly intervalMs: number;
  /** Where in the defrost cycle the site starts, so sites do not all defrost at once. */
  private readonly defrostPhaseMs: number;
  private t: number;
  private doorUntil = 0;
  private last: ProbeReading[];
  /** Every probe's value while a test holds the site's temperature (`holdTemperature`), else null. */
  private held: number | null = null;

  constructor(
    readonly spec: SimSiteSpec,
    seed: number,
    start: number,
  ) {
    this.rng = new Random(mixSeed(seed, STREAM_SITE, spec.siteId));
    this.humidityRng = new Random(mixSeed(seed, STREAM_SITE_HUMIDITY, spec.siteId));
    this.reefer = new Reefer(spec.probes, SITE_CLIMATE);
    this.intervalMs = this.rng.int(30, 60) * 1000;
    this.defrostPhaseMs = this.rng.int(0, DEFROST_EVERY_MS / MINUTE_MS - 1) * MINUTE_MS;
    this.t = ceilSecond(start);
    this.last = this.readings();
    this.nextAt = this.t + this.rng.int(1, this.intervalMs / 1000) * 1000;
  }

  /** Whether a refrigeration fault is under way. */
  get faulty(): boolean {
    return this.reefer.faulty;
  }

  /** Whether a freezer defrost is warming the air at the probes now. */
  get defrosting(): boolean {
    return this.defrostDelta() > 0;
  }

  /** Moves to the next report time and returns the report there. */
  step(): Sample {
    const dt = this.nextAt - this.t;
    this.t = this.nextAt;
    const doorOpen = this.t < this.doorUntil;
    this.reefer.update(this.rng, this.t, dt, doorOpen, true);
    if (!doorOpen && this.inWorkHours() && this.rng.chance(DOOR_CHANCE[this.spec.kind])) {
      const [min, max] = DOOR_MINUTES[this.spec.kind];
      this.doorUntil = this.t + this.rng.int(min, max) * MINUTE_MS;
    }
    this.last = this.readings();
    this.nextAt = this.t + this.intervalMs;
    return this.peek();
  }

  /** The latest report without moving on (the answer to a location query). */
  peek(): Sample {
    const { spec } = this;
    return {
      time: this.t,
      lon: spec.lon,
      lat: spec.lat,
      altitudeM: 10,
      speedKmh: 0,
      directionDeg: 0,
      acc: true,
      positioned: true,
      mileageKm: 0,
      fuelL: null,
      alarms: [],
      doorOpen: this.t < this.doorUntil,
      loaded: false,
      loadKg: null,
      trailerNo: null,
      temperatures: this.last,
      safety: [],
      tyres: [],
      driverCard: null,
      cooler: null,
      io: null,
      signalStrength: 25,
      satellites: 12,
      link: 'online',
    };
  }

  /**
   * A refrigeration fault starting now (tests, demos): the unit trips outright, so the probes are out of range
   * within a few reports, hold there and come back.
   */
  forceFault(): void {
    this.reefer.startFault(this.rng, this.t, FORCED_FAULT_RAMP_MS);
  }

  /**
   * Every probe reads `temperatureC` from `at` on (tests: a value above a point's upper limit is an excursion),
   * until released with null; returns the report at `at`, to be sent at once.
   */
  holdTemperature(temperatureC: number | null, at: number): Sample {
    this.held = temperatureC;
    // A new sample needs a later report time than the last one: reports carry whole seconds, and a second report
    // at the same second is the same report to the platform (stored once).
    this.t = Math.max(ceilSecond(at), this.t + 1000);
    if (this.nextAt <= this.t) this.nextAt = this.t + this.intervalMs;
    this.last = this.readings();
    return this.peek();
  }

  private inWorkHours(): boolean {
    const hour = Math.floor(((this.t + CHINA_OFFSET_MS) % DAY_MS) / HOUR_MS);
    return hour >= WORK_HOURS.from && hour < WORK_HOURS.to;
  }

  private readings(): ProbeReading[] {
    const held = this.held;
    if (held !== null)
      return this.spec.probes.map((p, i) => ({
        probe: p.probe,
        temperatureC: held,
        humidity: this.humidityOf(i, held),
      }));
    const defrost = this.defrostDelta();
    return this.reefer.readings(this.rng, this.t).map((r, i) => {
      const probe = this.spec.probes[i];
      const freezer = probe !== undefined && probe.maxC <= -10;
      const temperatureC =
        r.temperatureC === null || !freezer || defrost === 0
          ? r.temperatureC
          : Math.round((r.temperatureC + defrost) * 10) / 10;
      return { probe: r.probe, temperatureC, humidity: this.humidityOf(i, temperatureC) };
    });
  }

  /** A probe's humidity (null while the probe is disconnected). */
  private humidityOf(index: number, temperatureC: number | null): number | null {
    if (temperatureC === null) return null;
    const maxC = this.spec.probes[index]?.maxC ?? 25;
    const base =
      maxC <= -10 ? HUMIDITY_BASE.freezer : maxC <= 10 ? HUMIDITY_BASE.chilled : HUMIDITY_BASE.ambient;
    const door = this.t < this.doorUntil ? HUMIDITY_DOOR_RISE : 0;
    const value = base + door + this.humidityRng.range(-HUMIDITY_NOISE, HUMIDITY_NOISE);
    return Math.round(Math.min(100, Math.max(0, value)) * 10) / 10;
  }

  /** Defrost warms the freezer air in a triangle: up over the first half of the cycle, down over the second. */
  private defrostDelta(): number {
    const into = (this.t + this.defrostPhaseMs) % DEFROST_EVERY_MS;
    if (into >= DEFROST_MS) return 0;
    const half = DEFROST_MS / 2;
    return DEFROST_PEAK_C * (into < half ? into / half : (DEFROST_MS - into) / half);
  }
}
