import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { decimal } from '../../validators/formats';
import { AMOUNT_MAX } from '../fleetCost/fleetCostFields';

/** Odometers and mileages: whole kilometres up to 9,999,999. */
export const ODOMETER_MAX_KM = 9_999_999;

export const requiredKm = z
  .number({
    error: (issue) => (issue.input === undefined || issue.input === null ? VMSG.required : VMSG.invalid),
  })
  .int({ error: VMSG.integer })
  .min(0, { error: VMSG.tooSmall })
  .max(ODOMETER_MAX_KM, { error: VMSG.tooBig });

export const optionalKm = z
  .number({ error: VMSG.invalid })
  .int({ error: VMSG.integer })
  .min(0, { error: VMSG.tooSmall })
  .max(ODOMETER_MAX_KM, { error: VMSG.tooBig })
  .nullable()
  .default(null);

/** A required amount that may be 0 (8 + 2 digits). */
export const requiredAmount = z
  .number({
    error: (issue) => (issue.input === undefined || issue.input === null ? VMSG.required : VMSG.invalid),
  })
  .pipe(decimal(AMOUNT_MAX, 2));

/** An enum the form requires: "required" when nothing is chosen, "invalid" for an unknown value. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid),
  });
}

/** The keyword filter of the fleet upkeep lists (plate or record number): the record lists' own. */
export { keywordFilter } from '../fleetRecords/fleetRecordFields';
