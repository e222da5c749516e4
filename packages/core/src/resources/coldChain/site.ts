import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalText } from '../../validators/text';
import {
  normaliseTerminalPhone,
  optionalPhoneDigits,
  optionalPlainText,
  plainText,
  terminalPhone,
} from '../../validators/formats';
import { chosenId, rowId } from '../defineResource';

/**
 * What every cold-chain site (warehouse or store: a `sites` row) keeps: its basic record and the temperature
 * logger it is bound to. The warehouse and store resources spread these into their own row and save schemas.
 */

/** Probes of one logger: numbered 1 to 16 (the TL-1613's channels). */
export const SITE_PROBES = { min: 1, max: 16 } as const;
/** A temperature point's limits, °C, at most two decimals. */
export const SITE_TEMPERATURE = { min: -190, max: 150, places: 2 } as const;

/** A limit within `range`, with at most `range.places` decimals. */
export function siteLimit(range: { min: number; max: number; places: number }) {
  const factor = 10 ** range.places;
  return z
    .number({ error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid) })
    .min(range.min, { error: VMSG.tooSmall })
    .max(range.max, { error: VMSG.tooBig })
    .refine((n) => Math.abs(Math.round(n * factor) - n * factor) < 1e-6, {
      error: VMSG.decimalPlaces,
      params: { max: range.places },
    });
}

/** A probe number on the site's logger. */
export const siteProbeNo = z
  .number({ error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid) })
  .int({ error: VMSG.integer })
  .min(SITE_PROBES.min, { error: VMSG.tooSmall })
  .max(SITE_PROBES.max, { error: VMSG.tooBig });

const coordinate = (max: number) =>
  z.number({ error: VMSG.required }).min(-max, { error: VMSG.tooSmall }).max(max, { error: VMSG.tooBig });

/**
 * The logger's number: '' = no logger yet; otherwise stored in the one form the gateway looks up
 * (`normaliseTerminalPhone`), unique platform-wide among devices, vehicles and sites.
 */
export const siteLoggerPhone = z
  .string({ error: VMSG.invalid })
  .trim()
  .refine((v) => v === '' || terminalPhone.safeParse(v).success, { error: VMSG.terminalPhone })
  .transform((v) => (v === '' ? '' : normaliseTerminalPhone(v)))
  .default('');

/** The fields a site's add and update accept. */
export const siteSaveFields = {
  name: plainText(32),
  address: optionalText(64),
  longitude: coordinate(180),
  latitude: coordinate(90),
  contact: optionalPlainText(32),
  phone: optionalPhoneDigits,
  departmentId: chosenId,
  remark: optionalText(100),
  terminalPhone: siteLoggerPhone,
};

/** The fields of a site's list row and detail. */
export const siteRowFields = {
  id: rowId,
  name: z.string(),
  address: z.string(),
  longitude: z.number(),
  latitude: z.number(),
  contact: z.string(),
  phone: z.string(),
  departmentId: z.number(),
  departmentName: z.string(),
  remark: z.string(),
  terminalPhone: z.string(),
  operatorName: z.string(),
  modifiedTime: z.number().nullable(),
};

/** A site list's keyword filter (name, address, contact or logger number). */
export const siteKeywordFilter = {
  keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
};
