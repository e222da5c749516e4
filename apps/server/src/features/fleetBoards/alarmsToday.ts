import { chinaDayNumber, dayNumberStart } from '@roadwatch/core';
import type { Database } from '../../db/connect';
import type { Scope } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';

/** Alarms begun today (China) up to now in scope, per department (one vehicle's when `vehicleId` is given). */
export async function alarmsTodayByDepartment(
  db: Database,
  scope: Scope,
  now: number,
  vehicleId?: number,
): Promise<Map<number, number>> {
  let q = db
    .selectFrom('alarms')
    .select(['department_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where(inScope(scope, 'alarms'))
    .where('begin_time', '>=', dayNumberStart(chinaDayNumber(now)))
    .where('begin_time', '<=', now);
  if (vehicleId !== undefined) q = q.where('vehicle_id', '=', vehicleId);
  const rows = await q.groupBy('department_id').execute();
  return new Map(rows.map((r) => [r.department_id, Number(r.n)]));
}

export const total = (counts: Map<number, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
