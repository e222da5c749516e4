/**
 * Vehicle alarms and the alarm-processing dialog (seed 000 §2.4, §3, §7 "Alarm dialog"; seed 001 §7 "Alarms").
 * Field names are the seeds', misspellings included (alarmHandlling, handllingTime), so that screens and the
 * server speak the same words as the specification. What the alarm codes mean is in ../alarmCatalogue.ts.
 */
import type { AlarmClass } from '../alarmCatalogue';
import type { PageParam, Page } from '../api/envelope';
import type { AlarmEnded, AlarmStatusChoice, HANDLE_TYPE, HandleStatus, HazardLevel } from '../states';
import type { DateTimeText, EpochMs, Flag, ValueOf } from './scalars';

// ── Entities ──────────────────────────────────────────────────────────────────────────────────────────────────

/** alarmDetailVO: one alarm as the server knows it. */
export interface AlarmDetailVO {
  guid: string;
  vehicleId: number;
  regName: string;
  /** Terminal ids of the vehicle, comma separated. */
  commids: string;
  firstAlarmType: number;
  secondAlarmType: number;
  bTime: EpochMs;
  /** null while the alarm has not ended. */
  eTime: EpochMs | null;
  alarmName: string;
  /** Status text, already translated. */
  alarmStatus: string;
  /** 1 ended (the status radio is then hidden), 0 not. */
  alarmStatusValue: AlarmEnded;
  handleTypeName: string;
  handleFlagStr: string;
  driverInfo: string;
  /** Seconds. */
  duration: number;
  bPlaceName: string;
  ePlaceName: string;
  alarmContent: string;
  handleRemark: string;
  handleManName: string;
  handleTime: EpochMs | null;
  areaName: string;
  orgName: string;
  /** km/h at the start and end of the alarm. */
  bSpeed: number;
  eSpeed: number;
  /** Extension integers whose meaning depends on the alarm type (e.g. overspeed duration, road class). */
  extInt2: number;
  extInt3: number;
  /** km/h. */
  speedLimit: number;
  /** Seconds the limit must be exceeded. */
  speedLimitContinue: number;
  /** Seconds of continuous driving. */
  drivingContinueTime: number;
}

/** One past handling record of an alarm. */
export interface AlarmHandleRecord {
  handleRemark: string;
  webGisUserId: number;
  webGisUserName: string;
  handleTimeStr: DateTimeText;
}

/** Alarm info: the dialog's display model, built from the detail (times and durations are display text). */
export interface AlarmInfo {
  alarmTitle: string;
  orgName: string;
  alarmName: string;
  alarmLevel: number;
  alarmLevelName: string;
  alarmStatus: string;
  alarmStatusValue: AlarmEnded;
  /** Handling status text (seed spelling). */
  alarmHandlling: string;
  driverInfo: string;
  alarmBeginTime: DateTimeText;
  alarmEndTime: DateTimeText;
  alarmDuration: string;
  alarmBeginPosition: string;
  alarmEndPosition: string;
  areaName: string;
  alarmContent: string;
  continuousDriveTime: string;
  firstAlarmType: number;
  secondType: number;
  speedLimit: number;
  speedLimitContinue: number;
  bSpeed: number;
  extInt2: number;
  extInt3: number;
  handler: string;
  handllingTime: DateTimeText;
  handllingSuggestion: string;
  handleFlagStr: string;
  handleTable: AlarmHandleRecord[];
}

/** Timeline event types (seed 000 §3); 5, 7 and 8 are city or region changes. */
export const TIMELINE_EVENT_TYPE = {
  drive: 1,
  brake: 2,
  park: 3,
  ignition: 4,
  regionEnter: 5,
  flameout: 6,
  regionLeave: 7,
  cityChange: 8,
  cardInsert: 10,
  cardPluck: 12,
} as const;
export type TimelineEventType = ValueOf<typeof TIMELINE_EVENT_TYPE>;

/** One driving event of the record tab. Times are text: an end time containing 1900 means no end. */
export interface TimelineItem {
  time: DateTimeText;
  eventType: TimelineEventType;
  eventTypeName: string;
  /** Display text of the duration. */
  continueTime: string;
  bTime: DateTimeText;
  eTime: DateTimeText;
  bPlaceName: string;
  ePlaceName: string;
  areaName: string;
  endAreaName: string;
  /** km. */
  odometer: number;
}

/** An end time containing 1900 means the event has no end (seed 000 §3). */
export function timelineHasEnd(item: Pick<TimelineItem, 'eTime'>): boolean {
  return item.eTime !== '' && !item.eTime.includes('1900');
}

/** Media type 0 is an image; anything else a video. */
export const MEDIA_TYPE = { image: 0, video: 1 } as const;
/** picDataType 0: the url is complete; otherwise it is prefixed by the media host. */
export const PIC_DATA_TYPE = { completeUrl: 0, hostRelative: 1 } as const;

export interface MediaItem {
  type: ValueOf<typeof MEDIA_TYPE>;
  picDataType: ValueOf<typeof PIC_DATA_TYPE>;
  url: string;
}

/** One capture of the alarm; its attachments are the pictures and videos. */
export interface AlarmMediaRecord {
  attachmentList: MediaItem[];
}

export interface TrackPoint {
  lon: number;
  lat: number;
  /** km/h. */
  speed: number;
  /** Degrees, 0 north, clockwise. */
  direction: number;
  gpsTime: EpochMs;
  placeName: string;
}

export interface TrackResponse extends Page<TrackPoint> {
  startPlaceName: string;
  endPlaceName: string;
}

/** An alarm in the popover list. */
export interface AlarmListItem {
  guid: string;
  vehicleName: string;
  beginTimeStr: DateTimeText;
  alarmTypeName: string;
  hasHandle: boolean;
  hasIgnore: boolean;
  alarmClass: AlarmClass;
  beginTime: EpochMs;
  endTime: EpochMs | null;
  vehicleId: number;
  regName: string;
}

export interface AlarmListResult {
  /** The newest unprocessed alarms, at most POPOVER_MAX_ROWS. */
  alarmDataList: AlarmListItem[];
  /** All unprocessed alarms in scope the list is drawn from (the badge's count, not capped). */
  total: number;
  isAlarmSound: boolean;
  /** Menu keys of the processing pages the user may open. */
  menuKeys: string[];
}

// ── Handling payload (seed 000 §3, §7 disposeVehicleAlarm) ────────────────────────────────────────────────────

export interface MarkEventDto {
  remark: string;
  /** 1 the event is accurate, 0 a false alarm. */
  isExact: Flag;
  /** Corrected event type when the event was mis-classified; the original otherwise. */
  newEventType: number;
}

export interface TtsSendDto {
  /** 1: send as a common (template) instruction, 0: a one-off message. */
  insCommon: Flag;
  message: string;
}

export interface FamilySendDto {
  /** Reminder text sent with the chosen family voice. */
  message: string;
  /** The chosen file (a `voiceUrl` of the driver's familyVoiceList); the driver's first file when absent. */
  voiceUrl?: string;
}

interface DisposeVehicleAlarmBase {
  /** Which screen handled it (alarm dialog, processing page, batch). */
  handleSource: number;
  guid: string;
  typeId: number;
  vehicleId: number;
  /** The opinion: chosen presets joined with commas, or the typed text. */
  content: string;
  alarmTimeStr: DateTimeText;
  /** The alarm-status radio; absent when it is hidden. */
  alarmStatus?: AlarmStatusChoice;
}

/** disposeVehicleAlarm: each action carries the sub-payload it requires (seed 000 §5). */
export type DisposeVehicleAlarmRequest = DisposeVehicleAlarmBase &
  (
    | { handleType: typeof HANDLE_TYPE.opinion; markEventDto?: MarkEventDto }
    | { handleType: typeof HANDLE_TYPE.tts; ttsSendDto: TtsSendDto }
    | { handleType: typeof HANDLE_TYPE.intercom }
    | { handleType: typeof HANDLE_TYPE.familyVoice; familySendDto: FamilySendDto }
  );

// ── Calls: alarm dialog (seed 000 §7) ─────────────────────────────────────────────────────────────────────────

export interface FetchVehicleAlarmInfoRequest {
  alarmGuid: string;
}
export interface FetchVehicleAlarmInfoResponse {
  alarmDetailVO: AlarmDetailVO;
  /** Preset opinion texts. */
  alarmHandleIdeas: string[];
}

export interface FetchAlarmMediaRequest {
  vehicleId: number;
  /** pageSize 10, curPage 1 (LIMITS.mediaPageSize). */
  pageParamVO: PageParam;
  startTime: EpochMs;
  endTime: EpochMs;
  /** 2: alarm media. */
  dataType: 2;
  firstType: number;
  secondType: number;
}
export type FetchAlarmMediaResponse = Page<AlarmMediaRecord>;

/** The timeline begins 30 minutes before the alarm start. */
export interface GetVehicleDynamicStateRequest {
  vehicleId: number;
  beginTime: EpochMs;
  endTime: EpochMs;
}
export type GetVehicleDynamicStateResponse = TimelineItem[];

/** Track options; pages (pageSize 8000) are fetched until totalRecords are loaded. */
export interface FetchVehicleTrackInfoRequest {
  vehicleId: number;
  startTime: EpochMs;
  /** Now when the alarm has no end. */
  endTime: EpochMs;
  pageParamVO: PageParam;
  /** Leave out points with speed 0 while parked. */
  filterStop?: boolean;
}
export type FetchVehicleTrackInfoResponse = TrackResponse;

/** getTrackTableList: the same query sampled every `interval` seconds (10 in the table view). */
export interface GetTrackTableListRequest extends FetchVehicleTrackInfoRequest {
  interval: number;
}
export type GetTrackTableListResponse = TrackResponse;

export interface DisposeVehicleAlarmResponse {
  /** Handling status after the call. */
  handleStatus: HandleStatus;
}

// ── Calls: alarm handling pages (seed 001 §7 "/alarm/*") ──────────────────────────────────────────────────────

/** Query of the vehicle alarm processing page (query bTime/eTime default to today). */
export interface FindVehicleAlarmsRequest {
  pageParamVO: PageParam;
  bTime: EpochMs;
  eTime: EpochMs;
  vehicleIds?: number[];
  departmentId?: number;
  firstAlarmTypes?: number[];
  alarmLevels?: HazardLevel[];
  handleStatus?: HandleStatus;
  alarmStatusValue?: AlarmEnded;
}
export type FindVehicleAlarmsResponse = Page<AlarmDetailVO>;

/** /alarm/getAlarmDetail. */
export type GetAlarmDetailRequest = FetchVehicleAlarmInfoRequest;
export type GetAlarmDetailResponse = FetchVehicleAlarmInfoResponse;

/** /alarm/handleAlarm: batch handling with one opinion (up to LIMITS.batchHandleMax; only permitted alarms). */
export interface HandleAlarmRequest {
  guids: string[];
  content: string;
  alarmStatus?: AlarmStatusChoice;
}
export interface BatchResult {
  /** Rows changed; alarms the user may not process are skipped. */
  succeeded: number;
  skipped: number;
}
export type HandleAlarmResponse = BatchResult;

/** /alarm/alarmIgnore, ignoreVehicleAlarm, ignoreStoreAlarm, ignoreStorageAlarm: a list of guids. */
export type IgnoreAlarmsRequest = string[];
export type IgnoreAlarmsResponse = BatchResult;

/** /alarm/topAlarmTip: the newest alarms for the header tip. */
export type TopAlarmTipResponse = AlarmListItem[];

/** /alarm/getAlarmExpTipCountNew: unhandled counts of the last 30 days. */
export interface AlarmExpTipCount {
  alarmCount: number;
  abnormalCount: number;
}
