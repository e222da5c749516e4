import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { isPasswordOverdue, PASSWORD_MAX_AGE_DAYS } from './passwordPolicy';

/**
 * Whether the password-change dialog should show: mandatory for an initial password the user must change, a
 * reminder when the password is older than PASSWORD_MAX_AGE_DAYS.
 */
export const getPasswordOverdue: EndpointHandler<typeof ENDPOINTS.getPasswordOverdue> = async (ctx) => {
  const user = requireUser(ctx);
  const row = await ctx.db
    .selectFrom('users')
    .select(['must_change_password', 'password_modified_at'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  const modifiedAt = Number(row.password_modified_at);
  const necessary = row.must_change_password === 1;
  const overdue = isPasswordOverdue(modifiedAt, ctx.deps.now());
  return {
    display: necessary || overdue,
    necessary,
    content: necessary
      ? ctx.t('errors.passwordMustChange')
      : overdue
        ? ctx.t('errors.passwordOverdue', { days: PASSWORD_MAX_AGE_DAYS })
        : '',
    lastPasswordModifiedTime: modifiedAt,
  };
};
