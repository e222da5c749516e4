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

/** Rare: a unit fault per ~4 days of running, a probe dropping out per ~20 days. */
const EXCURSIONS_PER_HOUR = 0.01;
const PROBE_DROPOUTS_PER_HOUR = 0.002;
/** Warm air coming in through an open door, and how fast the unit pulls the box back down. */
const DOOR_WARMING_C_PER_MIN = 0.25;
const RECOVERY_C_PER_MIN = 0.25;
const MAX_DOOR_HEAT_C = 5;

/** Temperatures of a refrigerated box: setpoint, noise, door openings, occasional excursions and probe faults. */
export class Reefer {
  private doorHeat = 0;
  private excursion: Excursion | null = null;
  private dropout: { probe: number; until: number } | null = null;

  constructor(private readonly probes: readonly ProbeSpec[]) {}

  /** Moves the box's state on by dt; draws faults only while the unit runs. */
  update(rng: Random, t: number, dtMs: number, doorOpen: boolean, running: boolean): void {
    const minutes = dtMs / MINUTE_MS;
    this.doorHeat = doorOpen
      ? Math.min(MAX_DOOR_HEAT_C, this.doorHeat + DOOR_WARMING_C_PER_MIN * minutes)
      : Math.max(0, this.doorHeat - RECOVERY_C_PER_MIN * minutes);
    if (this.excursion && t > excursionEnd(this.excursion)) this.excursion = null;
    if (this.dropout && t >= this.dropout.until) this.dropout = null;
    if (!running) return;
    const hours = dtMs / 3_600_000;
    if (!this.excursion && rng.chance(EXCURSIONS_PER_HOUR * hours)) {
      const first = this.probes[0];
      const range = first ? first.maxC - first.minC : 8;
      this.excursion = {
        start: t,
        rampMs: rng.int(20, 40) * MINUTE_MS,
        holdMs: rng.int(15, 45) * MINUTE_MS,
        fallMs: rng.int(20, 40) * MINUTE_MS,
        delta: range / 2 + rng.range(2, 6),
      };
    }
    if (!this.dropout && this.probes.length > 0 && rng.chance(PROBE_DROPOUTS_PER_HOUR * hours)) {
      this.dropout = { probe: rng.pick(this.probes).probe, until: t + rng.int(5, 60) * MINUTE_MS };
    }
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
