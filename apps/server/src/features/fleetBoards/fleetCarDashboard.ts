import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { placeResolverOf } from '../../geo/placeResolver';
import { dayLabel } from '../kiosk/boards/boardCalendar';
import { dailyKmOfScope, usedOn } from '../kiosk/boards/dailyKm';
import { vehicleInScope } from '../vehicle/vehicleInScope';
import { alarmsTodayByDepartment, total } from './alarmsToday';
import { expiringDocuments } from './fleetDocuments';

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * One vehicle in the caller's scope (else "not found"): its latest state and place, km today and per day of the
 * last 30 (odometers at day boundaries), the days it was used (over 5 km), alarms begun today and its expiring
 * insurance and certificates.
 */
export const fleetCarDashboard: EndpointHandler<typeof ENDPOINTS.fleetCarDashboard> = async (ctx) => {
  const auth = requireUser(ctx);
  const now = ctx.deps.now();
  const vehicle = await vehicleInScope(ctx.db, auth, ctx.input.vehicleId);
  const [state, daily, alarms, documents] = await Promise.all([
    ctx.db
      .selectFrom('vehicle_states')
      .select(['online', 'speed_kmh', 'gps_time', 'lon', 'lat'])
      .where('vehicle_id', '=', vehicle.id)
      .executeTakeFirst(),
    dailyKmOfScope(ctx.db, auth, now),
    alarmsTodayByDepartment(ctx.db, auth, now, vehicle.id),
    expiringDocuments(ctx.db, auth, now, vehicle.id),
  ]);
  const km = daily.kmOf(vehicle.id);
  const past = km.slice(0, daily.days);
  const located = state && state.gps_time !== null && state.lon !== null && state.lat !== null;
  return {
    generatedAt: now,
    vehicleId: vehicle.id,
    plate: vehicle.plate,
    online: state?.online === 1,
    speed: Number(state?.speed_kmh ?? 0),
    lastPosition: located
      ? {
          time: Number(state.gps_time),
          lon: state.lon as number,
          lat: state.lat as number,
          place: placeResolverOf(ctx.deps).localName(state.lon as number, state.lat as number, ctx.lang),
        }
      : null,
    todayKm: round1(km[daily.days] ?? 0),
    thirtyDayKm: round1(past.reduce((a, b) => a + b, 0)),
    usedDays: past.filter(usedOn).length,
    daily: km.map((k, i) => ({ date: dayLabel(daily.firstDay + i), km: round1(k) })),
    alarmsToday: total(alarms),
    documents,
  };
};
