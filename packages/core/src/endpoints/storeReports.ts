import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { Page } from '../api/envelope';
import { listPage, rowId } from '../resources/defineResource';
import { VMSG } from '../validators/messages';
import { TEMPERATURE_POINT_STATE } from '../states';
import type { BlobBody } from './alarmHandling';
import {
  siteAlarmDetailRequest,
  siteAlarmSummaryRequest,
  type SiteAlarmRow,
  type SiteAlarmSummaryAnswer,
  type SiteBoardPoint,
  type SiteBoardSite,
} from './siteReports';

/**
 * A freezer counts as online when its latest reading carried a temperature (not an offline marker) and is at
 * most this old; a store is online when one of its freezers is.
 */
export const STORE_ONLINE_WITHIN_MS = 10 * 60_000;

/** Online: the latest reading carried a temperature and is at most `STORE_ONLINE_WITHIN_MS` old. */
export function isFreezerOnline(point: SiteBoardPoint, now: number): boolean {
  return (
    point.time !== null &&
    point.state !== TEMPERATURE_POINT_STATE.offline &&
    point.valueC !== null &&
    now - point.time <= STORE_ONLINE_WITHIN_MS
  );
}

/**
 * When a freezer that reported before stopped counting as online: the time of its latest reading (the logger's
 * offline marker, or the last temperature heard); null while online or when it never reported.
 */
export function freezerOfflineSince(point: SiteBoardPoint, now: number): number | null {
  if (point.time === null || isFreezerOnline(point, now)) return null;
  return point.time;
}

/** A store on the alarm map: where it is and its temperature alarms not yet ended. */
export interface StoreAlarmMapSite {
  siteId: number;
  name: string;
  address: string;
  departmentName: string;
  longitude: number;
  latitude: number;
  /** Open (not ended) temperature alarms: too warm, too cold, all. */
  high: number;
  low: number;
  total: number;
  /** Begin time of the newest open alarm. */
  latestTime: number;
  /** Names of the freezers with an open alarm, by probe number. */
  freezers: string[];
}

/** A store's card on the dashboard. */
export interface StoreDashboardCard {
  siteId: number;
  name: string;
  departmentName: string;
  terminalPhone: string;
  /** Freezers online (`STORE_ONLINE_WITHIN_MS`). */
  online: number;
  /** Freezers with an open temperature alarm. */
  inAlarm: number;
  freezers: SiteBoardPoint[];
}

/** One binding of a logger to a store: from when to when (null: still bound) and who saved it. */
export interface SiteBindingRow {
  id: number;
  siteId: number;
  siteName: string;
  terminalPhone: string;
  boundTime: number;
  unboundTime: number | null;
  operatorName: string;
}

export const storeBindingHistoryRequest = z.strictObject({
  /** Absent: every store in scope. */
  siteId: rowId.optional(),
  keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
  ...listPage,
});
export type StoreBindingHistoryRequest = z.input<typeof storeBindingHistoryRequest>;

/** Store monitor, warning summary (with its detail and .xlsx export), alarm map, dashboard, binding history. */
export const storeReportEndpoints = {
  storeBoard: endpoint<SiteBoardSite[]>()({
    name: 'storeBoard',
    method: 'POST',
    module: 'coldChain',
    path: '/store/board',
    access: { operationId: 'storeMonitor' },
    request: z.strictObject({}),
  }),
  storeAlarmSummary: endpoint<SiteAlarmSummaryAnswer>()({
    name: 'storeAlarmSummary',
    method: 'POST',
    module: 'coldChain',
    path: '/store/warningSummary',
    access: { operationId: 'storeWarningSummary' },
    request: siteAlarmSummaryRequest,
  }),
  storeAlarmDetail: endpoint<Page<SiteAlarmRow>>()({
    name: 'storeAlarmDetail',
    method: 'POST',
    module: 'coldChain',
    path: '/store/warningSummary/detail',
    access: { operationId: 'storeWarningSummary' },
    request: siteAlarmDetailRequest,
  }),
  exportStoreAlarmSummary: endpoint<BlobBody>()({
    name: 'exportStoreAlarmSummary',
    method: 'POST',
    module: 'coldChain',
    path: '/store/warningSummary/export',
    access: { operationId: 'storeWarningSummary:export' },
    request: siteAlarmSummaryRequest,
    blob: true,
  }),
  storeAlarmMap: endpoint<StoreAlarmMapSite[]>()({
    name: 'storeAlarmMap',
    method: 'POST',
    module: 'coldChain',
    path: '/store/alarmMap',
    access: { operationId: 'storeAlarmMap' },
    request: z.strictObject({}),
  }),
  storeDashboard: endpoint<StoreDashboardCard[]>()({
    name: 'storeDashboard',
    method: 'POST',
    module: 'coldChain',
    path: '/store/dashboard',
    access: { operationId: 'storeDashboard' },
    request: z.strictObject({}),
  }),
  storeBindingHistory: endpoint<Page<SiteBindingRow>>()({
    name: 'storeBindingHistory',
    method: 'POST',
    module: 'coldChain',
    path: '/store/bindingHistory',
    access: { operationId: 'storeEquipmentHistory' },
    request: storeBindingHistoryRequest,
  }),
};
