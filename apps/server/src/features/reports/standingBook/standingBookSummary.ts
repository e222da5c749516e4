import {
  COST_CATEGORIES,
  costPerKm,
  emptyCosts,
  type ENDPOINTS,
  type STANDING_BOOK_SUMMARY_SORT,
  type standingBookSummaryFilters,
  type StandingBookSummaryRow,
} from '@roadwatch/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { EndpointHandler, HandlerContext } from '../../../http/endpointHandler';
import { roundKm } from '../dayStats/dayStatQuery';
import { pageWindow } from '../eventReportScope';
import { reportSheet } from '../reportSheet';
import { ledgerVehicles, type LedgerQuery, type LedgerVehicle } from './ledgerRecords';
import { ledgerQuery, yuan } from './standingBookReports';

type Filters = z.output<typeof standingBookSummaryFilters>;
type SummarySort = { field: (typeof STANDING_BOOK_SUMMARY_SORT)[number]; order: 'asc' | 'desc' };

const vehiclesOf = (ctx: HandlerContext<Filters>, q: LedgerQuery) =>
  ctx.db.selectFrom(ledgerVehicles(q).as('b'));

async function countOf(ctx: HandlerContext<Filters>, q: LedgerQuery): Promise<number> {
  const row = await vehiclesOf(ctx, q)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function summaryRows(
  ctx: HandlerContext<Filters>,
  q: LedgerQuery,
  sort: SummarySort | undefined,
  limit: number,
  offset: number,
): Promise<LedgerVehicle[]> {
  const column = { plate: 'plate', mileageKm: 'mileage_km', litres: 'litres', total: 'total_fen' }[
    sort?.field ?? 'total'
  ];
  // Unsorted: the vehicles that cost the most lead the table.
  return vehiclesOf(ctx, q)
    .selectAll('b')
    .orderBy(sql.ref(`b.${column}`), sort?.order ?? (column === 'plate' ? 'asc' : 'desc'))
    .orderBy('b.plate')
    .orderBy('b.vehicle_id')
    .limit(limit)
    .offset(offset)
    .execute() as Promise<LedgerVehicle[]>;
}

function toSummaryRow(r: LedgerVehicle): StandingBookSummaryRow {
  const costs = emptyCosts();
  COST_CATEGORIES.forEach((c, i) => (costs[c] = yuan(r[`fen${i}`])));
  const km = Number(r.mileage_km);
  const totalFen = Number(r.total_fen);
  return {
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    mileageKm: roundKm(km),
    litres: Math.round(Number(r.litres) * 100) / 100,
    costs,
    total: yuan(totalFen),
    costPerKm: costPerKm(totalFen, km),
  };
}

/**
 * Per vehicle over the range (at most 12 months): mileage from the daily roll-up, litres put in, money per cost
 * category, total and cost per km; most money first unless a whitelisted column is asked for.
 */
export const standingBookSummaryReport: EndpointHandler<typeof ENDPOINTS.standingBookSummaryReport> = async (
  ctx,
) => {
  const q = await ledgerQuery(ctx, false);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    countOf(ctx, q),
    summaryRows(ctx, q, ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map(toSummaryRow), totalRecords: total };
};

export const exportStandingBookSummaryReport: EndpointHandler<
  typeof ENDPOINTS.exportStandingBookSummaryReport
> = async (ctx) => {
  const q = await ledgerQuery(ctx, false);
  const k = (key: string) => ctx.t(`eventReports.standingBook.${key}`);
  return reportSheet(ctx, {
    stem: 'vehicle-ledger-summary',
    headers: [
      k('plate'),
      k('departmentName'),
      k('mileageKm'),
      k('litres'),
      ...COST_CATEGORIES.map((c) =>
        ctx.t('eventReports.standingBook.costOf', { category: ctx.t(`fleetAnalysis.categories.${c}`) }),
      ),
      k('total'),
      k('costPerKm'),
    ],
    count: () => countOf(ctx, q),
    slice: async (limit, offset) =>
      (await summaryRows(ctx, q, undefined, limit, offset))
        .map(toSummaryRow)
        .map((r) => [
          r.plate,
          r.departmentName,
          r.mileageKm,
          r.litres,
          ...COST_CATEGORIES.map((c) => r.costs[c]),
          r.total,
          r.costPerKm,
        ]),
  });
};
