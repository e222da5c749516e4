/**
 * The application shell around the pages (seed 000 §2.3, §2.5, §3, §7 "Shell"): popovers, popups, message centre,
 * sentry reply, licence prompt, business info, operational guide and password change.
 * Menus, favourites, search and user info are in menu.ts and user.ts.
 */
import type { PasswordStrength } from '../validators/password';
import type { AlarmEnded, HandleStatus } from '../states';
import type { DateTimeText, EpochMs, Flag } from './scalars';
import type { AlarmListResult } from './alarm';

// ── Equipment exceptions (abnormal) ───────────────────────────────────────────────────────────────────────────

export interface AbnormalItem {
  guid: string;
  regName: string;
  bTime: EpochMs;
  typeName: string;
  /** Handle and ignore show only when this is true and expAuth is EXP_AUTH_HANDLE. */
  enableOp: boolean;
  vehicleId: number;
}

/** expAuth value that allows handling and ignoring exceptions (seed 000 §6). */
export const EXP_AUTH_HANDLE = 3;

export interface AbnormalListResult {
  /** The newest unprocessed exceptions, at most POPOVER_MAX_ROWS. */
  exList: AbnormalItem[];
  /** All unprocessed exceptions in scope the list is drawn from (not capped). */
  total: number;
  expAuth: number;
  isExceptionSound: boolean;
  /** Menu key of the exception handling page. */
  menuKey: string;
}

/** Exception detail (also seed 001 §3 "Exception detail"). */
export interface AbnormalDetail {
  vehicleNo: string;
  equipmentTypeName: string;
  alarmStatus: AlarmEnded;
  alarmStatusName: string;
  handleType: HandleStatus;
  handleTypeName: string;
  bTimeStr: DateTimeText;
  eTimeStr: DateTimeText;
  /** Duration text (seed spelling). */
  spiceDate: string;
  bPlaceName: string;
  ePlaceName: string;
  reasonText: string;
}

/** saveAbnormalHandleSuggestion: the abnormal handle payload. */
export interface AbnormalHandlePayload {
  handleRemark: string;
  bTime: EpochMs;
  guid: string;
  vehicleId: number;
}
export type SaveAbnormalHandleSuggestionRequest = AbnormalHandlePayload;
export type SaveAbnormalHandleSuggestionResponse = null;

export interface IgnoreAbnormalRequest {
  guid: string;
  vehicleId: number;
}
export type IgnoreAbnormalResponse = null;

/** POST /exception/getExceptionById. */
export interface GetExceptionByIdRequest {
  guid: string;
  vehicleId: number;
}
export type GetExceptionByIdResponse = AbnormalDetail;

// ── Alarm and message summary ─────────────────────────────────────────────────────────────────────────────────

export interface ShellMessage {
  messageId: string;
  /** Sources in FLOATING_MESSAGE_SOURCES go to the floating box, others to the list. */
  source: number;
  pubTime: DateTimeText;
  /** Message type, display text. */
  msgDTypeView: string;
  title: string;
  businessUrl: string;
  msgContent: string;
}

/** An upper-platform duty check (sentry message) awaiting a reply. */
export interface SentryInfo {
  flag: Flag;
  msgId: string;
  platId: string;
  platName: string;
  /** The reply box counts seconds up from here; the reply window is 5 minutes. */
  msgInsertTime: EpochMs;
  msgContent: string;
  answerContent: string;
}

/** fetchAlarmAbnormalMsg. */
export interface AlarmAbnormalSummary {
  alarmCount: number;
  abnormalCount: number;
  isAlarmSound: boolean;
  isExpSound: boolean;
  messageCount: number;
  messageList: ShellMessage[];
  messageUrl: string;
  sentryInfo: SentryInfo | null;
}
export type FetchAlarmAbnormalMsgResponse = AlarmAbnormalSummary;
export type FetchAlarmListResponse = AlarmListResult;
export type FetchAbnormalListResponse = AbnormalListResult;

/** GET /message/push/readMessage: marks one message read, or all when messageId is absent. */
export interface ReadMessageRequest {
  messageId?: string;
}
export type ReadMessageResponse = null;

// ── Popups ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Popup info: the user's popup preferences and whether new data arrived since the last poll. Seed 000 §4: popups
 * show when the preference is off — the flags say "popups switched off", so 0 (the default) shows them.
 */
export interface PopUpInfo {
  popUpAlarm: Flag;
  popUpException: Flag;
  hasAlarmNewData: boolean;
  hasExceptionNewData: boolean;
  /** Text to speak as a voice broadcast; '' for none. */
  voiceMessage: string;
}

/** GET /alarm/getPopUpInfo. */
export interface GetPopUpInfoRequest {
  lastAlarmTime: EpochMs;
  lastExceptionTime: EpochMs;
}
export type GetPopUpInfoResponse = PopUpInfo;

/** POST /alarm/savePopUpSet: the client sends the popup info object; only the preferences are stored. */
export type SavePopUpSetRequest = Pick<PopUpInfo, 'popUpAlarm' | 'popUpException'>;
export type SavePopUpSetResponse = null;

/** Whether a popup preference flag lets popups (and their voice) through: only when it is off (0). */
export function popupsShown(flag: Flag): boolean {
  return flag === 0;
}

/** voiceBroadCast: speaks the text; the answer is an audio blob. */
export interface VoiceBroadCastRequest {
  text: string;
}

// ── Sentry reply ──────────────────────────────────────────────────────────────────────────────────────────────

/** POST /sentry/reply. */
export interface SentryReplyRequest {
  answerContent: string;
  platId: string;
  msgId: string;
}
/** The next sentry message to show, or null to close the box. */
export type SentryReplyResponse = SentryInfo | null;

// ── Business info, licence, guide ─────────────────────────────────────────────────────────────────────────────

/** getBusinessInfo: whether the company is offered the business loan and where its QR code points. */
export interface BusinessInfo {
  isLoanCorp: boolean;
  wechatUrl: string;
}
export type GetBusinessInfoResponse = BusinessInfo;

/** Customer licence form (seed 000 §3). */
export interface LicenceForm {
  /** Region codes chosen in the selector: province, city, county. */
  citys: string[];
  provinceName: string;
  cityName: string;
  countyName: string;
  /** Region code of the chosen county. */
  bin: string;
  /** Food business licence number: exactly 12 digits. */
  foodBusiLicNum: string;
  registerAddress: string;
}

/** POST /companyInfo/addLicense: the licence form without citys. */
export type AddLicenseRequest = Omit<LicenceForm, 'citys'>;
export type AddLicenseResponse = null;
/** GET /companyInfo/haveLicense: true when the company has given its licence number. */
export type HaveLicenseResponse = boolean;

/** Common settings of the shell: the operational guide bit mask (GUIDE_BITS). */
export interface CommonSettings {
  operationalGuide: number;
}
export type UpdateOperationalGuideRequest = CommonSettings;
export type UpdateOperationalGuideResponse = null;

// ── Password ──────────────────────────────────────────────────────────────────────────────────────────────────

/** GET /user/getPasswordOverdue. */
export interface PasswordOverdue {
  /** The server says the change dialog should show. */
  display: boolean;
  /** Mandatory: the dialog closes only after a successful change. */
  necessary: boolean;
  content: string;
  lastPasswordModifiedTime: EpochMs | null;
}
export type GetPasswordOverdueResponse = PasswordOverdue;

/** The password-change notice as kept in the browser. */
export interface PasswordNotice extends PasswordOverdue {
  /** The user has dismissed it. */
  isLook: boolean;
  userId: number;
}

/** GET /user/getModifyPasswordInfo. */
export interface PasswordDetail {
  /** Required strength of the new password. */
  passwordLevel: PasswordStrength;
  passwordModifiedTime: EpochMs | null;
}
export type GetModifyPasswordInfoResponse = PasswordDetail;

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
/** PUT /user/modifyPassword. */
export type ModifyPasswordRequest = PasswordForm;
export type ModifyPasswordResponse = null;
