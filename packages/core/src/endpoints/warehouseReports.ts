import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { Page } from '../api/envelope';
import { LIMITS } from '../constants';
import { ONLINE_RATE_DAYS } from '../types/kioskBoards';
import { checkDateRange, epochMs } from '../validators/dateRange';
import { VMSG } from '../validators/messages';
import type { BlobBody } from './alarmHandling';

/** One temperature point on the warehouse monitor board: its limits and its latest reading (null: none yet). */
export interface WarehouseBoardPoint {
  pointId: number;
  probeNo: number;
  name: string;
  minC: number;
  maxC: number;
  valueC: number | null;
  /** TEMPERATURE_POINT_STATE of the latest reading; null when the point never reported. */
  state: number | null;
  time: number | null;
}

export interface WarehouseBoardSite {
  siteId: number;
  name: string;
  departmentName: string;
  terminalPhone: string;
  points: WarehouseBoardPoint[];
}

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

/** A warehouse's temperature alarms in a range, counted by type (TEMPERATURE_ALARM: 1 too warm, 2 too cold). */
export interface WarehouseAlarmSummaryRow {
  siteId: number;
  name: string;
  departmentName: string;
  high: number;
  low: number;
  total: number;
}

export interface WarehouseAlarmSummaryAnswer {
  rows: WarehouseAlarmSummaryRow[];
  totals: { high: number; low: number; total: number };
}

export interface WarehouseAlarmRow {
  guid: string;
  siteId: number;
  siteName: string;
  pointName: string;
  secondType: number;
  level: number;
  beginTime: number;
  endTime: number | null;
}

/** Most days one warehouse alarm summary spans. */
export const WAREHOUSE_ALARM_MAX_DAYS = 31;

const id = z
  .number({ error: VMSG.required })
  .int({ error: VMSG.integer })
  .min(1, { error: VMSG.tooSmall })
  .max(2_147_483_647, { error: VMSG.tooBig });

function refineRange(value: { bTime: number; eTime: number }, ctx: z.RefinementCtx): void {
  const issue = checkDateRange(value.bTime, value.eTime, { maxDays: WAREHOUSE_ALARM_MAX_DAYS });
  if (!issue) return;
  const path = [issue.path === 'startTime' ? 'bTime' : 'eTime'];
  if (issue.maximum === undefined)
    ctx.addIssue({ code: 'custom', message: issue.message, path, input: value });
  else
    ctx.addIssue({
      code: 'too_big',
      origin: 'date',
      maximum: issue.maximum,
      inclusive: true,
      message: issue.message,
      path,
      input: value,
    });
}

const rangeFields = { bTime: epochMs, eTime: epochMs };

export const warehouseAlarmSummaryRequest = z.strictObject(rangeFields).superRefine(refineRange);
export const warehouseAlarmDetailRequest = z
  .strictObject({
    ...rangeFields,
    siteId: id,
    /** Absent: every type (the total's count). */
    secondType: z.union([z.literal(1), z.literal(2)], { error: VMSG.invalid }).optional(),
    curPage: id.max(100_000, { error: VMSG.tooBig }),
    pageSize: z
      .number({ error: VMSG.invalid })
      .refine((n) => (LIMITS.pageSizeOptions as readonly number[]).includes(n), { error: VMSG.invalid }),
  })
  .superRefine(refineRange);

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
