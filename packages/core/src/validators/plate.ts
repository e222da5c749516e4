import { z } from 'zod';
import { VMSG } from './messages';

// Province abbreviations of mainland plates.
const PROVINCE = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
// Letters used on plates: no I or O (they read as 1 and 0).
const L = 'A-HJ-NP-Z';
/** Ordinary plate: province, issuing-office letter, five letters/digits, the last may be a use mark (挂 trailer, …). */
const ORDINARY = `[${PROVINCE}][${L}][${L}0-9]{4}[${L}0-9挂学警港澳领]`;
/** New-energy plate: D/F first then five (small cars), or five digits then D/F (large vehicles). */
const NEW_ENERGY = `[${PROVINCE}][${L}](?:[DF][${L}0-9][0-9]{4}|[0-9]{5}[DF])`;
const PLATE = new RegExp(`^(?:${ORDINARY}|${NEW_ENERGY})$`, 'u');

/** A mainland China licence plate as registered (seed 001 §5 "Licence plate format checked"). */
export function isPlateNumber(value: string): boolean {
  return PLATE.test(value);
}

export const plateNumber = z
  .string({ error: VMSG.required })
  .trim()
  .toUpperCase()
  .min(1, { error: VMSG.required, abort: true })
  .regex(PLATE, { error: VMSG.plateNumber });
