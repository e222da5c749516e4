import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalText } from '../../validators/text';
import {
  normaliseTerminalPhone,
  optionalPhoneDigits,
  optionalPlainText,
  plainText,
  terminalPhone,
} from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';

/** What a warehouse keeps: 1 frozen, 2 chilled, 3 constant temperature, 4 ambient (0 = not set, older sites). */
export const WAREHOUSE_POINT_TYPES = [1, 2, 3, 4] as const;
export type WarehousePointType = (typeof WAREHOUSE_POINT_TYPES)[number];

/** Probes of one logger: numbered 1 to 16 (the TL-1613's channels), at least one per warehouse. */
export const WAREHOUSE_PROBES = { min: 1, max: 16 } as const;
/** A point's temperature limits, °C, at most two decimals. */
export const WAREHOUSE_TEMPERATURE = { min: -190, max: 150, places: 2 } as const;
/** A point's humidity limits, %RH, at most two decimals. */
export const WAREHOUSE_HUMIDITY = { min: 0, max: 100, places: 2 } as const;

function limit(range: { min: number; max: number; places: number }) {
  const factor = 10 ** range.places;
  return z
    .number({ error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid) })
    .min(range.min, { error: VMSG.tooSmall })
    .max(range.max, { error: VMSG.tooBig })
    .refine((n) => Math.abs(Math.round(n * factor) - n * factor) < 1e-6, {
      error: VMSG.decimalPlaces,
      params: { max: range.places },
    });
}

const coordinate = (max: number) =>
  z.number({ error: VMSG.required }).min(-max, { error: VMSG.tooSmall }).max(max, { error: VMSG.tooBig });

/**
 * One temperature point: its probe number on the logger, a name, the temperature range it must stay in (lower
 * below upper) and, optionally, a humidity range (both limits or neither, lower below upper).
 */
export const warehousePoint = z
  .strictObject({
    probeNo: z
      .number({ error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid) })
      .int({ error: VMSG.integer })
      .min(WAREHOUSE_PROBES.min, { error: VMSG.tooSmall })
      .max(WAREHOUSE_PROBES.max, { error: VMSG.tooBig }),
    name: plainText(32),
    minC: limit(WAREHOUSE_TEMPERATURE),
    maxC: limit(WAREHOUSE_TEMPERATURE),
    humidityMin: limit(WAREHOUSE_HUMIDITY).nullable().default(null),
    humidityMax: limit(WAREHOUSE_HUMIDITY).nullable().default(null),
  })
  .superRefine((p, ctx) => {
    if (p.minC >= p.maxC) ctx.addIssue({ code: 'custom', path: ['maxC'], message: VMSG.alarmMaxAboveMin });
    if ((p.humidityMin === null) !== (p.humidityMax === null))
      ctx.addIssue({
        code: 'custom',
        path: [p.humidityMin === null ? 'humidityMin' : 'humidityMax'],
        message: VMSG.required,
      });
    else if (p.humidityMin !== null && p.humidityMax !== null && p.humidityMin >= p.humidityMax)
      ctx.addIssue({ code: 'custom', path: ['humidityMax'], message: VMSG.alarmMaxAboveMin });
  });

export type WarehousePoint = z.output<typeof warehousePoint>;

const pointRow = z.object({
  id: z.number(),
  probeNo: z.number(),
  name: z.string(),
  minC: z.number(),
  maxC: z.number(),
  humidityMin: z.number().nullable(),
  humidityMax: z.number().nullable(),
});

/**
 * Warehouses (a `sites` row of kind 'warehouse' with its temperature points): the basic record, the temperature
 * logger it is bound to (a JT/T 808 terminal phone, '' = none yet, unique platform-wide among devices, vehicles
 * and sites in any stored form) and 1 to 16 points, saved together in one transaction.
 */
export const warehouseResource = defineResource({
  key: 'coldChainStorageList',
  name: 'warehouse',
  module: 'coldChain',
  path: '/storage',
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
    terminalPhone: z.string(),
    pointType: z.number(),
    points: z.array(pointRow),
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
    /** '' = no logger yet; stored in the one form the gateway looks up (`normaliseTerminalPhone`). */
    terminalPhone: z
      .string({ error: VMSG.invalid })
      .trim()
      .refine((v) => v === '' || terminalPhone.safeParse(v).success, { error: VMSG.terminalPhone })
      .transform((v) => (v === '' ? '' : normaliseTerminalPhone(v)))
      .default(''),
    pointType: z.union(
      WAREHOUSE_POINT_TYPES.map((v) => z.literal(v)),
      { error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid) },
    ),
    points: z
      .array(warehousePoint, { error: VMSG.required })
      .min(WAREHOUSE_PROBES.min, { error: VMSG.required })
      .max(WAREHOUSE_PROBES.max, { error: VMSG.tooBig })
      .superRefine((points, ctx) => {
        const seen = new Set<number>();
        points.forEach((p, i) => {
          if (seen.has(p.probeNo))
            ctx.addIssue({ code: 'custom', path: [i, 'probeNo'], message: VMSG.duplicateValue });
          seen.add(p.probeNo);
        });
      }),
  }),
  filters: {
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
  },
  sortable: ['modifiedTime', 'name'],
  actions: ['add', 'update', 'delete'],
});
