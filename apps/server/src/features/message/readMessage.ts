import type { ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';

/** Marks one of the caller's messages read (another user's id is "not found"), or all when no id is given. */
export const readMessage: EndpointHandler<typeof ENDPOINTS.readMessage> = async (ctx) => {
  const user = requireUser(ctx);
  const now = ctx.deps.now();
  const { messageId } = ctx.input;
  if (messageId === undefined) {
    await ctx.db
      .updateTable('messages')
      .set({ read_at: now })
      .where('user_id', '=', user.userId)
      .where('read_at', 'is', null)
      .execute();
    return null;
  }
  const row = await ctx.db
    .selectFrom('messages')
    .select(['id', 'read_at'])
    .where('id', '=', Number(messageId))
    .where('user_id', '=', user.userId)
    .executeTakeFirst();
  if (!row) throw businessFailure('errors.notFound');
  if (row.read_at === null) {
    await ctx.db.updateTable('messages').set({ read_at: now }).where('id', '=', row.id).execute();
  }
  return null;
};
