import { tagResource, type RowOf } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { containsText } from '../../scope/likePattern';
import { departmentColumns, withDepartment } from './departmentColumns';

/** Tags: a code unique in the company and a name. */
export const tagHandlers = resourceHandlers({
  resource: tagResource,
  table: 'tags',
  from: (db) => withDepartment(withModifier(db.selectFrom('tags as t'))),
  select: (q) =>
    auditColumns(
      departmentColumns(q.select(['t.id as id', 't.code as code', 't.name as name', 't.remark as remark'])),
    ),
  sortColumns: { modifiedTime: 't.modified_at', code: 't.code', name: 't.name' },
  filter: (q, f) => {
    const keyword = typeof f.keyword === 'string' ? f.keyword : '';
    if (!keyword) return q;
    return q.where((eb) =>
      eb.or([containsText('t.code', keyword), containsText('t.name', keyword)] as never),
    );
  },
  toRow: (raw) =>
    ({
      ...raw,
      modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
    }) as unknown as RowOf<typeof tagResource>,
  toColumns: (s) => ({ code: s.code, name: s.name, department_id: s.departmentId, remark: s.remark }),
  departmentField: 'departmentId',
  check: async (trx, s, ctx) => {
    let same = trx
      .selectFrom('tags')
      .select('id')
      .where('company_id', '=', ctx.auth.companyId)
      .where('code', '=', s.code);
    if (ctx.id !== null) same = same.where('id', '<>', ctx.id);
    if (await same.executeTakeFirst()) throw businessFailure('errors.duplicateValue', { value: s.code });
  },
});
