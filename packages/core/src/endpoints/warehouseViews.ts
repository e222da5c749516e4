import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { epochMs, refineDateRange } from '../validators/dateRange';
import { VMSG } from '../validators/messages';
import type { DailyPointFigures, HumidityState, StoredReading } from '../warehouse/warehouseDaily';
import type { BlobBody } from './alarmHandling';

/** A warehouse the caller may pick on a view (in the caller's scope). */
export interface WarehouseChoice {
  siteId: number;
  name: string;
  departmentName: string;
}

/** A point with its limits (°C, and %RH when humidity is watched). */
export interface WarehouseViewPoint {
  pointId: number;
  probeNo: number;
  name: string;
  minC: number;
  maxC: number;
  humidityMin: number | null;
  humidityMax: number | null;
}

/** Every view names the warehouses to pick from and the one it shows (null: none in scope). */
interface ChosenWarehouse {
  warehouses: WarehouseChoice[];
  siteId: number | null;
}

export interface WarehouseDailyAnswer extends ChosenWarehouse {
  dayStart: number;
  /** The GSP recording times of the day (every 30 minutes). */
  slotTimes: number[];
  points: (WarehouseViewPoint & DailyPointFigures)[];
}

/** A stored reading with its humidity (null: the logger reported none). */
export interface WarehouseCurveReading extends StoredReading {
  humidity: number | null;
}

export interface WarehouseDetailAnswer extends ChosenWarehouse {
  startTime: number;
  endTime: number;
  /** Each point's readings of the range, oldest first, thinned evenly to at most WAREHOUSE_CURVE_MAX_READINGS. */
  points: (WarehouseViewPoint & { readings: WarehouseCurveReading[] })[];
}

export interface WarehouseHumidityRow {
  time: number;
  humidity: number;
  valueC: number | null;
  state: HumidityState;
}

export interface WarehouseHumidityAnswer extends ChosenWarehouse {
  /** Each point's readings that carry a humidity, newest first, at most WAREHOUSE_HUMIDITY_MAX_ROWS per point. */
  points: (WarehouseViewPoint & { rows: WarehouseHumidityRow[]; total: number })[];
}

/** One warehouse card of the dashboard. */
export interface WarehouseDashboardCard {
  siteId: number;
  name: string;
  departmentName: string;
  /** Online: at least one point's latest reading has a value. */
  online: boolean;
  pointsOnline: number;
  pointsInAlarm: number;
  alarmsToday: number;
  points: (WarehouseViewPoint & { valueC: number | null; state: number | null; time: number | null })[];
}

/** Longest range of the detail curves and the humidity detail. */
export const WAREHOUSE_VIEW_MAX_DAYS = 7;
export const WAREHOUSE_CURVE_MAX_READINGS = 1_500;
export const WAREHOUSE_HUMIDITY_MAX_ROWS = 500;
/** The dashboard's refresh choices in seconds. */
export const WAREHOUSE_REFRESH_SECONDS = [5, 15, 30] as const;

const siteId = z
  .number({ error: VMSG.invalid })
  .int({ error: VMSG.integer })
  .min(1, { error: VMSG.tooSmall })
  .max(2_147_483_647, { error: VMSG.tooBig });

/** Absent siteId: the first warehouse in scope. */
export const warehouseDailyRequest = z.strictObject({
  siteId: siteId.optional(),
  /** Any moment of the China day. */
  dayTime: epochMs,
});

const rangeRequest = z
  .strictObject({ siteId: siteId.optional(), startTime: epochMs, endTime: epochMs })
  .superRefine(refineDateRange({ maxDays: WAREHOUSE_VIEW_MAX_DAYS }));

export type WarehouseDailyRequest = z.input<typeof warehouseDailyRequest>;

/** Warehouse daily monitor (with .xlsx export), humidity detail, dashboard and detail curves. */
export const warehouseViewEndpoints = {
  warehouseDaily: endpoint<WarehouseDailyAnswer>()({
    name: 'warehouseDaily',
    method: 'POST',
    module: 'coldChain',
    path: '/storage/daily',
    access: { operationId: 'storageDailyMonitor' },
    request: warehouseDailyRequest,
  }),
  exportWarehouseDaily: endpoint<BlobBody>()({
    name: 'exportWarehouseDaily',
    method: 'POST',
    module: 'coldChain',
    path: '/storage/daily/export',
    access: { operationId: 'storageDailyMonitor:export' },
    request: warehouseDailyRequest,
    blob: true,
  }),
  warehouseHumidity: endpoint<WarehouseHumidityAnswer>()({
    name: 'warehouseHumidity',
    method: 'POST',
    module: 'coldChain',
    path: '/storage/humidity',
    access: { operationId: 'storageHumidityDetail' },
    request: rangeRequest,
  }),
  warehouseDashboard: endpoint<WarehouseDashboardCard[]>()({
    name: 'warehouseDashboard',
    method: 'POST',
    module: 'coldChain',
    path: '/storage/dashboard',
    access: { operationId: 'storageDashboard' },
    request: z.strictObject({}),
  }),
  warehouseCurves: endpoint<WarehouseDetailAnswer>()({
    name: 'warehouseCurves',
    method: 'POST',
    module: 'coldChain',
    path: '/storage/curves',
    access: { operationId: 'storageDetail' },
    request: rangeRequest,
  }),
};
