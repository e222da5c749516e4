import type { HazardLevel } from '../states';
import type { HandleStatus } from '../constants';

/** Alarm counts of one vehicle (or the totals) in the statistics summary. */
export interface AlarmStatCounts {
  total: number;
  /** Count per hazard level: low, medium, high. */
  low: number;
  medium: number;
  high: number;
  handled: number;
  unprocessed: number;
  ignored: number;
  /** Handled ÷ total, 0–1 (0 without alarms). */
  handledRate: number;
}

export interface AlarmStatRow extends AlarmStatCounts {
  vehicleId: number;
  plate: string;
  orgName: string;
}

export interface AlarmStatSummaryResponse {
  rows: AlarmStatRow[];
  totals: AlarmStatCounts;
}

/** Which count a summary cell holds, so the detail opens filtered to exactly those alarms. */
export interface AlarmStatCellFilter {
  vehicleId?: number;
  alarmLevel?: HazardLevel;
  handleStatus?: HandleStatus;
}

/** Device exceptions of one type, counted per China day of the range (same order as `days`). */
export interface ExceptionTypeSeries {
  type: number;
  typeName: string;
  counts: number[];
}

export interface ExceptionTopVehicle {
  vehicleId: number;
  plate: string;
  orgName: string;
  count: number;
}

/** The device exception analysis: counts by day stacked by type, and the ten vehicles with the most. */
export interface DeviceExceptionAnalysisResponse {
  /** China dates of the range, YYYY-MM-DD. */
  days: string[];
  series: ExceptionTypeSeries[];
  top: ExceptionTopVehicle[];
}

/** A row of the device exception detail report (field names as the old report's). */
export interface DeviceExceptionReportRow {
  guid: string;
  vehicleId: number;
  vehicleNo: string;
  orgName: string;
  equipmentType: number;
  equipmentTypeName: string;
  /** 1 ended, 0 still going. */
  alarmStatus: 0 | 1;
  alarmStatusName: string;
  /** The handling status: 0 unprocessed, 1 processed, 2 ignored. */
  handleType: number;
  handleTypeName: string;
  bTimeStr: string;
  eTimeStr: string;
  /** Seconds from start to end (to now while it goes on). */
  duration: number;
  /** Start and end position as "lon, lat" (no place names are stored). */
  bPlaceName: string;
  ePlaceName: string;
  /** The handling opinion. */
  reasonText: string;
}

/** One vehicle of the device exception summary: counts per exception type and the total duration. */
export interface DeviceExceptionSummaryRow {
  vehicleId: number;
  vehicleNo: string;
  orgName: string;
  /** Count by exception type number (types without exceptions are absent). */
  counts: Record<number, number>;
  total: number;
  /** Seconds, summed over the vehicle's exceptions. */
  duration: number;
}
