import { TRACK_QUERY_MAX_DAYS, checkDateRange } from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import type { TrackPoint, ENDPOINTS } from '@roadwatch/core';
import { placeResolverOf } from '../../geo/placeResolver';
import { ApiFailure } from '../../http/apiFailure';
import type { EndpointHandler } from '../../http/endpointHandler';
import { vehicleInScope } from './vehicleInScope';

// Points at or below this speed are stops; `filterStop` leaves them out.
const STOPPED_KMH = 0;

/**
 * One page of a vehicle's track, oldest first, each point named by the offline gazetteer (a page has up to 8000);
 * the start and end of the whole range are named as precisely as available (AMap when configured).
 */
export const fetchVehicleTrackInfo: EndpointHandler<typeof ENDPOINTS.fetchVehicleTrackInfo> = async (ctx) => {
  const { db, auth, input, lang, t, deps } = ctx;
  const startTime = input.startTime;
  const endTime = input.endTime ?? deps.now();
  if (input.endTime === undefined) {
    // The schema checks the range only when an end is given; "until now" is checked here against the clock.
    const issue = checkDateRange(startTime, endTime, { maxDays: TRACK_QUERY_MAX_DAYS });
    if (issue) {
      // Without an end, only the start can be wrong (in the future, or too long ago).
      throw new ApiFailure(400, 'errors.badRequest', {
        field: 'startTime',
        reason: translateIssue(t, issue),
      });
    }
  }
  const vehicle = await vehicleInScope(db, auth, input.vehicleId);
  const places = placeResolverOf(deps);

  let range = db
    .selectFrom('track_points')
    .where('vehicle_id', '=', vehicle.id)
    .where('gps_time', '>=', startTime)
    .where('gps_time', '<=', endTime);
  if (input.filterStop) range = range.where('speed_kmh', '>', STOPPED_KMH);

  const { pageSize, curPage } = input.pageParamVO;
  const [count, rows, first, last] = await Promise.all([
    range.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    range
      .select(['lon', 'lat', 'speed_kmh', 'direction', 'gps_time'])
      .orderBy('gps_time')
      .limit(pageSize)
      .offset((curPage - 1) * pageSize)
      .execute(),
    range.select(['lon', 'lat']).orderBy('gps_time').limit(1).executeTakeFirst(),
    range.select(['lon', 'lat']).orderBy('gps_time', 'desc').limit(1).executeTakeFirst(),
  ]);
  const data: TrackPoint[] = rows.map((r) => ({
    lon: r.lon,
    lat: r.lat,
    speed: r.speed_kmh,
    direction: r.direction,
    gpsTime: r.gps_time,
    placeName: places.localName(r.lon, r.lat, lang),
  }));
  const [startPlaceName, endPlaceName] = await Promise.all([
    first ? places.placeName(first.lon, first.lat, lang) : '',
    last ? places.placeName(last.lon, last.lat, lang) : '',
  ]);
  return { data, totalRecords: Number(count.n), startPlaceName, endPlaceName };
};
