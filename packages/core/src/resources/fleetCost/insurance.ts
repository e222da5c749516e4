import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalPlainText, plainText } from '../../validators/formats';
import { optionalText } from '../../validators/text';
import { chosenId, defineResource, rowId } from '../defineResource';
import { EXPIRY_STATUSES } from './expiryStatus';
import {
  documentNumber,
  expiryStatusFilter,
  optionalAmount,
  positiveAmount,
  refinePeriod,
  requiredDay,
} from './fleetCostFields';

/** Images of a policy (scans or photos of it): JPG, PNG or BMP by content, each at most 10 MB. */
export const INSURANCE_IMAGE_MAX = 9;
export const INSURANCE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const insuranceImageRow = z.object({ id: z.number(), fileName: z.string(), size: z.number() });
export type InsuranceImageRow = z.output<typeof insuranceImageRow>;

/** Kinds of vehicle insurance: compulsory traffic insurance, commercial insurance, carrier liability. */
export const INSURANCE_TYPES = ['compulsory', 'commercial', 'carrierLiability'] as const;

/**
 * A vehicle's insurance policy: type, number, insurer, period (the end after the start; periods of one vehicle and
 * type never overlap — checked by the server against the stored policies), premium and amounts. The list carries the
 * derived expiry status and the days left, and its images (uploaded one by one to a saved policy, see
 * `INSURANCE_IMAGE_UPLOAD_PATH`; `imageIds` on update keeps the ones still wanted).
 */
export const insuranceResource = defineResource({
  key: 'tmsInsurance',
  name: 'insurance',
  module: 'tms',
  path: '/insurance',
  row: z.object({
    id: rowId,
    vehicleId: z.number(),
    plateNumber: z.string(),
    insuranceType: z.enum(INSURANCE_TYPES),
    policyNo: z.string(),
    insurer: z.string(),
    startDay: z.number(),
    endDay: z.number(),
    premium: z.number(),
    insuredAmount: z.number().nullable(),
    deductible: z.number().nullable(),
    remark: z.string(),
    images: z.array(insuranceImageRow),
    status: z.enum(EXPIRY_STATUSES),
    daysLeft: z.number(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z
    .strictObject({
      vehicleId: chosenId,
      insuranceType: z.enum(INSURANCE_TYPES, {
        error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid),
      }),
      policyNo: documentNumber(32),
      insurer: plainText(50),
      startDay: requiredDay,
      endDay: requiredDay,
      premium: positiveAmount,
      insuredAmount: optionalAmount,
      deductible: optionalAmount,
      insuredPerson: optionalPlainText(32),
      remark: optionalText(100),
      /** On update: the images kept (others are removed with their files); absent = keep them all. */
      imageIds: z
        .array(rowId, { error: VMSG.invalid })
        .max(INSURANCE_IMAGE_MAX, { error: VMSG.imageCount })
        .optional(),
    })
    .superRefine(refinePeriod),
  filters: {
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
    insuranceType: z.enum(INSURANCE_TYPES, { error: VMSG.invalid }).optional(),
    status: expiryStatusFilter,
  },
  sortable: ['endDay', 'modifiedTime', 'startDay'],
  defaultOrder: 'asc',
  actions: ['add', 'update', 'delete'],
});
