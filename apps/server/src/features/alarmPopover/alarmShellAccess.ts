import { ALARM_CLASS, DAY_MS, LIMITS, type AlarmClass } from '@roadwatch/core';
import { ApiFailure } from '../../http/apiFailure';
import type { UserAuth } from '../../scope/authContext';

/** The processing page of each alarm class; its operations gate the popover's buttons. */
export const ALARM_CLASS_PAGES: Readonly<Record<AlarmClass, string>> = {
  [ALARM_CLASS.vehicle]: 'vehicleAlarmProcessing',
  [ALARM_CLASS.store]: 'storeAlarmProcessing',
  [ALARM_CLASS.storage]: 'storageAlarmProcessing',
};
export const ABNORMAL_PAGE = 'equipAbnormalHandle';

/** The popovers show the last 30 days, at most this many rows. */
export const POPOVER_DAYS = LIMITS.popoverDays;
export const POPOVER_MAX_ROWS = LIMITS.popoverMaxRows;

export function popoverSince(now: number): number {
  return now - POPOVER_DAYS * DAY_MS;
}

/** Alarm classes whose processing page the user may open: only those alarms reach the popover. */
export function permittedAlarmClasses(ops: ReadonlySet<string>): AlarmClass[] {
  return (Object.entries(ALARM_CLASS_PAGES) as [string, string][])
    .filter(([, page]) => ops.has(page))
    .map(([cls]) => Number(cls) as AlarmClass);
}

/** 403 unless the role grants `<page>:<action>`. */
export async function requireOperation(user: UserAuth, operationId: string): Promise<void> {
  if (!(await user.operations()).has(operationId)) throw new ApiFailure(403, 'errors.noPermission');
}
