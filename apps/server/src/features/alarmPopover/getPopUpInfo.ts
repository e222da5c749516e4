import { popupsShown, type ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { permittedAlarmClasses, ABNORMAL_PAGE } from './alarmShellAccess';
import { loadPopupSettings } from './popupSettings';
import { unhandledAlarms, unhandledExceptions } from './unhandledAlarms';

/**
 * Whether alarms or exceptions the user would see began after the times the client last saw, with the user's
 * popup preferences and the sentence the voice broadcast speaks (only for popups the user keeps on).
 */
export const getPopUpInfo: EndpointHandler<typeof ENDPOINTS.getPopUpInfo> = async (ctx) => {
  const user = requireUser(ctx);
  const now = ctx.deps.now();
  const ops = await user.operations();
  const settings = await loadPopupSettings(ctx.db, user.userId);
  // An alarm whose setting turns the platform display (or the sound) off neither pops up nor is spoken; alarms
  // without a row in alarm_effects (no setting governs them) do both.
  const newAlarms = unhandledAlarms(ctx.db, user, permittedAlarmClasses(ops), now)
    .where('alarms.begin_time', '>', ctx.input.lastAlarmTime)
    .leftJoin('alarm_effects as ae', 'ae.alarm_guid', 'alarms.guid')
    .where((eb) => eb.or([eb('ae.display', 'is', null), eb('ae.display', '=', 1)]));
  const newAlarm = await newAlarms.select(['alarms.guid', 'ae.sound']).limit(1).executeTakeFirst();
  const soundingAlarm =
    newAlarm === undefined || newAlarm.sound !== 0
      ? newAlarm
      : await newAlarms
          .where((eb) => eb.or([eb('ae.sound', 'is', null), eb('ae.sound', '=', 1)]))
          .select('alarms.guid')
          .limit(1)
          .executeTakeFirst();
  const newException = ops.has(ABNORMAL_PAGE)
    ? await unhandledExceptions(ctx.db, user, now)
        .where('device_exceptions.begin_time', '>', ctx.input.lastExceptionTime)
        .select('device_exceptions.guid')
        .limit(1)
        .executeTakeFirst()
    : undefined;
  const hasAlarmNewData = newAlarm !== undefined;
  const hasExceptionNewData = newException !== undefined;
  const speakAlarm = soundingAlarm !== undefined && popupsShown(settings.popUpAlarm);
  const speakException = hasExceptionNewData && popupsShown(settings.popUpException);
  const voiceMessage =
    speakAlarm && speakException
      ? ctx.t('errors.voiceNewAlarmAndException')
      : speakAlarm
        ? ctx.t('errors.voiceNewAlarm')
        : speakException
          ? ctx.t('errors.voiceNewException')
          : '';
  return { ...settings, hasAlarmNewData, hasExceptionNewData, voiceMessage };
};
