import {
  ALARM_ENDED,
  HANDLE_STATUS,
  type ENDPOINTS,
  type HandleStatus,
  formatChinaTime,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { placeResolverOf } from '../../geo/placeResolver';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';
import { durationText, NO_END_TEXT } from '../vehicle/dateTimeText';
import { exceptionTypeName } from './alarmTypeName';

function handleStatusName(t: TFunction, status: HandleStatus): string {
  if (status === HANDLE_STATUS.processed) return t('errors.handleProcessed');
  if (status === HANDLE_STATUS.ignored) return t('errors.handleIgnored');
  return t('errors.handleUnprocessed');
}

/** The abnormal detail view of one device exception in scope. */
export const getExceptionById: EndpointHandler<typeof ENDPOINTS.getExceptionById> = async (ctx) => {
  const user = requireUser(ctx);
  const row = await ctx.db
    .selectFrom('device_exceptions')
    .innerJoin('vehicles', 'vehicles.id', 'device_exceptions.vehicle_id')
    .select([
      'vehicles.plate',
      'device_exceptions.type',
      'device_exceptions.begin_time',
      'device_exceptions.end_time',
      'device_exceptions.begin_lon',
      'device_exceptions.begin_lat',
      'device_exceptions.end_lon',
      'device_exceptions.end_lat',
      'device_exceptions.handle_status',
      'device_exceptions.handle_remark',
    ])
    .where('device_exceptions.guid', '=', ctx.input.guid)
    .where('device_exceptions.vehicle_id', '=', ctx.input.vehicleId)
    .where(inScope(user, 'device_exceptions'))
    .executeTakeFirst();
  if (!row) throw businessFailure('errors.notFound');
  const places = placeResolverOf(ctx.deps);
  const place = async (lon: number | null, lat: number | null): Promise<string> =>
    lon === null || lat === null ? '' : places.placeName(lon, lat, ctx.lang);
  const begin = Number(row.begin_time);
  const end = row.end_time === null ? null : Number(row.end_time);
  const ended = end === null ? ALARM_ENDED.notEnded : ALARM_ENDED.ended;
  const handleType = row.handle_status as HandleStatus;
  return {
    vehicleNo: row.plate,
    equipmentTypeName: exceptionTypeName(ctx.t, row.type),
    alarmStatus: ended,
    alarmStatusName: ctx.t(end === null ? 'errors.alarmNotEnded' : 'errors.alarmEnded'),
    handleType,
    handleTypeName: handleStatusName(ctx.t, handleType),
    bTimeStr: formatChinaTime(begin),
    eTimeStr: end === null ? NO_END_TEXT : formatChinaTime(end),
    spiceDate: durationText(ctx.t, (end ?? ctx.deps.now()) - begin),
    bPlaceName: await place(row.begin_lon, row.begin_lat),
    ePlaceName: await place(row.end_lon, row.end_lat),
    reasonText: row.handle_remark ?? '',
  };
};
