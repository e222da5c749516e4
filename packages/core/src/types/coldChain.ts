/**
 * Cold chain: device exceptions, temperature points, warehouse (storage) and store alarms (seed 001 §2 "Cold chain
 * and store", §3, §4, §7; seed 000 §7 storage/alarmReanalysis). Names chosen from labels are marked so.
 */
import type { PageParam, Page } from '../api/envelope';
import type {
  AlarmEnded,
  DeviceExceptionType,
  HandleStatus,
  HandleStatusFilter,
  TemperaturePointState,
} from '../states';
import type { AbnormalDetail, AbnormalHandlePayload } from './shell';
import type { BatchResult } from './alarm';
import type { EpochMs } from './scalars';

/** Device types (seed 001 §3), as keys for translation. */
export const DEVICE_TYPES = [
  'portablePositioningTerminal',
  'portableThermometer',
  'portableThermoHygrometer',
  'cargoTracker',
  'cube',
  'icElectronicCardLock',
  'passwordLock',
  'tag',
] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

// ── Device exceptions ─────────────────────────────────────────────────────────────────────────────────────────

/** A device exception row. Field names chosen from the seed's labels, plus the detail's own names. */
export interface DeviceException {
  guid: string;
  vehicleId: number;
  vehicleNo: string;
  exceptionType: DeviceExceptionType;
  equipmentTypeName: string;
  /** Ended or not. */
  alarmStatus: AlarmEnded;
  bTime: EpochMs;
  eTime: EpochMs | null;
  /** Seconds. */
  duration: number;
  bPlaceName: string;
  ePlaceName: string;
  handleStatus: HandleStatus;
  /** Handling opinion, at most 200 characters. */
  handleRemark: string;
  handleManName: string;
  handleTime: EpochMs | null;
}

/** /exception/list. */
export interface ListExceptionsRequest {
  pageParamVO: PageParam;
  startTime: EpochMs;
  endTime: EpochMs;
  exceptionTypes?: DeviceExceptionType[];
  alarmStatus?: AlarmEnded;
  handleStatus?: HandleStatusFilter;
  vehicleIds?: number[];
  departmentId?: number;
  /** Only exceptions lasting at least this many minutes (positive integer). */
  minDuration?: number;
}
export type ListExceptionsResponse = Page<DeviceException>;
/** /exception/detail. */
export interface ExceptionDetailRequest {
  guid: string;
}
export type ExceptionDetailResponse = AbnormalDetail;
/** /exception/ignore. */
export type IgnoreExceptionsRequest = { guid: string; vehicleId: number }[];
export type IgnoreExceptionsResponse = BatchResult;
/** /exception/update handle. */
export type UpdateExceptionHandleRequest = AbnormalHandlePayload;
/** /exception/export: the list query, answered with a spreadsheet. */
export type ExportExceptionsRequest = Omit<ListExceptionsRequest, 'pageParamVO'>;

/** Exception summary per type (device exception summary report). */
export interface ExceptionSummaryRow {
  departmentName: string;
  counts: Partial<Record<DeviceExceptionType, number>>;
  total: number;
}

// ── Temperature points, warehouses and stores ─────────────────────────────────────────────────────────────────

export type ColdSiteKind = 'storage' | 'store' | 'vehicle';

/** A temperature (and humidity) point of a warehouse, store freezer or vehicle compartment. */
export interface TemperaturePoint {
  pointId: number;
  pointName: string;
  siteKind: ColdSiteKind;
  siteId: number;
  siteName: string;
  state: TemperaturePointState;
  /** °C, -190 to 150, two decimals; null when never reported. */
  temperature: number | null;
  /** %RH. */
  humidity: number | null;
  lowerLimit: number | null;
  upperLimit: number | null;
  lastReportTime: EpochMs | null;
}

/** A temperature reading of a point. */
export interface TemperatureReading {
  pointId: number;
  time: EpochMs;
  temperature: number | null;
  humidity: number | null;
}

/** A warehouse or store alarm (storagealarm / storealarm find). */
export interface ColdSiteAlarm {
  guid: string;
  siteKind: 'storage' | 'store';
  siteId: number;
  siteName: string;
  pointId: number;
  pointName: string;
  alarmTypeName: string;
  bTime: EpochMs;
  eTime: EpochMs | null;
  /** Extreme temperature during the alarm, °C. */
  peakTemperature: number | null;
  handleStatus: HandleStatus;
  handleRemark: string;
  handleManName: string;
  handleTime: EpochMs | null;
}

/** storagealarm and storealarm find. */
export interface FindColdSiteAlarmsRequest {
  pageParamVO: PageParam;
  startTime: EpochMs;
  endTime: EpochMs;
  siteIds?: number[];
  handleStatus?: HandleStatusFilter;
}
export type FindColdSiteAlarmsResponse = Page<ColdSiteAlarm>;
/** storagealarm and storealarm handle. */
export interface HandleColdSiteAlarmsRequest {
  guids: string[];
  handleRemark: string;
}
export type HandleColdSiteAlarmsResponse = BatchResult;
/** storagealarm and storealarm ignore: a list of guids. */
export type IgnoreColdSiteAlarmsRequest = string[];
/** storagealarm and storealarm export: the find query, answered with a spreadsheet. */
export type ExportColdSiteAlarmsRequest = Omit<FindColdSiteAlarmsRequest, 'pageParamVO'>;

/** GET storage/alarmReanalysis/getAlarmHandleDetail?alarmGuid= (response fields not in the seed; chosen). */
export interface GetAlarmHandleDetailRequest {
  alarmGuid: string;
}
export interface StorageAlarmHandleDetail extends ColdSiteAlarm {
  readings: TemperatureReading[];
}
export type GetAlarmHandleDetailResponse = StorageAlarmHandleDetail;

/** POST storage/alarmReanalysis/updateStorageAlarm: the alarm update body (fields not in the seed; chosen). */
export interface UpdateStorageAlarmRequest {
  alarmGuid: string;
  handleRemark: string;
  /** Re-analysis verdict: keep the alarm, or mark it a false alarm (ignored). */
  handleStatus: HandleStatus;
}
export type UpdateStorageAlarmResponse = null;
