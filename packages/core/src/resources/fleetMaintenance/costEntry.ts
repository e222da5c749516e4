import { z } from 'zod';
import { optionalText, requiredText } from '../../validators/text';
import { chosenId, defineResource, rowId } from '../defineResource';
import { positiveAmount, requiredDay } from '../fleetCost/fleetCostFields';
import { keywordFilter } from './upkeepFields';

/** What a police check and an other cost record: vehicle, day, item, amount (above 0, 8 + 2 digits), remark. */
const costRow = z.object({
  id: rowId,
  vehicleId: z.number(),
  plateNumber: z.string(),
  costDay: z.number(),
  item: z.string(),
  amount: z.number(),
  remark: z.string(),
  operatorName: z.string(),
  modifiedTime: z.number().nullable(),
});
const costSave = z.strictObject({
  vehicleId: chosenId,
  costDay: requiredDay,
  item: requiredText(32),
  amount: positiveAmount,
  remark: optionalText(100),
});

/** Police checks of vehicles (inspection item, fee). */
export const policeCheckResource = defineResource({
  key: 'tmsCheckVehicle',
  name: 'policeCheck',
  module: 'tms',
  path: '/policeCheck',
  row: costRow,
  save: costSave,
  filters: { keyword: keywordFilter },
  sortable: ['costDay', 'modifiedTime'],
  actions: ['add', 'update', 'delete'],
});

/** Costs of a vehicle that no other page records (parking, tolls, cleaning …). */
export const otherCostResource = defineResource({
  key: 'tmsOtherCost',
  name: 'otherCost',
  module: 'tms',
  path: '/otherCost',
  row: costRow,
  save: costSave,
  filters: { keyword: keywordFilter },
  sortable: ['costDay', 'modifiedTime'],
  actions: ['add', 'update', 'delete'],
});
