import {
  fitsEdition2013,
  INCUBATOR_STATUS_KEYS,
  incubatorResource,
  type IncubatorStatus,
  type RowOf,
} from '@roadwatch/core';
import { sql, type SqlBool } from 'kysely';
import { businessFailure } from '../../../http/apiFailure';
import { auditColumns, withModifier } from '../../../resources/auditColumns';
import { resourceHandlers } from '../../../resources/resourceHandlers';
import type { AnySelect, AnyTrx } from '../../../resources/resourceSpec';
import type { UserAuth } from '../../../scope/authContext';
import { inScope } from '../../../scope/inScope';
import { containsText } from '../../../scope/likePattern';
import { departmentColumns, withDepartment } from '../../basicData/departmentColumns';
import { checkSiteLogger, deleteSiteBindings, recordSiteBinding } from '../site/siteLogger';

type Row = RowOf<typeof incubatorResource>;

/** The `sites.kind` of an incubator or ice raft. */
export const INCUBATOR_SITE_KIND = 'incubator';
/** The one probe of a portable logger: the incubator's temperature point. */
export const INCUBATOR_PROBE = 1;

/** Incubators the caller may see (`t` = the site). */
export const incubatorScope = (auth: UserAuth) =>
  sql<SqlBool>`(${inScope(auth, 'sites', 't')} and t.kind = ${INCUBATOR_SITE_KIND})`;

const LABELS: Partial<Record<string, string>> = { departmentId: 'incubator.info.departmentId' };

/**
 * Incubators and ice rafts: a `sites` row of kind 'incubator' (so its portable logger registers, is bound and
 * reports through the site path like a warehouse's) with its code, model and status in `incubators`, and one
 * temperature point carrying the model's limits. The logger number is free platform-wide, a changed number starts
 * unbound and goes into the binding history. An incubator with alarms stays; otherwise its point, readings and
 * positions go with it.
 */
export const incubatorHandlers = resourceHandlers(
  {
    resource: incubatorResource,
    table: 'sites',
    scope: incubatorScope,
    from: (db) =>
      withDepartment(withModifier(db.selectFrom('sites as t')))
        .innerJoin('incubators as i', 'i.site_id', 't.id')
        .innerJoin('incubator_models as m', 'm.id', 'i.model_id'),
    select: (q: AnySelect) =>
      auditColumns(
        departmentColumns(
          q.select([
            't.id as id',
            'i.code as code',
            't.name as name',
            'i.model_id as modelId',
            'm.name as modelName',
            'm.kind as kind',
            'm.min_c as minC',
            'm.max_c as maxC',
            'i.status as status',
            't.terminal_phone as terminalPhone',
            't.remark as remark',
          ]),
        ),
      ),
    sortColumns: { modifiedTime: 't.modified_at', code: 'i.code', name: 't.name' },
    filter: (q, f) => {
      let query = q;
      if (typeof f.keyword === 'string' && f.keyword) {
        const keyword = f.keyword;
        query = query.where((eb) =>
          eb.or([
            containsText('i.code', keyword),
            containsText('t.name', keyword),
            containsText('t.terminal_phone', keyword),
          ] as never),
        );
      }
      if (typeof f.kind === 'string') query = query.where('m.kind', '=', f.kind);
      if (typeof f.status === 'number') query = query.where('i.status', '=', f.status);
      if (typeof f.modelId === 'number') query = query.where('i.model_id', '=', f.modelId);
      return query;
    },
    toRow: (raw) =>
      ({
        ...raw,
        id: Number(raw.id),
        modelId: Number(raw.modelId),
        minC: Number(raw.minC),
        maxC: Number(raw.maxC),
        status: Number(raw.status),
        terminalPhone: typeof raw.terminalPhone === 'string' ? raw.terminalPhone : '',
        modifiedTime: raw.modifiedTime === null ? null : Number(raw.modifiedTime),
      }) as unknown as Row,
    toColumns: (s) => ({
      name: s.name,
      department_id: s.departmentId,
      remark: s.remark,
      terminal_phone: s.terminalPhone === '' ? null : s.terminalPhone,
    }),
    // An incubator has no fixed place: its position is its logger's (logger_positions).
    insertColumns: (_trx, s) => ({
      kind: INCUBATOR_SITE_KIND,
      lon: 0,
      lat: 0,
      protocol_version: fitsEdition2013(s.terminalPhone) ? 2013 : 2019,
    }),
    departmentField: 'departmentId',
    check: async (trx, save, ctx) => {
      const model = await trx
        .selectFrom('incubator_models as m')
        .select('m.id')
        .where('m.id', '=', save.modelId)
        .where(inScope(ctx.auth, 'incubator_models', 'm'))
        .executeTakeFirst();
      if (!model) throw businessFailure('errors.incubatorModelNotFound');
      let taken = trx
        .selectFrom('incubators')
        .select('site_id')
        .where('company_id', '=', ctx.auth.companyId)
        .where('code', '=', save.code);
      if (ctx.id !== null) taken = taken.where('site_id', '<>', ctx.id);
      if (await taken.executeTakeFirst()) throw businessFailure('errors.incubatorCodeTaken');
      await checkSiteLogger(trx, save.terminalPhone, ctx.id);
    },
    afterWrite: async (trx, id, save, ctx) => {
      const values = { code: save.code, model_id: save.modelId, status: save.status };
      if (ctx.created)
        await trx
          .insertInto('incubators')
          .values({ site_id: id, company_id: ctx.auth.companyId, ...values })
          .execute();
      else await trx.updateTable('incubators').set(values).where('site_id', '=', id).execute();
      await syncIncubatorPoint(trx, id, save, ctx.auth.companyId);
      await recordSiteBinding(trx, id, save.terminalPhone, ctx);
    },
    dependants: [{ table: 'alarms', column: 'site_id', message: 'errors.incubatorInUse' }],
    beforeDelete: async (trx, ids) => {
      const list = [...ids];
      await trx
        .deleteFrom('temp_readings')
        .where('point_id', 'in', trx.selectFrom('temp_points').select('id').where('site_id', 'in', list))
        .execute();
      await trx.deleteFrom('temp_points').where('site_id', 'in', list).execute();
      await trx.deleteFrom('logger_positions').where('site_id', 'in', list).execute();
      await trx.deleteFrom('incubators').where('site_id', 'in', list).execute();
      await deleteSiteBindings(trx, list);
    },
  },
  {
    labelKey: (field) => LABELS[field] ?? `incubator.info.${field}`,
    fromSheet: (values) => values,
    toSheet: (row, field, { t }) => {
      if (field === 'departmentId') return row.departmentName;
      if (field === 'kind') return t(`incubator.kinds.${row.kind}`);
      if (field === 'status')
        return t(`incubator.statuses.${INCUBATOR_STATUS_KEYS[row.status as IncubatorStatus] ?? 'inUse'}`);
      const v = (row as Record<string, unknown>)[field];
      return typeof v === 'number' || typeof v === 'string' ? v : null;
    },
    fileStem: 'incubators',
  },
);

/**
 * The incubator's one temperature point (probe 1 of its logger): named by the code, judged by the model's limits,
 * in the incubator's department.
 */
async function syncIncubatorPoint(
  trx: AnyTrx,
  siteId: number,
  save: { code: string; modelId: number; departmentId: number },
  companyId: number,
): Promise<void> {
  const model = (await trx
    .selectFrom('incubator_models')
    .select(['min_c', 'max_c'])
    .where('id', '=', save.modelId)
    .executeTakeFirstOrThrow()) as { min_c: number; max_c: number };
  const values = {
    name: save.code,
    min_c: model.min_c,
    max_c: model.max_c,
    department_id: save.departmentId,
  };
  const updated = await trx
    .updateTable('temp_points')
    .set(values)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await trx
    .insertInto('temp_points')
    .values({ ...values, company_id: companyId, site_id: siteId, probe_no: INCUBATOR_PROBE })
    .execute();
}
