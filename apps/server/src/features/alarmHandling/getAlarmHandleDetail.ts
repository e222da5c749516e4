import { ALARM_CLASS, HANDLE_STATUS, type ENDPOINTS, type StorageAlarmHandleInfo } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { alarmName } from './alarmNames';
import { handlerName } from './alarmQuery';
import { opinionPresetsFor } from '../personalize/opinionPresetsFor';
import { rowPermissions } from './handlingAccess';
import { handleHistory, loadAlarm } from './loadAlarm';

const READINGS_BEFORE_MS = 30 * 60_000;
const READINGS_MAX = 500;

/** A warehouse alarm with the point's readings around it, its handling history and the presets. */
export const getAlarmHandleDetail: EndpointHandler<typeof ENDPOINTS.getAlarmHandleDetail> = async (ctx) => {
  const user = requireUser(ctx);
  const row = await loadAlarm(ctx.db, user, ctx.input.alarmGuid, ALARM_CLASS.storage);
  const meta = await ctx.db
    .selectFrom('alarms as a')
    .leftJoin('temp_points as p', 'p.id', 'a.point_id')
    .select(['a.site_id', 'a.point_id', 'p.name as point_name'])
    .where('a.guid', '=', row.guid)
    .executeTakeFirstOrThrow();
  const until = row.end_time ?? ctx.deps.now();
  const readings =
    meta.point_id === null
      ? []
      : await ctx.db
          .selectFrom('temp_readings')
          .select(['point_id', 'time', 'value_c'])
          .where('point_id', '=', meta.point_id)
          .where('time', '>=', row.begin_time - READINGS_BEFORE_MS)
          .where('time', '<=', until)
          .orderBy('time')
          .limit(READINGS_MAX)
          .execute();
  const values = readings
    .filter((r) => Number(r.time) >= row.begin_time)
    .map((r) => r.value_c)
    .filter((v): v is number => v !== null);
  const perms = await rowPermissions(user, ALARM_CLASS.storage);
  const info: StorageAlarmHandleInfo = {
    guid: row.guid,
    siteKind: 'storage',
    siteId: meta.site_id ?? 0,
    siteName: row.site_name ?? '',
    pointId: meta.point_id ?? 0,
    pointName: meta.point_name ?? '',
    alarmTypeName: alarmName(ctx.t, row.first_type, row.second_type),
    bTime: Number(row.begin_time),
    eTime: row.end_time === null ? null : Number(row.end_time),
    peakTemperature:
      values.length === 0 ? null : values.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a)),
    handleStatus: row.handle_status as StorageAlarmHandleInfo['handleStatus'],
    handleRemark: row.handle_remark ?? '',
    handleManName: handlerName(row),
    handleTime: row.handle_time === null ? null : Number(row.handle_time),
    readings: readings.map((r) => ({
      pointId: r.point_id,
      time: Number(r.time),
      temperature: r.value_c,
      humidity: null,
    })),
    handleTable: await handleHistory(ctx.db, row.guid),
    alarmHandleIdeas: (await opinionPresetsFor(ctx.db, user, ctx.t, row.first_type)).opinions,
    hasHandle: perms.canHandle && row.handle_status !== HANDLE_STATUS.ignored,
  };
  return info;
};
