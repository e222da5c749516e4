import { passwordFormSchema, type ENDPOINTS } from '@roadwatch/core';
import { hashPassword, verifyPassword } from '../../auth/password';
import { deleteOtherSessions } from '../../auth/sessionStore';
import { translateIssue } from '@roadwatch/core/i18n';
import { ApiFailure, businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { requiredStrength } from './passwordPolicy';

/**
 * Changes the caller's password. The form is checked again at the user's own required strength (the endpoint
 * schema only knows the rules common to every level), then the old password is verified; nothing is written
 * unless everything holds. The user's other sessions end with the change.
 */
export const modifyPassword: EndpointHandler<typeof ENDPOINTS.modifyPassword> = async (ctx) => {
  const user = requireUser(ctx);
  const row = await ctx.db
    .selectFrom('users')
    .select(['password_hash', 'password_level'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  const parsed = passwordFormSchema(requiredStrength(row.password_level)).safeParse(ctx.input);
  const issue = parsed.error?.issues[0];
  if (issue) {
    // The same answer as a schema refusal: 400 naming the field and the broken rule.
    throw new ApiFailure(400, 'errors.badRequest', {
      field: issue.path.join('.'),
      reason: translateIssue(ctx.t, issue),
    });
  }
  if (!parsed.success) throw new ApiFailure(400, 'errors.http400');
  const form = parsed.data;
  if (!(await verifyPassword(form.oldPassword, row.password_hash)))
    throw businessFailure('errors.wrongOldPassword');
  if (form.newPassword === form.oldPassword) throw businessFailure('errors.samePassword');
  const passwordHash = await hashPassword(form.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, password_modified_at: ctx.deps.now(), must_change_password: 0 })
      .where('id', '=', user.userId)
      .execute();
    // Whoever knew the old password is signed out everywhere; this session goes on.
    await deleteOtherSessions(trx, user.userId, user.tokenHash);
  });
  return null;
};
