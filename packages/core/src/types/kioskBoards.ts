/**
 * What each wall-display board receives from its one server call (issue 6; seed 001 §1, §2 dashboards, §3, §4, §9).
 * Every number is an aggregation over the display's scope (company + department subtree) at `generatedAt`.
 * Counts by state are keyed by the state's name in core/states.ts, so a screen translates `<group>.<name>` and
 * colours by the same name everywhere.
 */
import type { ActiveSafetyEventKind, TrendWindow } from './activeSafety';
import type { DriverRiskKind } from '../alarmCatalogue';
import type {
  HazardLevel,
  TEMPERATURE_POINT_STATE,
  TRACKING_ORDER_STATE,
  TemperaturePointState,
  VEHICLE_OPERATION_STATE,
  VehicleOperationState,
} from '../states';
import type { DateText, EpochMs } from './scalars';
import type { BoardKind } from '../kiosk/displayConfig';

/** The seven driver-risk kinds (names of ACTIVE_SAFETY_EVENT_KIND). */
export type RiskKindName = Exclude<DriverRiskKind, 'other'>;
export type HazardLevelName = 'low' | 'medium' | 'high';
export type TempStateName = keyof typeof TEMPERATURE_POINT_STATE;
export type OperationStateName = keyof typeof VEHICLE_OPERATION_STATE;
export type TrackingOrderStateKey = keyof typeof TRACKING_ORDER_STATE;
/** sites.kind plus refrigerated vehicles. */
export type ColdChainSiteKind = 'warehouse' | 'store' | 'vehicle';

/** Online-rate windows of the cold-chain board in days (seed 001 §9: 2, 3, 7, 30 days). */
export const ONLINE_RATE_DAYS = [2, 3, 7, 30] as const;
/** The same windows as the board call's query parameter. */
export const ONLINE_RATE_WINDOWS = ['2', '3', '7', '30'] as const satisfies readonly `${OnlineRateDays}`[];
export type OnlineRateDays = (typeof ONLINE_RATE_DAYS)[number];
export type OnlineRateWindow = (typeof ONLINE_RATE_WINDOWS)[number];
/** Risk-trend windows of the safety board (seed 001 §9). */
export const RISK_TREND_WINDOWS = ['7d', '15d', '13w', '12m'] as const satisfies readonly TrendWindow[];

/** Most items a live list carries (the ticker keeps at most this many on screen too). */
export const KIOSK_TICKER_MAX = 20;
/** Rows of the "top" lists (riskiest drivers/vehicles, worst points, expiries). */
export const KIOSK_TOP_N = 8;

/** Share in percent with one decimal, null when the denominator is 0 (never a made-up 0 %). */
export type Percent = number | null;

// ── Safety ────────────────────────────────────────────────────────────────────────────────────────────────────

export interface SafetyTickerItem {
  guid: string;
  time: EpochMs;
  plate: string;
  driverName: string;
  kind: ActiveSafetyEventKind;
  kindName: RiskKindName;
  level: HazardLevel;
  handled: boolean;
}

export interface SafetyRanked {
  id: number;
  name: string;
  departmentName: string;
  events: number;
  highRisk: number;
  /** Today's driving score, null when driven under 1 hour or no driver. */
  score: number | null;
}

export interface SafetyBoardData {
  generatedAt: EpochMs;
  today: {
    total: number;
    byKind: Record<RiskKindName, number>;
    byLevel: Record<HazardLevelName, number>;
    /** Per kind, counts at [low, medium, high]. */
    byKindLevel: Record<RiskKindName, [number, number, number]>;
  };
  highRisk: {
    today: number;
    /** Still pending and raised more than 5 minutes ago (LIMITS.overdueHighRiskMs). */
    overdue: number;
    pending: number;
    /** Handled (processed) within 5 minutes of being raised. */
    handledInTime: number;
    /** handledInTime / today. */
    interventionRate: Percent;
  };
  trend: { window: TrendWindow; points: { label: DateText; events: number; highRisk: number }[] };
  scores: {
    /** Ten buckets 0–9, 10–19, … 90–100 of drivers scored today. */
    buckets: number[];
    scored: number;
    /** Score under SCORE_RULES.hazardBelow. */
    hazardDrivers: number;
    average: number | null;
  };
  riskiestDrivers: SafetyRanked[];
  riskiestVehicles: SafetyRanked[];
  /** Secondary departments (level 2) only, most events first. */
  departmentRanking: { id: number; name: string; vehicles: number; events: number; highRisk: number }[];
  ticker: SafetyTickerItem[];
}

// ── Cold chain ────────────────────────────────────────────────────────────────────────────────────────────────

export interface ColdChainPointNow {
  pointId: number;
  name: string;
  /** Site name, or the plate of a vehicle. */
  placeName: string;
  siteKind: ColdChainSiteKind;
  valueC: number | null;
  minC: number;
  maxC: number;
  state: TemperaturePointState;
  time: EpochMs | null;
}

export interface ColdChainProbe extends ColdChainPointNow {
  probeNo: number;
  /** Position in the warehouse, each 0–1 (x along the length, y height, z depth). */
  x: number;
  y: number;
  z: number;
}

export interface ColdChainBoardData {
  generatedAt: EpochMs;
  pointsByKind: Record<ColdChainSiteKind, Record<TempStateName, number>>;
  /** Points not normal, worst state first, then furthest beyond their range. */
  worst: ColdChainPointNow[];
  onlineRate: {
    window: OnlineRateWindow;
    rate: Percent;
    byKind: Record<ColdChainSiteKind, Percent>;
    daily: { date: DateText; rate: Percent }[];
  };
  /** Temperature alarms per day (last 14 days), high and low. */
  overTempTrend: { date: DateText; high: number; low: number }[];
  warehouse: { siteId: number; name: string; probes: ColdChainProbe[] } | null;
}

// ── Supervision ───────────────────────────────────────────────────────────────────────────────────────────────

export interface SupervisionBoardData {
  generatedAt: EpochMs;
  vehicles: {
    total: number;
    online: number;
    onlineRate: Percent;
    byState: Record<OperationStateName, number>;
  };
  /** Today, by secondary department. */
  departments: {
    id: number;
    name: string;
    vehicles: number;
    online: number;
    overspeed: number;
    fatigue: number;
  }[];
  /** Located vehicles as parallel arrays (compact for 10,000 vehicles); lon/lat WGS-84 rounded to 5 decimals. */
  located: { ids: number[]; lon: number[]; lat: number[]; state: VehicleOperationState[] };
  /** By the vehicle's current province; `name` as the offline China map spells it (上海, 浙江), alarms today. */
  provinces: { name: string; nameEn: string; vehicles: number; alarms: number }[];
}

// ── Vehicle operation kanban ──────────────────────────────────────────────────────────────────────────────────

export interface ExpiryItem {
  vehicleId: number;
  plate: string;
  kind: 'insurance' | 'certificate';
  expiry: EpochMs;
  /** Negative once expired. */
  daysLeft: number;
}

export interface OperationBoardData {
  generatedAt: EpochMs;
  mileage: { todayKm: number; monthKm: number; daily: { date: DateText; km: number }[] };
  /** Used = over 5 km that day; rate = used vehicle-days / (vehicles × 30). */
  utilisation: {
    rate: Percent;
    vehicles: number;
    usedToday: number;
    daily: { date: DateText; used: number }[];
  };
  /** Estimated from mileage × each vehicle's fuel_per_100km. */
  fuel: { todayL: number; monthL: number; per100km: number | null };
  activeVehicles: { today: number; online: number; total: number };
  orders: Record<TrackingOrderStateKey, number>;
  expiries: {
    insurance: { expired: number; nearExpiry: number };
    certificate: { expired: number; nearExpiry: number };
    soonest: ExpiryItem[];
  };
  topMileage: { vehicleId: number; plate: string; km: number }[];
}

/** Board data by kind; a new BoardKind without its data type fails to compile here. */
export type KioskBoardData = CheckedBoardData<{
  safety: SafetyBoardData;
  coldChain: ColdChainBoardData;
  supervision: SupervisionBoardData;
  operation: OperationBoardData;
}>;
type CheckedBoardData<T extends Record<BoardKind, unknown>> = T;
