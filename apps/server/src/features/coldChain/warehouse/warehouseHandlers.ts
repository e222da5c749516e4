import { warehouseResource, type RowOf } from '@roadwatch/core';
import { resourceHandlers } from '../../../resources/resourceHandlers';
import { checkSiteLogger, deleteSiteBindings, recordSiteBinding } from '../site/siteLogger';
import {
  siteColumns,
  siteFrom,
  siteInsertColumns,
  siteKeyword,
  siteRowOf,
  siteScope,
  siteSelect,
} from '../site/siteRecord';
import { deleteWarehousePoints, pointsOfSites, syncWarehousePoints } from './warehousePoints';

type Row = RowOf<typeof warehouseResource>;

/**
 * Warehouses: a `sites` row of kind 'warehouse' (stores are sites too, and never listed here) with its temperature
 * points. A warehouse with alarms stays (they are its history); deleting one takes its points and readings along.
 * A new or changed logger number starts unbound, so the terminal that registers with it next is bound to it, and
 * is recorded in the binding history. The pipeline picks up changed points and limits when it re-reads the site
 * (`settingsTtlMs`).
 */
export const warehouseHandlers = resourceHandlers({
  resource: warehouseResource,
  table: 'sites',
  scope: siteScope('warehouse'),
  from: siteFrom,
  select: (q) => siteSelect(q).select('t.point_type as pointType'),
  sortColumns: { modifiedTime: 't.modified_at', name: 't.name' },
  filter: siteKeyword,
  toRow: (raw) => ({ ...siteRowOf(raw), pointType: Number(raw.pointType), points: [] }) as unknown as Row,
  enrich: async (db, rows) => {
    const points = await pointsOfSites(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...r, points: points.get(r.id) ?? [] }));
  },
  toColumns: (s) => ({ ...siteColumns(s), point_type: s.pointType }),
  insertColumns: (_trx, s) => siteInsertColumns('warehouse', s),
  departmentField: 'departmentId',
  check: (trx, save, ctx) => checkSiteLogger(trx, save.terminalPhone, ctx.id),
  afterWrite: async (trx, id, save, ctx) => {
    await recordSiteBinding(trx, id, save.terminalPhone, ctx);
    await syncWarehousePoints(
      trx,
      { id, companyId: ctx.auth.companyId, departmentId: save.departmentId },
      save.points,
    );
  },
  dependants: [{ table: 'alarms', column: 'site_id', message: 'errors.warehouseInUse' }],
  beforeDelete: async (trx, ids) => {
    await deleteWarehousePoints(trx, ids);
    await deleteSiteBindings(trx, ids);
  },
});
