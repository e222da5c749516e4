import type { ENDPOINTS } from '@roadwatch/core';
import { placeResolverOf } from '../../geo/placeResolver';
import { businessFailure } from '../../http/apiFailure';
import type { EndpointHandler } from '../../http/endpointHandler';
import { requireUser } from '../../http/endpointHandler';
import { vehicleInScope } from '../vehicle/vehicleInScope';
import { commandFailure } from '../voice/commandFailure';

const ANSWER_TIMEOUT_MS = 5_000;
const RETRIES = 1;

/**
 * "Locate now": JT/T 808 0x8201 through the gateway; the terminal's 0x0201 is the answer (the gateway also stores it
 * like any report, so the map moves with it). Offline or silent → a translated business failure.
 */
export const monitorLocate: EndpointHandler<typeof ENDPOINTS.monitorLocate> = async (ctx) => {
  const user = requireUser(ctx);
  const vehicle = await vehicleInScope(ctx.db, user, ctx.input.vehicleId);
  const gateway = ctx.deps.gateway;
  if (!gateway) throw businessFailure('errors.gatewayUnavailable');
  let report: Awaited<ReturnType<typeof gateway.queryLocation>>;
  try {
    report = await gateway.queryLocation(vehicle.id, { timeoutMs: ANSWER_TIMEOUT_MS, retries: RETRIES });
  } catch (error) {
    throw commandFailure(error);
  }
  const fixTime = Date.parse(report.time);
  return {
    lon: report.longitude,
    lat: report.latitude,
    speedKmh: report.speedKmh,
    direction: report.directionDeg,
    // A terminal with a broken clock sends raw digits: the answer's arrival is then the best time there is.
    gpsTime: Number.isNaN(fixTime) ? ctx.deps.now() : fixTime,
    placeName: await placeResolverOf(ctx.deps).placeName(report.longitude, report.latitude, ctx.lang),
  };
};
