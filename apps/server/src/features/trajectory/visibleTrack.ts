import type { HandlerContext } from '../../http/endpointHandler';
import { vehicleVisible, visibleRange, type VisibleVehicle } from '../../scope/visibleVehicles';
import type { TrackRange } from './trackRange';

/**
 * The vehicle of a track call and the range the caller may read: an own vehicle's whole range, a partner's shared
 * vehicle only inside the share's window (and only while the share is in use). Every track call starts here.
 */
export async function visibleTrack(
  ctx: Pick<HandlerContext<unknown>, 'db' | 'auth' | 'deps'>,
  input: { vehicleId: number; startTime: number; endTime: number },
): Promise<{ vehicle: VisibleVehicle; range: TrackRange }> {
  const vehicle = await vehicleVisible(ctx.db, ctx.auth, input.vehicleId, ctx.deps.now());
  return { vehicle, range: { vehicleId: vehicle.id, ...visibleRange(vehicle, input) } };
}
