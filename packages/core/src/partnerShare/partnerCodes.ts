import { z } from 'zod';
import { VMSG } from '../validators/messages';

/** A company's cooperation code (8 digits, unique, given once) and verification code (4 digits, renewable). */
export const PARTNER_CODE_LIMITS = {
  cooperationDigits: 8,
  verificationDigits: 4,
} as const;

export const cooperationCode = z
  .string({ error: VMSG.required })
  .trim()
  .min(1, { error: VMSG.required })
  .regex(/^\d{8}$/, { error: VMSG.cooperationCode });

export const verificationCode = z
  .string({ error: VMSG.required })
  .trim()
  .min(1, { error: VMSG.required })
  .regex(/^\d{4}$/, { error: VMSG.verificationCode });

/** The add dialog and request: the other company's pair of codes. */
export const partnerAddRequest = z.strictObject({ cooperationCode, verificationCode });

export interface PartnerCodes {
  cooperationCode: string;
  verificationCode: string;
}
