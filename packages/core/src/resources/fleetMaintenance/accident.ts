import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { plainText } from '../../validators/formats';
import { optionalText, requiredText } from '../../validators/text';
import { chosenId, defineResource, rowId } from '../defineResource';
import { optionalAmount } from '../fleetCost/fleetCostFields';
import { keywordFilter } from './upkeepFields';

/** Accident texts: the short description at most 32 characters, the responsibility at most 9. */
export const ACCIDENT_TEXT_LIMITS = { description: 32, responsibility: 9 } as const;

/** An accident: vehicle, driver (optional), time (not in the future, checked on the server's clock), place, texts. */
export const accidentResource = defineResource({
  key: 'tmsAccident',
  name: 'accident',
  module: 'tms',
  path: '/accident',
  row: z.object({
    id: rowId,
    vehicleId: z.number(),
    plateNumber: z.string(),
    driverId: z.number().nullable(),
    driverName: z.string(),
    accidentTime: z.number(),
    place: z.string(),
    description: z.string(),
    responsibility: z.string(),
    loss: z.number().nullable(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    vehicleId: chosenId,
    driverId: rowId.nullable().default(null),
    accidentTime: z
      .number({
        error: (issue) => (issue.input === undefined || issue.input === null ? VMSG.required : VMSG.invalid),
      })
      .int({ error: VMSG.integer })
      .min(0, { error: VMSG.tooSmall }),
    place: plainText(50),
    description: requiredText(ACCIDENT_TEXT_LIMITS.description),
    responsibility: optionalText(ACCIDENT_TEXT_LIMITS.responsibility),
    loss: optionalAmount,
  }),
  filters: { keyword: keywordFilter },
  sortable: ['accidentTime', 'modifiedTime'],
  actions: ['add', 'update', 'delete'],
});
