import { isSentryReplyOpen, LIMITS, type ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { pendingSentry } from './pendingSentry';

/**
 * Answers a duty check of the caller's company within the 5-minute window; the answer carries the next pending
 * check so the box can show it at once.
 */
export const sentryReply: EndpointHandler<typeof ENDPOINTS.sentryReply> = async (ctx) => {
  const user = requireUser(ctx);
  const now = ctx.deps.now();
  const { msgId, platId, answerContent } = ctx.input;
  const row = await ctx.db
    .selectFrom('sentry_messages')
    .select(['insert_time', 'answered_at'])
    .where('msg_id', '=', msgId)
    .where('plat_id', '=', platId)
    .where('company_id', '=', user.companyId)
    .executeTakeFirst();
  if (!row || row.answered_at !== null) throw businessFailure('errors.sentryNotFound');
  if (!isSentryReplyOpen(Number(row.insert_time), now)) {
    throw businessFailure('errors.sentryReplyExpired', { minutes: LIMITS.sentryReplyWindowMs / 60_000 });
  }
  const result = await ctx.db
    .updateTable('sentry_messages')
    .set({ answer: answerContent, answered_by: user.userId, answered_at: now })
    .where('msg_id', '=', msgId)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  // Someone else of the company answered in between.
  if (Number(result.numUpdatedRows) === 0) throw businessFailure('errors.sentryNotFound');
  return pendingSentry(ctx.db, user.companyId, now);
};
