import {
  ALARM_CLASS,
  ALARM_FIRST_TYPE,
  TIMELINE_EVENT_TYPE,
  alarmIconTypeOf,
  type ENDPOINTS,
  type Language,
  type TimelineItem,
  formatChinaTime,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { placeResolverOf, type PlaceResolver } from '../../geo/placeResolver';
import type { EndpointHandler } from '../../http/endpointHandler';
import { buildTimeline, type Position, type TimelineEvent } from './buildTimeline';
import { NO_END_TEXT, durationText } from './dateTimeText';
import { vehicleInScope } from './vehicleInScope';

const EVENT_KEY = Object.fromEntries(
  Object.entries(TIMELINE_EVENT_TYPE).map(([key, type]) => [type, key]),
) as Record<number, keyof typeof TIMELINE_EVENT_TYPE>;

const HARSH_BRAKING = alarmIconTypeOf('harshBraking');

function cityName(places: PlaceResolver, at: Position | null, lang: Language): string {
  if (!at) return '';
  const place = places.localPlace(at.lon, at.lat);
  if (!place) return '';
  return lang === 'en-US' ? place.cityEn : place.city;
}

function toItem(event: TimelineEvent, places: PlaceResolver, lang: Language, t: TFunction): TimelineItem {
  const instant = event.end === event.begin;
  return {
    time: formatChinaTime(event.begin),
    eventType: event.type,
    eventTypeName: t(`vehicle.eventTypes.${EVENT_KEY[event.type] ?? 'drive'}`),
    continueTime: event.end === null || instant ? '' : durationText(t, event.end - event.begin),
    bTime: formatChinaTime(event.begin),
    eTime: event.end === null ? NO_END_TEXT : formatChinaTime(event.end),
    bPlaceName: event.from ? places.localName(event.from.lon, event.from.lat, lang) : '',
    ePlaceName: event.to ? places.localName(event.to.lon, event.to.lat, lang) : '',
    areaName: cityName(places, event.from, lang),
    endAreaName: cityName(places, event.to, lang),
    odometer: event.odometerKm,
  };
}

/**
 * The alarm dialog's record tab: events derived from the vehicle's track points (and harsh-braking alarms) between
 * beginTime and endTime. Driver card insert and pluck (10, 12) appear once terminals report them; the demo fleet's
 * history has none.
 */
export const getVehicleDynamicState: EndpointHandler<typeof ENDPOINTS.getVehicleDynamicState> = async ({
  db,
  auth,
  input,
  lang,
  t,
  deps,
}) => {
  const vehicle = await vehicleInScope(db, auth, input.vehicleId);
  const places = placeResolverOf(deps);
  const { beginTime, endTime } = input;
  const columns = ['gps_time', 'lon', 'lat', 'speed_kmh', 'acc', 'mileage_km'] as const;
  const track = db.selectFrom('track_points').where('vehicle_id', '=', vehicle.id);
  const [opening, inWindow, later, brakes, cards] = await Promise.all([
    track
      .select(columns)
      .where('gps_time', '<', beginTime)
      .orderBy('gps_time', 'desc')
      .limit(1)
      .executeTakeFirst(),
    track
      .select(columns)
      .where('gps_time', '>=', beginTime)
      .where('gps_time', '<=', endTime)
      .orderBy('gps_time')
      .execute(),
    track.select('gps_time').where('gps_time', '>', endTime).limit(1).executeTakeFirst(),
    db
      .selectFrom('alarms')
      .select(['begin_time', 'begin_lon', 'begin_lat'])
      .where('vehicle_id', '=', vehicle.id)
      .where('alarm_class', '=', ALARM_CLASS.vehicle)
      .where('first_type', '=', ALARM_FIRST_TYPE.activeSafety)
      .where('second_type', '=', HARSH_BRAKING)
      .where('begin_time', '>=', beginTime)
      .where('begin_time', '<=', endTime)
      .execute(),
    db
      .selectFrom('driver_card_events')
      .select(['time', 'state', 'lon', 'lat'])
      .where('vehicle_id', '=', vehicle.id)
      .where('time', '>=', beginTime)
      .where('time', '<=', endTime)
      .orderBy('time')
      .execute(),
  ]);
  const rows = opening ? [opening, ...inWindow] : inWindow;
  const events = buildTimeline({
    points: rows.map((r) => ({
      time: r.gps_time,
      lon: r.lon,
      lat: r.lat,
      speedKmh: r.speed_kmh,
      acc: r.acc === 1,
      mileageKm: r.mileage_km,
    })),
    brakes: brakes.map((b) => ({ time: b.begin_time, lon: b.begin_lon, lat: b.begin_lat })),
    begin: beginTime,
    end: endTime,
    continuesAfter: later !== undefined,
    cityOf: (lon, lat) => {
      const place = places.localPlace(lon, lat);
      return place ? `${place.province}/${place.city}` : null;
    },
  });
  // Driver card insert (10) and pluck (12) from the terminals' 0x0702 reports: instants, at the odometer then.
  for (const card of cards) {
    const place = card.lon !== null && card.lat !== null ? { lon: card.lon, lat: card.lat } : null;
    const before = rows.findLast((r) => r.gps_time <= card.time) ?? rows[0];
    events.push({
      type: card.state === 1 ? TIMELINE_EVENT_TYPE.cardInsert : TIMELINE_EVENT_TYPE.cardPluck,
      begin: card.time,
      end: card.time,
      from: place,
      to: place,
      odometerKm: before?.mileage_km ?? 0,
    });
  }
  if (cards.length > 0) events.sort((a, b) => a.begin - b.begin);
  return events.map((event) => toItem(event, places, lang, t));
};
