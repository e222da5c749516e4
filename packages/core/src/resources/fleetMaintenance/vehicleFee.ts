import { z } from 'zod';
import { optionalText } from '../../validators/text';
import { chosenId, defineResource, rowId } from '../defineResource';
import { EXPIRY_STATUSES } from '../fleetCost/expiryStatus';
import { expiryStatusFilter, positiveAmount, refinePeriod, requiredDay } from '../fleetCost/fleetCostFields';
import { keywordFilter, requiredChoice } from './upkeepFields';
import { VMSG } from '../../validators/messages';

/** Vehicle taxes and fees: vehicle and vessel tax, road maintenance fee, annual inspection fee, other. */
export const VEHICLE_FEE_TYPES = [
  'vehicleVesselTax',
  'roadMaintenance',
  'annualInspection',
  'other',
] as const;

/**
 * A tax or fee paid for a vehicle: type, amount (above 0, 8 + 2 digits), paid day and the period it covers (the end
 * after the start). The list carries the expiry status derived like a policy's (a renewed fee makes the older one
 * historical).
 */
export const vehicleFeeResource = defineResource({
  key: 'tmsShipTax',
  name: 'vehicleFee',
  module: 'tms',
  path: '/vehicleFee',
  row: z.object({
    id: rowId,
    vehicleId: z.number(),
    plateNumber: z.string(),
    feeType: z.enum(VEHICLE_FEE_TYPES),
    amount: z.number(),
    paidDay: z.number(),
    startDay: z.number(),
    endDay: z.number(),
    remark: z.string(),
    status: z.enum(EXPIRY_STATUSES),
    daysLeft: z.number(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z
    .strictObject({
      vehicleId: chosenId,
      feeType: requiredChoice(VEHICLE_FEE_TYPES),
      amount: positiveAmount,
      paidDay: requiredDay,
      startDay: requiredDay,
      endDay: requiredDay,
      remark: optionalText(100),
    })
    .superRefine(refinePeriod),
  filters: {
    keyword: keywordFilter,
    feeType: z.enum(VEHICLE_FEE_TYPES, { error: VMSG.invalid }).optional(),
    status: expiryStatusFilter,
  },
  sortable: ['endDay', 'modifiedTime', 'paidDay'],
  defaultOrder: 'asc',
  actions: ['add', 'update', 'delete'],
});
