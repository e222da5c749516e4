import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { plateNumber } from '../../validators/plate';
import { optionalText } from '../../validators/text';
import {
  optionalCode,
  optionalCount,
  optionalDay,
  optionalPhoneDigits,
  optionalPlainText,
  plainText,
} from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';
import { VEHICLE_ATTRIBUTES } from '../fleet/vehicleCodes';
import { distinctIds, keywordFilter, optionalDecimal } from './fleetRecordFields';

/** What a trailer is used for: short distance, long haul, short barge (yard shuttles). */
export const TRAILER_USES = ['shortDistance', 'longHaul', 'shortBarge'] as const;
/** How a device on a trailer reports: by wire to the head's terminal, or wirelessly. */
export const TRAILER_DEVICE_TYPES = ['wired', 'wireless'] as const;
/** Most heads (tractor vehicles) and devices one trailer may name. */
export const TRAILER_LIMITS = { heads: 5, devices: 5 } as const;

const attribute = z.enum(VEHICLE_ATTRIBUTES, { error: VMSG.invalid });
const use = z.enum(TRAILER_USES, {
  error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid),
});
/** Masses in kg: 6 integer digits and 2 decimals. */
const mass = optionalDecimal(999_999.99, 2);

export const trailerDevice = z.strictObject({
  name: plainText(32),
  deviceNo: z
    .string({ error: VMSG.required })
    .trim()
    .min(1, { error: VMSG.required, abort: true })
    .max(32, { error: VMSG.tooLong })
    .regex(/^[A-Za-z0-9-]+$/, { error: VMSG.noSpecialOrChinese }),
  type: z.enum(TRAILER_DEVICE_TYPES, {
    error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid),
  }),
});
export type TrailerDeviceEntry = z.output<typeof trailerDevice>;

/**
 * A trailer: its plate (unique in the company), department, owner, body figures, the heads (vehicles in scope) that
 * pull it and the devices fitted to it.
 */
export const trailerResource = defineResource({
  key: 'tmsTrailer',
  name: 'trailer',
  module: 'tms',
  path: '/trailer',
  row: z.object({
    id: rowId,
    plateNumber: z.string(),
    departmentId: z.number(),
    departmentName: z.string(),
    attributes: z.array(attribute),
    useCategory: use,
    ownerName: z.string(),
    ownerPhone: z.string(),
    ownerAddress: z.string(),
    color: z.string(),
    axles: z.number().nullable(),
    model: z.string(),
    approvedLoad: z.number().nullable(),
    totalMass: z.number().nullable(),
    curbWeight: z.number().nullable(),
    frameNo: z.string(),
    length: z.number().nullable(),
    ratedVolume: z.number().nullable(),
    innerLength: z.number().nullable(),
    innerWidth: z.number().nullable(),
    innerHeight: z.number().nullable(),
    outerLength: z.number().nullable(),
    outerWidth: z.number().nullable(),
    outerHeight: z.number().nullable(),
    headIds: z.array(z.number()),
    headPlates: z.array(z.string()),
    devices: z.array(trailerDevice),
    registrationDay: z.number().nullable(),
    scrapDay: z.number().nullable(),
    customsNo: z.string(),
    remark: z.string(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    plateNumber,
    departmentId: chosenId,
    attributes: z
      .array(attribute, { error: VMSG.invalid })
      .max(VEHICLE_ATTRIBUTES.length, { error: VMSG.tooBig })
      .default([]),
    useCategory: use,
    ownerName: optionalPlainText(32),
    ownerPhone: optionalPhoneDigits,
    ownerAddress: optionalText(64),
    color: optionalPlainText(32),
    axles: optionalCount(20),
    model: optionalPlainText(32),
    approvedLoad: mass,
    totalMass: mass,
    curbWeight: mass,
    frameNo: optionalCode(32),
    /** Metres, 3 integer digits and 2 decimals. */
    length: optionalDecimal(999.99, 2),
    /** Cubic metres, 4 integer digits and 2 decimals. */
    ratedVolume: optionalDecimal(9_999.99, 2),
    /** Inside and outline dimensions, mm. */
    innerLength: optionalCount(99_999),
    innerWidth: optionalCount(99_999),
    innerHeight: optionalCount(99_999),
    outerLength: optionalCount(99_999),
    outerWidth: optionalCount(99_999),
    outerHeight: optionalCount(99_999),
    headIds: distinctIds(TRAILER_LIMITS.heads),
    devices: z
      .array(trailerDevice, { error: VMSG.invalid })
      .max(TRAILER_LIMITS.devices, { error: VMSG.alarmListMax })
      .refine((d) => new Set(d.map((x) => x.deviceNo)).size === d.length, { error: VMSG.duplicateValue })
      .default([]),
    registrationDay: optionalDay,
    scrapDay: optionalDay,
    customsNo: optionalCode(32),
    remark: optionalText(100),
  }),
  filters: {
    keyword: keywordFilter,
    departmentId: rowId.optional(),
    useCategory: z.enum(TRAILER_USES, { error: VMSG.invalid }).optional(),
  },
  sortable: ['modifiedTime', 'plateNumber'],
  actions: ['add', 'update', 'delete'],
});
