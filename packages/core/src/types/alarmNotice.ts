import type { NotifyMethod } from './alarmSettings';
import type { EpochMs } from './scalars';

/** Where a notice goes: the contacts' SMS, e-mail and WeChat, and the vehicle's own terminal (text or speech). */
export const ALARM_NOTICE_CHANNELS = ['sms', 'email', 'wechat', 'terminal'] as const;
export type AlarmNoticeChannel = (typeof ALARM_NOTICE_CHANNELS)[number];

/** One attempt's state: waiting to be sent (or retried), delivered to the provider, given up, or not sent by rule. */
export const ALARM_NOTICE_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type AlarmNoticeStatus = (typeof ALARM_NOTICE_STATUSES)[number];

/** Why an attempt failed or was skipped (`alarmNotice.reasons.<key>`). */
export const ALARM_NOTICE_REASONS = [
  'notConfigured',
  'dailyLimit',
  'noAddress',
  'providerFailed',
  'timeout',
  'offline',
  'refused',
  'willRetry',
] as const;
export type AlarmNoticeReason = (typeof ALARM_NOTICE_REASONS)[number];

/** The rules of alarm notices. */
export const ALARM_NOTICE_LIMITS = {
  contactsMax: 10,
  remindersMax: 5,
  /** Notices (an alarm's first notice or one reminder, to all its contacts) per vehicle per China day. */
  perVehiclePerDay: 20,
  /** Tries of one delivery, the first included, before it is recorded failed. */
  attemptsMax: 3,
  reminderIntervalMinutesMin: 1,
  reminderIntervalMinutesMax: 1440,
} as const;

/** A contact of an alarm setting; each method uses the address it needs. */
export interface AlarmNoticeContact {
  name: string;
  phone?: string;
  email?: string;
  wechat?: string;
}

/** What the pipeline hands to the notifier when an alarm opens. */
export interface AlarmNoticeInput {
  alarm: {
    guid: string;
    companyId: number;
    vehicleId: number;
    plate: string;
    firstType: number;
    secondType: number;
    level: number;
    /** '' when the place is not known. */
    placeName: string;
    beginTime: EpochMs;
  };
  contacts: AlarmNoticeContact[];
  methods: NotifyMethod[];
  /** Text shown (and, with 'tts', read aloud) on the vehicle's terminal. */
  terminalNotice?: { mode: 'text' | 'tts'; text: string };
  /** Repeat the notice while the alarm stays unhandled: at most 5 times, every `intervalMinutes`. */
  reminders?: { count: number; intervalMinutes: number };
  /** The setting's own cap of notices per vehicle per China day (1–20); 20 when absent. */
  perVehiclePerDayMax?: number;
  /** The company's language for the texts; zh-CN by default. */
  language?: 'zh-CN' | 'en-US';
}

/** One attempt as the alarm dialog lists it; the recipient is masked. */
export interface AlarmNoticeRow {
  id: number;
  /** 0 the first notice, 1–5 the reminders. */
  round: number;
  channel: AlarmNoticeChannel;
  recipient: string;
  attemptNo: number;
  status: AlarmNoticeStatus;
  /** Translated reason, with the provider's answer when there is one; '' when sent. */
  reason: string;
  /** When it was sent (sent) or settled (failed, skipped), else when it was queued. */
  time: EpochMs;
}
