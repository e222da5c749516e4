import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { plainText } from '../../validators/formats';
import { optionalText } from '../../validators/text';
import { chosenId, defineResource, rowId } from '../defineResource';
import { documentNumber, requiredDay } from '../fleetCost/fleetCostFields';
import { decimal } from '../../validators/formats';
import { AMOUNT_MAX } from '../fleetCost/fleetCostFields';
import { keywordFilter } from './fleetRecordFields';

/** What a reimbursement pays back, each an amount of 8 + 2 digits (0 when none). */
export const REIMBURSEMENT_CATEGORIES = ['fuel', 'tolls', 'parking', 'repair', 'other'] as const;
export type ReimbursementCategory = (typeof REIMBURSEMENT_CATEGORIES)[number];

const categoryAmount = decimal(AMOUNT_MAX, 2).default(0);

/** The total of the category amounts, in fen so two-decimal sums are exact. */
export function reimbursementTotalFen(amounts: Partial<Record<ReimbursementCategory, number>>): number {
  return REIMBURSEMENT_CATEGORIES.reduce((sum, c) => sum + Math.round((amounts[c] ?? 0) * 100), 0);
}

/**
 * A reimbursement: number (unique in the company), day (not after today, China), applicant and approver required,
 * department, amounts by category (the total is worked out, never entered) and a description.
 */
export const reimbursementResource = defineResource({
  key: 'tmsReimbursement',
  name: 'reimbursement',
  module: 'tms',
  path: '/reimbursement',
  row: z.object({
    id: rowId,
    reimbursementNo: z.string(),
    day: z.number(),
    applicant: z.string(),
    approver: z.string(),
    departmentId: z.number(),
    departmentName: z.string(),
    fuel: z.number(),
    tolls: z.number(),
    parking: z.number(),
    repair: z.number(),
    other: z.number(),
    total: z.number(),
    description: z.string(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z
    .strictObject({
      reimbursementNo: documentNumber(32),
      day: requiredDay,
      applicant: plainText(32),
      approver: plainText(32),
      departmentId: chosenId,
      fuel: categoryAmount,
      tolls: categoryAmount,
      parking: categoryAmount,
      repair: categoryAmount,
      other: categoryAmount,
      description: optionalText(200),
    })
    .refine((v) => reimbursementTotalFen(v) <= Math.round(AMOUNT_MAX * 100), {
      error: VMSG.tooBig,
      path: ['other'],
      params: { max: AMOUNT_MAX },
    }),
  filters: {
    keyword: keywordFilter,
    departmentId: rowId.optional(),
  },
  sortable: ['day', 'modifiedTime'],
  actions: ['add', 'update', 'delete'],
});
