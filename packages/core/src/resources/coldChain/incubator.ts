import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalText } from '../../validators/text';
import { plainText } from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';
import { incubatorKind } from './incubatorModel';
import { siteLoggerPhone } from './site';

/** An incubator's status: in use, idle (empty, waiting), under repair, retired. */
export const INCUBATOR_STATUSES = [1, 2, 3, 4] as const;
export type IncubatorStatus = (typeof INCUBATOR_STATUSES)[number];
export const INCUBATOR_STATUS = { inUse: 1, idle: 2, repair: 3, retired: 4 } as const;
export const INCUBATOR_STATUS_KEYS: Record<IncubatorStatus, keyof typeof INCUBATOR_STATUS> = {
  1: 'inUse',
  2: 'idle',
  3: 'repair',
  4: 'retired',
};

/** A code is letters, digits, '-' or '_', at most 32; a name at most 32 characters. */
export const INCUBATOR_LIMITS = { codeMax: 32, nameMax: 32 } as const;
const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

const status = z
  .number({ error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid) })
  .refine((n): n is IncubatorStatus => (INCUBATOR_STATUSES as readonly number[]).includes(n), {
    error: VMSG.invalid,
  });

const code = z
  .string({ error: VMSG.required })
  .trim()
  .min(1, { error: VMSG.required })
  .max(INCUBATOR_LIMITS.codeMax, { error: VMSG.tooLong })
  .refine((v) => CODE_PATTERN.test(v), { error: VMSG.invalid });

/**
 * Incubators and ice rafts in service: a code unique in the company, a model (its kind and limits), a department,
 * a status and the portable temperature logger it carries (a JT/T 808 terminal phone, '' = none yet, unique
 * platform-wide among devices, vehicles and sites). Each is a `sites` row of kind 'incubator' with one point.
 */
export const incubatorResource = defineResource({
  key: 'incubatorInfo',
  name: 'incubator',
  module: 'coldChain',
  path: '/incubator',
  row: z.object({
    id: rowId,
    code: z.string(),
    name: z.string(),
    modelId: z.number(),
    modelName: z.string(),
    kind: incubatorKind,
    minC: z.number(),
    maxC: z.number(),
    status: z.number(),
    terminalPhone: z.string(),
    departmentId: z.number(),
    departmentName: z.string(),
    remark: z.string(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    code,
    name: plainText(INCUBATOR_LIMITS.nameMax),
    modelId: chosenId,
    status: status.default(1),
    terminalPhone: siteLoggerPhone,
    departmentId: chosenId,
    remark: optionalText(100),
  }),
  filters: {
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
    kind: incubatorKind.optional(),
    status: status.optional(),
    modelId: rowId.optional(),
  },
  sortable: ['modifiedTime', 'code', 'name'],
  actions: ['add', 'update', 'delete', 'export'],
  sheet: ['code', 'name', 'modelName', 'kind', 'status', 'terminalPhone', 'departmentId', 'remark'],
});
