import {
  formatChinaTime,
  pageKeysMatching,
  pageName,
  type Language,
  type ENDPOINTS,
  type OPERATION_RECORD_DETAIL_SORT,
  type OPERATION_RECORD_SUMMARY_SORT,
  type operationRecordFiltersSchema,
  type OperationRecordRow,
  type OperationRecordSummaryRow,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { inScope } from '../../../scope/inScope';
import { containsText } from '../../../scope/likePattern';
import { departmentFilter } from '../../alarmHandling/alarmQuery';
import { pageWindow } from '../eventReportScope';
import { reportSheet } from '../reportSheet';

type Filters = z.output<typeof operationRecordFiltersSchema>;
type Order = 'asc' | 'desc';
type DetailSort = { field: (typeof OPERATION_RECORD_DETAIL_SORT)[number]; order: Order };
type SummarySort = { field: (typeof OPERATION_RECORD_SUMMARY_SORT)[number]; order: Order };

/**
 * The audit log's changes in the range made by users of the caller's company within its department subtree (and the
 * chosen department's), narrowed by user, resource and action. `audit_log_company_at` seeks the range.
 */
async function recordsOf(ctx: HandlerContext<Filters>) {
  const user = requireUser(ctx);
  const f = ctx.input;
  let q = ctx.db
    .selectFrom('audit_log as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .innerJoin('departments as d', 'd.id', 'u.department_id')
    .where('a.company_id', '=', user.companyId)
    .where('a.at', '>=', f.startTime)
    .where('a.at', '<=', f.endTime)
    .where(inScope(user, 'users', 'u'));
  const department = await departmentFilter(ctx.db, user, f.departmentId);
  if (department) q = q.where(inScope(department, 'users', 'u'));
  if (f.user) {
    q = q.where(
      sql<SqlBool>`(${containsText('u.user_name', f.user)} or ${containsText('u.real_name', f.user)})`,
    );
  }
  if (f.resource) {
    // A person types the page's name as the menu shows it; the log holds the page's key.
    const named = pageKeysMatching(f.resource);
    q = q.where((eb) =>
      named.length
        ? eb.or([eb('a.resource', 'in', named), containsText('a.resource', f.resource!)])
        : containsText('a.resource', f.resource!),
    );
  }
  if (f.action) q = q.where('a.action', '=', f.action);
  return q;
}

type Records = Awaited<ReturnType<typeof recordsOf>>;

const countOf = async (q: Records, what: 'rows' | 'users') =>
  Number(
    (
      await q
        .select(
          what === 'rows' ? sql<number>`count(*)`.as('n') : sql<number>`count(distinct a.user_id)`.as('n'),
        )
        .executeTakeFirstOrThrow()
    ).n,
  );

function detailRows(q: Records, sort: DetailSort | undefined, limit: number, offset: number) {
  const by = { at: 'a.at', userName: 'u.user_name', resource: 'a.resource', action: 'a.action' } as const;
  return q
    .select([
      'a.id',
      'a.at',
      'a.user_id',
      'u.user_name',
      'u.real_name',
      'd.name as department_name',
      'a.resource',
      'a.record_id',
      'a.action',
      'a.detail',
    ])
    .orderBy(by[sort?.field ?? 'at'], sort?.order ?? 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toRow(r: Awaited<ReturnType<typeof detailRows>>[number], lang: Language): OperationRecordRow {
  return {
    id: Number(r.id),
    at: Number(r.at),
    userId: Number(r.user_id),
    userName: r.user_name,
    realName: r.real_name,
    departmentName: r.department_name,
    resource: r.resource,
    resourceName: pageName(r.resource, lang),
    recordId: Number(r.record_id),
    action: r.action,
    detail: r.detail,
  };
}

/** An action in words; a resource's own action without a translation shows as stored. */
export function actionText(t: TFunction, action: string): string {
  const key = `eventReports.operationRecord.actions.${action}`;
  const text = t(key);
  return text === key ? action : text;
}

/** One page of changes, newest first unless another whitelisted column is asked for. */
export const operationRecordDetailReport: EndpointHandler<
  typeof ENDPOINTS.operationRecordDetailReport
> = async (ctx) => {
  const q = await recordsOf(ctx);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([countOf(q, 'rows'), detailRows(q, ctx.input.sort, limit, offset)]);
  return { data: rows.map((r) => toRow(r, ctx.lang)), totalRecords: total };
};

const DETAIL_COLUMNS = [
  'at',
  'userName',
  'realName',
  'departmentName',
  'resource',
  'recordId',
  'action',
  'detail',
] as const;

export const exportOperationRecordDetailReport: EndpointHandler<
  typeof ENDPOINTS.exportOperationRecordDetailReport
> = async (ctx) => {
  const q = await recordsOf(ctx);
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'operation-records',
    headers: DETAIL_COLUMNS.map((c) => t(`eventReports.operationRecord.${c}`)),
    count: () => countOf(q, 'rows'),
    slice: async (limit, offset) =>
      (await detailRows(q, undefined, limit, offset))
        .map((r) => toRow(r, ctx.lang))
        .map((r) => [
          formatChinaTime(r.at),
          r.userName,
          r.realName,
          r.departmentName,
          r.resourceName,
          r.recordId,
          actionText(t, r.action),
          r.detail,
        ]),
  });
};

const countAction = (action: string) => sql<number>`sum(case when a.action = ${action} then 1 else 0 end)`;

function summaryRows(q: Records, sort: SummarySort | undefined, limit: number, offset: number) {
  const field = sort?.field ?? 'userName';
  const column = { userName: 'user_name', operations: 'n', lastAt: 'last_at' }[field];
  return q
    .select([
      'a.user_id',
      'u.user_name',
      'u.real_name',
      'd.name as department_name',
      sql<number>`count(*)`.as('n'),
      countAction('add').as('adds'),
      countAction('update').as('updates'),
      countAction('delete').as('deletes'),
      sql<number>`max(a.at)`.as('last_at'),
    ])
    .groupBy(['a.user_id', 'u.user_name', 'u.real_name', 'd.name'])
    .orderBy(sql.ref(column), sort?.order ?? (field === 'userName' ? 'asc' : 'desc'))
    .orderBy('a.user_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toSummaryRow(r: Awaited<ReturnType<typeof summaryRows>>[number]): OperationRecordSummaryRow {
  return {
    userId: Number(r.user_id),
    userName: r.user_name,
    realName: r.real_name,
    departmentName: r.department_name,
    operations: Number(r.n),
    adds: Number(r.adds),
    updates: Number(r.updates),
    deletes: Number(r.deletes),
    lastAt: Number(r.last_at),
  };
}

/** Per user over the range: changes, of them adds, updates and deletes, and the last one's time. */
export const operationRecordSummaryReport: EndpointHandler<
  typeof ENDPOINTS.operationRecordSummaryReport
> = async (ctx) => {
  const q = await recordsOf(ctx);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    countOf(q, 'users'),
    summaryRows(q, ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map(toSummaryRow), totalRecords: total };
};

const SUMMARY_COLUMNS = [
  'userName',
  'realName',
  'departmentName',
  'operations',
  'adds',
  'updates',
  'deletes',
  'lastAt',
] as const;

export const exportOperationRecordSummaryReport: EndpointHandler<
  typeof ENDPOINTS.exportOperationRecordSummaryReport
> = async (ctx) => {
  const q = await recordsOf(ctx);
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'operation-records-summary',
    headers: SUMMARY_COLUMNS.map((c) => t(`eventReports.operationRecord.${c}`)),
    count: () => countOf(q, 'users'),
    slice: async (limit, offset) =>
      (await summaryRows(q, undefined, limit, offset))
        .map(toSummaryRow)
        .map((r) => [
          r.userName,
          r.realName,
          r.departmentName,
          r.operations,
          r.adds,
          r.updates,
          r.deletes,
          formatChinaTime(r.lastAt),
        ]),
  });
};
