import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalPlainText } from '../../validators/formats';
import { optionalText, requiredText } from '../../validators/text';
import { chosenId, defineResource, rowId } from '../defineResource';
import { optionalDocumentNumber, requiredDay } from '../fleetCost/fleetCostFields';
import { keywordFilter, optionalKm, requiredAmount, requiredChoice } from './upkeepFields';

/** A repair is planned, then under repair, then completed. */
export const REPAIR_STATUSES = ['planned', 'underRepair', 'completed'] as const;

/** A vehicle repair: number, plant, day, items, amount (8 + 2 digits), mileage, reason and its status. */
export const repairResource = defineResource({
  key: 'tmsRepair',
  name: 'repair',
  module: 'tms',
  path: '/repair',
  row: z.object({
    id: rowId,
    vehicleId: z.number(),
    plateNumber: z.string(),
    repairNo: z.string(),
    plant: z.string(),
    repairDay: z.number(),
    items: z.string(),
    amount: z.number(),
    mileageKm: z.number().nullable(),
    reason: z.string(),
    status: z.enum(REPAIR_STATUSES),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    vehicleId: chosenId,
    repairNo: optionalDocumentNumber(32),
    plant: optionalPlainText(50),
    repairDay: requiredDay,
    items: requiredText(100),
    amount: requiredAmount,
    mileageKm: optionalKm,
    reason: optionalText(100),
    status: requiredChoice(REPAIR_STATUSES),
  }),
  filters: {
    keyword: keywordFilter,
    status: z.enum(REPAIR_STATUSES, { error: VMSG.invalid }).optional(),
  },
  sortable: ['repairDay', 'modifiedTime'],
  actions: ['add', 'update', 'delete'],
});
