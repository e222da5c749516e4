import { z } from 'zod';
import type { PasswordForm } from '../types/shell';
import { VMSG, type ValidationMessage } from './messages';
import { checkNewPassword, type PasswordStrength } from './password';

export type PasswordFormErrors = Partial<Record<keyof PasswordForm, ValidationMessage>>;

/**
 * Every field's first broken rule (seed 000 §5): old required; new per checkNewPassword at the user's required
 * strength; confirmation required and equal to the new password. Empty object when the form is valid.
 */
export function checkPasswordForm(form: PasswordForm, requiredLevel: PasswordStrength): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  if (form.oldPassword.length === 0) errors.oldPassword = VMSG.required;
  const newError = checkNewPassword(form.newPassword, requiredLevel);
  if (newError) errors.newPassword = newError;
  if (form.confirmPassword.length === 0) errors.confirmPassword = VMSG.required;
  else if (form.confirmPassword !== form.newPassword) errors.confirmPassword = VMSG.passwordMismatch;
  return errors;
}

/** PUT /user/modifyPassword body at a required strength (the server knows the user's level). */
export function passwordFormSchema(requiredLevel: PasswordStrength) {
  return z
    .strictObject({
      oldPassword: z.string({ error: VMSG.required }).max(64, { error: VMSG.tooLong }),
      newPassword: z.string({ error: VMSG.required }).max(64, { error: VMSG.tooLong }),
      confirmPassword: z.string({ error: VMSG.required }).max(64, { error: VMSG.tooLong }),
    })
    .superRefine((form, ctx) => {
      for (const [field, message] of Object.entries(checkPasswordForm(form, requiredLevel))) {
        ctx.addIssue({ code: 'custom', message, path: [field], input: form });
      }
    });
}
