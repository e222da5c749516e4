import type { Database } from '../../../db/connect';
import { vehicleProbes } from '../../vehicleColdChain/vehicleProbes';

/**
 * The range each point of the vehicles is judged by now, by point id: the same look-up as the cold-chain page's
 * (the vehicle's over-temperature setting where it sets a bound, else the point's own).
 */
export async function pointLimits(
  db: Database,
  companyId: number,
  vehicleIds: readonly number[],
): Promise<Map<number, { minC: number | null; maxC: number | null }>> {
  const probes = await vehicleProbes(db, companyId, [...new Set(vehicleIds)]);
  return new Map(
    [...probes.values()].flat().map((p) => [p.pointId, { minC: p.minC, maxC: p.maxC }] as const),
  );
}
