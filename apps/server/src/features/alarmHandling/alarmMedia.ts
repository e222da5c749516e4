import {
  ALARM_CLASS,
  ALARM_FIRST_TYPE,
  MEDIA_TYPE,
  PIC_DATA_TYPE,
  type AlarmMediaRecord,
  type ENDPOINTS,
  formatChinaTime,
} from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inScope } from '../../scope/inScope';
import { vehicleInScope } from '../vehicle/vehicleInScope';
import { alarmName } from './alarmNames';
import { loadAlarm } from './loadAlarm';
import { renderAlarmSnapshot } from './renderAlarmSnapshot';

/** Active-safety terminals capture a picture on each of their two cameras when they raise an alarm. */
export const SNAPSHOTS_PER_ALARM = 2;

function hasCaptures(firstType: number): boolean {
  return firstType === ALARM_FIRST_TYPE.activeSafety;
}

/** Relative to ALARM_MEDIA_HOST (picDataType 1). */
export function snapshotUrl(guid: string, index: number): string {
  return `alarmMediaFile?guid=${encodeURIComponent(guid)}&index=${index}`;
}

/** fetchAlarmMedia: the captures of the vehicle's alarms of that type in the time range (the dialog's shot tab). */
export const fetchAlarmMedia: EndpointHandler<typeof ENDPOINTS.fetchAlarmMedia> = async (ctx) => {
  const user = requireUser(ctx);
  const { input } = ctx;
  const vehicle = await vehicleInScope(ctx.db, user, input.vehicleId);
  if (!hasCaptures(input.firstType)) return { data: [], totalRecords: 0 };
  const query = ctx.db
    .selectFrom('alarms')
    .where(inScope(user, 'alarms'))
    .where('vehicle_id', '=', vehicle.id)
    .where('alarm_class', '=', ALARM_CLASS.vehicle)
    .where('first_type', '=', input.firstType)
    .where('second_type', '=', input.secondType)
    .where('begin_time', '>=', input.startTime)
    .where('begin_time', '<=', input.endTime);
  const { curPage, pageSize } = input.pageParamVO;
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query
      .select('guid')
      .orderBy('begin_time')
      .limit(pageSize)
      .offset((curPage - 1) * pageSize)
      .execute(),
  ]);
  const data: AlarmMediaRecord[] = rows.map((r) => ({
    attachmentList: Array.from({ length: SNAPSHOTS_PER_ALARM }, (_, i) => ({
      type: MEDIA_TYPE.image,
      picDataType: PIC_DATA_TYPE.hostRelative,
      url: snapshotUrl(r.guid, i + 1),
    })),
  }));
  return { data, totalRecords: Number(count.n) };
};

/** One captured picture (SVG, drawn from the alarm); only for alarms in scope that have captures. */
export const alarmMediaFile: EndpointHandler<typeof ENDPOINTS.alarmMediaFile> = async (ctx) => {
  const user = requireUser(ctx);
  const alarm = await loadAlarm(ctx.db, user, ctx.input.guid);
  if (!hasCaptures(alarm.first_type) || ctx.input.index > SNAPSHOTS_PER_ALARM)
    throw businessFailure('errors.notFound');
  const svg = renderAlarmSnapshot({
    guid: alarm.guid,
    channel: ctx.input.index,
    secondType: alarm.second_type,
    plate: alarm.plate ?? '',
    timeText: formatChinaTime(Number(alarm.begin_time)),
    speedKmh: alarm.b_speed,
    alarmName: alarmName(ctx.t, alarm.first_type, alarm.second_type),
  });
  ctx.reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'private, max-age=3600');
  return svg;
};
