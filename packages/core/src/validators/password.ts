import { LIMITS } from '../constants';
import { VMSG, type ValidationMessage } from './messages';

/** 0: one class of digits/letters/symbols, 1: two classes, 2: all three (seed 000 §5). */
export type PasswordStrength = 0 | 1 | 2;

const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/u;
// Full-width forms and the ideographic space.
const FULL_WIDTH = /[\uff01-\uff5e\u3000\uffe0-\uffe6]/u;
const SPACE = /\s/u;

export function passwordStrength(pw: string): PasswordStrength {
  const classes = [/[0-9]/.test(pw), /[A-Za-z]/.test(pw), /[^0-9A-Za-z]/.test(pw)].filter(Boolean).length;
  return classes >= 3 ? 2 : classes === 2 ? 1 : 0;
}

/** The first rule a new password breaks, or null when it is acceptable. */
export function checkNewPassword(pw: string, requiredLevel: PasswordStrength): ValidationMessage | null {
  if (pw.length === 0) return VMSG.required;
  if (CHINESE.test(pw)) return VMSG.passwordChinese;
  if (FULL_WIDTH.test(pw)) return VMSG.passwordFullWidth;
  if (SPACE.test(pw)) return VMSG.passwordSpace;
  if (pw.length < LIMITS.passwordMin || pw.length > LIMITS.passwordMax) return VMSG.passwordLength;
  if (passwordStrength(pw) < requiredLevel) return VMSG.passwordWeak;
  return null;
}
