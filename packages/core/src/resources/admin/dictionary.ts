import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalText } from '../../validators/text';
import { optionalPlainText, plainText } from '../../validators/formats';
import { endpoint } from '../../api/endpoint';
import { DICTIONARY_TYPES, type DictionaryItem } from '../../types/settings';
import { defineResource, rowId } from '../defineResource';

const dicTypeKey = z.enum(DICTIONARY_TYPES, { error: VMSG.invalid });
const flag = z.union([z.literal(0), z.literal(1)], { error: VMSG.invalid });

/** A value of a dictionary: a code with its names in both languages; only valid values are offered in forms. */
export const dictionaryResource = defineResource({
  key: 'dictionaryList',
  name: 'dictionary',
  module: 'system',
  path: '/dictionary',
  row: z.object({
    id: rowId,
    dicTypeKey,
    code: z.string(),
    nameZh: z.string(),
    nameEn: z.string(),
    sort: z.number(),
    valid: flag,
    remark: z.string(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    dicTypeKey,
    code: plainText(32),
    nameZh: plainText(32),
    nameEn: optionalPlainText(64),
    sort: z
      .number({ error: VMSG.invalid })
      .int({ error: VMSG.integer })
      .min(0, { error: VMSG.tooSmall })
      .max(9999, { error: VMSG.tooBig })
      .default(0),
    valid: flag.default(1),
    remark: optionalText(100),
  }),
  filters: {
    dicTypeKey: dicTypeKey.optional(),
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
  },
  sortable: ['sort', 'code', 'modifiedTime'],
  defaultOrder: 'asc',
  actions: ['add', 'update', 'delete'],
});

/** A dictionary's valid values for a form's choices (`dictionaryTypeValidList` with `dicTypeKey`). */
export const dictionaryTypeValidListEndpoints = {
  dictionaryTypeValidList: endpoint<DictionaryItem[]>()({
    name: 'dictionaryTypeValidList',
    method: 'POST',
    module: 'system',
    path: '/dictionary/dictionaryTypeValidList',
    access: 'session',
    request: z.strictObject({ dicTypeKey }),
  }),
};
