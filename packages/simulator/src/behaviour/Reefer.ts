import type { ProbeReading } from '@roadwatch/jt808';
import type { ProbeSpec } from '../fleet/SimVehicleSpec';
import { MINUTE_MS, type Random } from '../world';

/** A refrigeration fault: the box warms past its range over a ramp, holds, and recovers. */
interface Excursion {
  start: number;
  rampMs: number;
  holdMs: number;
  fallMs: number;
  delta: number;
}

/** How a cold space behaves: fault rates and how much an open door warms it. */
export interface ReeferClimate {
  excursionsPerHour: number;
  probeDropoutsPerHour: number;
  /** Warm air coming in through an open door, and how fast the unit pulls the space back down. */
  doorWarmingCPerMin: number;
  recoveryCPerMin: number;
  maxDoorHeatC: number;
}

/** A truck's box: rare unit faults (one per ~4 days of running), a probe dropping out per ~20 days. */
export const TRUCK_CLIMATE: ReeferClimate = {
  excursionsPerHour: 0.01,
  probeDropoutsPerHour: 0.002,
  doorWarmingCPerMin: 0.25,
  recoveryCPerMin: 0.25,
  maxDoorHeatC: 5,
};

/** Temperatures of a refrigerated box: setpoint, noise, door openings, occasional excursions and probe faults. */
export class Reefer {
  private doorHeat = 0;
  private excursion: Excursion | null = null;
  private dropout: { probe: number; until: number } | null = null;

  constructor(
    private readonly probes: readonly ProbeSpec[],
    private readonly climate: ReeferClimate = TRUCK_CLIMATE,
  ) {}

  /** Whether a refrigeration fault is under way (ramping, holding or recovering). */
  get faulty(): boolean {
    return this.excursion !== null;
  }

  /** Moves the box's state on by dt; draws faults only while the unit runs. */
  update(rng: Random, t: number, dtMs: number, doorOpen: boolean, running: boolean): void {
    const minutes = dtMs / MINUTE_MS;
    const c = this.climate;
    this.doorHeat = doorOpen
      ? Math.min(c.maxDoorHeatC, this.doorHeat + c.doorWarmingCPerMin * minutes)
      : Math.max(0, this.doorHeat - c.recoveryCPerMin * minutes);
    if (this.excursion && t > excursionEnd(this.excursion)) this.excursion = null;
    if (this.dropout && t >= this.dropout.until) this.dropout = null;
    if (!running) return;
    const hours = dtMs / 3_600_000;
    if (!this.excursion && rng.chance(c.excursionsPerHour * hours)) this.startFault(rng, t);
    if (!this.dropout && this.probes.length > 0 && rng.chance(c.probeDropoutsPerHour * hours)) {
      this.dropout = { probe: rng.pick(this.probes).probe, until: t + rng.int(5, 60) * MINUTE_MS };
    }
  }

  /**
   * The unit fails now: the space warms past its range over a ramp (20–40 min, or `rampMs` for a unit that trips
   * outright), holds there, and recovers.
   */
  startFault(rng: Random, t: number, rampMs?: number): void {
    const first = this.probes[0];
    const range = first ? first.maxC - first.minC : 8;
    this.excursion = {
      start: t,
      rampMs: rampMs ?? rng.int(20, 40) * MINUTE_MS,
      holdMs: rng.int(15, 45) * MINUTE_MS,
      fallMs: rng.int(20, 40) * MINUTE_MS,
      delta: range / 2 + rng.range(2, 6),
    };
  }

  /** The unit has tripped: it stands from the fault's start until it restarts, when the box begins to recover. */
  stoppedAt(t: number): boolean {
    const e = this.excursion;
    return e !== null && t >= e.start && t < e.start + e.rampMs + e.holdMs;
  }

  readings(rng: Random, t: number): ProbeReading[] {
    const excursion = this.excursion ? excursionDelta(this.excursion, t) : 0;
    return this.probes.map((p) => {
      if (this.dropout?.probe === p.probe) return { probe: p.probe, temperatureC: null };
      const setpoint = setpointOf(p);
      // Probes near the door (higher numbers) feel an opening more than the one at the evaporator.
      const doorShare = 0.6 + (0.4 * (p.probe - 1)) / Math.max(1, this.probes.length - 1);
      const value = setpoint + (rng.float() - 0.5) * 1.2 + this.doorHeat * doorShare + excursion;
      return { probe: p.probe, temperatureC: Math.round(value * 10) / 10 };
    });
  }
}

/**
 * Where the unit holds the box: frozen goods 3.5 °C under their upper limit (−18.5 °C for −25…−15), chilled goods
 * just under the middle of their range (3.5 °C for 0…8), as the seed's history does.
 */
export function setpointOf(p: ProbeSpec): number {
  return p.maxC <= -10 ? p.maxC - 3.5 : (p.minC + p.maxC) / 2 - 0.5;
}

function excursionEnd(e: Excursion): number {
  return e.start + e.rampMs + e.holdMs + e.fallMs;
}

function excursionDelta(e: Excursion, t: number): number {
  const d = t - e.start;
  if (d <= 0) return 0;
  if (d < e.rampMs) return (e.delta * d) / e.rampMs;
  if (d < e.rampMs + e.holdMs) return e.delta;
  if (d < excursionEnd(e) - e.start) return e.delta * (1 - (d - e.rampMs - e.holdMs) / e.fallMs);
  return 0;
}
