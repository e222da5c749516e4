import { storeFreezerResource, type RowOf } from '@roadwatch/core';
import { sql, type SqlBool } from 'kysely';
import { businessFailure } from '../../../http/apiFailure';
import { auditColumns, withModifier } from '../../../resources/auditColumns';
import { resourceHandlers } from '../../../resources/resourceHandlers';
import type { AnyTrx, WriteContext } from '../../../resources/resourceSpec';
import { inScope } from '../../../scope/inScope';
import { containsText } from '../../../scope/likePattern';

type Row = RowOf<typeof storeFreezerResource>;

/** The store a freezer is saved to: in the caller's scope and a store; its department. */
async function storeOf(trx: AnyTrx, siteId: number, ctx: WriteContext): Promise<{ department_id: number }> {
  const store = (await trx
    .selectFrom('sites as t')
    .select('t.department_id')
    .where('t.id', '=', siteId)
    .where(sql<SqlBool>`(${inScope(ctx.auth, 'sites', 't')} and t.kind = 'store')`)
    .executeTakeFirst()) as { department_id: number } | undefined;
  if (!store) throw businessFailure('errors.notFound');
  return store;
}

/**
 * A store's freezers: the temperature points of a store site, each on a probe of the store's logger (one freezer
 * per probe and store). A freezer takes its store's department; deleting one takes its readings along (its alarms
 * stay as the store's history). The pipeline picks up changed limits when it re-reads the site.
 */
export const storeFreezerHandlers = resourceHandlers({
  resource: storeFreezerResource,
  table: 'temp_points',
  scope: (auth) =>
    sql<SqlBool>`(${inScope(auth, 'temp_points', 't')} and exists (select 1 from sites fs
      where fs.id = t.site_id and fs.kind = 'store'))`,
  from: (db) =>
    withModifier(
      db
        .selectFrom('temp_points as t')
        .innerJoin('sites as st', 'st.id', 't.site_id')
        .innerJoin('departments as dep', 'dep.id', 't.department_id'),
    ),
  select: (q) =>
    auditColumns(
      q.select([
        't.id as id',
        't.site_id as siteId',
        'st.name as storeName',
        'st.terminal_phone as terminalPhone',
        'dep.name as departmentName',
        't.probe_no as probeNo',
        't.name as name',
        't.min_c as minC',
        't.max_c as maxC',
      ]),
    ),
  sortColumns: { modifiedTime: 't.modified_at', name: 't.name', probeNo: 't.probe_no' },
  filter: (q, f) => {
    let query = q;
    if (typeof f.siteId === 'number') query = query.where('t.site_id', '=', f.siteId);
    const keyword = typeof f.keyword === 'string' ? f.keyword : '';
    if (keyword)
      query = query.where((eb) =>
        eb.or([containsText('t.name', keyword), containsText('st.name', keyword)] as never),
      );
    return query;
  },
  toRow: (raw) =>
    ({
      ...raw,
      id: Number(raw.id),
      siteId: Number(raw.siteId),
      terminalPhone: typeof raw.terminalPhone === 'string' ? raw.terminalPhone : '',
      probeNo: Number(raw.probeNo),
      minC: Number(raw.minC),
      maxC: Number(raw.maxC),
      modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
    }) as unknown as Row,
  toColumns: (s) => ({ site_id: s.siteId, probe_no: s.probeNo, name: s.name, min_c: s.minC, max_c: s.maxC }),
  insertColumns: async (trx, s, ctx) => ({
    department_id: (await storeOf(trx, s.siteId, ctx)).department_id,
  }),
  check: async (trx, save, ctx) => {
    await storeOf(trx, save.siteId, ctx);
    let taken = trx
      .selectFrom('temp_points')
      .select('id')
      .where('site_id', '=', save.siteId)
      .where('probe_no', '=', save.probeNo);
    if (ctx.id !== null) taken = taken.where('id', '<>', ctx.id);
    if (await taken.executeTakeFirst())
      throw businessFailure('errors.freezerProbeTaken', { probeNo: save.probeNo });
  },
  afterWrite: async (trx, id, save, ctx) => {
    if (ctx.created) return;
    const store = await storeOf(trx, save.siteId, ctx);
    await trx
      .updateTable('temp_points')
      .set({ department_id: store.department_id })
      .where('id', '=', id)
      .execute();
  },
  beforeDelete: async (trx, ids) => {
    await trx
      .deleteFrom('temp_readings')
      .where('point_id', 'in', [...ids])
      .execute();
  },
});
