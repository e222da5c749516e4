import { mapAreaResource, type LonLatPair, type RowOf, type SaveOf } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { departmentColumns, withDepartment } from '../basicData/departmentColumns';
import { checkCategory } from './elementCategories';
import { elementFilter, parsePoints } from './elementColumns';
import { regionCentre } from './regionCentres';

type AreaSave = SaveOf<typeof mapAreaResource>;

/** Middle of the bounding box of an outline (where a rectangle or polygon is labelled). */
function middle(points: readonly LonLatPair[]): LonLatPair {
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const mid = (a: number[]) => Math.round(((Math.min(...a) + Math.max(...a)) / 2) * 1e6) / 1e6;
  return [mid(lons), mid(lats)];
}

/** The stored form of an area: only the fields of its shape, and the centre the map labels it at. */
function areaColumns(s: AreaSave) {
  const base = { shape: s.shape, radius: 0, points: '[]', region_code: '' };
  switch (s.shape) {
    case 'circle': {
      const [lon, lat] = s.center ?? [0, 0];
      return { ...base, lon, lat, radius: s.radius ?? 0 };
    }
    case 'rectangle':
    case 'polygon': {
      const [lon, lat] = middle(s.points);
      return { ...base, lon, lat, points: JSON.stringify(s.points) };
    }
    case 'region': {
      const code = s.regionCode ?? '';
      const [lon, lat] = regionCentre(code) ?? [0, 0];
      return { ...base, lon, lat, region_code: code };
    }
  }
}

/**
 * Areas (`map_areas`): circle, rectangle, polygon or administrative region. Only the chosen shape's fields are
 * kept; an administrative region must be one of the offline gazetteer's (its centre comes from there).
 */
export const mapAreaHandlers = resourceHandlers({
  resource: mapAreaResource,
  table: 'map_areas',
  from: (db) => withDepartment(withModifier(db.selectFrom('map_areas as t'))),
  select: (q) =>
    auditColumns(
      departmentColumns(
        q.select([
          't.id as id',
          't.name as name',
          't.category_code as categoryCode',
          't.shape as shape',
          't.lon as lonCenter',
          't.lat as latCenter',
          't.radius as radius',
          't.points as points',
          't.region_code as regionCode',
          't.address as address',
          't.share_mode as shareMode',
          't.remark as remark',
        ]),
      ),
    ),
  sortColumns: { modifiedTime: 't.modified_at', name: 't.name' },
  filter: elementFilter(['t.name', 't.address']),
  toRow: (raw) =>
    ({
      ...raw,
      lonCenter: Number(raw.lonCenter),
      latCenter: Number(raw.latCenter),
      radius: Number(raw.radius),
      points: parsePoints(raw.points),
      modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
    }) as unknown as RowOf<typeof mapAreaResource>,
  toColumns: (s) => ({
    name: s.name,
    category_code: s.categoryCode,
    address: s.address,
    share_mode: s.shareMode,
    department_id: s.departmentId,
    remark: s.remark,
    ...areaColumns(s),
  }),
  departmentField: 'departmentId',
  dependants: [
    { table: 'zone_alarms', column: 'area_id', message: 'errors.mapElementInAlarmRule' },
    { table: 'line_alarms', column: 'start_area_id', message: 'errors.mapElementInAlarmRule' },
    { table: 'line_alarms', column: 'end_area_id', message: 'errors.mapElementInAlarmRule' },
  ],
  check: async (trx, save, ctx) => {
    await checkCategory(trx, ctx.auth, save.categoryCode);
    if (save.shape === 'region' && !regionCentre(save.regionCode ?? ''))
      throw businessFailure('errors.mapRegionNotFound');
  },
});
