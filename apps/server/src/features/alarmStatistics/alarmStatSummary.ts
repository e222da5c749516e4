import {
  HANDLE_STATUS,
  HAZARD_LEVEL,
  type AlarmStatCounts,
  type AlarmStatRow,
  type AlarmStatSummaryResponse,
  type ENDPOINTS,
} from '@roadwatch/core';
import { sql } from 'kysely';
import type { Database } from '../../db/connect';
import { requireUser, type EndpointHandler, type HandlerContext } from '../../http/endpointHandler';
import type { ParsedRequestOf } from '@roadwatch/core';
import { departmentFilter } from '../alarmHandling/alarmQuery';
import { statConditions, type StatFilters } from './statConditions';
import type { Scope } from '../../scope/authContext';

type SummaryEndpoint = typeof ENDPOINTS.alarmStatSummary;

const countWhere = (column: string, value: number) =>
  sql<number>`sum(case when ${sql.ref(`a.${column}`)} = ${value} then 1 else 0 end)`;

/** Per-vehicle counts of the filtered alarms, grouped in the database (one row per vehicle, plate order). */
async function vehicleCounts(db: Database, scope: Scope, f: StatFilters, department: Scope | null) {
  return db
    .selectFrom('alarms as a')
    .innerJoin('vehicles as v', 'v.id', 'a.vehicle_id')
    .innerJoin('departments as vd', 'vd.id', 'v.department_id')
    .where(statConditions(scope, f, department))
    .groupBy(['a.vehicle_id', 'v.plate', 'vd.name'])
    .select((eb) => [
      'a.vehicle_id',
      'v.plate',
      'vd.name as org_name',
      eb.fn.countAll<number>().as('total'),
      countWhere('level', HAZARD_LEVEL.low).as('low'),
      countWhere('level', HAZARD_LEVEL.medium).as('medium'),
      countWhere('level', HAZARD_LEVEL.high).as('high'),
      countWhere('handle_status', HANDLE_STATUS.processed).as('handled'),
      countWhere('handle_status', HANDLE_STATUS.unprocessed).as('unprocessed'),
      countWhere('handle_status', HANDLE_STATUS.ignored).as('ignored'),
    ])
    .orderBy('v.plate')
    .execute();
}

function withRate(c: Omit<AlarmStatCounts, 'handledRate'>): AlarmStatCounts {
  return { ...c, handledRate: c.total === 0 ? 0 : c.handled / c.total };
}

/** The summary rows and their totals for parsed filters, in a scope (the page, its export and export jobs share it). */
export async function alarmStatSummaryFor(
  db: Database,
  scope: Scope,
  input: ParsedRequestOf<SummaryEndpoint>,
): Promise<AlarmStatSummaryResponse> {
  const department = await departmentFilter(db, scope, input.departmentId);
  const found = await vehicleCounts(db, scope, input, department);
  const totals = { total: 0, low: 0, medium: 0, high: 0, handled: 0, unprocessed: 0, ignored: 0 };
  const rows: AlarmStatRow[] = found.map((r) => {
    const counts = {
      total: Number(r.total),
      low: Number(r.low),
      medium: Number(r.medium),
      high: Number(r.high),
      handled: Number(r.handled),
      unprocessed: Number(r.unprocessed),
      ignored: Number(r.ignored),
    };
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += counts[key];
    return { vehicleId: Number(r.vehicle_id), plate: r.plate, orgName: r.org_name, ...withRate(counts) };
  });
  return { rows, totals: withRate(totals) };
}

/** The summary for the signed-in user's request. */
export function alarmStatSummaryOf(
  ctx: HandlerContext<ParsedRequestOf<SummaryEndpoint>>,
): Promise<AlarmStatSummaryResponse> {
  return alarmStatSummaryFor(ctx.db, requireUser(ctx), ctx.input);
}

export const alarmStatSummary: EndpointHandler<SummaryEndpoint> = (ctx) => alarmStatSummaryOf(ctx);
