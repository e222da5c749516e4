import { z } from 'zod';
import { defineResource } from '../defineResource';
import { siteKeywordFilter, siteRowFields, siteSaveFields } from './site';

/**
 * Stores (a `sites` row of kind 'store'): the basic record and the temperature logger it is bound to (a JT/T 808
 * terminal phone, '' = none yet). Its freezers are its temperature points (`storeFreezerResource`).
 */
export const storeResource = defineResource({
  key: 'coldChainStoreList',
  name: 'store',
  module: 'coldChain',
  path: '/store',
  row: z.object({ ...siteRowFields, freezers: z.number() }),
  save: z.strictObject(siteSaveFields),
  filters: siteKeywordFilter,
  sortable: ['modifiedTime', 'name'],
  actions: ['add', 'update', 'delete'],
});
