import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalText } from '../../validators/text';
import { plainText } from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';

/** An IC card (driver identification card): its number, unique in the company, and the driver it is issued to. */
export const icCardResource = defineResource({
  key: 'icCardManage',
  name: 'icCard',
  module: 'system',
  path: '/icCard',
  row: z.object({
    id: rowId,
    cardNo: z.string(),
    driverId: z.number().nullable(),
    driverName: z.string(),
    departmentId: z.number(),
    departmentName: z.string(),
    remark: z.string(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    cardNo: plainText(32),
    driverId: rowId.nullable().default(null),
    departmentId: chosenId,
    remark: optionalText(100),
  }),
  filters: {
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
  },
  sortable: ['modifiedTime', 'cardNo'],
  actions: ['add', 'update', 'delete'],
});
