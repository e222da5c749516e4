import { z } from 'zod';
import { endpoint } from '../../api/endpoint';
import { VMSG } from '../../validators/messages';
import { optionalPlainText, plainText } from '../../validators/formats';
import { chosenId, defineResource, rowId } from '../defineResource';
import { positiveAmount, requiredDay } from '../fleetCost/fleetCostFields';
import { TYRE_STATUSES } from './tyreStatus';
import { keywordFilter, ODOMETER_MAX_KM, requiredChoice, requiredKm } from './upkeepFields';

/** Where on an axle a tyre sits, left to right (single tyres use the outer places). */
export const TYRE_POSITIONS = ['leftOuter', 'leftInner', 'rightInner', 'rightOuter'] as const;
export type TyrePosition = (typeof TYRE_POSITIONS)[number];

/** Axles a vehicle may have; a vehicle without a recorded axle count has DEFAULT_AXLES. */
export const MAX_AXLES = 10;
export const DEFAULT_AXLES = 2;
/** The change reminder threshold a new tyre gets unless the form says otherwise (km of remaining mileage). */
export const DEFAULT_TYRE_REMINDER_KM = 1000;

const positiveKm = requiredKm.refine((n) => n > 0, { error: VMSG.tooSmall, params: { min: 1 } });

/**
 * A tyre fitted to a vehicle: axle (1 to the vehicle's axle count) and position, one tyre in use per place; brand,
 * model, unit price, change day and the odometer at the change; the new-tyre mileage limit and the remaining
 * mileage at which it is due for a change (below the limit). Discarding keeps the record, now "discarded".
 */
export const tyreResource = defineResource({
  key: 'tmsTyre',
  name: 'tyre',
  module: 'tms',
  path: '/tyre',
  row: z.object({
    id: rowId,
    vehicleId: z.number(),
    plateNumber: z.string(),
    axle: z.number(),
    position: z.enum(TYRE_POSITIONS),
    brand: z.string(),
    model: z.string(),
    unitPrice: z.number(),
    changeDay: z.number(),
    mileageAtChangeKm: z.number(),
    limitKm: z.number(),
    reminderKm: z.number(),
    odometerKm: z.number().nullable(),
    remainingKm: z.number(),
    status: z.enum(TYRE_STATUSES),
    discardedTime: z.number().nullable(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z
    .strictObject({
      vehicleId: chosenId,
      axle: z
        .number({ error: (issue) => (issue.input === undefined ? VMSG.required : VMSG.invalid) })
        .int({ error: VMSG.integer })
        .min(1, { error: VMSG.tooSmall })
        .max(MAX_AXLES, { error: VMSG.tooBig }),
      position: requiredChoice(TYRE_POSITIONS),
      brand: plainText(32),
      model: optionalPlainText(32),
      unitPrice: positiveAmount,
      changeDay: requiredDay,
      mileageAtChangeKm: requiredKm,
      limitKm: positiveKm,
      reminderKm: z
        .number({ error: VMSG.invalid })
        .int({ error: VMSG.integer })
        .min(0, { error: VMSG.tooSmall })
        .max(ODOMETER_MAX_KM, { error: VMSG.tooBig })
        .default(DEFAULT_TYRE_REMINDER_KM),
    })
    .superRefine((v, ctx) => {
      if (v.reminderKm >= v.limitKm)
        ctx.addIssue({ code: 'custom', message: VMSG.reminderBelowLimit, path: ['reminderKm'], input: v });
    }),
  filters: {
    keyword: keywordFilter,
    vehicleId: z.coerce.number({ error: VMSG.invalid }).pipe(rowId).optional(),
    status: z.enum(TYRE_STATUSES, { error: VMSG.invalid }).optional(),
  },
  sortable: ['changeDay', 'modifiedTime', 'axle'],
  actions: ['add', 'update', 'delete'],
});

/** One place of a vehicle's tyre summary: its tyre in use (null: none recorded). */
export interface TyrePlace {
  axle: number;
  position: TyrePosition;
  tyre: {
    id: number;
    brand: string;
    model: string;
    remainingKm: number;
    status: 'normal' | 'changeReminder';
  } | null;
}

export const tyreEndpoints = {
  /** Discards tyres (`tmsTyre:update`): each keeps its record, now discarded, and frees its place. */
  tyreDiscard: endpoint<{ discarded: number }>()({
    name: 'tyreDiscard',
    method: 'POST',
    module: 'tms',
    path: '/tyre/discard',
    access: 'session',
    request: z.strictObject({
      ids: z
        .array(rowId, { error: VMSG.invalid })
        .min(1, { error: VMSG.required })
        .max(100, { error: VMSG.tooBig }),
    }),
  }),
  /** A vehicle's places (axles × positions) with the tyre in use at each (`tmsTyre`). */
  tyreSummary: endpoint<{ plate: string; axles: number; places: TyrePlace[] }>()({
    name: 'tyreSummary',
    method: 'GET',
    module: 'tms',
    path: '/tyre/summary',
    access: 'session',
    request: z.strictObject({ vehicleId: z.coerce.number({ error: VMSG.invalid }).pipe(rowId) }),
  }),
};
