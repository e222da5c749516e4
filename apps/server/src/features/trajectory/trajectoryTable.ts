import type { ENDPOINTS } from '@roadwatch/core';
import type { EndpointHandler } from '../../http/endpointHandler';
import { vehicleInScope } from '../vehicle/vehicleInScope';
import { trajectoryRows } from './trajectoryRows';

/** A table beside the playback (stops, alarms, temperature …) for a vehicle and range. */
export const trajectoryTable: EndpointHandler<typeof ENDPOINTS.trajectoryTable> = async (ctx) => {
  const vehicle = await vehicleInScope(ctx.db, ctx.auth, ctx.input.vehicleId);
  const range = { vehicleId: vehicle.id, startTime: ctx.input.startTime, endTime: ctx.input.endTime };
  return { table: ctx.input.table, rows: await trajectoryRows(ctx, ctx.input.table, range) };
};
