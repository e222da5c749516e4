import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalText } from '../../validators/text';
import { plainText } from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';
import { SITE_TEMPERATURE, siteLimit } from './site';

/** What a model describes: an insulated box (incubator) or an ice raft (a cold pack laid among the goods). */
export const INCUBATOR_KINDS = ['incubator', 'iceRaft'] as const;
export type IncubatorKind = (typeof INCUBATOR_KINDS)[number];

/** A model's name is a line of at most 32 characters; its volume 0.1–10,000 L with one decimal. */
export const INCUBATOR_MODEL_LIMITS = { nameMax: 32, volumeMin: 0.1, volumeMax: 10_000 } as const;

export const incubatorKind = z.enum(INCUBATOR_KINDS, { error: VMSG.invalid });

const volume = z
  .number({ error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid) })
  .min(INCUBATOR_MODEL_LIMITS.volumeMin, { error: VMSG.tooSmall })
  .max(INCUBATOR_MODEL_LIMITS.volumeMax, { error: VMSG.tooBig })
  .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-6, {
    error: VMSG.decimalPlaces,
    params: { max: 1 },
  });

/**
 * Incubator and ice-raft models: the kind, the volume (litres) and the temperature range the goods inside must
 * keep (−190…150 °C, two decimals, lower below upper). Every incubator of a model is judged by these limits.
 */
export const incubatorModelResource = defineResource({
  key: 'incubatorModel',
  name: 'incubatorModel',
  module: 'coldChain',
  path: '/incubatorModel',
  row: z.object({
    id: rowId,
    name: z.string(),
    kind: incubatorKind,
    volumeL: z.number(),
    minC: z.number(),
    maxC: z.number(),
    incubators: z.number(),
    departmentId: z.number(),
    departmentName: z.string(),
    remark: z.string(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z
    .strictObject({
      name: plainText(INCUBATOR_MODEL_LIMITS.nameMax),
      kind: incubatorKind,
      volumeL: volume,
      minC: siteLimit(SITE_TEMPERATURE),
      maxC: siteLimit(SITE_TEMPERATURE),
      departmentId: chosenId,
      remark: optionalText(100),
    })
    .superRefine((s, ctx) => {
      if (s.minC >= s.maxC) ctx.addIssue({ code: 'custom', path: ['maxC'], message: VMSG.alarmMaxAboveMin });
    }),
  filters: {
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
    kind: incubatorKind.optional(),
  },
  sortable: ['modifiedTime', 'name'],
  actions: ['add', 'update', 'delete'],
});
