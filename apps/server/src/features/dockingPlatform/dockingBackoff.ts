import { DOCKING_LIMITS } from '@roadwatch/core';

/**
 * How long to wait after the `failures`-th consecutive failure: the base doubled per failure, capped, then spread
 * by ±20 % (`random` in [0, 1)) so partners coming back from an outage are not hit by every endpoint at once.
 */
export function dockingBackoffMs(failures: number, random: number): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 30);
  const delay = Math.min(DOCKING_LIMITS.backoffBaseMs * 2 ** exponent, DOCKING_LIMITS.backoffCapMs);
  return Math.round(delay * (0.8 + 0.4 * random));
}
