import { z } from 'zod';
import { sanitizeDirectiveText } from '../monitor/directiveText';
import { VMSG } from '../validators/messages';

/** Daily: every day at the times. Regional: the same, to vehicles last seen in the regions. Weather: a warning for
 * the regions, sent on the days of its date range. */
export const TERMINAL_REMINDER_KINDS = ['daily', 'regional', 'weather'] as const;
export type TerminalReminderKind = (typeof TERMINAL_REMINDER_KINDS)[number];
export const TERMINAL_REMINDER_MODES = ['text', 'tts'] as const;
export type TerminalReminderMode = (typeof TERMINAL_REMINDER_MODES)[number];

export const TERMINAL_REMINDER_LIMITS = {
  /** Reminders per company. */
  perCompany: 5,
  nameMax: 30,
  /** Characters sent to the cab, after quotes and angle brackets became spaces (a custom notice's limit). */
  textMax: 50,
  /** Times of day per reminder. */
  timesMax: 5,
  regionsMax: 30,
  vehiclesMax: 500,
  /** Days a weather warning may cover. */
  weatherDaysMax: 31,
} as const;

const L = TERMINAL_REMINDER_LIMITS;
const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const timeOfDay = z.string({ error: VMSG.required }).regex(TIME_OF_DAY, { error: VMSG.alarmTimeOfDay });
const date = z
  .string({ error: VMSG.dateRequired })
  .regex(DATE, { error: VMSG.dateRequired })
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { error: VMSG.dateRequired });
/** A province code, or province/city codes, as the region tree gives them. */
const region = z
  .string({ error: VMSG.regionRequired })
  .regex(/^[0-9A-Za-z-]{1,16}(?:\/[0-9A-Za-z-]{1,16})?$/, { error: VMSG.regionCode });

/** What a reminder says to the cab: quotes and angle brackets become spaces before the length is counted. */
export const terminalReminderText = z
  .string({ error: VMSG.required })
  .transform(sanitizeDirectiveText)
  .pipe(z.string().min(1, { error: VMSG.required }).max(L.textMax, { error: VMSG.tooLong }));

/** A reminder as it is saved (id absent: a new one). */
export const terminalReminderSchema = z
  .strictObject({
    id: z.number({ error: VMSG.invalid }).int({ error: VMSG.integer }).min(1).optional(),
    name: z
      .string({ error: VMSG.required })
      .trim()
      .min(1, { error: VMSG.required })
      .max(L.nameMax, { error: VMSG.tooLong }),
    kind: z.enum(TERMINAL_REMINDER_KINDS, { error: VMSG.invalid }),
    text: terminalReminderText,
    mode: z.enum(TERMINAL_REMINDER_MODES, { error: VMSG.invalid }),
    times: z
      .array(timeOfDay)
      .min(1, { error: VMSG.required })
      .max(L.timesMax, { error: VMSG.alarmListMax })
      .refine((times) => new Set(times).size === times.length, { error: VMSG.duplicateValue }),
    allVehicles: z.boolean({ error: VMSG.required }),
    vehicleIds: z
      .array(z.number({ error: VMSG.invalid }).int({ error: VMSG.integer }).min(1, { error: VMSG.invalid }))
      .max(L.vehiclesMax, { error: VMSG.alarmListMax }),
    regions: z.array(region).max(L.regionsMax, { error: VMSG.alarmListMax }),
    /** Weather warnings: the first and last China day they are sent on (YYYY-MM-DD). */
    startDate: date.nullable(),
    endDate: date.nullable(),
    enabled: z.boolean({ error: VMSG.required }),
  })
  .superRefine((r, ctx) => {
    if (!r.allVehicles && r.vehicleIds.length === 0)
      ctx.addIssue({ code: 'custom', message: VMSG.required, path: ['vehicleIds'] });
    if (r.kind !== 'daily' && r.regions.length === 0)
      ctx.addIssue({ code: 'custom', message: VMSG.regionRequired, path: ['regions'] });
    if (r.kind !== 'weather') return;
    if (r.startDate === null) {
      ctx.addIssue({ code: 'custom', message: VMSG.dateRequired, path: ['startDate'] });
      return;
    }
    if (r.endDate === null) {
      ctx.addIssue({ code: 'custom', message: VMSG.dateRequired, path: ['endDate'] });
      return;
    }
    const days = (Date.parse(r.endDate) - Date.parse(r.startDate)) / DAY_MS + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', message: VMSG.dateOrder, path: ['endDate'] });
    else if (days > L.weatherDaysMax)
      ctx.addIssue({
        code: 'custom',
        message: VMSG.dateSpanDays,
        path: ['endDate'],
        params: { max: L.weatherDaysMax },
      });
  });
export type TerminalReminderInput = z.input<typeof terminalReminderSchema>;
export type TerminalReminder = z.output<typeof terminalReminderSchema>;

/** The outcome of one text to one cab: its 0x0001 answer, or why there was none ('sending': no answer yet). */
export const REMINDER_SEND_OUTCOMES = [
  'sending',
  'acknowledged',
  'refused',
  'offline',
  'timeout',
  'failed',
] as const;
export type ReminderSendOutcome = (typeof REMINDER_SEND_OUTCOMES)[number];

/** The last run of a reminder: when, and how many cabs answered of how many addressed. */
export interface ReminderLastRun {
  sentAt: number;
  total: number;
  acknowledged: number;
}

export interface TerminalReminderRow extends TerminalReminder {
  id: number;
  operator: string | null;
  modifiedAt: number;
  lastRun: ReminderLastRun | null;
}

export interface ReminderSendRow {
  vehicleId: number;
  plate: string;
  sentAt: number;
  outcome: ReminderSendOutcome;
}

/** Whether a reminder is due on the China day of `epochMs` (weather warnings only within their dates). */
export function reminderDueOn(
  reminder: Pick<TerminalReminder, 'kind' | 'startDate' | 'endDate'>,
  chinaDate: string,
): boolean {
  if (reminder.kind !== 'weather') return true;
  return (
    reminder.startDate !== null &&
    reminder.endDate !== null &&
    chinaDate >= reminder.startDate &&
    chinaDate <= reminder.endDate
  );
}
