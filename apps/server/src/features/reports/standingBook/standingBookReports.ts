import {
  COST_CATEGORIES,
  formatChinaDate,
  type ENDPOINTS,
  type STANDING_BOOK_DETAIL_SORT,
  type standingBookDetailFilters,
  type StandingBookRow,
} from '@roadwatch/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { COST_SOURCES } from '../../fleetAnalysis/costSources';
import { checkDetailQuery, pageWindow, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';
import { ledgerRecords, type LedgerQuery, type LedgerRecord } from './ledgerRecords';

type Filters = z.output<typeof standingBookDetailFilters>;
type DetailSort = { field: (typeof STANDING_BOOK_DETAIL_SORT)[number]; order: 'asc' | 'desc' };

/**
 * The ledger's query for the caller: its company's records of the report's vehicles in the range. The detail is
 * held to the detail query rules (span × vehicles) before anything is read; the summary to its 12-month range (by
 * the request schema).
 */
export async function ledgerQuery(ctx: HandlerContext<Filters>, detail: boolean): Promise<LedgerQuery> {
  const user = requireUser(ctx);
  const vehicles = await reportVehicles(ctx.db, user, ctx.input, 'v');
  if (detail) await checkDetailQuery(ctx.db, ctx.t, vehicles, ctx.input, ctx.deps.now());
  return {
    companyId: user.companyId,
    vehicles,
    start: ctx.input.startTime,
    end: ctx.input.endTime,
    categories: ctx.input.categories,
  };
}

const recordsOf = (ctx: HandlerContext<Filters>, q: LedgerQuery) =>
  ctx.db.selectFrom(ledgerRecords(q).as('e'));

async function countOf(ctx: HandlerContext<Filters>, q: LedgerQuery): Promise<number> {
  const row = await recordsOf(ctx, q)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function detailRows(
  ctx: HandlerContext<Filters>,
  q: LedgerQuery,
  sort: DetailSort | undefined,
  limit: number,
  offset: number,
): Promise<LedgerRecord[]> {
  const column = { at: 'at', plate: 'plate', category: 'category', amount: 'fen' }[sort?.field ?? 'at'];
  return recordsOf(ctx, q)
    .selectAll('e')
    .orderBy(sql.ref(`e.${column}`), sort?.order ?? 'desc')
    .orderBy('e.at', 'desc')
    .orderBy('e.vehicle_id')
    .orderBy('e.source')
    .orderBy('e.record_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Yuan from fen, two decimals. */
export const yuan = (fen: unknown) => Math.round(Number(fen)) / 100;
const noteOf = (r: LedgerRecord) =>
  [r.note1, r.note2]
    .map((n) => (n ?? '').trim())
    .filter(Boolean)
    .join(' · ');

function toRow(r: LedgerRecord): StandingBookRow {
  const source = COST_SOURCES[Number(r.source)];
  return {
    id: `${source?.key ?? r.source}-${r.record_id}`,
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    category: COST_CATEGORIES[Number(r.category)] ?? 'other',
    at: Number(r.at),
    amount: yuan(r.fen),
    litres: r.litres === null ? null : Math.round(Number(r.litres) * 100) / 100,
    note: noteOf(r),
  };
}

/** One page of cost records, latest first unless another whitelisted column is asked for. */
export const standingBookDetailReport: EndpointHandler<typeof ENDPOINTS.standingBookDetailReport> = async (
  ctx,
) => {
  const q = await ledgerQuery(ctx, true);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    countOf(ctx, q),
    detailRows(ctx, q, ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map(toRow), totalRecords: total };
};

const DETAIL_COLUMNS = ['at', 'plate', 'departmentName', 'category', 'amount', 'litres', 'note'] as const;

/** The detail as an .xlsx, latest first, read slice by slice. */
export const exportStandingBookDetailReport: EndpointHandler<
  typeof ENDPOINTS.exportStandingBookDetailReport
> = async (ctx) => {
  const q = await ledgerQuery(ctx, true);
  return reportSheet(ctx, {
    stem: 'vehicle-ledger-details',
    headers: DETAIL_COLUMNS.map((c) => ctx.t(`eventReports.standingBook.${c}`)),
    count: () => countOf(ctx, q),
    slice: async (limit, offset) =>
      (await detailRows(ctx, q, undefined, limit, offset))
        .map(toRow)
        .map((r) => [
          formatChinaDate(r.at),
          r.plate,
          r.departmentName,
          ctx.t(`fleetAnalysis.categories.${r.category}`),
          r.amount,
          r.litres,
          r.note,
        ]),
  });
};
