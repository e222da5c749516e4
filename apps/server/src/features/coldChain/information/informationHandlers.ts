import { informationResource, type RowOf } from '@roadwatch/core';
import { auditColumns, withModifier } from '../../../resources/auditColumns';
import { resourceHandlers } from '../../../resources/resourceHandlers';
import { containsText } from '../../../scope/likePattern';
import { departmentColumns, withDepartment } from '../../basicData/departmentColumns';

type Row = RowOf<typeof informationResource>;

/**
 * The information list on the resource kit. Publishing stamps `published_at` once; an edit of a published item
 * keeps its time, and taking it back to a draft clears it.
 */
export const informationHandlers = resourceHandlers({
  resource: informationResource,
  table: 'information_items',
  from: (db) => withDepartment(withModifier(db.selectFrom('information_items as t'))),
  select: (q) =>
    auditColumns(
      departmentColumns(
        q.select([
          't.id as id',
          't.title as title',
          't.category as category',
          't.content as content',
          't.published as published',
          't.published_at as publishedAt',
          't.remark as remark',
        ]),
      ),
    ),
  sortColumns: { modifiedTime: 't.modified_at', publishedAt: 't.published_at', title: 't.title' },
  filter: (q, f) => {
    let query = q;
    if (typeof f.keyword === 'string' && f.keyword) {
      const keyword = f.keyword;
      query = query.where((eb) =>
        eb.or([containsText('t.title', keyword), containsText('t.content', keyword)] as never),
      );
    }
    if (typeof f.category === 'string') query = query.where('t.category', '=', f.category);
    if (typeof f.published === 'boolean') query = query.where('t.published', '=', f.published ? 1 : 0);
    return query;
  },
  toRow: (raw) =>
    ({
      ...raw,
      published: Number(raw.published) === 1,
      publishedAt: raw.publishedAt === null ? null : Number(raw.publishedAt),
      modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
    }) as unknown as Row,
  toColumns: (s) => ({
    title: s.title,
    category: s.category,
    content: s.content,
    published: s.published ? 1 : 0,
    department_id: s.departmentId,
    remark: s.remark,
  }),
  departmentField: 'departmentId',
  afterWrite: async (trx, id, save, ctx) => {
    const stamp = trx.updateTable('information_items').where('id', '=', id);
    if (save.published)
      await stamp.set({ published_at: ctx.now }).where('published_at', 'is', null).execute();
    else await stamp.set({ published_at: null }).execute();
  },
});
