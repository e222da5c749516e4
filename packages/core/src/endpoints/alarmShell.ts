import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { IgnoreAlarmsResponse } from '../types/alarm';
import type {
  FetchAbnormalListResponse,
  FetchAlarmAbnormalMsgResponse,
  FetchAlarmListResponse,
  GetExceptionByIdResponse,
  GetPopUpInfoResponse,
  IgnoreAbnormalResponse,
  SaveAbnormalHandleSuggestionResponse,
  SavePopUpSetResponse,
} from '../types/shell';
import { abnormalHandleRequest } from '../validators/abnormalHandle';
import { epochMs } from '../validators/dateRange';
import { VMSG } from '../validators/messages';
import { requiredText } from '../validators/text';
import { queryNumber } from './queryNumber';
import { vehicleId } from './vehicle';

const empty = z.strictObject({});
const flag = z.union([z.literal(0), z.literal(1)], { error: VMSG.invalid });

/** Alarm and exception ids are generated guids: letters, digits and dashes. */
export const guidText = z
  .string({ error: VMSG.required })
  .regex(/^[A-Za-z0-9-]{1,64}$/, { error: VMSG.invalid });

/** ignore…Alarm body: a list of guids (an empty list is refused by the server with its own message). */
export const ignoreAlarmsRequest = z
  .array(guidText, { error: VMSG.invalid })
  .max(200, { error: VMSG.tooLong });

export const abnormalRefRequest = z.strictObject({ guid: requiredText(64), vehicleId });

export const getPopUpInfoRequest = z.strictObject({
  lastAlarmTime: queryNumber(epochMs),
  lastExceptionTime: queryNumber(epochMs),
});

/** The client sends the popup info object back; only the two preferences are stored. */
export const savePopUpSetRequest = z.strictObject({
  popUpAlarm: flag,
  popUpException: flag,
  hasAlarmNewData: z.boolean({ error: VMSG.invalid }).optional(),
  hasExceptionNewData: z.boolean({ error: VMSG.invalid }).optional(),
  voiceMessage: z.string({ error: VMSG.invalid }).max(500, { error: VMSG.tooLong }).optional(),
});

function ignoreEndpoint<N extends string, P extends string>(name: N, path: P) {
  return endpoint<IgnoreAlarmsResponse>()({
    name,
    method: 'POST',
    module: 'alarm',
    path,
    access: 'session',
    request: ignoreAlarmsRequest,
  });
}

/** Alarm and abnormal-equipment popovers, popups and the abnormal dialog (seed 000 §2.5, §4, §7 "Shell"). */
export const alarmShellEndpoints = {
  fetchAlarmAbnormalMsg: endpoint<FetchAlarmAbnormalMsgResponse>()({
    name: 'fetchAlarmAbnormalMsg',
    method: 'POST',
    module: 'alarm',
    path: '/fetchAlarmAbnormalMsg',
    access: 'session',
    request: empty,
  }),
  fetchAlarmList: endpoint<FetchAlarmListResponse>()({
    name: 'fetchAlarmList',
    method: 'POST',
    module: 'alarm',
    path: '/fetchAlarmList',
    access: 'session',
    request: empty,
  }),
  fetchAbnormalList: endpoint<FetchAbnormalListResponse>()({
    name: 'fetchAbnormalList',
    method: 'POST',
    module: 'exception',
    path: '/fetchAbnormalList',
    access: 'session',
    request: empty,
  }),
  getPopUpInfo: endpoint<GetPopUpInfoResponse>()({
    name: 'getPopUpInfo',
    method: 'GET',
    module: 'alarm',
    path: '/getPopUpInfo',
    access: 'session',
    request: getPopUpInfoRequest,
  }),
  savePopUpSet: endpoint<SavePopUpSetResponse>()({
    name: 'savePopUpSet',
    method: 'POST',
    module: 'alarm',
    path: '/savePopUpSet',
    access: 'session',
    request: savePopUpSetRequest,
  }),
  /** alarmClass 1. */
  ignoreVehicleAlarm: ignoreEndpoint('ignoreVehicleAlarm', '/ignoreVehicleAlarm'),
  /** alarmClass 2. */
  ignoreStoreAlarm: ignoreEndpoint('ignoreStoreAlarm', '/ignoreStoreAlarm'),
  /** alarmClass 3. */
  ignoreStorageAlarm: ignoreEndpoint('ignoreStorageAlarm', '/ignoreStorageAlarm'),
  ignoreAbnormal: endpoint<IgnoreAbnormalResponse>()({
    name: 'ignoreAbnormal',
    method: 'POST',
    module: 'exception',
    path: '/ignoreAbnormal',
    access: 'session',
    request: abnormalRefRequest,
  }),
  saveAbnormalHandleSuggestion: endpoint<SaveAbnormalHandleSuggestionResponse>()({
    name: 'saveAbnormalHandleSuggestion',
    method: 'POST',
    module: 'exception',
    path: '/saveAbnormalHandleSuggestion',
    access: 'session',
    request: abnormalHandleRequest,
  }),
  getExceptionById: endpoint<GetExceptionByIdResponse>()({
    name: 'getExceptionById',
    method: 'POST',
    module: 'exception',
    path: '/getExceptionById',
    access: 'session',
    request: abnormalRefRequest,
  }),
} as const;
