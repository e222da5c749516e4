import {
  MONITOR_AUTH_LIMITS,
  monitorAuthSigningText,
  monitorAuthState,
  type ENDPOINTS,
  type MonitorAuthPositions,
} from '@roadwatch/core';
import { ApiFailure } from '../../http/apiFailure';
import type { EndpointHandler } from '../../http/endpointHandler';
import { monitorAuthSignatureValid } from './monitorAuthKeys';

const refused = () => new ApiFailure(403, 'errors.monitorAuthRefused');

/**
 * Public: the positions of the one vehicle an authorisation shares, within its window, for a third party that
 * signs the call with the authorisation's private key. Refused: a timestamp more than 5 minutes from the server's
 * clock, an unknown access id, a bad signature, an expired or disabled authorisation (all alike, so the caller
 * learns nothing), a nonce already used, a period outside the window, more than the allowed calls per minute.
 */
export const monitorAuthPositions: EndpointHandler<typeof ENDPOINTS.monitorAuthPositions> = async (ctx) => {
  const { db, deps, input } = ctx;
  const now = deps.now();
  if (deps.monitorAuthLimiter && !deps.monitorAuthLimiter.allow(input.accessId, now))
    throw new ApiFailure(429, 'errors.tooManyMonitorAuthCalls');
  if (Math.abs(input.timestamp - now) > MONITOR_AUTH_LIMITS.timestampSkewMs)
    throw new ApiFailure(403, 'errors.monitorAuthStale');

  const auth = await db
    .selectFrom('monitor_auths as a')
    .innerJoin('vehicles as v', (j) =>
      j.onRef('v.id', '=', 'a.vehicle_id').onRef('v.company_id', '=', 'a.company_id'),
    )
    .select([
      'a.id',
      'a.vehicle_id',
      'v.plate',
      'a.start_time',
      'a.end_time',
      'a.public_key',
      'a.expires_at',
      'a.disabled_at',
    ])
    .where('a.access_id', '=', input.accessId)
    .executeTakeFirst();
  if (!auth) throw refused();
  const text = monitorAuthSigningText(input);
  if (!monitorAuthSignatureValid(auth.public_key, text, input.signature)) throw refused();
  const disabledAt = auth.disabled_at === null ? null : Number(auth.disabled_at);
  if (monitorAuthState({ disabledAt, expiresAt: Number(auth.expires_at) }, now) !== 'valid') throw refused();

  const start = Number(auth.start_time);
  const end = Number(auth.end_time);
  const from = input.from ?? start;
  const to = input.to ?? end;
  if (from < start || to > end || from > to) throw new ApiFailure(400, 'errors.monitorAuthOutsideWindow');

  // A nonce is remembered while its timestamp could still be accepted; older ones are forgotten as calls come.
  await db
    .deleteFrom('monitor_auth_nonces')
    .where('seen_at', '<', now - 2 * MONITOR_AUTH_LIMITS.timestampSkewMs)
    .execute();
  const recorded = await db
    .insertInto('monitor_auth_nonces')
    .values({ auth_id: auth.id, nonce: input.nonce, seen_at: now })
    .onConflict((oc) => oc.columns(['auth_id', 'nonce']).doNothing())
    .executeTakeFirst();
  if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0)
    throw new ApiFailure(403, 'errors.monitorAuthReplay');

  const rows = await db
    .selectFrom('track_points')
    .select(['gps_time', 'lon', 'lat', 'speed_kmh', 'direction'])
    .where('vehicle_id', '=', auth.vehicle_id)
    .where('gps_time', '>=', from)
    .where('gps_time', '<=', to)
    .orderBy('gps_time')
    .limit(MONITOR_AUTH_LIMITS.maxPositions + 1)
    .execute();
  const result: MonitorAuthPositions = {
    plateNumber: auth.plate,
    startTime: start,
    endTime: end,
    positions: rows.slice(0, MONITOR_AUTH_LIMITS.maxPositions).map((r) => ({
      time: Number(r.gps_time),
      lon: r.lon,
      lat: r.lat,
      speed: r.speed_kmh,
      direction: r.direction,
    })),
    more: rows.length > MONITOR_AUTH_LIMITS.maxPositions,
  };
  return result;
};
