import type { OverTempThresholds } from '@roadwatch/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/connect';

/**
 * The over-temperature setting log of one company in a time range (seeking `over_temp_setting_log_company_at`), with
 * the changed vehicle, its department and the user: company-default entries unless `vehiclesOnly`, and a vehicle's
 * entries when it meets `vehicles` (a condition on the vehicles table as `v`, which carries the caller's scope).
 */
export function overTempLogQuery(
  db: Database,
  range: { companyId: number; startTime: number; endTime: number },
  vehicles: RawBuilder<SqlBool>,
  vehiclesOnly = false,
) {
  return db
    .selectFrom('over_temp_setting_log as l')
    .leftJoin('vehicles as v', 'v.id', 'l.vehicle_id')
    .leftJoin('departments as d', 'd.id', 'v.department_id')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .where('l.company_id', '=', range.companyId)
    .where('l.at', '>=', range.startTime)
    .where('l.at', '<=', range.endTime)
    .where(
      vehiclesOnly
        ? sql<SqlBool>`(l.vehicle_id is not null and ${vehicles})`
        : sql<SqlBool>`(l.vehicle_id is null or ${vehicles})`,
    );
}

export type OverTempLogQuery = ReturnType<typeof overTempLogQuery>;

/** A log row's columns, each once, as `overTempLogEntry` reads them. */
export const OVER_TEMP_LOG_COLUMNS = [
  'l.id',
  'l.at',
  'l.vehicle_id',
  'l.action',
  'l.before',
  'l.after',
  'v.plate',
  'd.name as department_name',
  'u.real_name',
  'u.user_name',
] as const;

function thresholds(json: string | null): OverTempThresholds | null {
  return json === null ? null : (JSON.parse(json) as OverTempThresholds);
}

/** Who made a change: the user's real name, else the login; a deleted user by number. */
export function operatorName(
  r: { real_name: string | null; user_name: string | null },
  userId?: number,
): string {
  return r.real_name || r.user_name || (userId === undefined ? '' : `#${userId}`);
}

/** One log row as the settings page and the report show it. */
export function overTempLogEntry(r: {
  id: number;
  at: number | string;
  vehicle_id: number | null;
  action: string;
  before: string | null;
  after: string | null;
  plate: string | null;
  department_name: string | null;
  real_name: string | null;
  user_name: string | null;
}) {
  return {
    id: Number(r.id),
    at: Number(r.at),
    operator: operatorName(r),
    vehicleId: r.vehicle_id === null ? null : Number(r.vehicle_id),
    plate: r.plate,
    departmentName: r.department_name,
    action: r.action === 'delete' ? ('delete' as const) : ('save' as const),
    before: thresholds(r.before),
    after: thresholds(r.after),
  };
}
