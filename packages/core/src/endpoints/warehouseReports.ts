import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { Page } from '../api/envelope';
import { ONLINE_RATE_DAYS } from '../types/kioskBoards';
import { epochMs } from '../validators/dateRange';
import { VMSG } from '../validators/messages';
import type { BlobBody } from './alarmHandling';
import {
  SITE_ALARM_MAX_DAYS,
  siteAlarmDetailRequest,
  siteAlarmSummaryRequest,
  type SiteAlarmRow,
  type SiteAlarmSummaryAnswer,
  type SiteAlarmSummaryRow,
  type SiteBoardPoint,
  type SiteBoardSite,
} from './siteReports';

export type WarehouseBoardPoint = SiteBoardPoint;
export type WarehouseBoardSite = SiteBoardSite;

/**
 * The temperature online rate. A point is expected to record once a minute: each whole minute of the window
 * [startTime, endTime) is one expected slot, and a slot is online when a reading with a value (not an offline
 * marker) falls in it. rate = online ÷ expected, 0…1; a warehouse's figures are the sums over its points.
 */
export interface OnlineRateFigures {
  expected: number;
  online: number;
  rate: number;
}

export interface WarehouseOnlineRatePoint extends OnlineRateFigures {
  pointId: number;
  probeNo: number;
  name: string;
}

export interface WarehouseOnlineRateSite extends OnlineRateFigures {
  siteId: number;
  name: string;
  departmentName: string;
  points: WarehouseOnlineRatePoint[];
}

export interface WarehouseOnlineRateAnswer {
  startTime: number;
  endTime: number;
  /** Expected slots of one point (minutes in the window). */
  minutes: number;
  warehouses: WarehouseOnlineRateSite[];
}

/** One expected recording slot per point. */
export const ONLINE_RATE_SLOT_MS = 60_000;

export type WarehouseAlarmSummaryRow = SiteAlarmSummaryRow;
export type WarehouseAlarmSummaryAnswer = SiteAlarmSummaryAnswer;
export type WarehouseAlarmRow = SiteAlarmRow;

/** Most days one warehouse alarm summary spans. */
export const WAREHOUSE_ALARM_MAX_DAYS = SITE_ALARM_MAX_DAYS;
export const warehouseAlarmSummaryRequest = siteAlarmSummaryRequest;
export const warehouseAlarmDetailRequest = siteAlarmDetailRequest;

export const warehouseOnlineRateRequest = z.strictObject({
  /** The periods the cold-chain board offers (2, 3, 7 or 30 days). */
  days: z.union(
    ONLINE_RATE_DAYS.map((d) => z.literal(d)),
    { error: VMSG.invalid },
  ),
  /** End of the window (exclusive), rounded down to a whole minute; absent: now. */
  endTime: epochMs.optional(),
});

export type WarehouseAlarmSummaryRequest = z.input<typeof warehouseAlarmSummaryRequest>;
export type WarehouseAlarmDetailRequest = z.input<typeof warehouseAlarmDetailRequest>;

/** Warehouse monitor board, temperature online rate and alarm summary (with its detail and .xlsx export). */
export const warehouseReportEndpoints = {
  warehouseBoard: endpoint<WarehouseBoardSite[]>()({
    name: 'warehouseBoard',
    method: 'POST',
    module: 'coldChain',
    path: '/storage/board',
    access: { operationId: 'storageMonitorBoard' },
    request: z.strictObject({}),
  }),
  warehouseOnlineRate: endpoint<WarehouseOnlineRateAnswer>()({
    name: 'warehouseOnlineRate',
    method: 'POST',
    module: 'coldChain',
    path: '/storage/onlineRate',
    access: { operationId: 'storageTempOnlineRate' },
    request: warehouseOnlineRateRequest,
  }),
  warehouseAlarmSummary: endpoint<WarehouseAlarmSummaryAnswer>()({
    name: 'warehouseAlarmSummary',
    method: 'POST',
    module: 'coldChain',
    path: '/storage/alarmSummary',
    access: { operationId: 'storageAlarmSummary' },
    request: warehouseAlarmSummaryRequest,
  }),
  warehouseAlarmDetail: endpoint<Page<WarehouseAlarmRow>>()({
    name: 'warehouseAlarmDetail',
    method: 'POST',
    module: 'coldChain',
    path: '/storage/alarmSummary/detail',
    access: { operationId: 'storageAlarmSummary' },
    request: warehouseAlarmDetailRequest,
  }),
  exportWarehouseAlarmSummary: endpoint<BlobBody>()({
    name: 'exportWarehouseAlarmSummary',
    method: 'POST',
    module: 'coldChain',
    path: '/storage/alarmSummary/export',
    access: { operationId: 'storageAlarmSummary:export' },
    request: warehouseAlarmSummaryRequest,
    blob: true,
  }),
};
