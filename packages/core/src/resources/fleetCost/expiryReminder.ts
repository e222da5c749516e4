import { z } from 'zod';
import { endpoint } from '../../api/endpoint';
import { VMSG } from '../../validators/messages';
import { rowId } from '../defineResource';

/** Records whose expiry is reminded of: insurance policies and certificates. */
export const EXPIRY_REMINDER_KINDS = ['insurance', 'certificate'] as const;
export type ExpiryReminderKind = (typeof EXPIRY_REMINDER_KINDS)[number];
/** Where a due reminder goes: the message centre of each contact, and their e-mail address. */
export const EXPIRY_NOTIFY_METHODS = ['message', 'email'] as const;
export type ExpiryNotifyMethod = (typeof EXPIRY_NOTIFY_METHODS)[number];

export const EXPIRY_REMINDER_LIMITS = {
  /** Reminders per setting, each a number of days before the expiry day. */
  reminders: 5,
  daysBeforeMin: 1,
  daysBeforeMax: 365,
  /** Contacts (sub-users) one setting notifies. */
  contacts: 50,
} as const;

const kind = z.enum(EXPIRY_REMINDER_KINDS, { error: VMSG.invalid });

/**
 * A company's reminder setting for one kind: up to five reminders (days before the expiry, each set and none
 * twice), at least one notify method and one contact, at most fifty contacts.
 */
export const expiryReminderSave = z.strictObject({
  kind,
  enabled: z.boolean({ error: VMSG.invalid }),
  daysBefore: z
    .array(
      z
        .number({
          error: (issue) =>
            issue.input === undefined || issue.input === null ? VMSG.required : VMSG.invalid,
        })
        .int({ error: VMSG.integer })
        .min(EXPIRY_REMINDER_LIMITS.daysBeforeMin, { error: VMSG.tooSmall })
        .max(EXPIRY_REMINDER_LIMITS.daysBeforeMax, { error: VMSG.tooBig }),
      { error: VMSG.invalid },
    )
    .min(1, { error: VMSG.required })
    .max(EXPIRY_REMINDER_LIMITS.reminders, { error: VMSG.alarmListMax })
    .refine((days) => new Set(days).size === days.length, { error: VMSG.reminderDaysDuplicate }),
  methods: z
    .array(z.enum(EXPIRY_NOTIFY_METHODS, { error: VMSG.invalid }), { error: VMSG.invalid })
    .min(1, { error: VMSG.required })
    .max(EXPIRY_NOTIFY_METHODS.length, { error: VMSG.invalid })
    .refine((m) => new Set(m).size === m.length, { error: VMSG.duplicateValue }),
  contactIds: z
    .array(rowId, { error: VMSG.invalid })
    .min(1, { error: VMSG.required })
    .max(EXPIRY_REMINDER_LIMITS.contacts, { error: VMSG.alarmListMax })
    .refine((ids) => new Set(ids).size === ids.length, { error: VMSG.duplicateValue }),
});
export type ExpiryReminderSetting = z.output<typeof expiryReminderSave>;

/** A sub-user a reminder may notify. */
export interface ExpiryReminderContact {
  id: number;
  name: string;
  email: string;
}

/** What the insurance and certificate forms offer: vehicles in scope and the company's users as contacts. */
export interface FleetCostOptions {
  vehicles: { id: number; plate: string }[];
  contacts: ExpiryReminderContact[];
}

const operationOf = { insurance: 'tmsInsurance', certificate: 'tmsCertificate' } as const;
export function expiryReminderPage(k: ExpiryReminderKind) {
  return operationOf[k];
}

export const fleetCostEndpoints = {
  /** The setting of one kind (null: none saved yet). Needs the kind's page (checked by the handler). */
  expiryReminderGet: endpoint<ExpiryReminderSetting | null>()({
    name: 'expiryReminderGet',
    method: 'GET',
    module: 'tms',
    path: '/expiryReminder',
    access: 'session',
    request: z.strictObject({ kind }),
  }),
  /** Saves the setting of one kind; needs `<page>:update` of that kind's page (checked by the handler). */
  expiryReminderSave: endpoint<{ saved: true }>()({
    name: 'expiryReminderSave',
    method: 'POST',
    module: 'tms',
    path: '/expiryReminder/save',
    access: 'session',
    request: expiryReminderSave,
  }),
  /** Needs the insurance or the certificate page (checked by the handler). */
  fleetCostOptions: endpoint<FleetCostOptions>()({
    name: 'fleetCostOptions',
    method: 'GET',
    module: 'tms',
    path: '/fleetCost/options',
    access: 'session',
    request: z.strictObject({}),
  }),
};
