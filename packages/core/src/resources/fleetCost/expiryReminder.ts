import { z } from 'zod';
import { endpoint } from '../../api/endpoint';
import { API_PREFIX, MODULE_BASE } from '../../api/modules';
import type { BlobBody } from '../../endpoints/alarmHandling';
import { queryNumber } from '../../endpoints/queryNumber';
import { VMSG } from '../../validators/messages';
import { rowId } from '../defineResource';

/**
 * Records whose expiry is reminded of: insurance policies, certificates and taxes and fees (by time), maintenance (by
 * time and/or by mileage) and tyres (each tyre's own change threshold, so their setting names no reminders).
 */
export const EXPIRY_REMINDER_KINDS = ['insurance', 'certificate', 'maintenance', 'tyre', 'fee'] as const;
export type ExpiryReminderKind = (typeof EXPIRY_REMINDER_KINDS)[number];
/** Where a due reminder goes: the message centre of each contact, and their e-mail address. */
export const EXPIRY_NOTIFY_METHODS = ['message', 'email'] as const;
export type ExpiryNotifyMethod = (typeof EXPIRY_NOTIFY_METHODS)[number];

export const EXPIRY_REMINDER_LIMITS = {
  /** Reminders per setting, each a number of days before the expiry day. */
  reminders: 5,
  daysBeforeMin: 1,
  daysBeforeMax: 365,
  kmBeforeMin: 1,
  kmBeforeMax: 100_000,
  /** Contacts (sub-users) one setting notifies. */
  contacts: 50,
} as const;

const kind = z.enum(EXPIRY_REMINDER_KINDS, { error: VMSG.invalid });

/** Which reminders each kind takes: by time (days before), by mileage (km before). */
export const REMINDER_WAYS: Record<ExpiryReminderKind, { byTime: boolean; byMileage: boolean }> = {
  insurance: { byTime: true, byMileage: false },
  certificate: { byTime: true, byMileage: false },
  maintenance: { byTime: true, byMileage: true },
  tyre: { byTime: false, byMileage: false },
  fee: { byTime: true, byMileage: false },
};

/** One reminder list: each value set (none left empty), within its bounds, none twice. */
function reminderList(min: number, max: number) {
  return z
    .array(
      z
        .number({
          error: (issue) =>
            issue.input === undefined || issue.input === null ? VMSG.required : VMSG.invalid,
        })
        .int({ error: VMSG.integer })
        .min(min, { error: VMSG.tooSmall })
        .max(max, { error: VMSG.tooBig }),
      { error: VMSG.invalid },
    )
    .max(EXPIRY_REMINDER_LIMITS.reminders, { error: VMSG.alarmListMax })
    .refine((values) => new Set(values).size === values.length, { error: VMSG.reminderDaysDuplicate })
    .default([]);
}

/**
 * A company's reminder setting for one kind: up to five reminders in all — by time (days before the due day) and,
 * for maintenance, by mileage (km before the due mileage) — each set and none twice, at least one where the kind
 * takes reminders; at least one notify method and one contact, at most fifty contacts.
 */
export const expiryReminderSave = z
  .strictObject({
    kind,
    enabled: z.boolean({ error: VMSG.invalid }),
    daysBefore: reminderList(EXPIRY_REMINDER_LIMITS.daysBeforeMin, EXPIRY_REMINDER_LIMITS.daysBeforeMax),
    kmBefore: reminderList(EXPIRY_REMINDER_LIMITS.kmBeforeMin, EXPIRY_REMINDER_LIMITS.kmBeforeMax),
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
  })
  .superRefine((v, ctx) => {
    const ways = REMINDER_WAYS[v.kind];
    if (!ways.byTime && v.daysBefore.length > 0)
      ctx.addIssue({ code: 'custom', message: VMSG.reminderNotForKind, path: ['daysBefore'], input: v });
    if (!ways.byMileage && v.kmBefore.length > 0)
      ctx.addIssue({ code: 'custom', message: VMSG.reminderNotForKind, path: ['kmBefore'], input: v });
    const count = v.daysBefore.length + v.kmBefore.length;
    if (count > EXPIRY_REMINDER_LIMITS.reminders)
      ctx.addIssue({ code: 'custom', message: VMSG.alarmListMax, path: ['daysBefore'], input: v });
    if ((ways.byTime || ways.byMileage) && count === 0)
      ctx.addIssue({ code: 'custom', message: VMSG.reminderRequired, path: ['daysBefore'], input: v });
  });
export type ExpiryReminderSetting = z.output<typeof expiryReminderSave>;

/** A sub-user a reminder may notify. */
export interface ExpiryReminderContact {
  id: number;
  name: string;
  email: string;
}

/**
 * What the fleet cost forms offer: vehicles in scope (with their axle count and last reported odometer), drivers in
 * scope and the company's users as contacts.
 */
export interface FleetCostOptions {
  vehicles: { id: number; plate: string; axles: number | null; odometerKm: number | null }[];
  /** Partners' vehicles lent to the company under business authorisation, in use now: repairs take them. */
  sharedVehicles: { id: number; plate: string }[];
  drivers: { id: number; name: string }[];
  contacts: ExpiryReminderContact[];
}

/** Pages that read the fleet cost options. */
export const FLEET_COST_PAGES = [
  'tmsInsurance',
  'tmsCertificate',
  'tmsMaintenance',
  'tmsTyre',
  'tmsRepair',
  'tmsAccident',
  'tmsShipTax',
  'tmsCheckVehicle',
  'tmsOtherCost',
] as const;

const operationOf = {
  insurance: 'tmsInsurance',
  certificate: 'tmsCertificate',
  maintenance: 'tmsMaintenance',
  tyre: 'tmsTyre',
  fee: 'tmsShipTax',
} as const;
export function expiryReminderPage(k: ExpiryReminderKind) {
  return operationOf[k];
}

/**
 * Multipart upload of one image of a saved policy: fields `policyId`, then `file` (JPG, PNG or BMP by content,
 * at most INSURANCE_IMAGE_MAX_BYTES, INSURANCE_IMAGE_MAX per policy). Answers the stored image (`InsuranceImageRow`).
 * Needs `tmsInsurance:add` or `tmsInsurance:update`.
 */
export const INSURANCE_IMAGE_UPLOAD_PATH = `${API_PREFIX}${MODULE_BASE.tms}/insurance/image/upload`;

export const fleetCostEndpoints = {
  /** A policy image, for users who may see the policy (its vehicle in their scope) on the insurance page. */
  insuranceImageFile: endpoint<BlobBody>()({
    name: 'insuranceImageFile',
    method: 'GET',
    module: 'tms',
    path: '/insurance/image/file',
    access: { operationId: 'tmsInsurance' },
    blob: true,
    request: z.strictObject({ id: queryNumber(rowId) }),
  }),
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
  /** Needs one of FLEET_COST_PAGES (checked by the handler). */
  fleetCostOptions: endpoint<FleetCostOptions>()({
    name: 'fleetCostOptions',
    method: 'GET',
    module: 'tms',
    path: '/fleetCost/options',
    access: 'session',
    request: z.strictObject({}),
  }),
};
