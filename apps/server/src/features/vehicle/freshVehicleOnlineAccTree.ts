import type { ENDPOINTS } from '@roadwatch/core';
import { ACC_STATUS, ONLINE_STATUS } from '@roadwatch/core';
import type { EndpointHandler } from '../../http/endpointHandler';
import { vehicleInScope } from './vehicleInScope';

/** Online and ACC state from the latest state the pipeline stored; no state yet reads as offline, ACC off. */
export const freshVehicleOnlineAccTree: EndpointHandler<typeof ENDPOINTS.freshVehicleOnlineAccTree> = async ({
  db,
  auth,
  input,
}) => {
  const vehicle = await vehicleInScope(db, auth, input.vehicleId);
  const state = await db
    .selectFrom('vehicle_states')
    .select(['online', 'acc'])
    .where('vehicle_id', '=', vehicle.id)
    .executeTakeFirst();
  return {
    onlineStatus: state?.online === 1 ? ONLINE_STATUS.online : ONLINE_STATUS.offline,
    accStatus: state?.acc === 1 ? ACC_STATUS.on : ACC_STATUS.off,
  };
};
