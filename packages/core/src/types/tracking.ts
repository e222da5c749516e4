/**
 * Tracking records and tracking orders (seed 001 §3 "Tracking fields", §4 "Tracking order").
 * The seed gives report labels only; field names are chosen here in camelCase.
 */
import type { Page, PageParam } from '../api/envelope';
import type { DispatchState, TrackerBinding, TrackingOrderState } from '../states';
import type { EpochMs } from './scalars';

/** Sensor channels 1 to 16. */
export const SENSOR_CHANNELS = 16;

/** One row of a timing-tracking or tracking report. */
export interface TrackingRecord {
  vehiclePlate: string;
  trailerPlate: string;
  tractorPlate: string;
  locatingTime: EpochMs;
  reportTime: EpochMs;
  /** km/h. */
  speed: number;
  /** km. */
  mileage: number;
  /** Litres. */
  fuel: number | null;
  /** temperature 1 to 16 (°C), index 0 is channel 1; null where the channel is absent. */
  temperatures: (number | null)[];
  /** humidity 1 to 16 (%RH), as temperatures. */
  humidities: (number | null)[];
  loadStatus: 'empty' | 'half' | 'full' | null;
  /** Percent. */
  loadRate: number | null;
  wirelessTag: string;
  transportOrderNo: string;
  transportPlan: string;
  driverName: string;
  icCard: string;
  alarmCategory: string;
  alarmState: string;
  alarmContent: string;
}

/** A transport (tracking) order. */
export interface TrackingOrder {
  id: number;
  orderNo: string;
  planNo: string;
  vehicleId: number | null;
  regName: string;
  trackerId: string | null;
  trackerBinding: TrackerBinding;
  state: TrackingOrderState;
  dispatchState: DispatchState;
  origin: string;
  destination: string;
  plannedDeparture: EpochMs | null;
  plannedArrival: EpochMs | null;
  actualDeparture: EpochMs | null;
  actualArrival: EpochMs | null;
}

export interface TrackingOrderListRequest {
  pageParamVO: PageParam;
  state?: TrackingOrderState;
  keyword?: string;
  startTime?: EpochMs;
  endTime?: EpochMs;
}
export type TrackingOrderListResponse = Page<TrackingOrder>;

/** Tracking-order dashboard counts per state. */
export type TrackingOrderDashboard = Record<TrackingOrderState, number>;
