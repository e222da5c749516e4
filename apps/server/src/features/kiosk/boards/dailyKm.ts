import { LIMITS } from '@roadwatch/core';
import type { Database } from '../../../db/connect';
import type { Scope } from '../../../scope/authContext';
import { chinaDayNumber, dayNumberStart } from './boardCalendar';
import { kmBetween, odometersAt, pastOdometersAt } from './vehicleDays';

/** Each vehicle's km on the last `LIMITS.usageDivisorDays` full China days and today so far. */
export interface DailyKm {
  /** China day number of index 0; index `days` is today. */
  firstDay: number;
  /** Full days before today (the usage divisor, 30). */
  days: number;
  /** km per day of each vehicle in scope, `days + 1` entries. */
  kmOf: (vehicleId: number) => number[];
}

/**
 * Mileage per vehicle and day from odometers at day boundaries: the past midnights memoised for an hour
 * (`pastOdometersAt`), then now. The operation board, the fleet boards and the car dashboard all read it.
 */
export async function dailyKmOfScope(db: Database, scope: Scope, now: number): Promise<DailyKm> {
  const days = LIMITS.usageDivisorDays;
  const firstDay = chinaDayNumber(now) - days;
  const midnights = Array.from({ length: days + 1 }, (_, i) => dayNumberStart(firstDay + i));
  const [past, current] = await Promise.all([
    pastOdometersAt(db, scope, midnights, now),
    odometersAt(db, scope, [now + 1]),
  ]);
  return {
    firstDay,
    days,
    kmOf: (id) => kmBetween([...(past.get(id) ?? midnights.map(() => null)), current.get(id)?.[0] ?? null]),
  };
}

/** A vehicle used on a day drove more than `LIMITS.usedVehicleDailyKm` (5 km) that day. */
export const usedOn = (km: number) => km > LIMITS.usedVehicleDailyKm;
