import { fitsEdition2013, warehouseResource, type RowOf } from '@roadwatch/core';
import { sql, type SqlBool } from 'kysely';
import { auditColumns, withModifier } from '../../../resources/auditColumns';
import { resourceHandlers } from '../../../resources/resourceHandlers';
import { inScope } from '../../../scope/inScope';
import { containsText } from '../../../scope/likePattern';
import { departmentColumns, withDepartment } from '../../basicData/departmentColumns';
import { checkLoggerPhoneFree } from './checkLoggerPhoneFree';
import { deleteWarehousePoints, pointsOfSites, syncWarehousePoints } from './warehousePoints';

type Row = RowOf<typeof warehouseResource>;

/** The logger's identity as the gateway binds it at its first registration ('' = not bound yet). */
const UNBOUND = { terminal_id: '', terminal_maker: '', terminal_imei: '', auth_code: '' } as const;

/**
 * Warehouses: a `sites` row of kind 'warehouse' (stores are sites too, and never listed here) with its temperature
 * points. A warehouse with alarms stays (they are its history); deleting one takes its points and readings along.
 * A new or changed logger number starts unbound, so the terminal that registers with it next is bound to it. The
 * pipeline picks up changed points and limits when it re-reads the site (`settingsTtlMs`).
 */
export const warehouseHandlers = resourceHandlers({
  resource: warehouseResource,
  table: 'sites',
  scope: (auth) => sql<SqlBool>`(${inScope(auth, 'sites', 't')} and t.kind = 'warehouse')`,
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
          't.terminal_phone as terminalPhone',
          't.point_type as pointType',
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
        containsText('t.terminal_phone', keyword),
      ] as never),
    );
  },
  toRow: (raw) =>
    ({
      ...raw,
      id: Number(raw.id),
      longitude: Number(raw.longitude),
      latitude: Number(raw.latitude),
      terminalPhone: raw.terminalPhone ?? '',
      pointType: Number(raw.pointType),
      points: [],
      modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
    }) as unknown as Row,
  enrich: async (db, rows) => {
    const points = await pointsOfSites(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...r, points: points.get(r.id) ?? [] }));
  },
  toColumns: (s) => ({
    name: s.name,
    address: s.address,
    lon: s.longitude,
    lat: s.latitude,
    contact: s.contact,
    phone: s.phone,
    department_id: s.departmentId,
    remark: s.remark,
    terminal_phone: s.terminalPhone === '' ? null : s.terminalPhone,
    point_type: s.pointType,
  }),
  insertColumns: (_trx, s) => ({
    kind: 'warehouse',
    protocol_version: fitsEdition2013(s.terminalPhone) ? 2013 : 2019,
  }),
  departmentField: 'departmentId',
  check: async (trx, save, ctx) => {
    await checkLoggerPhoneFree(trx, save.terminalPhone, ctx.id);
    if (ctx.id === null) return;
    const before = (await trx
      .selectFrom('sites')
      .select('terminal_phone')
      .where('id', '=', ctx.id)
      .executeTakeFirstOrThrow()) as { terminal_phone: string | null };
    const phone = save.terminalPhone === '' ? null : save.terminalPhone;
    if (before.terminal_phone !== phone) {
      await trx
        .updateTable('sites')
        .set({ ...UNBOUND, protocol_version: fitsEdition2013(save.terminalPhone) ? 2013 : 2019 })
        .where('id', '=', ctx.id)
        .execute();
    }
  },
  afterWrite: (trx, id, save, ctx) =>
    syncWarehousePoints(
      trx,
      { id, companyId: ctx.auth.companyId, departmentId: save.departmentId },
      save.points,
    ),
  dependants: [{ table: 'alarms', column: 'site_id', message: 'errors.warehouseInUse' }],
  beforeDelete: (trx, ids) => deleteWarehousePoints(trx, ids),
});
