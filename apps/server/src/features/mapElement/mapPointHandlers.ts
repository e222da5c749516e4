import { mapPointResource, type RowOf } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { departmentColumns, withDepartment } from '../basicData/departmentColumns';
import { checkCategory } from './elementCategories';
import { elementFilter } from './elementColumns';
import { mapPointSheet } from './mapPointSheet';
import { claimPointPlace } from './pointLimit';

/**
 * Logistics points (`map_points`). A company keeps at most MAP_POINTS_MAX: an add beyond it, or an import that
 * would cross it, is refused with "too many logistics areas". The category is one of the company's point/area
 * types.
 */
export const mapPointHandlers = resourceHandlers(
  {
    resource: mapPointResource,
    table: 'map_points',
    from: (db) => withDepartment(withModifier(db.selectFrom('map_points as t'))),
    select: (q) =>
      auditColumns(
        departmentColumns(
          q.select([
            't.id as id',
            't.name as name',
            't.own_number as ownNumber',
            't.category_code as categoryCode',
            't.address as address',
            't.lon as longitude',
            't.lat as latitude',
            't.radius as radius',
            't.share_mode as shareMode',
            't.coordinate_source as coordinateSource',
            't.remark as remark',
          ]),
        ),
      ),
    sortColumns: { modifiedTime: 't.modified_at', name: 't.name', ownNumber: 't.own_number' },
    filter: elementFilter(['t.name', 't.own_number', 't.address']),
    toRow: (raw) =>
      ({
        ...raw,
        longitude: Number(raw.longitude),
        latitude: Number(raw.latitude),
        radius: Number(raw.radius),
        modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
      }) as unknown as RowOf<typeof mapPointResource>,
    toColumns: (s) => ({
      name: s.name,
      own_number: s.ownNumber,
      category_code: s.categoryCode,
      address: s.address,
      lon: s.longitude,
      lat: s.latitude,
      radius: s.radius,
      share_mode: s.shareMode,
      coordinate_source: s.coordinateSource,
      department_id: s.departmentId,
      remark: s.remark,
    }),
    insertColumns: async (trx, _save, ctx) => {
      await claimPointPlace(trx, ctx);
      return {};
    },
    departmentField: 'departmentId',
    check: async (trx, save, ctx) => {
      await checkCategory(trx, ctx.auth, save.categoryCode);
      let same = trx
        .selectFrom('map_points')
        .select('id')
        .where('company_id', '=', ctx.auth.companyId)
        .where('name', '=', save.name);
      if (ctx.id !== null) same = same.where('id', '<>', ctx.id);
      if (await same.executeTakeFirst()) throw businessFailure('errors.duplicateValue', { value: save.name });
    },
  },
  mapPointSheet,
);
