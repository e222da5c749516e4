import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { plainText } from '../../validators/formats';
import { defineResource } from '../defineResource';
import {
  SITE_PROBES,
  SITE_TEMPERATURE,
  siteKeywordFilter,
  siteLimit,
  siteProbeNo,
  siteRowFields,
  siteSaveFields,
} from './site';

/** What a warehouse keeps: 1 frozen, 2 chilled, 3 constant temperature, 4 ambient (0 = not set, older sites). */
export const WAREHOUSE_POINT_TYPES = [1, 2, 3, 4] as const;
export type WarehousePointType = (typeof WAREHOUSE_POINT_TYPES)[number];

/** Probes of one logger: numbered 1 to 16 (the TL-1613's channels), at least one per warehouse. */
export const WAREHOUSE_PROBES = SITE_PROBES;
/** A point's temperature limits, °C, at most two decimals. */
export const WAREHOUSE_TEMPERATURE = SITE_TEMPERATURE;
/** A point's humidity limits, %RH, at most two decimals. */
export const WAREHOUSE_HUMIDITY = { min: 0, max: 100, places: 2 } as const;

/**
 * One temperature point: its probe number on the logger, a name, the temperature range it must stay in (lower
 * below upper) and, optionally, a humidity range (both limits or neither, lower below upper).
 */
export const warehousePoint = z
  .strictObject({
    probeNo: siteProbeNo,
    name: plainText(32),
    minC: siteLimit(WAREHOUSE_TEMPERATURE),
    maxC: siteLimit(WAREHOUSE_TEMPERATURE),
    humidityMin: siteLimit(WAREHOUSE_HUMIDITY).nullable().default(null),
    humidityMax: siteLimit(WAREHOUSE_HUMIDITY).nullable().default(null),
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
    ...siteRowFields,
    pointType: z.number(),
    points: z.array(pointRow),
  }),
  save: z.strictObject({
    ...siteSaveFields,
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
  filters: siteKeywordFilter,
  sortable: ['modifiedTime', 'name'],
  actions: ['add', 'update', 'delete'],
});
