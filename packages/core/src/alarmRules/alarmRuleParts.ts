import { z } from 'zod';
import { sanitizeDirectiveText } from '../monitor/directiveText';
import { VMSG } from '../validators/messages';
import { optionalEmail } from '../validators/formats';
import { mobilePhone } from '../validators/phone';
import { nameText } from '../validators/text';
import { ALARM_RULE_LIMITS } from './alarmRuleLimits';

/** A whole number from `min` to `max`; the bounds travel with the issue as `{{min}}` / `{{max}}`. */
export function intRange(min: number, max: number) {
  return z
    .number({ error: VMSG.invalid })
    .int({ error: VMSG.integer })
    .min(min, { error: VMSG.tooSmall })
    .max(max, { error: VMSG.tooBig });
}

/** A number from `min` to `max` with at most `places` decimal places. */
export function decimalRange(min: number, max: number, places: number) {
  const factor = 10 ** places;
  return z
    .number({ error: VMSG.invalid })
    .min(min, { error: VMSG.tooSmall })
    .max(max, { error: VMSG.tooBig })
    .refine((n) => Math.abs(Math.round(n * factor) - n * factor) < 1e-6, {
      error: VMSG.decimalPlaces,
      params: { max: places },
    });
}

/** A time of day in China time, 'HH:mm'. */
const timeOfDay = z.string({ error: VMSG.required }).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, {
  error: VMSG.alarmTimeOfDay,
});

/** When the alarm counts: periods of the day, each with its start not after its end. */
export const alarmPeriod = z
  .object({ start: timeOfDay, end: timeOfDay })
  .strict()
  .refine((p) => p.start <= p.end, { error: VMSG.dateOrder, path: ['end'] });
export const alarmPeriods = z
  .array(alarmPeriod)
  .max(ALARM_RULE_LIMITS.periodsMax, { error: VMSG.alarmListMax });

/** Whom a notification reaches: a name, a mobile number and an optional e-mail address. */
export const alarmContact = z
  .object({
    name: nameText(ALARM_RULE_LIMITS.contactNameMax),
    phone: mobilePhone,
    email: optionalEmail,
  })
  .strict();
export const alarmContacts = z
  .array(alarmContact)
  .max(ALARM_RULE_LIMITS.contactsMax, { error: VMSG.alarmListMax });

export const NOTIFY_METHODS = ['sms', 'email', 'wechat'] as const;
export type AlarmNotifyMethod = (typeof NOTIFY_METHODS)[number];

/** How the contacts are told: methods, notices per vehicle per day and reminders of one alarm. */
export const alarmNotification = z
  .object({
    methods: z
      .array(z.enum(NOTIFY_METHODS, { error: VMSG.invalid }))
      .refine((m) => new Set(m).size === m.length, { error: VMSG.duplicateValue }),
    perVehiclePerDayMax: intRange(1, ALARM_RULE_LIMITS.noticesPerVehiclePerDayMax),
    reminders: intRange(1, ALARM_RULE_LIMITS.remindersMax),
  })
  .strict();

export const TERMINAL_NOTICE_MODES = ['text', 'tts'] as const;
export type TerminalNoticeMode = (typeof TERMINAL_NOTICE_MODES)[number];

/**
 * What the terminal shows or speaks: quotes and angle brackets become spaces (terminal displays choke on them), and
 * the text is required once the notice is on.
 */
export const terminalNotice = z
  .object({
    enabled: z.boolean({ error: VMSG.invalid }),
    mode: z.enum(TERMINAL_NOTICE_MODES, { error: VMSG.invalid }),
    text: z
      .string({ error: VMSG.invalid })
      .transform(sanitizeDirectiveText)
      .pipe(z.string().max(ALARM_RULE_LIMITS.terminalNoticeMax, { error: VMSG.tooLong })),
  })
  .strict()
  .refine((n) => !n.enabled || n.text !== '', { error: VMSG.notBlank, path: ['text'] });

export const CAPTURE_KINDS = ['photo', 'video30', 'video60'] as const;
export type CaptureKind = (typeof CAPTURE_KINDS)[number];

/** Photos or a 30 s / 60 s video from the alarm's cameras: at most 4 channels for photos, 3 for video. */
export const flashCapture = z
  .object({
    enabled: z.boolean({ error: VMSG.invalid }),
    kind: z.enum(CAPTURE_KINDS, { error: VMSG.invalid }),
    channels: z
      .array(intRange(1, ALARM_RULE_LIMITS.channelNumberMax))
      .refine((c) => new Set(c).size === c.length, { error: VMSG.duplicateValue }),
    count: z
      .number({ error: VMSG.invalid })
      .refine((n) => (ALARM_RULE_LIMITS.photoCounts as readonly number[]).includes(n), {
        error: VMSG.alarmPhotoCount,
      }),
    intervalS: intRange(1, ALARM_RULE_LIMITS.captureIntervalMaxS),
  })
  .strict()
  .superRefine((c, ctx) => {
    const max = c.kind === 'photo' ? ALARM_RULE_LIMITS.photoChannelsMax : ALARM_RULE_LIMITS.videoChannelsMax;
    if (c.channels.length > max)
      ctx.addIssue({ code: 'custom', message: VMSG.alarmListMax, path: ['channels'], params: { max } });
    if (c.enabled && c.channels.length === 0)
      ctx.addIssue({ code: 'custom', message: VMSG.required, path: ['channels'] });
  });

/** What every alarm type carries besides its thresholds. */
export const alarmRuleCommon = {
  enabled: z.boolean({ error: VMSG.invalid }),
  periods: alarmPeriods,
  contacts: alarmContacts,
  notification: alarmNotification,
  terminalNotice,
  platformDisplay: z.boolean({ error: VMSG.invalid }),
  alarmSound: z.boolean({ error: VMSG.invalid }),
  capture: flashCapture,
};

export type AlarmPeriod = z.infer<typeof alarmPeriod>;
export type AlarmContact = z.infer<typeof alarmContact>;
export type AlarmNotification = z.infer<typeof alarmNotification>;
export type TerminalNotice = z.infer<typeof terminalNotice>;
export type AlarmCapture = z.infer<typeof flashCapture>;

/** The common part of a fresh setting: on, all day, nobody told, shown with sound, no capture. */
export const COMMON_DEFAULTS = {
  enabled: true,
  periods: [],
  contacts: [],
  notification: { methods: [], perVehiclePerDayMax: 20, reminders: 1 },
  terminalNotice: { enabled: false, mode: 'text', text: '' },
  platformDisplay: true,
  alarmSound: true,
  capture: { enabled: false, kind: 'photo', channels: [], count: 2, intervalS: 5 },
} as const satisfies z.input<z.ZodObject<typeof alarmRuleCommon>>;
