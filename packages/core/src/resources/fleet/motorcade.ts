import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalText } from '../../validators/text';
import { optionalPhoneDigits, optionalPlainText, plainText } from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';
import { VEHICLE_LIMITS } from './vehicleCodes';

/** A fleet (motorcade): a team of vehicles inside one department, with its leader. */
export const motorcadeResource = defineResource({
  key: 'tmsMotorcade',
  name: 'motorcade',
  module: 'tms',
  path: '/motorcade',
  row: z.object({
    id: rowId,
    code: z.string(),
    name: z.string(),
    departmentId: z.number(),
    departmentName: z.string(),
    leader: z.string(),
    leaderPhone: z.string(),
    remark: z.string(),
    vehicleCount: z.number(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    code: plainText(32),
    name: plainText(VEHICLE_LIMITS.fleetName),
    departmentId: chosenId,
    leader: optionalPlainText(32),
    leaderPhone: optionalPhoneDigits,
    remark: optionalText(100),
  }),
  filters: {
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
    departmentId: rowId.optional(),
  },
  sortable: ['modifiedTime', 'code', 'name'],
  actions: ['add', 'update', 'delete'],
});
