import { INCUBATOR_STATUS_KEYS, INCUBATOR_STATUSES, type IncubatorStatus } from '@roadwatch/core';

export const STATUS_COLORS: Record<IncubatorStatus, string> = {
  1: 'green',
  2: 'default',
  3: 'orange',
  4: 'red',
};

/** i18n key of a status (an unknown number reads as in use). */
export function statusKey(status: number): string {
  const known = (INCUBATOR_STATUSES as readonly number[]).includes(status) ? (status as IncubatorStatus) : 1;
  return `incubator.statuses.${INCUBATOR_STATUS_KEYS[known]}`;
}
