/**
 * Active safety and the security control center (seed 001 §2, §3, §5, §7 "Active safety", §9).
 * The seed gives most of these entities as labels only; field names are chosen here in camelCase, except the
 * call parameter names it does give (eventId, vehicleId, driverId, alarmTime, statTime).
 */
import type { PageParam, Page } from '../api/envelope';
import type {
  CustomerPresence,
  EventHandleStatus,
  EventSource,
  HandleType,
  HazardLevel,
  RepairKind,
  VideoExtractionState,
} from '../states';
import type { MarkEventDto } from './alarm';
import type { ClockText, DateText, DateTimeText, EpochMs, Flag, IdsRequest, ValueOf } from './scalars';

/** Driver-risk event kinds (seed 001 §1). */
export const ACTIVE_SAFETY_EVENT_KIND = {
  fatigue: 1,
  distraction: 2,
  phoneUse: 3,
  closeFollowing: 4,
  cameraOcclusion: 5,
  drivingPositionDeviation: 6,
  seatBelt: 7,
} as const;
export type ActiveSafetyEventKind = ValueOf<typeof ACTIVE_SAFETY_EVENT_KIND>;

// ── Events ────────────────────────────────────────────────────────────────────────────────────────────────────

/** An event of the security control center. Field names chosen from the seed's labels. */
export interface ActiveSafetyEvent {
  eventId: string;
  vehicleId: number;
  regName: string;
  driverId: number | null;
  driverName: string;
  eventName: string;
  eventType: ActiveSafetyEventKind;
  hazardLevel: HazardLevel;
  /** alarmTime: when the terminal raised it. */
  alarmTime: EpochMs;
  uploadTime: EpochMs;
  processingTime: EpochMs | null;
  handleStatus: EventHandleStatus;
  handlerName: string;
  processingMethod: HandleType | null;
  source: EventSource;
  /** 1 accurate, 0 not; null until marked. */
  isExact: Flag | null;
  remark: string;
  /** Key attention for 5 minutes. */
  focus: boolean;
  /** High risk and unhandled for more than 5 minutes. */
  overdue: boolean;
  photoUrls: string[];
  videoUrls: string[];
  returnVisit: boolean;
  /** Minutes until the return visit. */
  returnVisitInterval: number | null;
}

export interface QueryActiveSafetyEventsRequest {
  pageParamVO: PageParam;
  startTime: EpochMs;
  endTime: EpochMs;
  eventTypes?: ActiveSafetyEventKind[];
  hazardLevels?: HazardLevel[];
  handleStatus?: EventHandleStatus;
  vehicleIds?: number[];
  departmentId?: number;
  focusOnly?: boolean;
}
export type QueryActiveSafetyEventsResponse = Page<ActiveSafetyEvent>;

/** activeSafetyEvent count: totals per handling status, for the tab badges. */
export type CountActiveSafetyEventsRequest = Omit<
  QueryActiveSafetyEventsRequest,
  'pageParamVO' | 'handleStatus'
>;
export interface CountActiveSafetyEventsResponse {
  pending: number;
  processed: number;
  ignored: number;
  overdue: number;
}

/** Export as a blob; the range is at most 30 days. */
export type ExportActiveSafetyEventsRequest = Omit<QueryActiveSafetyEventsRequest, 'pageParamVO'>;

/** Mark the result of one event. */
export interface MarkEventResultRequest extends MarkEventDto {
  eventId: string;
}
/** Batch mark: up to 20 events, allocated to the handler in the past 3 minutes. */
export interface BatchMarkEventsRequest extends MarkEventDto {
  eventIds: string[];
}
export interface FlagImportantRequest {
  eventId: string;
  focus: boolean;
}
export interface UpdateEventHandleTypeRequest {
  eventId: string;
  handleType: HandleType;
}
/** Voice alerts: the last hour of events with a voice reminder pending. */
export type VoiceAlertsResponse = ActiveSafetyEvent[];

/** changeCustomerStatus; leaving with unhandled high-risk events asks for confirmation first. */
export interface ChangeCustomerStatusRequest {
  status: CustomerPresence;
}
export interface CustomerServiceAgent {
  userId: number;
  userName: string;
  status: CustomerPresence;
  handledToday: number;
  pending: number;
}

// ── Scores and statistics ─────────────────────────────────────────────────────────────────────────────────────

/** Deduction dimensions (seed 001 §3, first reading). */
export const SCORE_DIMENSIONS = [
  'fatigue',
  'distraction',
  'distance',
  'call',
  'deviation',
  'occlusion',
] as const;
export type ScoreDimension = (typeof SCORE_DIMENSIONS)[number];

/** The two weightings the seed gives (seed 001 §9), in percent; each sums to 100. */
export const SCORE_WEIGHTS = {
  readingA: { alertness: 25, wakefulness: 30, stationarity: 20, concentration: 25 },
  readingB: { alertness: 25, wakefulness: 30, smoothness: 20, focus: 25 },
} as const;
/** Maximum deduction per dimension. */
export const SCORE_DEDUCTION_CAPS = { fatigue: 30, distraction: 25, distance: 35, call: 10 } as const;
export const SCORE_RULES = { min: 0, max: 100, hazardBelow: 60, minDrivingHours: 1 } as const;

export type ScorePeriod = 'day' | 'week' | 'month';

/** A driver's or vehicle's score for one period. */
export interface Score {
  subjectId: number;
  subjectName: string;
  departmentName: string;
  period: ScorePeriod;
  statTime: DateText;
  /** 0–100; null when driven under 1 hour (not scored). */
  total: number | null;
  dimensions: Partial<Record<ScoreDimension, number>>;
  drivingHours: number;
  /** km. */
  mileage: number;
}

export interface ScoreQueryRequest {
  pageParamVO: PageParam;
  period: ScorePeriod;
  startTime: EpochMs;
  endTime: EpochMs;
  departmentId?: number;
}
/** vehicleScore and driverScore. */
export type ScoreQueryResponse = Page<Score>;

/** A scoring rule: a dimension's weight and its per-event deductions. */
export interface ScoringRule {
  dimension: string;
  /** Integer 0–100; the weights of a rule set sum to 100. */
  weight: number;
  deductions: { eventType: ActiveSafetyEventKind; points: number }[];
}

/** trendAnalysis windows (seed 001 §9). */
export type TrendWindow = '7d' | '15d' | '13w' | '12m';
export interface TrendAnalysisRequest {
  window: TrendWindow;
  departmentId?: number;
}
export type TrendAnalysisResponse = {
  statTime: DateText;
  events: number;
  highRisk: number;
  score: number | null;
}[];

/** vehicleBehaviorFigure and driverFigure (path parameters vehicleId or driverId, startTime, endTime). */
export interface FigureRequest {
  startTime: EpochMs;
  endTime: EpochMs;
}
export interface BehaviourFigure {
  score: number | null;
  eventsByKind: Partial<Record<ActiveSafetyEventKind, number>>;
  drivingHours: number;
  nightDrivingHours: number;
  mileage: number;
}

/** driverIdentify: a face check of the driver at the wheel. */
export interface DriverIdentification {
  vehicleId: number;
  regName: string;
  driverId: number | null;
  driverName: string;
  time: EpochMs;
  matched: boolean;
  photoUrl: string;
}
/** POST EXAPI/baiduFace/isExitsFaceInfo: whether a face is on file for the driver. */
export interface IsExitsFaceInfoRequest {
  driverId: number;
}
export type IsExitsFaceInfoResponse = boolean;

/** DSM work status of a vehicle's driver-monitoring device. */
export interface DmsWorkStatus {
  vehicleId: number;
  regName: string;
  online: boolean;
  cameraOk: boolean;
  lastReportTime: EpochMs | null;
}

// ── Settings ──────────────────────────────────────────────────────────────────────────────────────────────────

/** A duty shift; at most 4, start not after end, no duplicates; changes apply from the next day. */
export interface Shift {
  startTime: ClockText;
  endTime: ClockText;
}

/** One template per event type: up to 5 contents of 100 characters each. */
export interface NotificationTemplate {
  eventType: ActiveSafetyEventKind;
  contents: string[];
}
/** eventNotifySetting get, save and delete. */
export type GetEventNotifySettingResponse = NotificationTemplate[];
export type SaveEventNotifySettingRequest = NotificationTemplate;
export interface DeleteEventNotifySettingRequest {
  eventType: ActiveSafetyEventKind;
}

/** Spot-check (flash shot) setting. Field names chosen from the seed's labels. */
export interface SpotCheckSetting {
  cycle: 'oddDays' | 'evenDays' | 'weekdays' | 'monthDays';
  /** Weekdays 1–7 or days of the month 1–31, for those cycles. */
  days: number[];
  periods: Shift[];
  /** Minutes between checks while running: at least 5 for photos, 30 for video. */
  runCheckInterval: number;
  parkingCheck: boolean;
  method: 'photo' | 'video30s';
  /** Camera channels: up to 4 for photos, 3 for video. */
  channels: number[];
}

/** Vehicle equipment repair request. Field names chosen from the seed's labels. */
export interface RepairRequest {
  id: number;
  licensePlate: string;
  companyName: string;
  contactName: string;
  contactPhone: string;
  repairReason: string;
  abnormalDescription: string;
  appliedTime: EpochMs;
  kind: RepairKind;
}

/** A driver's family voice setting: phone and up to 5 audio files of at most 10 MB. */
export interface DriverFamilyVoice {
  driverId: number;
  driverName: string;
  phone: string;
  files: { id: number; name: string; url: string; sizeBytes: number; addTime: DateTimeText }[];
}
export type FamilyVoiceListResponse = Page<DriverFamilyVoice>;
/** Upload one file (multipart); the name must not repeat one of the driver's files. */
export interface SaveFamilyVoiceRequest {
  driverId: number;
  phone: string;
  name: string;
}
export type DeleteFamilyVoiceRequest = IdsRequest;

/** Video evidence extraction. */
export interface VideoEvidence {
  id: number;
  eventId: string;
  vehicleId: number;
  channelId: number;
  startTime: EpochMs;
  endTime: EpochMs;
  state: VideoExtractionState;
  url: string;
}
