import type { SharedTemperature } from '@roadwatch/core';
import type { Database } from '../../db/connect';

/**
 * The latest reading within the window of every probe of the given vehicles or sites, grouped by owner id;
 * a probe without a reading in the window shows no value.
 */
export async function sharedTemperatures(
  db: Database,
  owner: 'vehicle_id' | 'site_id',
  ids: readonly number[],
  since: number,
): Promise<Map<number, SharedTemperature[]>> {
  const byOwner = new Map<number, SharedTemperature[]>();
  if (ids.length === 0) return byOwner;
  const points = await db
    .selectFrom('temp_points as p')
    .where(`p.${owner}`, 'in', ids as number[])
    .select(['p.id', 'p.name', 'p.min_c', 'p.max_c', `p.${owner} as ownerId`])
    .orderBy('p.probe_no')
    .execute();
  if (points.length === 0) return byOwner;
  const latest = await db
    .selectFrom('temp_readings as r')
    .where(
      'r.point_id',
      'in',
      points.map((p) => p.id),
    )
    .where('r.time', '>=', since)
    .where(({ eb, selectFrom }) =>
      eb(
        'r.time',
        '=',
        selectFrom('temp_readings as r2')
          .whereRef('r2.point_id', '=', 'r.point_id')
          .where('r2.time', '>=', since)
          .select((e) => e.fn.max('r2.time').as('t')),
      ),
    )
    .select(['r.point_id', 'r.value_c', 'r.time'])
    .execute();
  const reading = new Map(latest.map((r) => [r.point_id, r]));
  for (const p of points) {
    const r = reading.get(p.id);
    const ownerId = Number(p.ownerId);
    const list = byOwner.get(ownerId) ?? [];
    list.push({
      name: p.name,
      valueC: r?.value_c ?? null,
      time: r ? Number(r.time) : null,
      minC: p.min_c,
      maxC: p.max_c,
    });
    byOwner.set(ownerId, list);
  }
  return byOwner;
}
