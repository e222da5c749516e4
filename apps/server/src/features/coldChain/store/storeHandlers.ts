import { storeResource, type RowOf } from '@roadwatch/core';
import { sql } from 'kysely';
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

/**
 * Stores: a `sites` row of kind 'store' (warehouses are sites too, and never listed here) with the logger it is
 * bound to, as warehouses have (unique platform-wide, a changed number starts unbound and goes into the binding
 * history). Its freezers (temperature points) are kept on their own page and follow the store's department. A
 * store with freezers, a logger, alarms or a traceability batch's leg stays.
 */
export const storeHandlers = resourceHandlers({
  resource: storeResource,
  table: 'sites',
  scope: siteScope('store'),
  from: siteFrom,
  select: (q) =>
    siteSelect(q).select(
      sql<number>`(select count(*) from temp_points fp where fp.site_id = t.id)`.as('freezers'),
    ),
  sortColumns: { modifiedTime: 't.modified_at', name: 't.name' },
  filter: siteKeyword,
  toRow: (raw) =>
    ({ ...siteRowOf(raw), freezers: Number(raw.freezers) }) as unknown as RowOf<typeof storeResource>,
  toColumns: siteColumns,
  insertColumns: (_trx, s) => siteInsertColumns('store', s),
  departmentField: 'departmentId',
  check: (trx, save, ctx) => checkSiteLogger(trx, save.terminalPhone, ctx.id),
  afterWrite: async (trx, id, save, ctx) => {
    await recordSiteBinding(trx, id, save.terminalPhone, ctx);
    await trx
      .updateTable('temp_points')
      .set({ department_id: save.departmentId })
      .where('site_id', '=', id)
      .execute();
  },
  dependants: [
    { table: 'temp_points', column: 'site_id', message: 'errors.storeInUse' },
    { table: 'alarms', column: 'site_id', message: 'errors.storeInUse' },
    { table: 'chain_batch_legs', column: 'site_id', message: 'errors.storeInBatch' },
    { table: 'sites', column: 'id', message: 'errors.storeInUse', where: 'terminal_phone is not null' },
  ],
  beforeDelete: (trx, ids) => deleteSiteBindings(trx, ids),
});
