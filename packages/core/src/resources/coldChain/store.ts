import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalText } from '../../validators/text';
import { optionalPhoneDigits, optionalPlainText, plainText } from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';

const coordinate = (limit: number) =>
  z.number({ error: VMSG.required }).min(-limit, { error: VMSG.tooSmall }).max(limit, { error: VMSG.tooBig });

/** A store's basic record (a `sites` row of kind 'store'); its freezers, points and loggers come with cold chain. */
export const storeResource = defineResource({
  key: 'coldChainStoreList',
  name: 'store',
  module: 'coldChain',
  path: '/store',
  row: z.object({
    id: rowId,
    name: z.string(),
    address: z.string(),
    longitude: z.number(),
    latitude: z.number(),
    contact: z.string(),
    phone: z.string(),
    departmentId: z.number(),
    departmentName: z.string(),
    remark: z.string(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    name: plainText(32),
    address: optionalText(64),
    longitude: coordinate(180),
    latitude: coordinate(90),
    contact: optionalPlainText(32),
    phone: optionalPhoneDigits,
    departmentId: chosenId,
    remark: optionalText(100),
  }),
  filters: {
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
  },
  sortable: ['modifiedTime', 'name'],
  actions: ['add', 'update', 'delete'],
});
