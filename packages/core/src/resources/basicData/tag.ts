import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalText } from '../../validators/text';
import { plainText } from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';

/** A tag (the device type "tag"'s records): a code unique in the company and a name. */
export const tagResource = defineResource({
  key: 'tagManage',
  name: 'tag',
  module: 'system',
  path: '/tag',
  row: z.object({
    id: rowId,
    code: z.string(),
    name: z.string(),
    departmentId: z.number(),
    departmentName: z.string(),
    remark: z.string(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    code: plainText(32),
    name: plainText(32),
    departmentId: chosenId,
    remark: optionalText(100),
  }),
  filters: {
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
  },
  sortable: ['modifiedTime', 'code', 'name'],
  actions: ['add', 'update', 'delete'],
});
