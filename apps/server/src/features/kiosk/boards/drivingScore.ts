import {
  HAZARD_LEVEL,
  SCORE_DEDUCTION_CAPS,
  SCORE_RULES,
  SCORE_WEIGHTS,
  type HazardLevel,
  type RiskKindName,
} from '@roadwatch/core';

type CappedDimension = keyof typeof SCORE_DEDUCTION_CAPS;
type WeightedDimension = keyof typeof SCORE_WEIGHTS.readingA;

/**
 * Which capped deduction dimension (seed 001 §9: fatigue 30, distraction 25, distance 35, call 10) and which
 * weighted dimension of reading A (alertness 25, wakefulness 30, stationarity 20, concentration 25) each
 * driver-risk kind counts against. The caps add up to 100, so a driver can lose at most every point.
 * Occlusion, position deviation and seat belt have no cap of their own in the seed: they take the driver's
 * attention or posture off the road, so they share the distraction cap.
 */
const KIND_DIMENSIONS: Record<RiskKindName, { capped: CappedDimension; weighted: WeightedDimension }> = {
  fatigue: { capped: 'fatigue', weighted: 'wakefulness' },
  distraction: { capped: 'distraction', weighted: 'concentration' },
  phoneUse: { capped: 'call', weighted: 'concentration' },
  closeFollowing: { capped: 'distance', weighted: 'alertness' },
  cameraOcclusion: { capped: 'distraction', weighted: 'concentration' },
  drivingPositionDeviation: { capped: 'distraction', weighted: 'stationarity' },
  seatBelt: { capped: 'distraction', weighted: 'stationarity' },
};

const LEVEL_FACTOR: Record<HazardLevel, number> = {
  [HAZARD_LEVEL.low]: 1,
  [HAZARD_LEVEL.medium]: 2,
  [HAZARD_LEVEL.high]: 3,
};

/** Points one event deducts: its dimension's weight (reading A) / 10 per hazard step (fatigue high: 9). */
export function eventDeduction(kind: RiskKindName, level: HazardLevel): number {
  return (SCORE_WEIGHTS.readingA[KIND_DIMENSIONS[kind].weighted] / 10) * LEVEL_FACTOR[level];
}

/**
 * A driver's score for a period: 100 minus each dimension's deductions up to its cap, rounded to one
 * decimal; null when driven under SCORE_RULES.minDrivingHours (not scored).
 */
export function drivingScore(
  events: readonly { kind: RiskKindName; level: HazardLevel }[],
  drivingHours: number,
): number | null {
  if (drivingHours < SCORE_RULES.minDrivingHours) return null;
  const deducted: Record<CappedDimension, number> = { fatigue: 0, distraction: 0, distance: 0, call: 0 };
  for (const e of events) deducted[KIND_DIMENSIONS[e.kind].capped] += eventDeduction(e.kind, e.level);
  let total = SCORE_RULES.max;
  for (const dim of Object.keys(deducted) as CappedDimension[])
    total -= Math.min(deducted[dim], SCORE_DEDUCTION_CAPS[dim]);
  return Math.max(SCORE_RULES.min, Math.round(total * 10) / 10);
}

/** Ten buckets: 0–9, 10–19, …, 90–100. */
export function scoreBucket(score: number): number {
  return Math.min(9, Math.floor(score / 10));
}
