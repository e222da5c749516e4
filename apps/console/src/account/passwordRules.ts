import { checkPasswordForm, type PasswordForm, type PasswordStrength } from '@roadwatch/core';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/**
 * antd rules for the password form, one per field, all from the core validator the server runs
 * (checkPasswordForm): each broken rule shows its own message (seed 000 §5 "New password").
 */
export function passwordRules(field: keyof PasswordForm, level: PasswordStrength, t: TFunction): FormRule[] {
  return [
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        const values: PasswordForm = {
          oldPassword: String(getFieldValue('oldPassword') ?? ''),
          newPassword: String(getFieldValue('newPassword') ?? ''),
          confirmPassword: String(getFieldValue('confirmPassword') ?? ''),
          [field]: typeof value === 'string' ? value : '',
        };
        const message = checkPasswordForm(values, level)[field];
        if (message) throw new Error(t(message));
      },
    }),
  ];
}
