import { z } from 'zod';
import { VMSG } from './messages';

/** Mainland mobile numbers: 11 digits starting 13–19. */
const MOBILE = /^1[3-9]\d{9}$/;

export function isMobilePhone(value: string): boolean {
  return MOBILE.test(value);
}

export const mobilePhone = z
  .string({ error: VMSG.required })
  .trim()
  .min(1, { error: VMSG.required, abort: true })
  .regex(MOBILE, { error: VMSG.mobilePhone });
