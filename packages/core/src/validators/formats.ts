import { z } from 'zod';
import { VMSG } from './messages';
import { refuseUnsafeName } from './safeText';

/** Characters a name or code may not hold ("special characters rejected"): markup, quotes, shell and SQL marks. */
const SPECIAL = /[<>"'`\\/%&;|$^*=+{}[\]~#@!?]/u;

export function hasSpecialCharacter(value: string): boolean {
  return SPECIAL.test(value);
}

/** Required plain text (names, codes): trimmed, 1..max characters, no special characters or line breaks. */
export function plainText(max: number) {
  return z
    .string({ error: VMSG.required })
    .trim()
    .min(1, { error: VMSG.required, abort: true })
    .max(max, { error: VMSG.tooLong })
    .refine((v) => !hasSpecialCharacter(v), { error: VMSG.specialCharacter })
    .superRefine(refuseUnsafeName);
}

/** Optional plain text, '' when absent. */
export function optionalPlainText(max: number) {
  return z
    .string({ error: VMSG.invalid })
    .trim()
    .max(max, { error: VMSG.tooLong })
    .refine((v) => !hasSpecialCharacter(v), { error: VMSG.specialCharacter })
    .superRefine(refuseUnsafeName)
    .default('');
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** Mainland resident ID card (GB 11643): 18 characters, a real date of birth and the ISO 7064 check character. */
export function isIdCardNumber(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const y = Number(value.slice(6, 10));
  const m = Number(value.slice(10, 12));
  const d = Number(value.slice(12, 14));
  const born = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK[sum % 11] === value[17];
}

/** Luhn check of a bank card number of 16 to 19 digits. */
export function isBankCardNumber(value: string): boolean {
  if (!/^\d{16,19}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    let digit = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const upper = (v: string) => v.trim().toUpperCase();

/** Optional formatted field: '' when absent, else must pass `valid`. */
function optionalFormat(
  valid: (v: string) => boolean,
  message: string,
  normalise: (v: string) => string = (v) => v.trim(),
) {
  return z
    .string({ error: VMSG.invalid })
    .transform(normalise)
    .refine((v) => v === '' || valid(v), { error: message })
    .default('');
}

export const optionalIdCard = optionalFormat(isIdCardNumber, VMSG.idCard, upper);
/** A mainland driving licence number is the holder's ID card number. */
export const optionalDrivingLicence = optionalFormat(isIdCardNumber, VMSG.drivingLicence, upper);
export const optionalBankCard = optionalFormat(isBankCardNumber, VMSG.bankCard, (v) => v.replace(/\s+/g, ''));
/** Landline: area code 0 + 2–3 digits, 7–8 digit number, optional extension (`010-12345678-123`). */
export const optionalLandline = optionalFormat(
  (v) => /^0\d{2,3}-?\d{7,8}(?:-\d{1,6})?$/.test(v),
  VMSG.landline,
);
export const optionalEmail = optionalFormat(
  (v) => v.length <= 64 && /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/.test(v),
  VMSG.email,
);
/** Phone numbers (mobile or other) are at most 11 digits. */
export const optionalPhoneDigits = optionalFormat((v) => /^\d{1,11}$/.test(v), VMSG.phoneDigits);

/** JT/T 808 terminal phone number (BCD[6] in 2013, BCD[10] in 2019): 1–20 digits. */
export const terminalPhone = z
  .string({ error: VMSG.required })
  .trim()
  .min(1, { error: VMSG.required, abort: true })
  .regex(/^\d{1,20}$/, { error: VMSG.terminalPhone });

/** A non-negative decimal with at most `places` decimal places and at most `max`. */
export function decimal(max: number, places: number) {
  const factor = 10 ** places;
  return z
    .number({ error: VMSG.invalid })
    .min(0, { error: VMSG.tooSmall })
    .max(max, { error: VMSG.tooBig })
    .refine((n) => Math.abs(Math.round(n * factor) - n * factor) < 1e-6, {
      error: VMSG.decimalPlaces,
      params: { max: places },
    });
}

/** An optional whole number from 0 to `max`, null when absent (axles, dimensions in mm, counts). */
export function optionalCount(max: number) {
  return z
    .number({ error: VMSG.invalid })
    .int({ error: VMSG.integer })
    .min(0, { error: VMSG.tooSmall })
    .max(max, { error: VMSG.tooBig })
    .nullable()
    .default(null);
}

/** An optional day (epoch ms at China midnight), null when absent. */
export const optionalDay = z
  .number({ error: VMSG.invalid })
  .int({ error: VMSG.integer })
  .min(0, { error: VMSG.tooSmall })
  .max(4_102_444_800_000, { error: VMSG.tooBig })
  .nullable()
  .default(null);

/** Optional code (engine, frame, licence and customs numbers): letters, digits and hyphens, '' when absent. */
export function optionalCode(max: number) {
  return z
    .string({ error: VMSG.invalid })
    .trim()
    .toUpperCase()
    .max(max, { error: VMSG.tooLong })
    .regex(/^[A-Z0-9-]*$/, { error: VMSG.codeText })
    .default('');
}

/**
 * One stored form per SIM number: leading zeros dropped (a 2013 header pads to 12 BCD digits, a 2019 one to 20),
 * then zero-padded to 12 digits, or to 20 when longer. 013800000001 and 13800000001 are the same number; the gateway
 * finds any of these forms (`phoneCandidates`).
 */
export function normaliseTerminalPhone(phone: string): string {
  const digits = phone.trim().replace(/^0+(?=\d)/, '');
  return digits.padStart(digits.length <= 12 ? 12 : 20, '0');
}

/** Whether a terminal phone fits a JT/T 808-2013 header (BCD[6]: at most 12 significant digits). */
export function fitsEdition2013(phone: string): boolean {
  return phone.replace(/^0+(?=\d)/, '').length <= 12;
}
