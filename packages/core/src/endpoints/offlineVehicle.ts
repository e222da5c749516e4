import { z } from 'zod';
import type { Page } from '../api/envelope';
import { endpoint } from '../api/endpoint';
import { listPage, rowId } from '../resources/defineResource';
import { VMSG } from '../validators/messages';
import { requiredText } from '../validators/text';

/** Offline vehicle processing: the threshold choices (hours), the note's length, vehicles handled at once. */
export const OFFLINE_VEHICLE_LIMITS = {
  thresholdHours: [1, 6, 12, 24, 72, 168, 720],
  noteMax: 200,
  batchMax: 100,
} as const;

export const OFFLINE_HANDLED_FILTERS = ['handled', 'unhandled'] as const;

/** A vehicle offline longer than the threshold, as of its latest stored state. */
export interface OfflineVehicleRow {
  vehicleId: number;
  plate: string;
  departmentName: string;
  /** Its latest position's time; null when it never reported one. */
  lastTime: number | null;
  place: string;
  /** How long it has been silent (null when it never reported). */
  offlineMs: number | null;
  /** Handled during this offline period (a later report and a new silence make it unhandled again). */
  handled: boolean;
  note: string;
  handlerName: string;
  handledAt: number | null;
}

const threshold = z.coerce
  .number({ error: VMSG.invalid })
  .refine((n) => (OFFLINE_VEHICLE_LIMITS.thresholdHours as readonly number[]).includes(n), {
    error: VMSG.invalid,
  });

export const offlineVehicleEndpoints = {
  offlineVehicleList: endpoint<Page<OfflineVehicleRow>>()({
    name: 'offlineVehicleList',
    method: 'POST',
    module: 'tms',
    path: '/offlineVehicle/list',
    access: { operationId: 'tmsOfflineVehicle' },
    request: z.strictObject({
      thresholdHours: threshold,
      handled: z.enum(OFFLINE_HANDLED_FILTERS, { error: VMSG.invalid }).optional(),
      keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
      ...listPage,
    }),
  }),
  /** Marks vehicles' current offline period handled with a note (≤ 200 characters), all or nothing. */
  offlineVehicleHandle: endpoint<{ handled: number }>()({
    name: 'offlineVehicleHandle',
    method: 'POST',
    module: 'tms',
    path: '/offlineVehicle/handle',
    access: { operationId: 'tmsOfflineVehicle:handle' },
    request: z.strictObject({
      vehicleIds: z
        .array(rowId, { error: VMSG.invalid })
        .min(1, { error: VMSG.selectRows })
        .max(OFFLINE_VEHICLE_LIMITS.batchMax, { error: VMSG.tooBig }),
      note: requiredText(OFFLINE_VEHICLE_LIMITS.noteMax),
    }),
  }),
} as const;
