import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalPlainText } from '../../validators/formats';
import { optionalText } from '../../validators/text';
import { chosenId, defineResource, rowId } from '../defineResource';
import { positiveAmount } from '../fleetCost/fleetCostFields';
import { keywordFilter, optionalMileage, positiveDecimal, requiredTime } from './fleetRecordFields';

/** A fill-up to a full tank, or a regular (partial) one. */
export const FUEL_TYPES = ['fullTank', 'regular'] as const;

/**
 * A refuelling of a vehicle in scope: its time (not after the server's clock), fill type, litres, unit price and
 * amount (8 + 2 digits, kept in fen), odometer, the fuel card that paid (optional; a stopped card is refused) and
 * the station.
 */
export const refuelResource = defineResource({
  key: 'tmsRefuel',
  name: 'refuel',
  module: 'tms',
  path: '/refuel',
  row: z.object({
    id: rowId,
    vehicleId: z.number(),
    plateNumber: z.string(),
    refuelTime: z.number(),
    fuelType: z.enum(FUEL_TYPES),
    litres: z.number(),
    unitPrice: z.number(),
    amount: z.number(),
    odometerKm: z.number().nullable(),
    gasCardId: z.number().nullable(),
    cardNo: z.string(),
    station: z.string(),
    remark: z.string(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    vehicleId: chosenId,
    refuelTime: requiredTime,
    fuelType: z.enum(FUEL_TYPES, {
      error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid),
    }),
    /** Litres: 5 integer digits and 2 decimals. */
    litres: positiveDecimal(99_999.99, 2),
    /** Yuan per litre: 4 integer digits and 2 decimals. */
    unitPrice: positiveDecimal(9_999.99, 2),
    amount: positiveAmount,
    odometerKm: optionalMileage,
    gasCardId: rowId.nullable().default(null),
    station: optionalPlainText(64),
    remark: optionalText(100),
  }),
  filters: {
    keyword: keywordFilter,
    fuelType: z.enum(FUEL_TYPES, { error: VMSG.invalid }).optional(),
  },
  sortable: ['refuelTime', 'modifiedTime', 'amount'],
  actions: ['add', 'update', 'delete'],
});
