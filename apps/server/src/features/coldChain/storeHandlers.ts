import { storeResource, type RowOf } from '@roadwatch/core';
import { sql, type SqlBool } from 'kysely';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { inScope } from '../../scope/inScope';
import { containsText } from '../../scope/likePattern';
import { departmentColumns, withDepartment } from '../basicData/departmentColumns';

/**
 * Stores: the basic record of a `sites` row of kind 'store' (warehouses are sites too, and never listed here). A
 * store with temperature points, a temperature logger, alarms or a traceability batch's leg stays.
 */
export const storeHandlers = resourceHandlers({
  resource: storeResource,
  table: 'sites',
  scope: (auth) => sql<SqlBool>`(${inScope(auth, 'sites', 't')} and t.kind = 'store')`,
  from: (db) => withDepartment(withModifier(db.selectFrom('sites as t'))),
  select: (q) =>
    auditColumns(
      departmentColumns(
        q.select([
          't.id as id',
          't.name as name',
          't.address as address',
          't.lon as longitude',
          't.lat as latitude',
          't.contact as contact',
          't.phone as phone',
          't.remark as remark',
        ]),
      ),
    ),
  sortColumns: { modifiedTime: 't.modified_at', name: 't.name' },
  filter: (q, f) => {
    const keyword = typeof f.keyword === 'string' ? f.keyword : '';
    if (!keyword) return q;
    return q.where((eb) =>
      eb.or([
        containsText('t.name', keyword),
        containsText('t.address', keyword),
        containsText('t.contact', keyword),
      ] as never),
    );
  },
  toRow: (raw) =>
    ({
      ...raw,
      longitude: Number(raw.longitude),
      latitude: Number(raw.latitude),
      modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
    }) as unknown as RowOf<typeof storeResource>,
  toColumns: (s) => ({
    name: s.name,
    address: s.address,
    lon: s.longitude,
    lat: s.latitude,
    contact: s.contact,
    phone: s.phone,
    department_id: s.departmentId,
    remark: s.remark,
  }),
  insertColumns: () => ({ kind: 'store' }),
  departmentField: 'departmentId',
  dependants: [
    { table: 'temp_points', column: 'site_id', message: 'errors.storeInUse' },
    { table: 'alarms', column: 'site_id', message: 'errors.storeInUse' },
    { table: 'chain_batch_legs', column: 'site_id', message: 'errors.storeInBatch' },
    { table: 'sites', column: 'id', message: 'errors.storeInUse', where: 'terminal_phone is not null' },
  ],
});
