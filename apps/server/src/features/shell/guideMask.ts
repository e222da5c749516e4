import { GUIDE_BITS } from '@roadwatch/core';

/** A dismissed licence prompt comes back after this long (seed 000 §2.5). */
export const LICENCE_PROMPT_SNOOZE_MS = 24 * 3_600_000;

/**
 * The guide mask as the client should see it: the licence bit counts as set only for 24 h after the user
 * dismissed the prompt.
 */
export function effectiveGuideMask(stored: number, licenceDismissedAt: number | null, now: number): number {
  const dismissed = (stored & GUIDE_BITS.licence) !== 0;
  const snoozeOver = licenceDismissedAt === null || now - licenceDismissedAt >= LICENCE_PROMPT_SNOOZE_MS;
  return dismissed && snoozeOver ? stored & ~GUIDE_BITS.licence : stored;
}
