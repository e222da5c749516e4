import {
  formatChinaTime,
  SWITCH_KIND,
  type COLD_MACHINE_DETAIL_SORT,
  type COLD_MACHINE_SUMMARY_SORT,
  type coldMachineDetailFilters,
  type ColdMachineReportRow,
  type ColdMachineSummaryRow,
  type ENDPOINTS,
} from '@roadwatch/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../../http/endpointHandler';
import { checkDetailQuery, pageWindow, reportVehicles } from '../eventReportScope';
import { reportSheet } from '../reportSheet';
import { openSecondsSql, switchEpisodes } from '../switchEpisodes';

type Filters = z.output<typeof coldMachineDetailFilters>;
type Order = 'asc' | 'desc';
type DetailSort = { field: (typeof COLD_MACHINE_DETAIL_SORT)[number]; order: Order };
type SummarySort = { field: (typeof COLD_MACHINE_SUMMARY_SORT)[number]; order: Order };

/** Runs of the refrigeration unit (the stored `cooler` switch on) that began in the range or were running at its start. */
async function runsOf(ctx: HandlerContext<Filters>, detail: boolean) {
  const user = requireUser(ctx);
  const vehicles = await reportVehicles(ctx.db, user, ctx.input, 'v');
  if (detail) await checkDetailQuery(ctx.db, ctx.t, vehicles, ctx.input, ctx.deps.now());
  return ctx.db.selectFrom(switchEpisodes(ctx.db, SWITCH_KIND.cooler, ctx.input, vehicles, true).as('ep'));
}

type Runs = Awaited<ReturnType<typeof runsOf>>;

const countOf = async (q: Runs, what: 'rows' | 'vehicles') =>
  Number(
    (
      await q
        .select(
          what === 'rows'
            ? sql<number>`count(*)`.as('n')
            : sql<number>`count(distinct ep.vehicle_id)`.as('n'),
        )
        .executeTakeFirstOrThrow()
    ).n,
  );

function detailRows(q: Runs, now: number, sort: DetailSort | undefined, limit: number, offset: number) {
  const by =
    sort?.field === 'plate'
      ? sql`ep.plate`
      : sort?.field === 'durationS'
        ? openSecondsSql(now)
        : sql`ep.open_time`;
  return q
    .selectAll('ep')
    .select(openSecondsSql(now).as('duration_s'))
    .orderBy(by, sort?.order ?? 'desc')
    .orderBy('ep.vehicle_id')
    .orderBy('ep.open_time')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toRow(r: Awaited<ReturnType<typeof detailRows>>[number]): ColdMachineReportRow {
  const vehicleId = Number(r.vehicle_id);
  const onTime = Number(r.open_time);
  return {
    id: `${vehicleId}:${onTime}`,
    vehicleId,
    plate: r.plate,
    departmentName: r.department_name,
    onTime,
    offTime: r.close_time === null ? null : Number(r.close_time),
    durationS: Math.max(0, Number(r.duration_s)),
  };
}

/** One page of unit runs, latest switch-on first unless another whitelisted column is asked for. */
export const coldMachineDetailReport: EndpointHandler<typeof ENDPOINTS.coldMachineDetailReport> = async (
  ctx,
) => {
  const q = await runsOf(ctx, true);
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    countOf(q, 'rows'),
    detailRows(q, ctx.deps.now(), ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map(toRow), totalRecords: total };
};

const DETAIL_COLUMNS = ['plate', 'departmentName', 'onTime', 'offTime', 'durationSeconds'] as const;

export const exportColdMachineDetailReport: EndpointHandler<
  typeof ENDPOINTS.exportColdMachineDetailReport
> = async (ctx) => {
  const q = await runsOf(ctx, true);
  const now = ctx.deps.now();
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'refrigeration-units',
    headers: DETAIL_COLUMNS.map((c) => t(`eventReports.coldMachine.${c}`)),
    count: () => countOf(q, 'rows'),
    slice: async (limit, offset) =>
      (await detailRows(q, now, undefined, limit, offset))
        .map(toRow)
        .map((r) => [
          r.plate,
          r.departmentName,
          formatChinaTime(r.onTime),
          r.offTime === null ? t('eventReports.coldMachine.running') : formatChinaTime(r.offTime),
          r.durationS,
        ]),
  });
};

/**
 * The share of the range a vehicle's unit ran: its runs' seconds cut to the range (its start, its end and now), over
 * the range's seconds up to now.
 */
function runShareOf(runS: number, range: { startTime: number; endTime: number }, now: number): number {
  const rangeS = (Math.min(range.endTime, now) - range.startTime) / 1000;
  return rangeS > 0 ? Math.min(1, Math.max(0, runS / rangeS)) : 0;
}

function summaryRows(
  q: Runs,
  range: { startTime: number; endTime: number },
  now: number,
  sort: SummarySort | undefined,
  limit: number,
  offset: number,
) {
  const field = sort?.field ?? 'plate';
  const column = { plate: 'plate', runs: 'n', totalRunS: 'total_s', longestRunS: 'longest_s' }[field];
  const cut = sql.lit(Math.min(range.endTime, now));
  const from = sql.lit(range.startTime);
  return q
    .select([
      'ep.vehicle_id',
      'ep.plate',
      'ep.department_name',
      sql<number>`count(*)`.as('n'),
      sql<number>`sum(${openSecondsSql(now)})`.as('total_s'),
      sql<number>`max(${openSecondsSql(now)})`.as('longest_s'),
      sql<number>`sum((case when coalesce(ep.close_time, ${cut}) < ${cut} then coalesce(ep.close_time, ${cut}) else ${cut} end - case when ep.open_time > ${from} then ep.open_time else ${from} end) / 1000)`.as(
        'in_range_s',
      ),
    ])
    .groupBy(['ep.vehicle_id', 'ep.plate', 'ep.department_name'])
    .orderBy(sql.ref(column), sort?.order ?? (field === 'plate' ? 'asc' : 'desc'))
    .orderBy('ep.vehicle_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

function toSummaryRow(
  r: Awaited<ReturnType<typeof summaryRows>>[number],
  range: { startTime: number; endTime: number },
  now: number,
): ColdMachineSummaryRow {
  return {
    vehicleId: Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    runs: Number(r.n),
    totalRunS: Math.max(0, Number(r.total_s)),
    longestRunS: Math.max(0, Number(r.longest_s)),
    runShare: runShareOf(Number(r.in_range_s), range, now),
  };
}

/** Per vehicle over the range (at most 12 months): runs, total and longest run time, share of the range running. */
export const coldMachineSummaryReport: EndpointHandler<typeof ENDPOINTS.coldMachineSummaryReport> = async (
  ctx,
) => {
  const q = await runsOf(ctx, false);
  const now = ctx.deps.now();
  const { limit, offset } = pageWindow(ctx.input.pageParamVO);
  const [total, rows] = await Promise.all([
    countOf(q, 'vehicles'),
    summaryRows(q, ctx.input, now, ctx.input.sort, limit, offset),
  ]);
  return { data: rows.map((r) => toSummaryRow(r, ctx.input, now)), totalRecords: total };
};

const SUMMARY_COLUMNS = [
  'plate',
  'departmentName',
  'runs',
  'totalSeconds',
  'longestSeconds',
  'runSharePercent',
] as const;

export const exportColdMachineSummaryReport: EndpointHandler<
  typeof ENDPOINTS.exportColdMachineSummaryReport
> = async (ctx) => {
  const q = await runsOf(ctx, false);
  const now = ctx.deps.now();
  const { t } = ctx;
  return reportSheet(ctx, {
    stem: 'refrigeration-units-summary',
    headers: SUMMARY_COLUMNS.map((c) => t(`eventReports.coldMachine.${c}`)),
    count: () => countOf(q, 'vehicles'),
    slice: async (limit, offset) =>
      (await summaryRows(q, ctx.input, now, undefined, limit, offset))
        .map((r) => toSummaryRow(r, ctx.input, now))
        .map((r) => [
          r.plate,
          r.departmentName,
          r.runs,
          r.totalRunS,
          r.longestRunS,
          Math.round(r.runShare * 1000) / 10,
        ]),
  });
};
