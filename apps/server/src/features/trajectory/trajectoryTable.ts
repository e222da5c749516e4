import type { ENDPOINTS } from '@roadwatch/core';
import type { EndpointHandler } from '../../http/endpointHandler';
import { visibleTrack } from './visibleTrack';
import { trajectoryRows } from './trajectoryRows';

/** A table beside the playback (stops, alarms, temperature …) for a vehicle and range. */
export const trajectoryTable: EndpointHandler<typeof ENDPOINTS.trajectoryTable> = async (ctx) => {
  const { range } = await visibleTrack(ctx, ctx.input);
  return { table: ctx.input.table, rows: await trajectoryRows(ctx, ctx.input.table, range) };
};
