/** The cost categories of the vehicle cost analysis, in the order tables, charts and exports show them. */
export const COST_CATEGORIES = [
  'refuel',
  'repair',
  'maintenance',
  'tyre',
  'insurance',
  'fees',
  'accident',
  'other',
] as const;
export type CostCategory = (typeof COST_CATEGORIES)[number];

export const FLEET_ANALYSIS_LIMITS = {
  /** Both analyses cover at most this many calendar months. */
  rangeMaxMonths: 12,
  /** A refuelling is expected to show a stop (a point at speed 0) within this much time either side. */
  stopWindowMs: 30 * 60_000,
  /** The fuel level before and after a refuelling is read within this much time either side. */
  fuelWindowMs: 60 * 60_000,
  /** The level has to rise by at least this share of the litres put in. */
  fuelRiseShare: 0.5,
  /** Consumption above this percentage of the vehicle's rated L/100 km is flagged. */
  overRatedPercent: 120,
} as const;

/** The stop check of a refuelling: a point at speed 0 near it, or none (no track at all counts as none). */
export const REFUEL_STOP_CHECKS = ['found', 'none'] as const;
export type RefuelStopCheck = (typeof REFUEL_STOP_CHECKS)[number];

/** The fuel-level check: rose enough, did not, or no readings before and after to judge by. */
export const REFUEL_LEVEL_CHECKS = ['rose', 'noRise', 'noData'] as const;
export type RefuelLevelCheck = (typeof REFUEL_LEVEL_CHECKS)[number];
