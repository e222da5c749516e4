import type { RowOf, WarehousePoint, warehouseResource } from '@roadwatch/core';
import type { Database } from '../../../db/connect';
import type { AnyTrx } from '../../../resources/resourceSpec';

type PointRow = RowOf<typeof warehouseResource>['points'][number];

/** Each warehouse's points by probe number, for a page of rows (one query). */
export async function pointsOfSites(
  db: Database,
  siteIds: readonly number[],
): Promise<Map<number, PointRow[]>> {
  const bySite = new Map<number, PointRow[]>();
  if (siteIds.length === 0) return bySite;
  const rows = await db
    .selectFrom('temp_points')
    .select(['id', 'site_id', 'probe_no', 'name', 'min_c', 'max_c', 'humidity_min', 'humidity_max'])
    .where('site_id', 'in', [...siteIds])
    .orderBy('site_id')
    .orderBy('probe_no')
    .execute();
  for (const r of rows) {
    const siteId = Number(r.site_id);
    const list = bySite.get(siteId) ?? [];
    list.push({
      id: Number(r.id),
      probeNo: Number(r.probe_no),
      name: r.name,
      minC: Number(r.min_c),
      maxC: Number(r.max_c),
      humidityMin: r.humidity_min === null ? null : Number(r.humidity_min),
      humidityMax: r.humidity_max === null ? null : Number(r.humidity_max),
    });
    bySite.set(siteId, list);
  }
  return bySite;
}

/**
 * The warehouse's points become exactly the saved ones, matched by probe number: a kept probe keeps its point (and
 * so its readings and alarms), a new probe gets a point, a probe no longer listed loses its point and readings.
 * Points follow the warehouse's department.
 */
export async function syncWarehousePoints(
  trx: AnyTrx,
  site: { id: number; companyId: number; departmentId: number },
  points: readonly WarehousePoint[],
): Promise<void> {
  const existing = (await trx
    .selectFrom('temp_points')
    .select(['id', 'probe_no'])
    .where('site_id', '=', site.id)
    .execute()) as { id: number; probe_no: number }[];
  const byProbe = new Map(existing.map((p) => [Number(p.probe_no), Number(p.id)]));
  const wanted = new Set(points.map((p) => p.probeNo));
  const gone = existing.filter((p) => !wanted.has(Number(p.probe_no))).map((p) => Number(p.id));
  if (gone.length > 0) {
    await trx.deleteFrom('temp_readings').where('point_id', 'in', gone).execute();
    await trx.deleteFrom('temp_points').where('id', 'in', gone).execute();
  }
  for (const p of points) {
    const columns = {
      name: p.name,
      min_c: p.minC,
      max_c: p.maxC,
      humidity_min: p.humidityMin,
      humidity_max: p.humidityMax,
      department_id: site.departmentId,
    };
    const id = byProbe.get(p.probeNo);
    if (id === undefined) {
      await trx
        .insertInto('temp_points')
        .values({ ...columns, company_id: site.companyId, site_id: site.id, probe_no: p.probeNo })
        .execute();
    } else {
      await trx.updateTable('temp_points').set(columns).where('id', '=', id).execute();
    }
  }
}

/** A deleted warehouse's points and their readings go with it. */
export async function deleteWarehousePoints(trx: AnyTrx, siteIds: readonly number[]): Promise<void> {
  const points = trx
    .selectFrom('temp_points')
    .select('id')
    .where('site_id', 'in', [...siteIds]);
  await trx.deleteFrom('temp_readings').where('point_id', 'in', points).execute();
  await trx
    .deleteFrom('temp_points')
    .where('site_id', 'in', [...siteIds])
    .execute();
}
