import type { Duty } from '../fleet/SimVehicleSpec';
import { CHINA_OFFSET_MS, DAY_MS, HOUR_MS, mixSeed, Random } from '../world';

/** One day's work window; vehicles park outside it (night parking). */
export interface WorkDay {
  start: number;
  end: number;
  /** Trunk drivers stop for the night after this much driving. */
  drivingTargetMs: number;
  /** The terminal powers down while parked that night (goes offline until the next departure). */
  sleepsAtNight: boolean;
}

const STREAM_DAY = 9101;

function chinaDayIndex(time: number): number {
  return Math.floor((time + CHINA_OFFSET_MS) / DAY_MS);
}

/**
 * The work window of a vehicle on one GMT+8 day, or null for a rest day. A pure function of (seed, vehicle, day)
 * so the plan does not depend on how finely the simulation steps.
 */
export function workDayOf(seed: number, vehicleId: number, duty: Duty, dayIndex: number): WorkDay | null {
  const rng = new Random(mixSeed(seed, STREAM_DAY, vehicleId, dayIndex));
  const dayStart = dayIndex * DAY_MS - CHINA_OFFSET_MS;
  const weekday = new Date(dayStart + CHINA_OFFSET_MS).getUTCDay();
  const weekend = weekday === 0 || weekday === 6;
  const restChance = duty === 'city' ? (weekend ? 0.3 : 0.08) : duty === 'regional' ? 0.1 : 0.07;
  const rests = rng.chance(restChance);
  const nightRun = duty === 'trunk' && rng.chance(0.12);
  const departHour = nightRun ? rng.range(14, 17) : duty === 'trunk' ? rng.range(4.5, 8) : rng.range(5.5, 9);
  const hours =
    duty === 'city' ? rng.range(8, 10.5) : duty === 'regional' ? rng.range(9, 11) : rng.range(11, 13);
  const drivingTargetMs = rng.range(8.5, 10.5) * HOUR_MS;
  const sleepsAtNight = rng.chance(0.3);
  // Stores and supermarkets take their cold-chain deliveries at night: some city vehicles work an evening-to-morning
  // shift instead, so the fleet is never entirely parked. (Drawn last, so the day plans of every other vehicle stay
  // what they were.)
  const nightShift = duty === 'city' && rng.chance(0.25);
  const nightDepart = rng.range(19, 23);
  const nightHours = rng.range(7, 9);
  if (rests) return null;
  const depart = nightShift ? nightDepart : departHour;
  const length = nightShift ? nightHours : hours;
  const start = Math.round((dayStart + depart * HOUR_MS) / 1000) * 1000;
  return { start, end: start + Math.round(length * HOUR_MS), drivingTargetMs, sleepsAtNight };
}

/** The work window that contains `time` (today's, or yesterday's night run), if any. */
export function workDayAt(seed: number, vehicleId: number, duty: Duty, time: number): WorkDay | null {
  const today = chinaDayIndex(time);
  for (const day of [today, today - 1]) {
    const w = workDayOf(seed, vehicleId, duty, day);
    if (w && w.start <= time && time < w.end) return w;
  }
  return null;
}

/** The first work window starting after `time` (looks up to three weeks ahead). */
export function nextWorkDay(seed: number, vehicleId: number, duty: Duty, time: number): WorkDay {
  const today = chinaDayIndex(time);
  for (let day = today; day < today + 21; day += 1) {
    const w = workDayOf(seed, vehicleId, duty, day);
    if (w && w.start > time) return w;
  }
  // Three weeks of rest days in a row is practically impossible; fall back to tomorrow morning.
  const start = (today + 1) * DAY_MS - CHINA_OFFSET_MS + 7 * HOUR_MS;
  return { start, end: start + 9 * HOUR_MS, drivingTargetMs: 9 * HOUR_MS, sleepsAtNight: false };
}

export function chinaHour(time: number): number {
  return ((((time + CHINA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS;
}
