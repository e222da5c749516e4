import { DAY_MS, chinaDayStart, type DayStatDetailQuery } from '@roadwatch/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/connect';
import type { UserAuth } from '../../../scope/authContext';
import { departmentFilter } from '../../alarmHandling/alarmQuery';
import { inScope } from '../../../scope/inScope';
import { containsText } from '../../../scope/likePattern';
import { seesShared, visibleVehicle } from '../../../scope/visibleVehicles';

export type DayStatFilters = Omit<DayStatDetailQuery, 'sortField' | 'sortOrder'>;

/**
 * Day rows the caller may see: its own vehicles in its department subtree, and partners' vehicles shared with its
 * company while the share is in use now — of those only the days inside the share's window.
 */
function visibleDay(user: UserAuth, now: number): RawBuilder<SqlBool> {
  const own = inScope(user, 'vehicles', 'v');
  if (!seesShared(user)) return own;
  return sql<SqlBool>`(${own} or exists (select 1 from vehicle_shares vs where vs.vehicle_id = v.id and vs.partner_company_id = ${user.companyId} and vs.state = 'active' and vs.start_at <= ${now} and vs.end_at > ${now} and vs.start_at < s.day + ${DAY_MS} and vs.end_at > s.day))`;
}

/** Vehicles (`v`) the filters name: chosen ids, department subtree, plate keyword. */
async function vehicleFilter(db: Database, user: UserAuth, f: DayStatFilters) {
  const department = await departmentFilter(db, user, f.departmentId);
  return (q: ReturnType<typeof baseOf>) => {
    let out = q;
    if (f.vehicleIds?.length) out = out.where('v.id', 'in', f.vehicleIds);
    if (department) out = out.where(inScope(department, 'vehicles', 'v'));
    if (f.plate) out = out.where(containsText('v.plate', f.plate));
    return out;
  };
}

const baseOf = (db: Database) =>
  db
    .selectFrom('vehicle_day_stats as s')
    .innerJoin('vehicles as v', 'v.id', 's.vehicle_id')
    .innerJoin('departments as d', 'd.id', 'v.department_id');

/** The roll-up's rows of the query: China days from the start's to the end's, scoped and filtered. */
export async function dayStatQuery(db: Database, user: UserAuth, f: DayStatFilters, now: number) {
  const narrow = await vehicleFilter(db, user, f);
  return narrow(
    baseOf(db)
      .where('s.day', '>=', chinaDayStart(f.startTime))
      .where('s.day', '<=', f.endTime)
      .where(visibleDay(user, now)),
  );
}

/** How many vehicles a detail query reads: the chosen ones, or every one the caller sees through the filters. */
export async function vehiclesOfQuery(db: Database, user: UserAuth, f: DayStatFilters, now: number) {
  if (f.vehicleIds?.length) return f.vehicleIds.length;
  const department = await departmentFilter(db, user, f.departmentId);
  let q = db
    .selectFrom('vehicles as v')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(visibleVehicle(user, 'v', now));
  if (department) q = q.where(inScope(department, 'vehicles', 'v'));
  if (f.plate) q = q.where(containsText('v.plate', f.plate));
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Distance over driving time in km/h, one decimal. */
export const averageSpeed = (km: number, seconds: number) =>
  seconds > 0 ? Math.round((km * 36_000) / seconds) / 10 : 0;

export const roundKm = (km: number) => Math.round(km * 100) / 100;
