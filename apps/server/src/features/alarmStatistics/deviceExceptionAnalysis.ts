import {
  CHINA_OFFSET_MS,
  DAY_MS,
  formatChinaDate,
  type ENDPOINTS,
  type ExceptionTypeSeries,
} from '@roadwatch/core';
import { sql } from 'kysely';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';
import { exceptionTypeName } from '../alarmPopover/alarmTypeName';
import { departmentFilter } from '../alarmHandling/alarmQuery';

const TOP_VEHICLES = 10;

/** The China day number of a start time: whole days since 1970-01-01 in GMT+8 (integer division on both databases). */
const chinaDay = sql<number>`((x.begin_time + ${sql.lit(CHINA_OFFSET_MS)}) / ${sql.lit(DAY_MS)})`;

/**
 * Device exceptions in the caller's scope (and the chosen department subtree) that began in the range: counts per
 * type and China day for the stacked bars, and the ten vehicles with the most (ties by plate).
 */
export const deviceExceptionAnalysis: EndpointHandler<typeof ENDPOINTS.deviceExceptionAnalysis> = async (
  ctx,
) => {
  const user = requireUser(ctx);
  const { bTime, eTime, departmentId } = ctx.input;
  const department = await departmentFilter(ctx.db, user, departmentId);
  let base = ctx.db
    .selectFrom('device_exceptions as x')
    .where(inScope(user, 'device_exceptions', 'x'))
    .where('x.begin_time', '>=', bTime)
    .where('x.begin_time', '<=', eTime);
  if (department) base = base.where(inScope(department, 'device_exceptions', 'x'));

  const [perDay, top] = await Promise.all([
    base
      .select((eb) => ['x.type', chinaDay.as('day'), eb.fn.countAll<number>().as('n')])
      .groupBy(['x.type', chinaDay])
      .execute(),
    base
      .innerJoin('vehicles as v', 'v.id', 'x.vehicle_id')
      .innerJoin('departments as d', 'd.id', 'v.department_id')
      .select((eb) => ['x.vehicle_id', 'v.plate', 'd.name as org_name', eb.fn.countAll<number>().as('n')])
      .groupBy(['x.vehicle_id', 'v.plate', 'd.name'])
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .orderBy('v.plate')
      .limit(TOP_VEHICLES)
      .execute(),
  ]);

  const firstDay = Math.floor((bTime + CHINA_OFFSET_MS) / DAY_MS);
  const lastDay = Math.floor((eTime + CHINA_OFFSET_MS) / DAY_MS);
  const days = Array.from({ length: lastDay - firstDay + 1 }, (_, i) =>
    formatChinaDate((firstDay + i) * DAY_MS - CHINA_OFFSET_MS),
  );
  const byType = new Map<number, ExceptionTypeSeries>();
  for (const r of perDay) {
    const type = Number(r.type);
    let series = byType.get(type);
    if (!series) {
      series = { type, typeName: exceptionTypeName(ctx.t, type), counts: days.map(() => 0) };
      byType.set(type, series);
    }
    const index = Number(r.day) - firstDay;
    if (index >= 0 && index < days.length) series.counts[index] = Number(r.n);
  }
  return {
    days,
    series: [...byType.values()].sort((a, b) => a.type - b.type),
    top: top.map((r) => ({
      vehicleId: Number(r.vehicle_id),
      plate: r.plate,
      orgName: r.org_name,
      count: Number(r.n),
    })),
  };
};
