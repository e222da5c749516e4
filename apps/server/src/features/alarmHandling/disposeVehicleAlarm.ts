import {
  ACC_STATUS,
  ALARM_STATUS_CHOICE,
  HANDLE_SETTING_MODE,
  HANDLE_STATUS,
  HANDLE_TYPE,
  ONLINE_STATUS,
  opinionMaxLength,
  type ENDPOINTS,
  type HandleStatus,
} from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { sendFamilyVoice } from '../voice/sendFamilyVoice';
import { sendTtsToVehicle } from '../voice/sendTtsToVehicle';
import { handleSettingOf } from './fetchVehicleAlarmInfo';
import { loadAlarm, vehicleReachability } from './loadAlarm';
import { recordHandling } from './recordHandling';

/**
 * Handles one vehicle alarm from the dialog (seed 000 §5 "Alarm handling"): action 1 an opinion (required, at most
 * 200, 100 in the setting-2 mode of event types 3 and 4); 2 TTS and 4 family voice with a non-empty message; any
 * action but 1 needs the vehicle online with ACC on. The message is delivered before anything is written, so a
 * terminal that does not acknowledge leaves the alarm as it was.
 */
export const disposeVehicleAlarm: EndpointHandler<typeof ENDPOINTS.disposeVehicleAlarm> = async (ctx) => {
  const user = requireUser(ctx);
  const input = ctx.input;
  const alarm = await loadAlarm(ctx.db, user, input.guid);
  // The vehicle named must be the alarm's: a message never goes to another cab than the alarm's.
  if (alarm.vehicle_id !== input.vehicleId) throw businessFailure('errors.notFound');
  const setting = handleSettingOf(true, alarm.handle_status);
  if (setting === HANDLE_SETTING_MODE.readOnly) throw businessFailure('errors.alarmNotHandleable');

  let remark = input.content.trim();
  if (input.handleType === HANDLE_TYPE.opinion) {
    const max = opinionMaxLength(alarm.first_type, setting);
    if (remark.length > max) throw businessFailure('errors.opinionTooLongForMode', { max });
  } else {
    const reach = await vehicleReachability(ctx.db, input.vehicleId);
    if (reach.onlineStatus !== ONLINE_STATUS.online) throw businessFailure('errors.alarmVehicleOffline');
    if (reach.accStatus !== ACC_STATUS.on) throw businessFailure('errors.alarmAccOff');
    if (input.handleType === HANDLE_TYPE.tts) {
      await sendTtsToVehicle(ctx.deps, user, {
        vehicleId: input.vehicleId,
        ttsSendDto: input.ttsSendDto,
        alarmGuid: alarm.guid,
      });
      remark ||= input.ttsSendDto.message;
    } else if (input.handleType === HANDLE_TYPE.familyVoice) {
      await sendFamilyVoice(ctx.deps, user, {
        vehicleId: input.vehicleId,
        familySendDto: input.familySendDto,
        alarmGuid: alarm.guid,
      });
      remark ||= input.familySendDto.message;
    }
    remark ||= ctx.t('alarm.handleType.intercom');
  }

  // The status radio is hidden for an ended alarm: handling it processes it.
  const ended = alarm.end_time !== null;
  const status: HandleStatus =
    !ended && input.alarmStatus === ALARM_STATUS_CHOICE.notProcessed
      ? (alarm.handle_status as HandleStatus)
      : HANDLE_STATUS.processed;
  const written = await ctx.db.transaction().execute((trx) =>
    recordHandling(trx, {
      guid: alarm.guid,
      userId: user.userId,
      now: ctx.deps.now(),
      remark,
      handleType: input.handleType,
      status,
    }),
  );
  if (!written) throw businessFailure('errors.alarmNotHandleable');
  return { handleStatus: status };
};
