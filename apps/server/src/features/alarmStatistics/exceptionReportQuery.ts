import type { Database } from '../../db/connect';
import type { Scope } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';

export interface ExceptionReportFilters {
  bTime: number;
  eTime: number;
  exceptionTypes?: number[];
  vehicleId?: number;
}

/**
 * Device exceptions of the reports: the caller's scope, started in the range, of the chosen types (and vehicle),
 * inside the department subtree; joined to the vehicle and its department for display.
 */
export function exceptionReportQuery(
  db: Database,
  scope: Scope,
  f: ExceptionReportFilters,
  department: Scope | null,
) {
  let q = db
    .selectFrom('device_exceptions as x')
    .innerJoin('vehicles as v', 'v.id', 'x.vehicle_id')
    .innerJoin('departments as d', 'd.id', 'x.department_id')
    .where(inScope(scope, 'device_exceptions', 'x'))
    .where('x.begin_time', '>=', f.bTime)
    .where('x.begin_time', '<=', f.eTime);
  if (f.exceptionTypes?.length) q = q.where('x.type', 'in', f.exceptionTypes);
  if (f.vehicleId !== undefined) q = q.where('x.vehicle_id', '=', f.vehicleId);
  if (department) q = q.where(inScope(department, 'device_exceptions', 'x'));
  return q;
}
