import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { LIMITS } from '../constants';
import type { FetchVehicleTrackInfoResponse, GetVehicleDynamicStateResponse } from '../types/alarm';
import type { FreshVehicleOnlineAccTreeResponse } from '../types/settings';
import { checkDateRange, epochMs } from '../validators/dateRange';
import { VMSG } from '../validators/messages';
import { queryNumber } from './queryNumber';

/** Longest track query (seed 001 §5 "Tracks up to 10 days"); the timeline is derived from the same points. */
export const TRACK_QUERY_MAX_DAYS = 10;
export const TIMELINE_MAX_DAYS = 10;

export const vehicleId = z
  .number({ error: VMSG.required })
  .int({ error: VMSG.integer })
  .min(1, { error: VMSG.tooSmall })
  .max(2_147_483_647, { error: VMSG.tooBig });

/** Start, end and span rules for a pair of time fields (the seeds name them startTime/endTime or beginTime/endTime). */
export function refineRange<S extends string, E extends string>(start: S, end: E, maxDays: number) {
  return (value: Record<S, number> & Partial<Record<E, number>>, ctx: z.RefinementCtx): void => {
    const endValue = value[end];
    if (endValue === undefined) return;
    const issue = checkDateRange(value[start], endValue, { maxDays });
    if (!issue) return;
    const path = [issue.path === 'startTime' ? start : end];
    if (issue.maximum === undefined) {
      ctx.addIssue({ code: 'custom', message: issue.message, path, input: value });
    } else {
      ctx.addIssue({
        code: 'too_big',
        origin: 'date',
        maximum: issue.maximum,
        inclusive: true,
        message: issue.message,
        path,
        input: value,
      });
    }
  };
}

export const trackPageParam = z.strictObject(
  {
    curPage: z
      .number({ error: VMSG.required })
      .int({ error: VMSG.integer })
      .min(1, { error: VMSG.tooSmall })
      .max(100_000, { error: VMSG.tooBig }),
    pageSize: z
      .number({ error: VMSG.required })
      .int({ error: VMSG.integer })
      .min(1, { error: VMSG.tooSmall })
      .max(LIMITS.trackPageSize, { error: VMSG.tooBig }),
  },
  { error: VMSG.required },
);

export const fetchVehicleTrackInfoRequest = z
  .strictObject({
    vehicleId,
    startTime: epochMs,
    /** Now when absent (an alarm that has not ended). */
    endTime: epochMs.optional(),
    pageParamVO: trackPageParam,
    /** Leave out points with speed 0. */
    filterStop: z.boolean({ error: VMSG.invalid }).optional(),
  })
  .superRefine(refineRange('startTime', 'endTime', TRACK_QUERY_MAX_DAYS));

export const getVehicleDynamicStateRequest = z
  .strictObject({ vehicleId, beginTime: epochMs, endTime: epochMs })
  .superRefine(refineRange('beginTime', 'endTime', TIMELINE_MAX_DAYS));

/** Vehicle reads of the alarm dialog, track playback and the live map (seed 000 §7 "Alarm dialog"). */
export const vehicleEndpoints = {
  /** Online and ACC state now; a vehicle outside the caller's scope is "not found" (code 0). */
  freshVehicleOnlineAccTree: endpoint<FreshVehicleOnlineAccTreeResponse>()({
    name: 'freshVehicleOnlineAccTree',
    method: 'GET',
    module: 'monitor',
    path: '/vehicle/freshVehicleOnlineAccTree',
    access: 'session',
    kiosk: true,
    request: z.strictObject({ vehicleId: queryNumber(vehicleId) }),
  }),
  /** One page (up to 8000 points) of a track; clients fetch pages until `totalRecords` are loaded. */
  fetchVehicleTrackInfo: endpoint<FetchVehicleTrackInfoResponse>()({
    name: 'fetchVehicleTrackInfo',
    method: 'POST',
    module: 'monitor',
    path: '/track/fetchVehicleTrackInfo',
    access: 'session',
    request: fetchVehicleTrackInfoRequest,
  }),
  /** The timeline: drive, brake, park, ignition, city change, flameout (an end time with 1900 means no end). */
  getVehicleDynamicState: endpoint<GetVehicleDynamicStateResponse>()({
    name: 'getVehicleDynamicState',
    method: 'POST',
    module: 'monitor',
    path: '/vehicle/getVehicleDynamicState',
    access: 'session',
    request: getVehicleDynamicStateRequest,
  }),
} as const;
