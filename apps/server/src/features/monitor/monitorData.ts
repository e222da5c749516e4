import {
  ACC_STATUS,
  ALARM_CLASS,
  DANGEROUS_WINDOW_MS,
  HANDLE_STATUS,
  HAZARD_LEVEL,
  deriveOperationState,
  type ENDPOINTS,
  type MonitorTemperature,
} from '@roadwatch/core';
import { placeResolverOf } from '../../geo/placeResolver';
import type { EndpointHandler } from '../../http/endpointHandler';
import { alarmName } from '../alarmHandling/alarmNames';
import { vehicleVisible } from '../../scope/visibleVehicles';

/** Open alarms listed on the card, newest first. */
const CARD_ALARMS = 20;

/**
 * The live map's vehicle card: the latest stored state, the driver, the place name, the newest reading of each of
 * the vehicle's temperature probes and its open (unprocessed, unended) alarms. In scope or "not found".
 */
export const monitorData: EndpointHandler<typeof ENDPOINTS.monitorData> = async ({
  db,
  auth,
  input,
  lang,
  t,
  deps,
}) => {
  const now = deps.now();
  // The card reads: a partner's shared vehicle in use shows too (its commands stay the owner's).
  const vehicle = await vehicleVisible(db, auth, input.vehicleId, now);
  const [row, probes, alarms, exception] = await Promise.all([
    db
      .selectFrom('vehicles as v')
      .leftJoin('vehicle_states as s', 's.vehicle_id', 'v.id')
      .leftJoin('drivers as d', 'd.id', 'v.driver_id')
      .select([
        'd.name as driver_name',
        's.online',
        's.acc',
        's.speed_kmh',
        's.direction',
        's.lon',
        's.lat',
        's.gps_time',
      ])
      .where('v.id', '=', vehicle.id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('temp_points as p')
      .select([
        'p.name',
        'p.probe_no',
        (eb) =>
          eb
            .selectFrom('temp_readings as r')
            .whereRef('r.point_id', '=', 'p.id')
            .select('r.time')
            .orderBy('r.time', 'desc')
            .limit(1)
            .as('last_time'),
        'p.id',
      ])
      .where('p.vehicle_id', '=', vehicle.id)
      .orderBy('p.probe_no')
      .execute(),
    db
      .selectFrom('alarms')
      .select(['guid', 'first_type', 'second_type', 'level', 'begin_time', 'end_time'])
      .where('vehicle_id', '=', vehicle.id)
      .where('alarm_class', '=', ALARM_CLASS.vehicle)
      .where('handle_status', '=', HANDLE_STATUS.unprocessed)
      .where('end_time', 'is', null)
      .orderBy('begin_time', 'desc')
      .limit(CARD_ALARMS)
      .execute(),
    db
      .selectFrom('device_exceptions')
      .select('guid')
      .where('vehicle_id', '=', vehicle.id)
      .where('end_time', 'is', null)
      .limit(1)
      .executeTakeFirst(),
  ]);
  const temperatures: MonitorTemperature[] = await Promise.all(
    probes.map(async (p) => {
      const reading =
        p.last_time === null
          ? undefined
          : await db
              .selectFrom('temp_readings')
              .select(['value_c', 'state', 'time'])
              .where('point_id', '=', p.id)
              .where('time', '=', p.last_time)
              .executeTakeFirst();
      return {
        name: p.name,
        valueC: reading?.value_c ?? null,
        state: reading?.state ?? 3,
        time: reading?.time ?? null,
      };
    }),
  );
  const online = row.online === 1;
  const speedKmh = Number(row.speed_kmh ?? 0);
  const lon = row.lon ?? null;
  const lat = row.lat ?? null;
  const placeName = lon !== null && lat !== null ? await placeResolverOf(deps).placeName(lon, lat, lang) : '';
  return {
    vehicleId: vehicle.id,
    plate: vehicle.plate,
    driverName: row.driver_name ?? '',
    online: online ? 1 : 0,
    acc: row.acc === ACC_STATUS.on ? ACC_STATUS.on : ACC_STATUS.off,
    speedKmh,
    direction: Number(row.direction ?? 0),
    lon,
    lat,
    gpsTime: row.gps_time ?? null,
    placeName,
    operationState: deriveOperationState({
      online,
      speedKmh,
      recentHighRisk: alarms.some(
        (a) => a.level >= HAZARD_LEVEL.high && a.begin_time > now - DANGEROUS_WINDOW_MS,
      ),
      openAlarm: alarms.length > 0,
      openException: exception !== undefined,
    }),
    temperatures,
    openAlarms: alarms.map((a) => ({
      guid: a.guid,
      firstType: a.first_type,
      secondType: a.second_type,
      level: a.level,
      beginTime: a.begin_time,
      name: alarmName(t, a.first_type, a.second_type),
    })),
  };
};
