import {
  ALARM_NOTICE_CHANNELS,
  ALARM_NOTICE_REASONS,
  ALARM_NOTICE_STATUSES,
  type AlarmNoticeChannel,
  type AlarmNoticeReason,
  type AlarmNoticeRow,
  type AlarmNoticeStatus,
  type ENDPOINTS,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { loadAlarm } from '../alarmHandling/loadAlarm';
import { maskRecipient } from './maskRecipient';

const isChannel = (v: string): v is AlarmNoticeChannel =>
  (ALARM_NOTICE_CHANNELS as readonly string[]).includes(v);
const isStatus = (v: string): v is AlarmNoticeStatus =>
  (ALARM_NOTICE_STATUSES as readonly string[]).includes(v);
const isReason = (v: string): v is AlarmNoticeReason =>
  (ALARM_NOTICE_REASONS as readonly string[]).includes(v);

function reasonText(t: TFunction, reason: string | null, detail: string | null): string {
  const text = reason && isReason(reason) ? t(`alarmNotice.reasons.${reason}`) : '';
  return detail ? (text ? `${text} (${detail})` : detail) : text;
}

/** An alarm's notice attempts, oldest first; an alarm outside the caller's scope is "not found". */
export const fetchAlarmNotices: EndpointHandler<typeof ENDPOINTS.fetchAlarmNotices> = async (ctx) => {
  const user = requireUser(ctx);
  const alarm = await loadAlarm(ctx.db, user, ctx.input.alarmGuid);
  const rows = await ctx.db
    .selectFrom('alarm_notifications')
    .select([
      'id',
      'round',
      'channel',
      'recipient',
      'attempt_no',
      'status',
      'reason',
      'detail',
      'sent_at',
      'settled_at',
      'created_at',
    ])
    .where('alarm_guid', '=', alarm.guid)
    .orderBy('id')
    .execute();
  return rows.flatMap((r): AlarmNoticeRow[] =>
    isChannel(r.channel) && isStatus(r.status)
      ? [
          {
            id: r.id,
            round: r.round,
            channel: r.channel,
            recipient: maskRecipient(r.channel, r.recipient),
            attemptNo: r.attempt_no,
            status: r.status,
            reason: reasonText(ctx.t, r.reason, r.detail),
            time: Number(r.sent_at ?? r.settled_at ?? r.created_at),
          },
        ]
      : [],
  );
};
