import type { ProbeReading } from '@roadwatch/jt808';
import type { SimPortableSpec } from '../fleet/SimPortableSpec';
import { CHINA_OFFSET_MS, DAY_MS, HOUR_MS, MINUTE_MS, mixSeed, Random } from '../world';
import type { Sample } from './Sample';

const STREAM_PORTABLE = 9501;
/** A portable logger reports once a minute. */
export const PORTABLE_INTERVAL_MS = MINUTE_MS;
/** Out of its cold room the box warms slowly (°C a minute, up to its upper limit + 1.5); at home it cools back. */
const RIDE_WARMING_C_PER_MIN = 0.01;
const HOME_COOLING_C_PER_MIN = 0.05;
const RIDE_OVERSHOOT_C = 1.5;
const NOISE_C = 0.15;
const HUMIDITY = { base: 70, noise: 3 } as const;

/** Where the carrier is now (its latest sample), or null when it is not simulated. */
export type CarrierPosition = () => { time: number; lon: number; lat: number } | null;

function ceilSecond(t: number): number {
  return Math.ceil(t / 1000) * 1000;
}

/**
 * One incubator's portable logger on the simulation clock: a report a minute from where its holder is — the
 * carrier vehicle's latest position during the ride hours, the home warehouse otherwise — with the box's temperature:
 * around the middle of its model's range at home, drifting warmer while riding (cold packs spend themselves).
 * Deterministic for (seed, spec, start, carrier).
 */
export class PortableLoggerModel {
  nextAt: number;
  private readonly rng: Random;
  private t: number;
  private temperatureC: number;
  private position: { lon: number; lat: number };
  private last: ProbeReading[];
  private held: number | null = null;

  constructor(
    readonly spec: SimPortableSpec,
    seed: number,
    start: number,
    private readonly carrier: CarrierPosition,
  ) {
    this.rng = new Random(mixSeed(seed, STREAM_PORTABLE, spec.siteId));
    this.t = ceilSecond(start);
    this.temperatureC = this.setpoint();
    this.position = this.holderPosition();
    this.last = this.readings();
    this.nextAt = this.t + this.rng.int(1, 60) * 1000;
  }

  /** Whether the logger rides its carrier at `t` (ride hours, China time, and a simulated carrier). */
  riding(t: number = this.t): boolean {
    if (this.spec.carrierVehicleId === null || this.carrier() === null) return false;
    const hour = Math.floor(((t + CHINA_OFFSET_MS) % DAY_MS) / HOUR_MS);
    const [from, to] = this.spec.rideHours;
    return hour >= from && hour < to;
  }

  /** Moves to the next report time and returns the report there. */
  step(): Sample {
    const dt = this.nextAt - this.t;
    this.t = this.nextAt;
    const riding = this.riding();
    const minutes = dt / MINUTE_MS;
    const { minC, maxC } = this.spec.probe;
    if (riding)
      this.temperatureC = Math.min(
        maxC + RIDE_OVERSHOOT_C,
        this.temperatureC + RIDE_WARMING_C_PER_MIN * minutes,
      );
    else {
      const gap = this.setpoint() - this.temperatureC;
      const step = Math.min(Math.abs(gap), HOME_COOLING_C_PER_MIN * minutes);
      this.temperatureC += Math.sign(gap) * step;
    }
    this.temperatureC = Math.max(minC - RIDE_OVERSHOOT_C, this.temperatureC);
    this.position = this.holderPosition();
    this.last = this.readings();
    this.nextAt = this.t + PORTABLE_INTERVAL_MS;
    return this.peek();
  }

  /** The latest report without moving on (the answer to a location query). */
  peek(): Sample {
    return {
      time: this.t,
      lon: this.position.lon,
      lat: this.position.lat,
      altitudeM: 10,
      speedKmh: 0,
      directionDeg: 0,
      acc: true,
      positioned: true,
      mileageKm: 0,
      fuelL: null,
      alarms: [],
      doorOpen: false,
      loaded: false,
      loadKg: null,
      trailerNo: null,
      temperatures: this.last,
      safety: [],
      tyres: [],
      driverCard: null,
      cooler: null,
      io: null,
      signalStrength: 22,
      satellites: 10,
      link: 'online',
    };
  }

  /**
   * The probe reads `temperatureC` from `at` on (tests: an excursion on demand), until released with null; returns
   * the report at `at`, to be sent at once.
   */
  holdTemperature(temperatureC: number | null, at: number): Sample {
    this.held = temperatureC;
    // Reports carry whole seconds: a new one needs a later second than the last.
    this.t = Math.max(ceilSecond(at), this.t + 1000);
    if (this.nextAt <= this.t) this.nextAt = this.t + PORTABLE_INTERVAL_MS;
    this.position = this.holderPosition();
    this.last = this.readings();
    return this.peek();
  }

  private setpoint(): number {
    return (this.spec.probe.minC + this.spec.probe.maxC) / 2;
  }

  private holderPosition(): { lon: number; lat: number } {
    const carried = this.riding() ? this.carrier() : null;
    return carried ? { lon: carried.lon, lat: carried.lat } : this.spec.home;
  }

  private readings(): ProbeReading[] {
    const value =
      this.held ?? Math.round((this.temperatureC + this.rng.range(-NOISE_C, NOISE_C)) * 100) / 100;
    const humidity = Math.round((HUMIDITY.base + this.rng.range(-HUMIDITY.noise, HUMIDITY.noise)) * 10) / 10;
    return [{ probe: this.spec.probe.probe, temperatureC: value, humidity }];
  }
}
