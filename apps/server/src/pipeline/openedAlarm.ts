import type { EffectiveAlarmRules } from '@roadwatch/core';

/** A vehicle alarm whose opening row is committed, with the vehicle's alarm settings in force at the time. */
export interface OpenedAlarm {
  guid: string;
  companyId: number;
  vehicleId: number;
  plate: string;
  firstType: number;
  secondType: number;
  level: number;
  beginTime: number;
  /** Set when the alarm was stored already ended (an event without duration). */
  endTime: number | null;
  lon: number | null;
  lat: number | null;
  /** The zone or line rule (or temperature point) the alarm belongs to; null for most alarms. */
  pointId: number | null;
  alarmRules: EffectiveAlarmRules;
  /** Picked up again after a restart, minutes late: notices still go out, photos would show another moment. */
  recovered?: boolean;
}

/**
 * Called once per vehicle alarm right after the batch holding its opening row committed, on the pipeline's event
 * loop: it must only queue its work and return (features/alarmEffects).
 */
export type AlarmOpenedHandler = (alarm: OpenedAlarm) => void;
