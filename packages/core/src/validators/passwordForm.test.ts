import { describe, expect, it } from 'vitest';
import { VMSG } from './messages';
import { checkPasswordForm, passwordFormSchema } from './passwordForm';

const valid = { oldPassword: 'Old#2025x', newPassword: 'Roadwatch@2026', confirmPassword: 'Roadwatch@2026' };

describe('password change form', () => {
  it('accepts a strong new password confirmed twice', () => {
    expect(checkPasswordForm(valid, 2)).toEqual({});
    expect(passwordFormSchema(2).parse(valid)).toEqual(valid);
  });

  it('requires every field', () => {
    expect(checkPasswordForm({ oldPassword: '', newPassword: '', confirmPassword: '' }, 0)).toEqual({
      oldPassword: VMSG.required,
      newPassword: VMSG.required,
      confirmPassword: VMSG.required,
    });
  });

  it('rejects a confirmation that differs from the new password', () => {
    expect(checkPasswordForm({ ...valid, confirmPassword: 'Roadwatch@2027' }, 2)).toEqual({
      confirmPassword: VMSG.passwordMismatch,
    });
  });

  it('applies the new-password rules at the user’s required strength', () => {
    const digitsAndLetters = { ...valid, newPassword: 'abc12345', confirmPassword: 'abc12345' };
    expect(checkPasswordForm(digitsAndLetters, 1)).toEqual({});
    expect(checkPasswordForm(digitsAndLetters, 2)).toEqual({ newPassword: VMSG.passwordWeak });
    expect(
      checkPasswordForm({ ...valid, newPassword: 'abc 1234#', confirmPassword: 'abc 1234#' }, 0),
    ).toEqual({
      newPassword: VMSG.passwordSpace,
    });
    expect(checkPasswordForm({ ...valid, newPassword: 'a1#', confirmPassword: 'a1#' }, 0)).toEqual({
      newPassword: VMSG.passwordLength,
    });
  });

  it('the schema reports each broken rule on its field', () => {
    const issues = passwordFormSchema(2).safeParse({ ...valid, newPassword: 'abc12345' }).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['newPassword', VMSG.passwordWeak],
      ['confirmPassword', VMSG.passwordMismatch],
    ]);
  });
});
