import {
  DIRECTIVE_MESSAGE_IDS,
  directiveKindOf,
  formatChinaTime,
  type DIRECTIVE_DETAIL_SORT,
  type DIRECTIVE_SUMMARY_SORT,
  type DirectiveOutcome,
  type DirectiveParams,
  type DirectiveRecordRow,
  type DirectiveSummaryRow,
  type ENDPOINTS,
  type directiveDetailFilters,
} from '@roadwatch/core';
import { directiveKindText, directiveParamsText, messageIdText } from '@roadwatch/core/i18n';
import { sql } from 'kysely';
import type { z } from 'zod';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { checkDetailQuery, pageWindow, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';

type Filters = z.output<typeof directiveDetailFilters>;
type Order = 'asc' | 'desc';
type DetailSort = { field: (typeof DIRECTIVE_DETAIL_SORT)[number]; order: Order };
type SummarySort = { field: (typeof DIRECTIVE_SUMMARY_SORT)[number]; order: Order };

/** Outcomes counted as failed in the summary: the terminal answered and refused. */
const REFUSED: DirectiveOutcome[] = ['failure', 'badMessage', 'unsupported'];

/**
 * The directive records of the company sent in the range to the report's vehicles, of the chosen command kinds and
 * outcomes (all unless said): a seek of `directive_records_company_sent`.
 */
async function recordsOf(ctx: HandlerContext<Filters>, detail: boolean) {
  const user = requireUser(ctx);
  const f = ctx.input;
  const vehicles = await reportVehicles(ctx.db, user, f, 'v');
  // Commands count as one event type for the detail rules, whichever kinds are chosen (as the console checks it).
  if (detail) await checkDetailQuery(ctx.db, ctx.t, vehicles, f, ctx.deps.now());
  let q = ctx.db
    .selectFrom('directive_records as r')
    .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
    .innerJoin('departments as d', 'd.id', 'v.department_id')
    .where('r.company_id', '=', user.companyId)
    .where('r.sent_at', '>=', f.startTime)
    .where('r.sent_at', '<=', f.endTime)
    .where(vehicles);
  if (f.kinds?.length)
    q = q.where(
      'r.message_id',
      'in',
      f.kinds.map((kind) => DIRECTIVE_MESSAGE_IDS[kind]),
    );
  if (f.outcomes?.length) q = q.where('r.outcome', 'in', f.outcomes);
  return q;
}

type Records = Awaited<ReturnType<typeof recordsOf>>;

const countOf = async (q: Records, what: 'rows' | 'vehicles') =>
  Number(
    (
      await q
        .select(
          what === 'rows' ? sql<number>`count(*)`.as('n') : sql<number>`count(distinct r.vehicle_id)`.as('n'),
        )
        .executeTakeFirstOrThrow()
    ).n,
  );

function detailRows(q: Records, sort: DetailSort | undefined, limit: number, offset: number) {
  const by = {
    sentAt: 'r.sent_at',
    plate: 'v.plate',
    messageId: 'r.message_id',
    outcome: 'r.outcome',
  } as const;
  return q
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.vehicle_id',
      'r.message_id',
      'r.params',
      'r.sent_at',
      'r.outcome',
      'r.answered_at',
      'r.user_id',
      'u.real_name',
      'u.user_name',
      'v.plate',
      'd.name as department_name',
    ])
    .orderBy(by[sort?.field ?? 'sentAt'], sort?.order ?? 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

function paramsOf(stored: string): DirectiveParams {
  try {
    const value: unknown = JSON.parse(stored);
    return typeof value === 'object' && value !== null ? (value as DirectiveParams) : {};
  } catch {
    return {};
  }
}

function toRow(r: Awaited<ReturnType<typeof detailRows>>[number]): DirectiveRecordRow {
  const messageId = Number(r.message_id);
  return {
    id: Number(r.id),
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    // A deleted user still sent it: their id stays, shown by number.
    userName: r.user_id === null ? null : ((r.real_name || r.user_name) ?? `#${r.user_id}`),
    messageId,
    kind: directiveKindOf(messageId),
    params: paramsOf(r.params),
    sentAt: Number(r.sent_at),
    outcome: r.outcome as DirectiveOutcome,
    answeredAt: r.answered_at === null ? null : Number(r.answered_at),
  };
}

/** One page of commands, newest first unless another whitelisted column is asked for. */
export const directiveDetailReport: EndpointHandler<typeof ENDPOINTS.directiveDetailReport> = async (ctx) => {
  const q = await recordsOf(ctx, true);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([countOf(q, 'rows'), detailRows(q, ctx.input.sort, limit, offset)]);
  return { data: rows.map(toRow), totalRecords: total };
};

const DETAIL_COLUMNS = [
  'plate',
  'departmentName',
  'kindName',
  'messageId',
  'params',
  'userName',
  'sentAt',
  'outcome',
  'answeredAt',
] as const;

export const exportDirectiveDetailReport: EndpointHandler<
  typeof ENDPOINTS.exportDirectiveDetailReport
> = async (ctx) => {
  const q = await recordsOf(ctx, true);
  const { t } = ctx;
  const k = (key: string) => t(`eventReports.directiveRecord.${key}`);
  return reportSheet(ctx, {
    stem: 'directive-records',
    headers: DETAIL_COLUMNS.map(k),
    count: () => countOf(q, 'rows'),
    slice: async (limit, offset) =>
      (await detailRows(q, undefined, limit, offset))
        .map(toRow)
        .map((r) => [
          r.plate,
          r.departmentName,
          directiveKindText(t, r.kind),
          messageIdText(r.messageId),
          directiveParamsText(t, r.params),
          r.userName ?? k('platform'),
          formatChinaTime(r.sentAt),
          k(`outcomes.${r.outcome}`),
          r.answeredAt === null ? '' : formatChinaTime(r.answeredAt),
        ]),
  });
};

function summaryRows(q: Records, sort: SummarySort | undefined, limit: number, offset: number) {
  const field = sort?.field ?? 'plate';
  const column = {
    plate: 'plate',
    total: 'total',
    succeeded: 'succeeded',
    failed: 'failed',
    timedOut: 'timed_out',
    lastSentAt: 'last_sent_at',
  }[field];
  return q
    .select([
      'r.vehicle_id',
      'v.plate',
      'd.name as department_name',
      sql<number>`count(*)`.as('total'),
      sql<number>`sum(case when r.outcome = 'success' then 1 else 0 end)`.as('succeeded'),
      sql<number>`sum(case when r.outcome in (${sql.join(REFUSED)}) then 1 else 0 end)`.as('failed'),
      sql<number>`sum(case when r.outcome = 'timeout' then 1 else 0 end)`.as('timed_out'),
      sql<number>`max(r.sent_at)`.as('last_sent_at'),
    ])
    .groupBy(['r.vehicle_id', 'v.plate', 'd.name'])
    .orderBy(sql.ref(column), sort?.order ?? (field === 'plate' ? 'asc' : 'desc'))
    .orderBy('r.vehicle_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toSummaryRow(r: Awaited<ReturnType<typeof summaryRows>>[number]): DirectiveSummaryRow {
  return {
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    total: Number(r.total),
    succeeded: Number(r.succeeded),
    failed: Number(r.failed),
    timedOut: Number(r.timed_out),
    lastSentAt: Number(r.last_sent_at),
  };
}

/** Per vehicle over the range (at most 12 months): commands, succeeded, refused, timed out, the last one's time. */
export const directiveSummaryReport: EndpointHandler<typeof ENDPOINTS.directiveSummaryReport> = async (
  ctx,
) => {
  const q = await recordsOf(ctx, false);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    countOf(q, 'vehicles'),
    summaryRows(q, ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map(toSummaryRow), totalRecords: total };
};

export const exportDirectiveSummaryReport: EndpointHandler<
  typeof ENDPOINTS.exportDirectiveSummaryReport
> = async (ctx) => {
  const q = await recordsOf(ctx, false);
  const { t } = ctx;
  const k = (key: string) => t(`eventReports.directiveRecord.${key}`);
  return reportSheet(ctx, {
    stem: 'directive-summary',
    headers: ['plate', 'departmentName', 'total', 'succeeded', 'failed', 'timedOut', 'lastSentAt'].map(k),
    count: () => countOf(q, 'vehicles'),
    slice: async (limit, offset) =>
      (await summaryRows(q, undefined, limit, offset))
        .map(toSummaryRow)
        .map((r) => [
          r.plate,
          r.departmentName,
          r.total,
          r.succeeded,
          r.failed,
          r.timedOut,
          formatChinaTime(r.lastSentAt),
        ]),
  });
};
