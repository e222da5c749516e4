import { dictionaryResource, type DictionaryType } from '@roadwatch/core';
import { sql } from 'kysely';
import { businessFailure } from '../../http/apiFailure';
import { auditColumns, withModifier } from '../../resources/auditColumns';
import { resourceHandlers } from '../../resources/resourceHandlers';
import { containsText } from '../../scope/likePattern';

/** Dictionaries belong to a company, not a department: every user of the company sees them. */
export const dictionaryHandlers = resourceHandlers({
  resource: dictionaryResource,
  table: 'dictionaries',
  scope: (auth) => sql`t.company_id = ${auth.companyId}`,
  from: (db) => withModifier(db.selectFrom('dictionaries as t')),
  select: (q) =>
    auditColumns(
      q.select([
        't.id as id',
        't.dic_type_key as dicTypeKey',
        't.code as code',
        't.name_zh as nameZh',
        't.name_en as nameEn',
        't.sort as sort',
        't.valid as valid',
        't.remark as remark',
      ]),
    ),
  sortColumns: { sort: 't.sort', code: 't.code', modifiedTime: 't.modified_at' },
  filter: (q, f) => {
    let out = q;
    if (f.dicTypeKey) out = out.where('t.dic_type_key', '=', f.dicTypeKey as DictionaryType);
    if (typeof f.keyword === 'string' && f.keyword)
      out = out.where((eb) =>
        eb.or([
          containsText('t.code', f.keyword as string),
          containsText('t.name_zh', f.keyword as string),
          containsText('t.name_en', f.keyword as string),
        ] as never),
      );
    return out;
  },
  toColumns: (s) => ({
    dic_type_key: s.dicTypeKey,
    code: s.code,
    name_zh: s.nameZh,
    name_en: s.nameEn,
    sort: s.sort,
    valid: s.valid,
    remark: s.remark,
  }),
  check: async (trx, s, ctx) => {
    let q = trx
      .selectFrom('dictionaries')
      .select('id')
      .where('company_id', '=', ctx.auth.companyId)
      .where('dic_type_key', '=', s.dicTypeKey)
      .where('code', '=', s.code);
    if (ctx.id !== null) q = q.where('id', '<>', ctx.id);
    if (await q.executeTakeFirst()) throw businessFailure('errors.duplicateValue', { value: s.code });
  },
});
