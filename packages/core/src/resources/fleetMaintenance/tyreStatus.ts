/**
 * A tyre's status: discarded once discarded; otherwise "change reminder" when its remaining mileage (the new-tyre
 * mileage limit less the kilometres run since the change) has come down to its reminder threshold, else normal.
 */
export const TYRE_STATUSES = ['normal', 'changeReminder', 'discarded'] as const;
export type TyreStatus = (typeof TYRE_STATUSES)[number];

export interface TyreFacts {
  limitKm: number;
  reminderKm: number;
  mileageAtChangeKm: number;
  /** The vehicle's odometer as last reported (null: never reported, the tyre has run nothing yet). */
  odometerKm: number | null;
  discarded: boolean;
}

/** Kilometres the tyre may still run: limit − (odometer − mileage at change). */
export function tyreRemainingKm(f: Pick<TyreFacts, 'limitKm' | 'mileageAtChangeKm' | 'odometerKm'>): number {
  const run = f.odometerKm === null ? 0 : Math.max(0, f.odometerKm - f.mileageAtChangeKm);
  return Math.round((f.limitKm - run) * 10) / 10;
}

export function deriveTyreStatus(f: TyreFacts): TyreStatus {
  if (f.discarded) return 'discarded';
  return tyreRemainingKm(f) <= f.reminderKm ? 'changeReminder' : 'normal';
}
