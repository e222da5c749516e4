/**
 * Shapes of the alarm-handling calls that the seeds leave open (seed 000 §2.4 handling modes, seed 001 §7
 * "/alarm/*", "storealarm", "storagealarm"): the dialog's handling info, the processing grids' rows and the
 * cold-chain storage alarm detail.
 */
import type { AlarmClass } from '../alarmCatalogue';
import type { PageParam, Page } from '../api/envelope';
import type { StorageAlarmHandleDetail } from './coldChain';
import type { HandleSettingMode, HandleStatus, HazardLevel } from '../states';
import type { AlarmHandleRecord, FetchVehicleAlarmInfoResponse } from './alarm';
import type { AccStatus, OnlineStatus } from '../states';
import type { EpochMs } from './scalars';

/** fetchVehicleAlarmInfo: the detail and the presets, plus what the dialog needs to choose its mode. */
export interface AlarmHandlingInfo extends FetchVehicleAlarmInfoResponse {
  alarmLevel: HazardLevel;
  alarmLevelName: string;
  handleStatus: HandleStatus;
  /** 1 handle with opinions, 2 edit or add with history, 0 read-only (seed 000 §2.4). */
  handleSetting: HandleSettingMode;
  /** Event type deciding the editor: 3 and 4 get their own opinion editor (the alarm's first type). */
  eventType: number;
  /** Whether the "continue submit" button shows (submit and keep the alarm open for more actions). */
  canContinue: boolean;
  /** Solution tags the user may use (1 opinions always; 2 TTS and 4 family voice need `:tts`, 3 `:talk`). */
  solutionTags: number[];
  handleTable: AlarmHandleRecord[];
  onlineStatus: OnlineStatus;
  accStatus: AccStatus;
}

/** A row of the vehicle, store and warehouse processing grids. */
export interface AlarmGridRow {
  guid: string;
  alarmClass: AlarmClass;
  vehicleId: number | null;
  /** Plate for vehicle alarms, site name for store and warehouse alarms. */
  regName: string;
  orgName: string;
  firstAlarmType: number;
  secondAlarmType: number;
  alarmName: string;
  alarmLevel: HazardLevel;
  alarmLevelName: string;
  bTime: EpochMs;
  eTime: EpochMs | null;
  bSpeed: number;
  speedLimit: number;
  alarmContent: string;
  handleStatus: HandleStatus;
  handleStatusName: string;
  handleManName: string;
  handleTime: EpochMs | null;
  handleRemark: string;
  hasHandle: boolean;
  hasIgnore: boolean;
}

export interface FindAlarmsRequest {
  pageParamVO: PageParam;
  bTime: EpochMs;
  eTime: EpochMs;
  firstAlarmTypes?: number[];
  alarmLevels?: HazardLevel[];
  handleStatus?: HandleStatus;
  departmentId?: number;
  /** Part of the plate (or site name). */
  regName?: string;
}
export type FindAlarmsResponse = Page<AlarmGridRow>;

/** Departments of the caller's subtree, for the filter's TreeSelect. */
export interface DepartmentNode {
  id: number;
  name: string;
  children: DepartmentNode[];
}

/** getAlarmHandleDetail (cold chain): the warehouse alarm with its readings, handling history and presets. */
export interface StorageAlarmHandleInfo extends StorageAlarmHandleDetail {
  handleTable: AlarmHandleRecord[];
  alarmHandleIdeas: string[];
  /** Whether the caller may handle it (storageAlarmProcessing:handle and still unprocessed). */
  hasHandle: boolean;
}

/** getMapConfig: which map the console draws (seed 000 §9 map types by index) and the AMap key, if any. */
export interface MapConfig {
  mapType: number;
  amapKey: string | null;
}

/** A row of the device-exception processing grid (equipAbnormalHandle). */
export interface ExceptionGridRow {
  guid: string;
  vehicleId: number;
  regName: string;
  orgName: string;
  type: number;
  typeName: string;
  bTime: EpochMs;
  eTime: EpochMs | null;
  handleStatus: HandleStatus;
  handleStatusName: string;
  handleManName: string;
  handleTime: EpochMs | null;
  handleRemark: string;
  hasHandle: boolean;
  hasIgnore: boolean;
}
export type FindExceptionsResponse = Page<ExceptionGridRow>;
