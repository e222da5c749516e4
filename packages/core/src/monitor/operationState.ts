import { VEHICLE_OPERATION_STATE, type VehicleOperationState } from '../states';

export interface OperationFacts {
  online: boolean;
  speedKmh: number;
  /** An unhandled high-risk alarm within the risk-tracking window (30 minutes). */
  recentHighRisk: boolean;
  /** An alarm that has not ended. */
  openAlarm: boolean;
  /** A device exception that has not ended. */
  openException: boolean;
}

/** How long an unhandled high-risk alarm keeps its vehicle "dangerous". */
export const DANGEROUS_WINDOW_MS = 30 * 60_000;

/**
 * A vehicle's operation state, most urgent first: a silent vehicle is offline whatever it last said; then dangerous
 * (fresh unhandled high risk), alarm, abnormal (device exception), running, stopped.
 */
export function deriveOperationState(f: OperationFacts): VehicleOperationState {
  if (!f.online) return VEHICLE_OPERATION_STATE.offline;
  if (f.recentHighRisk) return VEHICLE_OPERATION_STATE.dangerous;
  if (f.openAlarm) return VEHICLE_OPERATION_STATE.alarm;
  if (f.openException) return VEHICLE_OPERATION_STATE.abnormal;
  return f.speedKmh > 0 ? VEHICLE_OPERATION_STATE.running : VEHICLE_OPERATION_STATE.stopped;
}
