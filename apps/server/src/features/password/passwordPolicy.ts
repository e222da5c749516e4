import { DAY_MS, type PasswordStrength } from '@roadwatch/core';

/** A password older than this is overdue and the change dialog shows (not mandatory). */
export const PASSWORD_MAX_AGE_DAYS = 90;

/** The stored level as a strength the validators know (out-of-range values are clamped). */
export function requiredStrength(level: number): PasswordStrength {
  return level >= 2 ? 2 : level <= 0 ? 0 : 1;
}

export function isPasswordOverdue(modifiedAt: number, now: number): boolean {
  return now - modifiedAt > PASSWORD_MAX_AGE_DAYS * DAY_MS;
}
