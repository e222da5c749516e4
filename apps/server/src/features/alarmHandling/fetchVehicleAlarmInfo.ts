import {
  ALARM_ENDED,
  ALARM_FIRST_TYPE,
  ALARM_ICON_TYPES,
  HANDLE_SETTING_MODE,
  HANDLE_STATUS,
  HANDLE_TYPE,
  stateName,
  type AlarmDetailVO,
  type AlarmHandlingInfo,
  type ENDPOINTS,
  type HandleSettingMode,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { placeResolverOf } from '../../geo/placeResolver';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { alarmContent, alarmName, handleStatusName, levelName } from './alarmNames';
import { handlerName, type AlarmRowData } from './alarmQuery';
import { opinionPresetsFor } from '../personalize/opinionPresetsFor';
import { handleHistory, loadAlarm, vehicleReachability } from './loadAlarm';

/** Event types 3 and 4 get their own opinion editor (seed 000 §2.4); here the alarm's first type. */
export const OWN_EDITOR_EVENT_TYPES: readonly number[] = [3, 4];

/** 1 handle (unprocessed), 2 edit or add with history (processed), read-only otherwise or without the grant. */
export function handleSettingOf(canHandle: boolean, handleStatus: number): HandleSettingMode {
  if (!canHandle) return HANDLE_SETTING_MODE.readOnly;
  if (handleStatus === HANDLE_STATUS.unprocessed) return HANDLE_SETTING_MODE.handle;
  if (handleStatus === HANDLE_STATUS.processed) return HANDLE_SETTING_MODE.editWithHistory;
  return HANDLE_SETTING_MODE.readOnly;
}

const CONTINUOUS_DRIVING = Number(
  Object.entries(ALARM_ICON_TYPES).find(([, v]) => v.key === 'continuousDrivingTimeout')?.[0],
);

export function alarmDetail(
  t: TFunction,
  r: AlarmRowData,
  places: { begin: string; end: string },
): AlarmDetailVO {
  const ended = r.end_time !== null;
  const durationS = Math.max(0, Math.round(((r.end_time ?? r.begin_time) - r.begin_time) / 1000));
  const handleTypeKey = r.handle_type === null ? undefined : stateName(HANDLE_TYPE, r.handle_type);
  return {
    guid: r.guid,
    vehicleId: r.vehicle_id ?? 0,
    regName: r.plate ?? r.site_name ?? '',
    commids: r.terminal_phone ?? '',
    firstAlarmType: r.first_type,
    secondAlarmType: r.second_type,
    bTime: Number(r.begin_time),
    eTime: ended ? Number(r.end_time) : null,
    alarmName: alarmName(t, r.first_type, r.second_type),
    alarmStatus: t(ended ? 'errors.alarmEnded' : 'errors.alarmNotEnded'),
    alarmStatusValue: ended ? ALARM_ENDED.ended : ALARM_ENDED.notEnded,
    handleTypeName: handleTypeKey ? t(`alarm.handleType.${String(handleTypeKey)}`) : '',
    handleFlagStr: handleStatusName(t, r.handle_status),
    driverInfo: r.driver_name ? `${r.driver_name}${r.driver_phone ? ` (${r.driver_phone})` : ''}` : '',
    duration: durationS,
    bPlaceName: places.begin,
    ePlaceName: places.end,
    alarmContent: alarmContent(t, r),
    handleRemark: r.handle_remark ?? '',
    handleManName: handlerName(r),
    handleTime: r.handle_time === null ? null : Number(r.handle_time),
    areaName: places.begin,
    orgName: r.org_name,
    bSpeed: r.b_speed,
    eSpeed: r.e_speed,
    extInt2: 0,
    extInt3: 0,
    speedLimit: r.speed_limit,
    speedLimitContinue: 0,
    drivingContinueTime:
      r.first_type === ALARM_FIRST_TYPE.activeSafety && r.second_type === CONTINUOUS_DRIVING ? durationS : 0,
  };
}

/** The alarm dialog's data: the detail, presets, history, mode and what the vehicle can do now. */
export const fetchVehicleAlarmInfo: EndpointHandler<typeof ENDPOINTS.fetchVehicleAlarmInfo> = async (ctx) => {
  const user = requireUser(ctx);
  const row = await loadAlarm(ctx.db, user, ctx.input.alarmGuid);
  const ops = await user.operations();
  const resolver = placeResolverOf(ctx.deps);
  const name = (lon: number | null, lat: number | null) =>
    lon === null || lat === null ? '' : resolver.localName(lon, lat, ctx.lang);
  const [history, reach] = await Promise.all([
    handleHistory(ctx.db, row.guid),
    vehicleReachability(ctx.db, row.vehicle_id ?? 0),
  ]);
  const handleSetting = handleSettingOf(ops.has('vehicleAlarmProcessing:handle'), row.handle_status);
  const solutionTags = [HANDLE_TYPE.opinion as number];
  if (ops.has('vehicleAlarmProcessing:tts')) solutionTags.push(HANDLE_TYPE.tts);
  if (ops.has('vehicleAlarmProcessing:talk')) solutionTags.push(HANDLE_TYPE.intercom);
  if (ops.has('vehicleAlarmProcessing:tts')) solutionTags.push(HANDLE_TYPE.familyVoice);
  solutionTags.sort();
  const info: AlarmHandlingInfo = {
    alarmDetailVO: alarmDetail(ctx.t, row, {
      begin: name(row.begin_lon, row.begin_lat),
      end: row.end_time === null ? '' : name(row.end_lon ?? row.begin_lon, row.end_lat ?? row.begin_lat),
    }),
    alarmHandleIdeas: (await opinionPresetsFor(ctx.db, user, ctx.t, row.first_type)).opinions,
    alarmLevel: row.level as AlarmHandlingInfo['alarmLevel'],
    alarmLevelName: levelName(ctx.t, row.level),
    handleStatus: row.handle_status as AlarmHandlingInfo['handleStatus'],
    handleSetting,
    eventType: row.first_type,
    canContinue:
      handleSetting === HANDLE_SETTING_MODE.handle &&
      row.end_time === null &&
      !OWN_EDITOR_EVENT_TYPES.includes(row.first_type),
    solutionTags,
    handleTable: history,
    ...reach,
  };
  return info;
};
