import { LIMITS, type ENDPOINTS, type FleetDepartmentFigures } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';
import { percent } from '../kiosk/boards/percent';
import { rankedDepartments, scopeDepartments } from '../kiosk/boards/boardScope';
import { dailyKmOfScope, usedOn } from '../kiosk/boards/dailyKm';
import { alarmsTodayByDepartment, total } from './alarmsToday';
import { documentFigures } from './fleetDocuments';
import { operationFigures, supervisionFigures } from './kioskFigures';

type Handler<N extends keyof typeof ENDPOINTS> = EndpointHandler<(typeof ENDPOINTS)[N]>;

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Supervision: vehicle states (the wall board's), alarms begun today and expiring documents. */
export const fleetSupervisionBoard: Handler<'fleetSupervisionBoard'> = async (ctx) => {
  const auth = requireUser(ctx);
  const now = ctx.deps.now();
  const [board, alarms, documents] = await Promise.all([
    supervisionFigures(ctx),
    alarmsTodayByDepartment(ctx.db, auth, now),
    documentFigures(ctx.db, auth, now),
  ]);
  return {
    generatedAt: now,
    vehicles: board.vehicles,
    departments: board.departments,
    alarmsToday: total(alarms),
    documents,
  };
};

/** Operation: the wall board's mileage, usage and top vehicles. */
export const fleetOperationBoard: Handler<'fleetOperationBoard'> = async (ctx) => {
  requireUser(ctx);
  return operationFigures(ctx);
};

/** Company profile: name, departments, drivers, vehicle states, mileage, usage and documents. */
export const fleetCompanyProfileBoard: Handler<'fleetCompanyProfileBoard'> = async (ctx) => {
  const auth = requireUser(ctx);
  const now = ctx.deps.now();
  const [company, departments, drivers, supervision, operation, documents] = await Promise.all([
    ctx.db.selectFrom('companies').select('name').where('id', '=', auth.companyId).executeTakeFirstOrThrow(),
    scopeDepartments(ctx.db, auth),
    ctx.db
      .selectFrom('drivers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(inScope(auth, 'drivers'))
      .executeTakeFirstOrThrow(),
    supervisionFigures(ctx),
    operationFigures(ctx),
    documentFigures(ctx.db, auth, now),
  ]);
  return {
    generatedAt: now,
    companyName: company.name,
    departments: departments.length,
    drivers: Number(drivers.n),
    vehicles: supervision.vehicles,
    mileage: operation.mileage,
    utilisation: operation.utilisation,
    documents,
  };
};

/**
 * Enterprise overview: per department group (the company's secondary departments, or the children of the caller's
 * own) vehicles, online, km today, alarms today and the 30-day usage rate; totals over the whole scope.
 */
export const fleetEnterpriseOverview: Handler<'fleetEnterpriseOverview'> = async (ctx) => {
  const auth = requireUser(ctx);
  const now = ctx.deps.now();
  const [departments, vehicles, daily, alarms] = await Promise.all([
    scopeDepartments(ctx.db, auth),
    ctx.db
      .selectFrom('vehicles as v')
      .leftJoin('vehicle_states as s', 's.vehicle_id', 'v.id')
      .select(['v.id', 'v.department_id', 's.online'])
      .where(inScope(auth, 'vehicles', 'v'))
      .execute(),
    dailyKmOfScope(ctx.db, auth, now),
    alarmsTodayByDepartment(ctx.db, auth, now),
  ]);
  const { groups, groupOf } = rankedDepartments(departments);
  const blank = () => ({ vehicles: 0, online: 0, todayKm: 0, alarmsToday: 0, usedDays: 0 });
  const rows = new Map(groups.map((g) => [g.id, { id: g.id, name: g.name, ...blank() }]));
  const all = blank();
  for (const v of vehicles) {
    const km = daily.kmOf(v.id);
    const usedDays = km.slice(0, daily.days).filter(usedOn).length;
    const todayKm = km[daily.days] ?? 0;
    const online = v.online === 1 ? 1 : 0;
    for (const row of [all, rows.get(groupOf(v.department_id)?.id ?? -1)]) {
      if (!row) continue;
      row.vehicles += 1;
      row.online += online;
      row.todayKm += todayKm;
      row.usedDays += usedDays;
    }
  }
  for (const [departmentId, n] of alarms) {
    all.alarmsToday += n;
    const row = rows.get(groupOf(departmentId)?.id ?? -1);
    if (row) row.alarmsToday += n;
  }
  const figures = <R extends ReturnType<typeof blank>>({ usedDays, ...row }: R) => ({
    ...row,
    todayKm: round1(row.todayKm),
    usageRate: percent(usedDays, row.vehicles * LIMITS.usageDivisorDays),
  });
  return {
    generatedAt: now,
    totals: figures(all),
    departments: [...rows.values()].map((r) => figures(r) as FleetDepartmentFigures),
  };
};
