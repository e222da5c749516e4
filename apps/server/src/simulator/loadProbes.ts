import type { ProbeSpec } from '@roadwatch/simulator';
import type { Database } from '../db/connect';

/** The temperature points of every vehicle (or every site) as simulator probes, by owner id, in probe order. */
export async function loadProbes(db: Database, owner: 'vehicle' | 'site'): Promise<Map<number, ProbeSpec[]>> {
  const column = owner === 'vehicle' ? 'vehicle_id' : 'site_id';
  const points = await db
    .selectFrom('temp_points')
    .select(['vehicle_id', 'site_id', 'probe_no', 'min_c', 'max_c'])
    .where(column, 'is not', null)
    .orderBy('probe_no')
    .execute();
  const probes = new Map<number, ProbeSpec[]>();
  for (const p of points) {
    const id = p[column];
    if (id === null) continue;
    const list = probes.get(id) ?? [];
    list.push({ probe: p.probe_no, minC: p.min_c, maxC: p.max_c });
    probes.set(id, list);
  }
  return probes;
}
