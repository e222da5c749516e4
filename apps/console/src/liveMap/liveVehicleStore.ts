import {
  DANGEROUS_WINDOW_MS,
  HANDLE_STATUS,
  HAZARD_LEVEL,
  deriveOperationState,
  type LiveAlarm,
  type LiveException,
  type LiveServerMessage,
  type LiveVehicleState,
  type VehicleOperationState,
} from '@roadwatch/core';

/**
 * The live feed as the console keeps it: the last state per vehicle wins (a Map, replaced in place), open alarms and
 * exceptions by guid. No React and no timers here: `apply` only records and marks the store changed; the view reads
 * it at most once per animation frame (`frameScheduler`), so nothing queues behind a slow frame.
 */
export class LiveVehicleStore {
  readonly vehicles = new Map<number, LiveVehicleState>();
  /** Unprocessed vehicle alarms by guid (an alarm leaves when it is handled or ignored). */
  readonly alarms = new Map<string, LiveAlarm>();
  /** Device exceptions that have not ended, by guid. */
  readonly exceptions = new Map<string, LiveException>();
  /** Bumped by every change; a view redraws when it differs from what it drew. */
  version = 0;
  private readonly listeners = new Set<() => void>();

  apply(message: LiveServerMessage): void {
    switch (message.type) {
      case 'snapshot':
        this.vehicles.clear();
        this.alarms.clear();
        this.exceptions.clear();
        for (const v of message.vehicles) this.vehicles.set(v.vehicleId, v);
        for (const a of message.alarms) this.putAlarm(a);
        for (const e of message.exceptions) this.putException(e);
        break;
      case 'vehicles':
        for (const v of message.vehicles) this.vehicles.set(v.vehicleId, v);
        break;
      case 'vehiclesGone':
        // A partner's share stopped or its window passed: the vehicle leaves the map at once.
        for (const id of message.vehicleIds) this.vehicles.delete(id);
        break;
      case 'alarm':
        this.putAlarm(message.alarm);
        break;
      case 'exception':
        this.putException(message.exception);
        break;
      default:
        return;
    }
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /** Called after every change (cheap: listeners only schedule a frame). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Vehicle ids with at least one open (unprocessed, vehicle-class) alarm. */
  vehiclesWithOpenAlarms(): Set<number> {
    const ids = new Set<number>();
    for (const a of this.alarms.values()) if (a.vehicleId !== null) ids.add(a.vehicleId);
    return ids;
  }

  /** Operation states of every vehicle, in one pass over the alarms and exceptions. */
  operationStates(now: number): Map<number, VehicleOperationState> {
    const open = new Set<number>();
    const danger = new Set<number>();
    for (const a of this.alarms.values()) {
      if (a.vehicleId === null) continue;
      if (a.endTime === null) open.add(a.vehicleId);
      if (a.level >= HAZARD_LEVEL.high && a.beginTime > now - DANGEROUS_WINDOW_MS) danger.add(a.vehicleId);
    }
    const abnormal = new Set<number>();
    for (const e of this.exceptions.values()) abnormal.add(e.vehicleId);
    const states = new Map<number, VehicleOperationState>();
    for (const v of this.vehicles.values()) {
      states.set(
        v.vehicleId,
        deriveOperationState({
          online: v.online === 1,
          speedKmh: v.speedKmh,
          recentHighRisk: danger.has(v.vehicleId),
          openAlarm: open.has(v.vehicleId),
          openException: abnormal.has(v.vehicleId),
        }),
      );
    }
    return states;
  }

  private putAlarm(a: LiveAlarm): void {
    // Only vehicle alarms concern the map; a handled or ignored one is no longer open.
    if (a.alarmClass !== 1 || a.vehicleId === null) return;
    if (a.handleStatus === HANDLE_STATUS.unprocessed) this.alarms.set(a.guid, a);
    else this.alarms.delete(a.guid);
  }

  private putException(e: LiveException): void {
    if (e.endTime === null) this.exceptions.set(e.guid, e);
    else this.exceptions.delete(e.guid);
  }
}
