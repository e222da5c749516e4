import { z } from 'zod';
import { LIMITS } from '../constants';
import { VMSG } from './messages';
import { optionalNameText, optionalText } from './text';

const LICENCE_DIGITS = new RegExp(`^\\d{${LIMITS.licenceNumberDigits}}$`);

/** Food business licence number: required, exactly 12 digits. */
export const foodBusiLicNum = z
  .string({ error: VMSG.required })
  .trim()
  .min(1, { error: VMSG.required, abort: true })
  .regex(LICENCE_DIGITS, { error: VMSG.licenceDigits });

export function isLicenceNumber(value: string): boolean {
  return LICENCE_DIGITS.test(value);
}

const licenceFields = {
  provinceName: optionalNameText(32),
  cityName: optionalNameText(32),
  countyName: optionalNameText(32),
  bin: optionalText(32),
  foodBusiLicNum,
  registerAddress: optionalText(LIMITS.genericTextMax),
};

/** Customer licence form (seed 000 §5): a region is required, the licence number is exactly 12 digits. */
export const licenceForm = z.strictObject({
  citys: z
    .array(z.string({ error: VMSG.invalid }).min(1, { error: VMSG.regionRequired }), {
      error: VMSG.regionRequired,
    })
    .min(1, { error: VMSG.regionRequired })
    .max(3, { error: VMSG.invalid }),
  ...licenceFields,
});
export type LicenceFormInput = z.input<typeof licenceForm>;

/** POST /companyInfo/addLicense: the licence form without citys. */
export const addLicenseRequest = z.strictObject(licenceFields);
