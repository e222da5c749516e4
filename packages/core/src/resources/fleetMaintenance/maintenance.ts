import { z } from 'zod';
import { VMSG } from '../../validators/messages';
import { optionalPlainText } from '../../validators/formats';
import { optionalText } from '../../validators/text';
import { chosenId, defineResource, rowId } from '../defineResource';
import { optionalDocumentNumber, requiredDay } from '../fleetCost/fleetCostFields';
import { CYCLE_UNITS, MAINTENANCE_STATUSES } from './maintenanceStatus';
import { keywordFilter, optionalKm, requiredAmount, requiredChoice, requiredKm } from './upkeepFields';

/** Kinds of maintenance: routine service, oil change, filters, brakes, tyre rotation, other. */
export const MAINTENANCE_TYPES = [
  'routine',
  'oilChange',
  'filters',
  'brakes',
  'tyreRotation',
  'other',
] as const;
export type MaintenanceType = (typeof MAINTENANCE_TYPES)[number];

/** A time cycle counts 1 to 999 days or months. */
export const CYCLE_COUNT_MAX = 999;

/**
 * A maintenance record: the vehicle is delivered for maintenance on the delivery day, not later than the
 * maintenance end day; the next one falls due after the time cycle (days or months from the end day) and/or the
 * mileage cycle (km from the mileage at maintenance) — at least one cycle. The list carries the derived status and
 * the due figures.
 */
export const maintenanceResource = defineResource({
  key: 'tmsMaintenance',
  name: 'maintenance',
  module: 'tms',
  path: '/maintenance',
  row: z.object({
    id: rowId,
    vehicleId: z.number(),
    plateNumber: z.string(),
    maintenanceType: z.enum(MAINTENANCE_TYPES),
    maintenanceNo: z.string(),
    plant: z.string(),
    sender: z.string(),
    reason: z.string(),
    extraItems: z.string(),
    deliveryDay: z.number(),
    endDay: z.number(),
    mileageKm: z.number(),
    mileageCycleKm: z.number().nullable(),
    cycleUnit: z.enum(CYCLE_UNITS).nullable(),
    cycleCount: z.number().nullable(),
    amount: z.number(),
    dueDay: z.number().nullable(),
    dueKm: z.number().nullable(),
    odometerKm: z.number().nullable(),
    daysLeft: z.number().nullable(),
    kmLeft: z.number().nullable(),
    status: z.enum(MAINTENANCE_STATUSES),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z
    .strictObject({
      vehicleId: chosenId,
      maintenanceType: requiredChoice(MAINTENANCE_TYPES),
      maintenanceNo: optionalDocumentNumber(32),
      plant: optionalPlainText(50),
      sender: optionalPlainText(32),
      reason: optionalText(100),
      extraItems: optionalText(100),
      deliveryDay: requiredDay,
      endDay: requiredDay,
      mileageKm: requiredKm,
      mileageCycleKm: optionalKm.refine((n) => n === null || n > 0, { error: VMSG.tooSmall }),
      cycleUnit: z.enum(CYCLE_UNITS, { error: VMSG.invalid }).nullable().default(null),
      cycleCount: z
        .number({ error: VMSG.invalid })
        .int({ error: VMSG.integer })
        .min(1, { error: VMSG.tooSmall })
        .max(CYCLE_COUNT_MAX, { error: VMSG.tooBig })
        .nullable()
        .default(null),
      amount: requiredAmount,
    })
    .superRefine((v, ctx) => {
      if (v.deliveryDay > v.endDay)
        ctx.addIssue({ code: 'custom', message: VMSG.deliveryAfterEnd, path: ['endDay'], input: v });
      if ((v.cycleUnit === null) !== (v.cycleCount === null))
        ctx.addIssue({ code: 'custom', message: VMSG.required, path: ['cycleCount'], input: v });
      if (v.cycleCount === null && v.mileageCycleKm === null)
        ctx.addIssue({ code: 'custom', message: VMSG.cycleRequired, path: ['mileageCycleKm'], input: v });
    }),
  filters: {
    keyword: keywordFilter,
    maintenanceType: z.enum(MAINTENANCE_TYPES, { error: VMSG.invalid }).optional(),
    status: z.enum(MAINTENANCE_STATUSES, { error: VMSG.invalid }).optional(),
  },
  sortable: ['endDay', 'modifiedTime', 'deliveryDay'],
  actions: ['add', 'update', 'delete'],
});
