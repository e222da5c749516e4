import {
  ALARM_CLASS,
  ENDPOINTS,
  FLOATING_MESSAGE_SOURCES,
  LIMITS,
  popupsShown,
  type AbnormalItem,
  type AbnormalListResult,
  type AlarmAbnormalSummary,
  type AlarmClass,
  type AlarmListItem,
  type AlarmListResult,
  type PopUpInfo,
  type ShellMessage,
} from '@roadwatch/core';
import { proxy, ref } from 'valtio';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { browserStorage } from '../storage/browserStorage';
import { broadcastVoice } from './voiceBroadcast';

/** Shell calls survive route changes and report failures only to the log (seed 000 §7, "most failures … logged"). */
const SHELL_CALL = { cancelOnRouteChange: false, toast: false } as const;
/** A user action's call: a code 0 answer is toasted with the server's message. */
const ACTION_CALL = { cancelOnRouteChange: false } as const;

export interface CachedList<T> {
  data: T | null;
  /** When data arrived (epoch ms); 0 for never. */
  at: number;
  loading: boolean;
  failed: boolean;
}

export const POPUP_KINDS = ['alarm', 'exception'] as const;
export type PopupKind = (typeof POPUP_KINDS)[number];

export interface AlarmShellState {
  summary: AlarmAbnormalSummary | null;
  summaryAt: number;
  alarms: CachedList<AlarmListResult>;
  abnormal: CachedList<AbnormalListResult>;
  popupInfo: PopUpInfo | null;
  popups: Record<PopupKind, boolean>;
  /** Messages of the floating sources now on screen. */
  floating: ShellMessage[];
  /** The exception in the handling dialog / the detail view. */
  handling: AbnormalItem | null;
  detail: AbnormalItem | null;
}

const emptyList = <T>(): CachedList<T> => ({ data: null, at: 0, loading: false, failed: false });

function storedSummary(): { summary: AlarmAbnormalSummary | null; at: number } {
  const summary = browserStorage.read('alarmInfo') as AlarmAbnormalSummary | null;
  const at = browserStorage.read('alarmInfoTime') ?? 0;
  return summary && typeof summary.alarmCount === 'number' ? { summary, at } : { summary: null, at: 0 };
}

const restored = storedSummary();

/** The header's alarm area: badges, popover lists, popups, floating messages, dialogs. */
export const alarmShell = proxy<AlarmShellState>({
  summary: restored.summary ? ref(restored.summary) : null,
  summaryAt: restored.at,
  alarms: emptyList(),
  abnormal: emptyList(),
  popupInfo: null,
  popups: { alarm: false, exception: false },
  floating: [],
  handling: null,
  detail: null,
});

/**
 * Begin time of the newest alarm / exception the popups have reported; getPopUpInfo reports what began after it.
 * 0 after signing in: the session is told about the unprocessed events of the last 30 days once. Kept in storage,
 * so a window that takes the popups over (see popupLeadership) goes on from there.
 */
const seen = { alarm: 0, exception: 0 };
/** Whether this window shows the popups (only one window does). */
let leading = false;
/** Floating messages already shown on this page (each floats once). */
const floated = new Set<string>();
const popupTimers: Partial<Record<PopupKind, ReturnType<typeof setTimeout>>> = {};
const floatingTimers = new Map<string, ReturnType<typeof setTimeout>>();

const isFloating = (m: ShellMessage) => (FLOATING_MESSAGE_SOURCES as readonly number[]).includes(m.source);

// ── Summary (badges, messages) ────────────────────────────────────────────────────────────────────────────

export async function refreshSummary(): Promise<void> {
  try {
    const summary = await api.call(ENDPOINTS.fetchAlarmAbnormalMsg, {}, SHELL_CALL);
    const at = Date.now();
    alarmShell.summary = ref(summary);
    alarmShell.summaryAt = at;
    browserStorage.write('alarmInfo', summary as unknown as Record<string, unknown>);
    browserStorage.write('alarmInfoTime', at);
    floatNewMessages(summary.messageList);
  } catch (error) {
    logError('shellData', 'fetchAlarmAbnormalMsg failed', error);
  }
}

/** Refreshes the summary when it is older than `maxAgeMs` (stale data, navigation). */
export async function refreshSummaryIfOlderThan(maxAgeMs: number): Promise<void> {
  if (Date.now() - alarmShell.summaryAt > maxAgeMs) await refreshSummary();
  // A summary restored from storage still floats its messages on this page.
  else if (alarmShell.summary) floatNewMessages(alarmShell.summary.messageList);
}

/** The popover's list: messages of the other sources. */
export function listedMessages(
  summary: { readonly messageList: readonly ShellMessage[] } | null,
): ShellMessage[] {
  return (summary?.messageList ?? []).filter((m) => !isFloating(m));
}

// ── Popover lists ─────────────────────────────────────────────────────────────────────────────────────────

async function loadList<T>(
  list: CachedList<T>,
  fetcher: () => Promise<T>,
  force: boolean,
  what: string,
): Promise<T | null> {
  if (list.loading) return list.data;
  if (!force && list.data && Date.now() - list.at <= LIMITS.alarmStaleMs) return list.data;
  list.loading = true;
  try {
    const data = await fetcher();
    list.data = ref(data as object) as T;
    list.at = Date.now();
    list.failed = false;
    return data;
  } catch (error) {
    list.failed = true;
    logError('shellData', `${what} failed`, error);
    return null;
  } finally {
    list.loading = false;
  }
}

/** The alarm popover's list; reused while younger than LIMITS.alarmStaleMs unless forced. */
export function loadAlarms(force = false): Promise<AlarmListResult | null> {
  return loadList(
    alarmShell.alarms,
    () => api.call(ENDPOINTS.fetchAlarmList, {}, SHELL_CALL),
    force,
    'fetchAlarmList',
  );
}

export function loadAbnormal(force = false): Promise<AbnormalListResult | null> {
  return loadList(
    alarmShell.abnormal,
    () => api.call(ENDPOINTS.fetchAbnormalList, {}, SHELL_CALL),
    force,
    'fetchAbnormalList',
  );
}

const IGNORE_ENDPOINTS = {
  [ALARM_CLASS.vehicle]: ENDPOINTS.ignoreVehicleAlarm,
  [ALARM_CLASS.store]: ENDPOINTS.ignoreStoreAlarm,
  [ALARM_CLASS.storage]: ENDPOINTS.ignoreStorageAlarm,
} as const satisfies Record<AlarmClass, unknown>;

/** Ignores one alarm through the endpoint of its class; resolves false when the server refused. */
export async function ignoreAlarm(item: AlarmListItem): Promise<boolean> {
  try {
    await api.call(IGNORE_ENDPOINTS[item.alarmClass], [item.guid], ACTION_CALL);
  } catch {
    return false;
  }
  const list = alarmShell.alarms.data;
  if (list) {
    alarmShell.alarms.data = ref({
      ...list,
      alarmDataList: list.alarmDataList.filter((a) => a.guid !== item.guid),
    });
  }
  void refreshSummary();
  return true;
}

function dropException(guid: string): void {
  const list = alarmShell.abnormal.data;
  if (list) alarmShell.abnormal.data = ref({ ...list, exList: list.exList.filter((e) => e.guid !== guid) });
  void refreshSummary();
}

export async function ignoreException(item: AbnormalItem): Promise<boolean> {
  try {
    await api.call(ENDPOINTS.ignoreAbnormal, { guid: item.guid, vehicleId: item.vehicleId }, ACTION_CALL);
  } catch {
    return false;
  }
  dropException(item.guid);
  return true;
}

/** saveAbnormalHandleSuggestion; the server checks the remark with the same schema as the dialog. */
export async function handleException(item: AbnormalItem, handleRemark: string): Promise<boolean> {
  try {
    await api.call(
      ENDPOINTS.saveAbnormalHandleSuggestion,
      { handleRemark, bTime: item.bTime, guid: item.guid, vehicleId: item.vehicleId },
      ACTION_CALL,
    );
  } catch {
    return false;
  }
  dropException(item.guid);
  return true;
}

export function openHandling(item: AbnormalItem | null): void {
  alarmShell.handling = item ? ref(item) : null;
}

export function openDetail(item: AbnormalItem | null): void {
  alarmShell.detail = item ? ref(item) : null;
}

// ── Messages ──────────────────────────────────────────────────────────────────────────────────────────────

function floatNewMessages(messages: readonly ShellMessage[]): void {
  for (const message of messages) {
    if (!isFloating(message) || floated.has(message.messageId)) continue;
    floated.add(message.messageId);
    alarmShell.floating.push(ref(message));
    floatingTimers.set(
      message.messageId,
      setTimeout(() => hideFloating(message.messageId), LIMITS.popupHideMs),
    );
  }
}

export function hideFloating(messageId?: string): void {
  const hidden = messageId === undefined ? alarmShell.floating.map((m) => m.messageId) : [messageId];
  for (const id of hidden) {
    clearTimeout(floatingTimers.get(id));
    floatingTimers.delete(id);
  }
  alarmShell.floating = alarmShell.floating.filter((m) => !hidden.includes(m.messageId));
}

/** Marks one message read (or all when no id is given) and drops it from the popover and the floating box. */
export async function markRead(messageId?: string): Promise<boolean> {
  try {
    await api.call(ENDPOINTS.readMessage, messageId ? { messageId } : {}, ACTION_CALL);
  } catch {
    return false;
  }
  const summary = alarmShell.summary;
  if (summary) {
    const messageList = messageId ? summary.messageList.filter((m) => m.messageId !== messageId) : [];
    const removed = summary.messageList.length - messageList.length;
    alarmShell.summary = ref({
      ...summary,
      messageList,
      messageCount: messageId ? Math.max(0, summary.messageCount - removed) : 0,
    });
  }
  if (messageId) hideFloating(messageId);
  void refreshSummary();
  return true;
}

// ── Popups and voice ──────────────────────────────────────────────────────────────────────────────────────

/** While the pointer or focus is on the popups they stay: a notice must not vanish under the user's hand. */
let popupsHeld = false;

function armPopupHide(kind: PopupKind): void {
  clearTimeout(popupTimers[kind]);
  delete popupTimers[kind];
  if (!popupsHeld) popupTimers[kind] = setTimeout(() => hidePopup(kind), LIMITS.popupHideMs);
}

function showPopup(kind: PopupKind): void {
  alarmShell.popups[kind] = true;
  armPopupHide(kind);
}

/** Holds the shown popups (pointer or focus on them) or lets each hide a full 10 s after release. */
export function holdPopups(held: boolean): void {
  popupsHeld = held;
  for (const kind of POPUP_KINDS) if (alarmShell.popups[kind]) armPopupHide(kind);
}

export function hidePopup(kind: PopupKind): void {
  clearTimeout(popupTimers[kind]);
  delete popupTimers[kind];
  alarmShell.popups[kind] = false;
  // The popups' box is gone with the last one, and with it the pointer that held them.
  if (!POPUP_KINDS.some((k) => alarmShell.popups[k])) popupsHeld = false;
}

/**
 * Asks whether alarms or exceptions began after the newest this page has seen; shows the popups the user keeps
 * on, speaks the server's sentence, and refreshes the lists so the next poll starts from their newest entry.
 */
export async function pollPopups(): Promise<void> {
  if (!leading) return;
  let info: PopUpInfo;
  try {
    info = await api.call(
      ENDPOINTS.getPopUpInfo,
      { lastAlarmTime: seen.alarm, lastExceptionTime: seen.exception },
      SHELL_CALL,
    );
  } catch (error) {
    logError('shellData', 'getPopUpInfo failed', error);
    return;
  }
  alarmShell.popupInfo = ref(info);
  if (info.hasAlarmNewData && popupsShown(info.popUpAlarm)) showPopup('alarm');
  if (info.hasExceptionNewData && popupsShown(info.popUpException)) showPopup('exception');
  if (info.voiceMessage) void broadcastVoice(info.voiceMessage);
  // Only the poll moves `seen` forward: opening a popover must not swallow the next popup.
  const [alarms, exceptions] = await Promise.all([
    info.hasAlarmNewData ? loadAlarms(true) : null,
    info.hasExceptionNewData ? loadAbnormal(true) : null,
    info.hasAlarmNewData || info.hasExceptionNewData ? refreshSummary() : null,
  ]);
  const newestAlarm = alarms?.alarmDataList[0]?.beginTime;
  if (newestAlarm !== undefined) seen.alarm = Math.max(seen.alarm, newestAlarm);
  const newestException = exceptions?.exList[0]?.bTime;
  if (newestException !== undefined) seen.exception = Math.max(seen.exception, newestException);
  browserStorage.write('popupSeen', { ...seen });
}

/** This window now shows the popups: it goes on from what the previous one reported and polls at once. */
export function leadPopups(): void {
  const stored = browserStorage.read('popupSeen');
  if (stored) {
    seen.alarm = Math.max(seen.alarm, Number(stored.alarm) || 0);
    seen.exception = Math.max(seen.exception, Number(stored.exception) || 0);
  }
  leading = true;
  void pollPopups();
}

/** This window gives the popups up (signed out, or the header went away). */
export function stopLeadingPopups(): void {
  leading = false;
  hidePopup('alarm');
  hidePopup('exception');
}

/** Stores the user's popup preferences (savePopUpSet takes the popup info object). */
export async function savePopupSettings(change: Partial<Pick<PopUpInfo, 'popUpAlarm' | 'popUpException'>>) {
  const current = alarmShell.popupInfo;
  const next = {
    popUpAlarm: change.popUpAlarm ?? current?.popUpAlarm ?? 0,
    popUpException: change.popUpException ?? current?.popUpException ?? 0,
  };
  try {
    await api.call(ENDPOINTS.savePopUpSet, next, ACTION_CALL);
  } catch {
    return false;
  }
  alarmShell.popupInfo = ref({
    hasAlarmNewData: false,
    hasExceptionNewData: false,
    voiceMessage: '',
    ...current,
    ...next,
  });
  return true;
}
