import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { API_PREFIX, MODULE_BASE } from '../api/modules';
import { LIMITS, MAP_TYPES } from '../constants';
import type {
  DisposeVehicleAlarmResponse,
  FetchAlarmMediaResponse,
  HandleAlarmResponse,
} from '../types/alarm';
import type {
  AlarmHandlingInfo,
  DepartmentNode,
  FindAlarmsResponse,
  FindExceptionsResponse,
  MapConfig,
  StorageAlarmHandleInfo,
} from '../types/alarmHandling';
import type { UpdateStorageAlarmResponse } from '../types/coldChain';
import { checkDateRange, epochMs } from '../validators/dateRange';
import { VMSG } from '../validators/messages';
import { opinionSchema } from '../validators/opinion';
import { optionalText } from '../validators/text';
import { guidText } from './alarmShell';
import { queryNumber } from './queryNumber';
import { vehicleId } from './vehicle';

/** A file answer: text, bytes or a stream of text (the server streams exports). */
export type BlobBody = string | Uint8Array | AsyncIterable<string | Uint8Array>;

/** Longest time range of the processing pages (seed 001 §5: a span over 12 months cannot be queried). */
export const ALARM_QUERY_MAX_MONTHS = 12;

/** Media with picDataType 1 carry a url relative to this host (seed 000 §3 "Media item"). */
export const ALARM_MEDIA_HOST = `${API_PREFIX}${MODULE_BASE.alarm}/`;

const flag = z.union([z.literal(0), z.literal(1)], { error: VMSG.invalid });
const int = (min: number, max: number) =>
  z
    .number({ error: VMSG.required })
    .int({ error: VMSG.integer })
    .min(min, { error: VMSG.tooSmall })
    .max(max, { error: VMSG.tooBig });

const gridPageParam = z.strictObject(
  { curPage: int(1, 100_000), pageSize: int(1, Math.max(...LIMITS.pageSizeOptions)) },
  { error: VMSG.required },
);

function refineSpan(value: { bTime: number; eTime: number }, ctx: z.RefinementCtx): void {
  const issue = checkDateRange(value.bTime, value.eTime, { maxMonths: ALARM_QUERY_MAX_MONTHS });
  if (issue)
    ctx.addIssue({
      code: 'custom',
      message: issue.message,
      path: [issue.path === 'startTime' ? 'bTime' : 'eTime'],
      input: value,
    });
}

/** The filters of the processing grids: time range, type, level, handling status, department, plate. */
const alarmFilters = {
  bTime: epochMs,
  eTime: epochMs,
  firstAlarmTypes: z.array(int(1, 99), { error: VMSG.invalid }).max(10, { error: VMSG.tooBig }).optional(),
  alarmLevels: z.array(int(1, 3), { error: VMSG.invalid }).max(3, { error: VMSG.tooBig }).optional(),
  handleStatus: int(0, 2).optional(),
  departmentId: int(1, 2_147_483_647).optional(),
  regName: z.string({ error: VMSG.invalid }).trim().max(20, { error: VMSG.tooLong }).optional(),
};

export const findAlarmsRequest = z
  .strictObject({ pageParamVO: gridPageParam, ...alarmFilters })
  .superRefine(refineSpan);
export const exportAlarmsRequest = z.strictObject(alarmFilters).superRefine(refineSpan);

export const alarmGuidRequest = z.strictObject({ alarmGuid: guidText });

/** Batch handling: one opinion for up to 20 alarms (seed 001 §5); only permitted alarms are processed. */
export const handleAlarmRequest = z.strictObject({
  guids: z
    .array(guidText, { error: VMSG.invalid })
    .min(1, { error: VMSG.required })
    .max(LIMITS.batchHandleMax, { error: VMSG.tooBig }),
  content: opinionSchema(),
  alarmStatus: flag.optional(),
});

/** Re-analysis of a warehouse alarm: keep it (processed) or mark it a false alarm (ignored). */
export const updateStorageAlarmRequest = z.strictObject({
  alarmGuid: guidText,
  handleRemark: opinionSchema(),
  handleStatus: z.union([z.literal(1), z.literal(2)], { error: VMSG.invalid }),
});

const disposeBase = {
  handleSource: int(1, 9),
  guid: guidText,
  typeId: int(0, 9999),
  vehicleId,
  /** Checked per action: the opinion for action 1 (required, ≤ 200, ≤ 100 in the setting-2 mode of types 3/4). */
  content: z.string({ error: VMSG.required }).trim().max(LIMITS.opinionMax, { error: VMSG.tooLong }),
  alarmTimeStr: z.string({ error: VMSG.required }).max(32, { error: VMSG.tooLong }),
  alarmStatus: flag.optional(),
};

export const markEventDto = z.strictObject({
  remark: optionalText(LIMITS.opinionMax),
  isExact: flag,
  newEventType: int(0, 9999),
});

export const ttsSendDto = z.strictObject({
  insCommon: flag,
  message: z
    .string({ error: VMSG.ttsMessageRequired })
    .trim()
    .min(1, { error: VMSG.ttsMessageRequired })
    .max(LIMITS.opinionMax, { error: VMSG.tooLong }),
});

export const familySendDto = z.strictObject({
  message: z
    .string({ error: VMSG.familyMessageRequired })
    .trim()
    .min(1, { error: VMSG.familyMessageRequired })
    .max(LIMITS.opinionMax, { error: VMSG.tooLong }),
  /** The chosen voice file (voiceUrl from getDriverDataList); the driver's first file when absent (H5). */
  voiceUrl: z.string({ error: VMSG.invalid }).max(300, { error: VMSG.tooLong }).optional(),
});

/** disposeVehicleAlarm: each action carries the sub-payload it requires (seed 000 §5 "Alarm handling"). */
export const disposeVehicleAlarmRequest = z.discriminatedUnion(
  'handleType',
  [
    z.strictObject({
      ...disposeBase,
      handleType: z.literal(1),
      content: opinionSchema(),
      markEventDto: markEventDto.optional(),
    }),
    z.strictObject({ ...disposeBase, handleType: z.literal(2), ttsSendDto }),
    z.strictObject({ ...disposeBase, handleType: z.literal(3) }),
    z.strictObject({ ...disposeBase, handleType: z.literal(4), familySendDto }),
  ],
  { error: VMSG.invalid },
);

export const fetchAlarmMediaRequest = z.strictObject({
  vehicleId,
  pageParamVO: z.strictObject(
    { curPage: int(1, 1000), pageSize: int(1, LIMITS.mediaPageSize) },
    { error: VMSG.required },
  ),
  startTime: epochMs,
  endTime: epochMs,
  dataType: z.literal(2, { error: VMSG.invalid }),
  firstType: int(0, 99),
  secondType: int(0, 9999),
});

export const mediaFileRequest = z.strictObject({
  id: queryNumber(int(1, 2_147_483_647)),
});

type Page = 'vehicleAlarmProcessing' | 'storeAlarmProcessing' | 'storageAlarmProcessing';

function findEndpoint<N extends string>(name: N, path: string, page: Page) {
  return endpoint<FindAlarmsResponse>()({
    name,
    method: 'POST',
    module: 'alarm',
    path,
    access: { operationId: page },
    request: findAlarmsRequest,
  });
}

function exportEndpoint<N extends string>(name: N, path: string, page: Page) {
  return endpoint<BlobBody>()({
    name,
    method: 'POST',
    module: 'alarm',
    path,
    access: { operationId: `${page}:export` },
    request: exportAlarmsRequest,
    blob: true,
  });
}

/** Alarm processing pages and the alarm dialog (seed 000 §2.4, §5, §7; seed 001 §5, §7 "Alarms"). */
export const alarmHandlingEndpoints = {
  findVehicleAlarms: findEndpoint('findVehicleAlarms', '/findVehicleAlarms', 'vehicleAlarmProcessing'),
  findStoreAlarms: findEndpoint('findStoreAlarms', '/storealarm/find', 'storeAlarmProcessing'),
  findStorageAlarms: findEndpoint('findStorageAlarms', '/storagealarm/find', 'storageAlarmProcessing'),
  exportVehicleAlarms: exportEndpoint(
    'exportVehicleAlarms',
    '/exportVehicleAlarms',
    'vehicleAlarmProcessing',
  ),
  exportStoreAlarms: exportEndpoint('exportStoreAlarms', '/storealarm/export', 'storeAlarmProcessing'),
  exportStorageAlarms: exportEndpoint(
    'exportStorageAlarms',
    '/storagealarm/export',
    'storageAlarmProcessing',
  ),
  /** Device exceptions of the equipAbnormalHandle grid (firstAlarmTypes filters the exception types). */
  findDeviceExceptions: endpoint<FindExceptionsResponse>()({
    name: 'findDeviceExceptions',
    method: 'POST',
    module: 'exception',
    path: '/findExceptions',
    access: { operationId: 'equipAbnormalHandle' },
    request: findAlarmsRequest,
  }),
  exportDeviceExceptions: endpoint<BlobBody>()({
    name: 'exportDeviceExceptions',
    method: 'POST',
    module: 'exception',
    path: '/exportExceptions',
    access: { operationId: 'equipAbnormalHandle:export' },
    request: exportAlarmsRequest,
    blob: true,
  }),
  /** Departments of the caller's subtree (the grids' department filter). */
  alarmDepartmentTree: endpoint<DepartmentNode[]>()({
    name: 'alarmDepartmentTree',
    method: 'GET',
    module: 'alarm',
    path: '/departmentTree',
    access: 'session',
    request: z.strictObject({}),
  }),
  fetchVehicleAlarmInfo: endpoint<AlarmHandlingInfo>()({
    name: 'fetchVehicleAlarmInfo',
    method: 'POST',
    module: 'alarm',
    path: '/fetchVehicleAlarmInfo',
    access: { operationId: 'vehicleAlarmProcessing' },
    request: alarmGuidRequest,
  }),
  fetchAlarmMedia: endpoint<FetchAlarmMediaResponse>()({
    name: 'fetchAlarmMedia',
    method: 'POST',
    module: 'alarm',
    path: '/fetchAlarmMedia',
    access: { operationId: 'vehicleAlarmProcessing' },
    request: fetchAlarmMediaRequest,
  }),
  /**
   * A picture a terminal uploaded (a media item with picDataType 1 points here), for a caller whose company and
   * department scope hold the vehicle that took it; any other id is not found.
   */
  mediaFile: endpoint<BlobBody>()({
    name: 'mediaFile',
    method: 'GET',
    module: 'alarm',
    path: '/mediaFile',
    access: 'session',
    request: mediaFileRequest,
    blob: true,
  }),
  disposeVehicleAlarm: endpoint<DisposeVehicleAlarmResponse>()({
    name: 'disposeVehicleAlarm',
    method: 'POST',
    module: 'alarm',
    path: '/disposeVehicleAlarm',
    access: { operationId: 'vehicleAlarmProcessing:handle' },
    request: disposeVehicleAlarmRequest,
  }),
  /** Batch handling of vehicle alarms with one opinion. */
  handleAlarm: endpoint<HandleAlarmResponse>()({
    name: 'handleAlarm',
    method: 'POST',
    module: 'alarm',
    path: '/handleAlarm',
    access: { operationId: 'vehicleAlarmProcessing:handle' },
    request: handleAlarmRequest,
  }),
  handleStoreAlarm: endpoint<HandleAlarmResponse>()({
    name: 'handleStoreAlarm',
    method: 'POST',
    module: 'alarm',
    path: '/storealarm/handle',
    access: { operationId: 'storeAlarmProcessing:handle' },
    request: handleAlarmRequest,
  }),
  getAlarmHandleDetail: endpoint<StorageAlarmHandleInfo>()({
    name: 'getAlarmHandleDetail',
    method: 'GET',
    module: 'coldChain',
    path: '/storage/alarmReanalysis/getAlarmHandleDetail',
    access: { operationId: 'storageAlarmProcessing' },
    request: alarmGuidRequest,
  }),
  /** The user's map type and the AMap key (null: the offline map). */
  getMapConfig: endpoint<MapConfig>()({
    name: 'getMapConfig',
    method: 'GET',
    module: 'personalize',
    path: '/mapConfig',
    access: 'session',
    request: z.strictObject({}),
  }),
  /** saveDefaultMapType takes the map type index (seed 000 §7). */
  saveDefaultMapType: endpoint<null>()({
    name: 'saveDefaultMapType',
    method: 'POST',
    module: 'personalize',
    path: '/saveDefaultMapType',
    access: 'session',
    request: z.strictObject({ mapType: int(0, MAP_TYPES.length - 1) }),
  }),
  updateStorageAlarm: endpoint<UpdateStorageAlarmResponse>()({
    name: 'updateStorageAlarm',
    method: 'POST',
    module: 'coldChain',
    path: '/storage/alarmReanalysis/updateStorageAlarm',
    access: { operationId: 'storageAlarmProcessing:handle' },
    request: updateStorageAlarmRequest,
  }),
} as const;
