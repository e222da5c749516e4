import { incubatorModelResource, type RowOf } from '@roadwatch/core';
import { sql, type SqlBool } from 'kysely';
import { businessFailure } from '../../../http/apiFailure';
import { auditColumns, withModifier } from '../../../resources/auditColumns';
import { resourceHandlers } from '../../../resources/resourceHandlers';
import { containsText } from '../../../scope/likePattern';
import { departmentColumns, withDepartment } from '../../basicData/departmentColumns';

type Row = RowOf<typeof incubatorModelResource>;

/**
 * Incubator and ice-raft models on the resource kit. A name is unique in the company. The limits are copied to the
 * temperature point of every incubator of the model when saved, so the pipeline judges readings by the model's
 * range. A model with incubators stays.
 */
export const incubatorModelHandlers = resourceHandlers({
  resource: incubatorModelResource,
  table: 'incubator_models',
  from: (db) => withDepartment(withModifier(db.selectFrom('incubator_models as t'))),
  select: (q) =>
    auditColumns(
      departmentColumns(
        q.select([
          't.id as id',
          't.name as name',
          't.kind as kind',
          't.volume_l as volumeL',
          't.min_c as minC',
          't.max_c as maxC',
          't.remark as remark',
          sql<number>`(select count(*) from incubators i where i.model_id = t.id)`.as('incubators'),
        ]),
      ),
    ),
  sortColumns: { modifiedTime: 't.modified_at', name: 't.name' },
  filter: (q, f) => {
    let query = q;
    if (typeof f.keyword === 'string' && f.keyword) query = query.where(containsText('t.name', f.keyword));
    if (typeof f.kind === 'string') query = query.where('t.kind', '=', f.kind);
    return query;
  },
  toRow: (raw) =>
    ({
      ...raw,
      volumeL: Number(raw.volumeL),
      minC: Number(raw.minC),
      maxC: Number(raw.maxC),
      incubators: Number(raw.incubators),
      modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
    }) as unknown as Row,
  toColumns: (s) => ({
    name: s.name,
    kind: s.kind,
    volume_l: s.volumeL,
    min_c: s.minC,
    max_c: s.maxC,
    department_id: s.departmentId,
    remark: s.remark,
  }),
  departmentField: 'departmentId',
  check: async (trx, save, ctx) => {
    let taken = trx
      .selectFrom('incubator_models')
      .select('id')
      .where('company_id', '=', ctx.auth.companyId)
      .where('name', '=', save.name);
    if (ctx.id !== null) taken = taken.where('id', '<>', ctx.id);
    if (await taken.executeTakeFirst()) throw businessFailure('errors.incubatorModelNameTaken');
  },
  afterWrite: async (trx, id, save) => {
    await trx
      .updateTable('temp_points')
      .set({ min_c: save.minC, max_c: save.maxC })
      .where(sql<SqlBool>`site_id in (select i.site_id from incubators i where i.model_id = ${id})`)
      .execute();
  },
  dependants: [{ table: 'incubators', column: 'model_id', message: 'errors.incubatorModelInUse' }],
});
