import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalText, requiredText } from '../../validators/text';
import { plainText } from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';

/** What kind of information an item is; the list filters and tags by it. */
export const INFORMATION_CATEGORIES = ['notice', 'news', 'regulation', 'guide'] as const;
export type InformationCategory = (typeof INFORMATION_CATEGORIES)[number];

/** A title is a line of at most 64 characters; the body at most 5,000 (paragraphs kept as written). */
export const INFORMATION_LIMITS = { titleMax: 64, contentMax: 5000 } as const;

const category = z.enum(INFORMATION_CATEGORIES, { error: VMSG.invalid });

/**
 * The company's information list: notices, news, regulations and guides for its staff and customers. An item is a
 * draft until published; publishing stamps the time once (a later edit keeps it).
 */
export const informationResource = defineResource({
  key: 'informationList',
  name: 'information',
  module: 'coldChain',
  path: '/information',
  row: z.object({
    id: rowId,
    title: z.string(),
    category,
    content: z.string(),
    published: z.boolean(),
    publishedAt: z.number().nullable(),
    departmentId: z.number(),
    departmentName: z.string(),
    remark: z.string(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    title: plainText(INFORMATION_LIMITS.titleMax),
    category,
    content: requiredText(INFORMATION_LIMITS.contentMax),
    published: z.boolean({ error: VMSG.invalid }),
    departmentId: chosenId,
    remark: optionalText(100),
  }),
  filters: {
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
    category: category.optional(),
    published: z.boolean({ error: VMSG.invalid }).optional(),
  },
  sortable: ['modifiedTime', 'publishedAt', 'title'],
  actions: ['add', 'update', 'delete'],
});
