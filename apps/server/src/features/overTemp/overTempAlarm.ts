import { ALARM_FIRST_TYPE, type OverTempRecheckAlarm } from '@roadwatch/core';
import type { Database } from '../../db/connect';
import { businessFailure } from '../../http/apiFailure';
import type { UserAuth } from '../../scope/authContext';
import { vehicleInScope, type ScopedVehicle } from '../vehicle/vehicleInScope';

/**
 * A vehicle's temperature alarm of the caller's company whose vehicle the caller sees; anything else (another
 * company's, a store's, another kind of alarm) is "not found".
 */
export async function overTempAlarm(
  db: Database,
  auth: UserAuth,
  guid: string,
): Promise<{ alarm: OverTempRecheckAlarm; vehicle: ScopedVehicle }> {
  const row = await db
    .selectFrom('alarms')
    .select(['guid', 'vehicle_id', 'point_id', 'second_type', 'begin_time', 'end_time'])
    .where('guid', '=', guid)
    .where('company_id', '=', auth.companyId)
    .where('first_type', '=', ALARM_FIRST_TYPE.temperature)
    .executeTakeFirst();
  if (!row || row.vehicle_id === null) throw businessFailure('errors.notFound');
  const vehicle = await vehicleInScope(db, auth, row.vehicle_id);
  return {
    vehicle,
    alarm: {
      guid: row.guid,
      pointId: row.point_id,
      secondType: row.second_type,
      beginTime: Number(row.begin_time),
      endTime: row.end_time === null ? null : Number(row.end_time),
    },
  };
}
