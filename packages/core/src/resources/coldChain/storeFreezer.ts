import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { plainText } from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';
import { SITE_TEMPERATURE, siteLimit, siteProbeNo } from './site';

/**
 * A store's freezer: one of its temperature points (a `temp_points` row of a store site), named, on one probe of
 * the store's logger (unique within the store) and kept between its lower and upper limit (lower below upper).
 */
export const storeFreezerResource = defineResource({
  key: 'storeFreezer',
  name: 'storeFreezer',
  module: 'coldChain',
  path: '/store/freezer',
  row: z.object({
    id: rowId,
    siteId: z.number(),
    storeName: z.string(),
    terminalPhone: z.string(),
    departmentName: z.string(),
    probeNo: z.number(),
    name: z.string(),
    minC: z.number(),
    maxC: z.number(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z
    .strictObject({
      siteId: chosenId,
      probeNo: siteProbeNo,
      name: plainText(32),
      minC: siteLimit(SITE_TEMPERATURE),
      maxC: siteLimit(SITE_TEMPERATURE),
    })
    .superRefine((f, ctx) => {
      if (f.minC >= f.maxC) ctx.addIssue({ code: 'custom', path: ['maxC'], message: VMSG.alarmMaxAboveMin });
    }),
  filters: {
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
    siteId: rowId.optional(),
  },
  sortable: ['modifiedTime', 'name', 'probeNo'],
  actions: ['add', 'update', 'delete'],
});
