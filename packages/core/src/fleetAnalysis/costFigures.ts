import { COST_CATEGORIES, type CostCategory } from './fleetAnalysisLimits';

/** Money per cost category, in fen. */
export type CostByCategory = Record<CostCategory, number>;

export const emptyCosts = (): CostByCategory =>
  Object.fromEntries(COST_CATEGORIES.map((c) => [c, 0])) as CostByCategory;

export const totalFen = (costs: CostByCategory): number =>
  COST_CATEGORIES.reduce((sum, c) => sum + costs[c], 0);

/** Adds `more` into `into` (exact: fen are whole numbers). */
export function addCosts(into: CostByCategory, more: CostByCategory): CostByCategory {
  for (const c of COST_CATEGORIES) into[c] += more[c];
  return into;
}

/**
 * Cost per km in yuan, two decimals; null (shown blank) when no km were driven, as neither 0 nor infinity would
 * be true.
 */
export function costPerKm(fen: number, km: number): number | null {
  if (!(km > 0)) return null;
  return Math.round(fen / km) / 100;
}

/** Each part's share of the whole in percent with one decimal; 0 for every part of an empty whole. */
export function sharePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}
