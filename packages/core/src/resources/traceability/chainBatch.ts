import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalText } from '../../validators/text';
import { decimal, plainText } from '../../validators/formats';
import { epochMs } from '../../validators/dateRange';
import { chosenId, defineResource, rowId } from '../defineResource';

/** The legs of a batch, in the order the goods travel: a warehouse, a reefer vehicle, a store. */
export const CHAIN_LEG_KINDS = ['warehouse', 'vehicle', 'store'] as const;
export type ChainLegKind = (typeof CHAIN_LEG_KINDS)[number];

export const CHAIN_BATCH_LIMITS = {
  codeMax: 32,
  productMax: 64,
  unitMax: 16,
  remarkMax: 200,
  quantityMax: 1_000_000_000,
  /** Longest leg: its readings are read whole for the figures. */
  legMaxDays: 31,
} as const;

const DAY_MS = 86_400_000;

/** A batch code: letters, digits and hyphens (what a label or a QR code carries), kept upper case. */
export const chainBatchCode = z
  .string({ error: VMSG.required })
  .trim()
  .toUpperCase()
  .min(1, { error: VMSG.required, abort: true })
  .max(CHAIN_BATCH_LIMITS.codeMax, { error: VMSG.tooLong })
  .regex(/^[A-Z0-9-]+$/, { error: VMSG.codeText });

const legId = rowId.nullable().default(null);
const legTime = epochMs.nullable().default(null);

/** Save fields of a leg: `<kind>Id`, `<kind>Start`, `<kind>End`. */
export function chainLegFields(kind: ChainLegKind) {
  return { id: `${kind}Id`, start: `${kind}Start`, end: `${kind}End` } as const;
}

type LegSave = Record<string, number | null>;

/**
 * A batch's save: the batch and up to three legs (each all three fields or none, at least one leg). Rules of the
 * times, each on the leg's start field (the form shows a leg's range as one input): the end after the start, a leg
 * at most `legMaxDays` long, and each leg starting no earlier than the one before ended (in order, no overlap).
 */
export const chainBatchSave = z
  .strictObject({
    code: chainBatchCode,
    product: plainText(CHAIN_BATCH_LIMITS.productMax),
    quantity: decimal(CHAIN_BATCH_LIMITS.quantityMax, 3).refine((n) => n > 0, { error: VMSG.tooSmall }),
    unit: plainText(CHAIN_BATCH_LIMITS.unitMax),
    departmentId: chosenId,
    remark: optionalText(CHAIN_BATCH_LIMITS.remarkMax),
    warehouseId: legId,
    warehouseStart: legTime,
    warehouseEnd: legTime,
    vehicleId: legId,
    vehicleStart: legTime,
    vehicleEnd: legTime,
    storeId: legId,
    storeStart: legTime,
    storeEnd: legTime,
  })
  .superRefine((save, ctx) => {
    const values = save as unknown as LegSave;
    let previousEnd: number | null = null;
    let legs = 0;
    for (const kind of CHAIN_LEG_KINDS) {
      const f = chainLegFields(kind);
      const id = values[f.id] ?? null;
      const start = values[f.start] ?? null;
      const end = values[f.end] ?? null;
      if (id === null && start === null && end === null) continue;
      legs += 1;
      if (id === null) ctx.addIssue({ code: 'custom', path: [f.id], message: VMSG.required });
      if (start === null || end === null) {
        ctx.addIssue({ code: 'custom', path: [f.start], message: VMSG.dateRequired });
        continue;
      }
      if (end <= start) ctx.addIssue({ code: 'custom', path: [f.start], message: VMSG.chainLegEnd });
      else if (end - start > CHAIN_BATCH_LIMITS.legMaxDays * DAY_MS)
        ctx.addIssue({
          code: 'too_big',
          origin: 'date',
          maximum: CHAIN_BATCH_LIMITS.legMaxDays,
          inclusive: true,
          path: [f.start],
          message: VMSG.dateSpanDays,
          input: save,
        });
      if (previousEnd !== null && start < previousEnd)
        ctx.addIssue({ code: 'custom', path: [f.start], message: VMSG.chainLegOverlap });
      previousEnd = end;
    }
    if (legs === 0) ctx.addIssue({ code: 'custom', path: ['warehouseId'], message: VMSG.chainLegRequired });
  });

/** A leg as a row shows it: what and where, with its range. */
export const chainLegRow = z.object({
  kind: z.enum(CHAIN_LEG_KINDS),
  targetId: z.number(),
  /** The site's name or the vehicle's plate. */
  targetName: z.string(),
  startTime: z.number(),
  endTime: z.number(),
});
export type ChainLegRow = z.output<typeof chainLegRow>;

/**
 * Temperature traceability (`chainTraceability`): batches of goods and the legs they travelled; the temperature
 * record of a leg is the readings of its site's or vehicle's points within its range (`chainBatchRecord`).
 */
export const chainBatchResource = defineResource({
  key: 'chainTraceability',
  name: 'chainBatch',
  module: 'coldChain',
  path: '/chainBatch',
  row: z.object({
    id: rowId,
    code: z.string(),
    product: z.string(),
    quantity: z.number(),
    unit: z.string(),
    departmentId: z.number(),
    departmentName: z.string(),
    remark: z.string(),
    legs: z.array(chainLegRow),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: chainBatchSave,
  filters: {
    keyword: z.string({ error: VMSG.invalid }).trim().max(64, { error: VMSG.tooLong }).optional(),
  },
  sortable: ['modifiedTime', 'code'],
  actions: ['add', 'update', 'delete'],
});
