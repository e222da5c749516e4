import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { LIMITS } from '../constants';
import {
  OVER_TEMP_LIMITS,
  OVER_TEMP_RECHECK_RESULTS,
  type OverTempRecheckResult,
  type OverTempThresholds,
} from '../overTemp/overTempThresholds';
import type { TempExcursion } from '../overTemp/findExcursions';
import { epochMs, refineDateRange } from '../validators/dateRange';
import { VMSG } from '../validators/messages';
import { optionalText } from '../validators/text';
import { vehicleId } from './vehicle';

/** One save or delete of an over-temperature setting. */
export interface OverTempLogRow {
  id: number;
  at: number;
  operator: string;
  /** Null: the company default. */
  vehicleId: number | null;
  plate: string | null;
  action: 'save' | 'delete';
  /** Null: nothing saved before (the built-in values applied). */
  before: OverTempThresholds | null;
  /** Null: the vehicle's own setting was deleted. */
  after: OverTempThresholds | null;
}

export interface OverTempLogPage {
  data: OverTempLogRow[];
  totalRecords: number;
}

/** The bounds a recheck measured a probe against, and where they came from. */
export interface OverTempRecheckProbe {
  pointId: number;
  probeNo: number;
  name: string;
  minC: number | null;
  maxC: number | null;
  readings: { time: number; valueC: number | null }[];
  excursions: (TempExcursion & { sustained: boolean })[];
}

export interface OverTempRecheckEntry {
  result: OverTempRecheckResult;
  remark: string;
  operator: string;
  at: number;
}

export interface OverTempRecheckAlarm {
  guid: string;
  pointId: number | null;
  secondType: number;
  beginTime: number;
  endTime: number | null;
}

export interface OverTempRecheckAnswer {
  vehicleId: number;
  plate: string;
  startTime: number;
  endTime: number;
  /** 'setting': the vehicle's effective setting now (null bounds: each point's own); 'entered': the user's. */
  source: 'setting' | 'entered';
  sustainS: number;
  alarm: OverTempRecheckAlarm | null;
  probes: OverTempRecheckProbe[];
  /** For an alarm: whether its probe was out of range for at least `sustainS` during it; null without an alarm. */
  confirmed: boolean | null;
  /** Results recorded on the alarm, newest first. */
  results: OverTempRecheckEntry[];
}

const pageFields = {
  curPage: z.number({ error: VMSG.required }).int({ error: VMSG.integer }).min(1, { error: VMSG.tooSmall }),
  pageSize: z
    .number({ error: VMSG.required })
    .int({ error: VMSG.integer })
    .min(1, { error: VMSG.tooSmall })
    .max(Math.max(...LIMITS.pageSizeOptions), { error: VMSG.tooBig }),
};

const celsius = z
  .number({ error: VMSG.invalid })
  .min(-190, { error: VMSG.tooSmall })
  .max(150, { error: VMSG.tooBig });

/** An alarm's guid: what the alarm list shows. */
const alarmGuid = z
  .string({ error: VMSG.invalid })
  .trim()
  .min(1, { error: VMSG.required })
  .max(64, { error: VMSG.tooLong });

/**
 * Over-temperature review: the log of every change to an over-temperature setting (company default or a vehicle's),
 * and the recheck of an alarm (or a vehicle over a time range) against stored probe readings, with its result
 * recorded on the alarm.
 */
export const overTempEndpoints = {
  overTempLogList: endpoint<OverTempLogPage>()({
    name: 'overTempLogList',
    method: 'POST',
    module: 'alarm',
    path: '/overTemp/logList',
    access: { operationId: 'overTempReviewLog' },
    request: z
      .strictObject({
        startTime: epochMs,
        endTime: epochMs,
        vehicleId: vehicleId.optional(),
        ...pageFields,
      })
      .superRefine(refineDateRange({ maxDays: OVER_TEMP_LIMITS.logRangeMaxDays })),
  }),
  /** Either `alarmGuid`, or `vehicleId` with `startTime`/`endTime`; `minC`/`maxC`/`sustainS` replace the setting. */
  overTempRecheck: endpoint<OverTempRecheckAnswer>()({
    name: 'overTempRecheck',
    method: 'POST',
    module: 'alarm',
    path: '/overTemp/recheck',
    access: { operationId: 'overTempRecheck' },
    request: z
      .strictObject({
        alarmGuid: alarmGuid.optional(),
        vehicleId: vehicleId.optional(),
        startTime: epochMs.optional(),
        endTime: epochMs.optional(),
        minC: celsius.nullable().optional(),
        maxC: celsius.nullable().optional(),
        sustainS: z
          .number({ error: VMSG.invalid })
          .int({ error: VMSG.integer })
          .min(0, { error: VMSG.tooSmall })
          .max(86_400, { error: VMSG.tooBig })
          .optional(),
      })
      .superRefine((v, ctx) => {
        if (v.alarmGuid === undefined) {
          if (v.vehicleId === undefined)
            ctx.addIssue({ code: 'custom', message: VMSG.required, path: ['vehicleId'], input: v });
          else
            refineDateRange({ maxDays: OVER_TEMP_LIMITS.recheckRangeMaxDays })(
              { startTime: v.startTime ?? Number.NaN, endTime: v.endTime ?? Number.NaN },
              ctx,
            );
        }
        if (v.minC != null && v.maxC != null && v.maxC <= v.minC)
          ctx.addIssue({ code: 'custom', message: VMSG.alarmMaxAboveMin, path: ['maxC'], input: v });
      }),
  }),
  overTempRecheckRecord: endpoint<OverTempRecheckEntry>()({
    name: 'overTempRecheckRecord',
    method: 'POST',
    module: 'alarm',
    path: '/overTemp/recordResult',
    access: { operationId: 'overTempRecheck:recheck' },
    request: z.strictObject({
      alarmGuid,
      result: z.enum(OVER_TEMP_RECHECK_RESULTS, { error: VMSG.required }),
      remark: optionalText(OVER_TEMP_LIMITS.remarkMax),
    }),
  }),
} as const;
