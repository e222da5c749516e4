import type { ENDPOINTS, TrajectorySummary } from '@roadwatch/core';
import { placeResolverOf } from '../../geo/placeResolver';
import type { EndpointHandler, HandlerContext } from '../../http/endpointHandler';
import type { ScopedVehicle } from '../vehicle/vehicleInScope';
import { summarizeTrack } from './summarizeTrack';
import { allPoints, type TrackRange } from './trackRange';
import { visibleTrack } from './visibleTrack';

/** The summary of a vehicle's route in a range, its start and end named as precisely as available. */
export async function routeSummary(
  ctx: Pick<HandlerContext<unknown>, 'db' | 'deps' | 'lang'>,
  vehicle: ScopedVehicle,
  range: TrackRange,
): Promise<TrajectorySummary> {
  const figures = await summarizeTrack(allPoints(ctx.db, range));
  const places = placeResolverOf(ctx.deps);
  const { first, last, ...rest } = figures;
  const [startPlaceName, endPlaceName] = await Promise.all([
    first ? places.placeName(first.lon, first.lat, ctx.lang) : '',
    last ? places.placeName(last.lon, last.lat, ctx.lang) : '',
  ]);
  return {
    vehicleId: vehicle.id,
    plate: vehicle.plate,
    startTime: range.startTime,
    endTime: range.endTime,
    ...rest,
    startPlaceName,
    endPlaceName,
  };
}

export const trajectorySummary: EndpointHandler<typeof ENDPOINTS.trajectorySummary> = async (ctx) => {
  const { vehicle, range } = await visibleTrack(ctx, ctx.input);
  return routeSummary(ctx, vehicle, range);
};
