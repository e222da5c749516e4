import { popupsShown, type ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { MESSAGE_CENTRE_URL, toShellMessage, userMessages } from '../message/shellMessage';
import { pendingSentry } from '../sentry/pendingSentry';
import { ABNORMAL_PAGE, permittedAlarmClasses } from './alarmShellAccess';
import { alarmSoundFor } from '../personalize/alarmSoundFor';
import { loadPopupSettings } from './popupSettings';
import { unhandledAlarms, unhandledExceptions } from './unhandledAlarms';

/** Unread messages shown in the popover at most. */
const POPOVER_MESSAGES = 10;

/**
 * The header's summary: counts behind the alarm and abnormal badges (the same rows the popovers list), unread
 * messages, and the duty check awaiting a reply.
 */
export const fetchAlarmAbnormalMsg: EndpointHandler<typeof ENDPOINTS.fetchAlarmAbnormalMsg> = async (ctx) => {
  const user = requireUser(ctx);
  const now = ctx.deps.now();
  const ops = await user.operations();
  const alarms = await unhandledAlarms(ctx.db, user, permittedAlarmClasses(ops), now)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const abnormal = ops.has(ABNORMAL_PAGE)
    ? await unhandledExceptions(ctx.db, user, now)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    : { n: 0 };
  const unread = userMessages(ctx.db, user.userId).where('read_at', 'is', null);
  const messageCount = await unread
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const messages = await unread
    .orderBy('pub_time', 'desc')
    .orderBy('id', 'desc')
    .limit(POPOVER_MESSAGES)
    .execute();
  const settings = await loadPopupSettings(ctx.db, user.userId);
  const sound = await alarmSoundFor(ctx.db, user.userId);
  const alarmCount = Number(alarms.n);
  const abnormalCount = Number(abnormal.n);
  return {
    alarmCount,
    abnormalCount,
    isAlarmSound: sound.alarmSound === 1 && popupsShown(settings.popUpAlarm) && alarmCount > 0,
    isExpSound: sound.exceptionSound === 1 && settings.popUpException === 1 && abnormalCount > 0,
    messageCount: Number(messageCount.n),
    messageList: messages.map((m) => toShellMessage(ctx.t, m)),
    messageUrl: MESSAGE_CENTRE_URL,
    sentryInfo: await pendingSentry(ctx.db, user.companyId, now),
  };
};
