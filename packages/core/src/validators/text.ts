import { z } from 'zod';
import { VMSG } from './messages';
import { refuseUnsafeName } from './safeText';

/** Required text: trimmed, not blank, at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: VMSG.required })
    .trim()
    .min(1, { error: VMSG.notBlank })
    .max(max, { error: VMSG.tooLong });
}

/** Optional text: at most `max` characters, '' when absent. */
export function optionalText(max: number) {
  return z.string({ error: VMSG.invalid }).trim().max(max, { error: VMSG.tooLong }).default('');
}

/** A required name (user, display, place): required text without bidirectional controls. */
export function nameText(max: number) {
  return requiredText(max).superRefine(refuseUnsafeName);
}

/** An optional name: optional text without bidirectional controls, '' when absent. */
export function optionalNameText(max: number) {
  return z
    .string({ error: VMSG.invalid })
    .trim()
    .max(max, { error: VMSG.tooLong })
    .superRefine(refuseUnsafeName)
    .default('');
}

/** Licence number: exactly 12 digits (seed 000 §5). */
export const licenceNumber = z
  .string({ error: VMSG.required })
  .regex(/^\d{12}$/, { error: VMSG.licenceDigits });

export const positiveInt = z
  .number({ error: VMSG.invalid })
  .int({ error: VMSG.integer })
  .positive({ error: VMSG.tooSmall });
