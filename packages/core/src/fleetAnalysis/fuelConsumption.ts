import { FLEET_ANALYSIS_LIMITS, type RefuelLevelCheck } from './fleetAnalysisLimits';

/** A refuelling as the consumption needs it; `km` is the odometer at the time (null when unknown). */
export interface RefuelForConsumption {
  id: number;
  time: number;
  fullTank: boolean;
  litres: number;
  km: number | null;
}

/** Consumption between two full tanks: the litres after the first, up to and including the second. */
export interface ConsumptionInterval {
  fromRefuelId: number;
  toRefuelId: number;
  fromTime: number;
  toTime: number;
  /** Odometer km between the two full tanks; null when either reading is missing or it went back. */
  km: number | null;
  litres: number;
  /** L/100 km with two decimals; null without km. */
  per100km: number | null;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * The full-to-full method: from one full tank to the next, the fuel burnt is what was put in after the first (all
 * refuellings, partial ones included) up to and including the second, over the km driven between the two. Partial
 * refuellings before the first full tank or after the last one belong to no interval.
 */
export function fullToFullIntervals(refuels: readonly RefuelForConsumption[]): ConsumptionInterval[] {
  const sorted = [...refuels].sort((a, b) => a.time - b.time || a.id - b.id);
  const intervals: ConsumptionInterval[] = [];
  let start: RefuelForConsumption | null = null;
  let litres = 0;
  for (const r of sorted) {
    if (start === null) {
      if (r.fullTank) start = r;
      continue;
    }
    litres += r.litres;
    if (!r.fullTank) continue;
    const km = start.km !== null && r.km !== null && r.km > start.km ? round2(r.km - start.km) : null;
    intervals.push({
      fromRefuelId: start.id,
      toRefuelId: r.id,
      fromTime: start.time,
      toTime: r.time,
      km,
      litres: round2(litres),
      per100km: km === null ? null : round2((litres / km) * 100),
    });
    start = r;
    litres = 0;
  }
  return intervals;
}

/** L/100 km over several intervals (their litres over their km); null when none has km. */
export function overallPer100km(intervals: readonly ConsumptionInterval[]): number | null {
  let litres = 0;
  let km = 0;
  for (const i of intervals) {
    if (i.km === null) continue;
    litres += i.litres;
    km += i.km;
  }
  return km > 0 ? round2((litres / km) * 100) : null;
}

/** Consumption as a percentage of the rated figure (one decimal); null without either. */
export function percentOfRated(per100km: number | null, rated: number | null): number | null {
  if (per100km === null || rated === null || !(rated > 0)) return null;
  return Math.round((per100km / rated) * 1000) / 10;
}

export const overRated = (percent: number | null): boolean =>
  percent !== null && percent > FLEET_ANALYSIS_LIMITS.overRatedPercent;

/**
 * Whether the fuel level rose by at least half the litres put in, from the last reading before to the first
 * after; without both readings there is nothing to judge by.
 */
export function fuelLevelCheck(
  before: number | null,
  after: number | null,
  litres: number,
): RefuelLevelCheck {
  if (before === null || after === null) return 'noData';
  return after - before >= litres * FLEET_ANALYSIS_LIMITS.fuelRiseShare ? 'rose' : 'noRise';
}
