import {
  popupsShown,
  type AlarmClass,
  type AlarmListItem,
  type ENDPOINTS,
  formatChinaTime,
} from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { ALARM_CLASS_PAGES, permittedAlarmClasses, POPOVER_MAX_ROWS } from './alarmShellAccess';
import { alarmTypeName } from './alarmTypeName';
import { alarmSoundFor } from '../personalize/alarmSoundFor';
import { loadPopupSettings } from './popupSettings';
import { unhandledAlarms } from './unhandledAlarms';

/**
 * The alarm popover: unprocessed alarms of the last 30 days in scope, newest first, of the classes whose
 * processing page the user may open; handle and ignore follow the user's operations on that page.
 */
export const fetchAlarmList: EndpointHandler<typeof ENDPOINTS.fetchAlarmList> = async (ctx) => {
  const user = requireUser(ctx);
  const ops = await user.operations();
  const classes = permittedAlarmClasses(ops);
  const now = ctx.deps.now();
  // The list holds the newest rows; the total counts every row it is drawn from, as the badge does.
  const counted = await unhandledAlarms(ctx.db, user, classes, now)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await unhandledAlarms(ctx.db, user, classes, now)
    .leftJoin('vehicles', 'vehicles.id', 'alarms.vehicle_id')
    .leftJoin('sites', 'sites.id', 'alarms.site_id')
    .select([
      'alarms.guid',
      'alarms.alarm_class',
      'alarms.first_type',
      'alarms.begin_time',
      'alarms.end_time',
      'alarms.vehicle_id',
      'vehicles.plate',
      'sites.name as site_name',
    ])
    .orderBy('alarms.begin_time', 'desc')
    .orderBy('alarms.guid')
    .limit(POPOVER_MAX_ROWS)
    .execute();
  const settings = await loadPopupSettings(ctx.db, user.userId);
  const alarmDataList: AlarmListItem[] = rows.map((r) => {
    const alarmClass = r.alarm_class as AlarmClass;
    const page = ALARM_CLASS_PAGES[alarmClass];
    const name = r.plate ?? r.site_name ?? '';
    const beginTime = Number(r.begin_time);
    return {
      guid: r.guid,
      vehicleName: name,
      beginTimeStr: formatChinaTime(beginTime),
      alarmTypeName: alarmTypeName(ctx.t, r.first_type),
      hasHandle: ops.has(`${page}:handle`),
      hasIgnore: ops.has(`${page}:ignore`),
      alarmClass,
      beginTime,
      endTime: r.end_time === null ? null : Number(r.end_time),
      vehicleId: r.vehicle_id ?? 0,
      regName: name,
    };
  });
  return {
    alarmDataList,
    total: Number(counted.n),
    isAlarmSound:
      (await alarmSoundFor(ctx.db, user.userId)).alarmSound === 1 &&
      popupsShown(settings.popUpAlarm) &&
      alarmDataList.length > 0,
    menuKeys: classes.map((c) => ALARM_CLASS_PAGES[c]),
  };
};
