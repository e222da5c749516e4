import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { messageTypeOf, toShellMessage, userMessages } from './shellMessage';

/**
 * One page of the message centre: the caller's messages (optionally only unread ones, or one type), newest
 * first, with their read state, plus the caller's unread count over all types for the tab badge.
 */
export const fetchMessageList: EndpointHandler<typeof ENDPOINTS.fetchMessageList> = async (ctx) => {
  const user = requireUser(ctx);
  const { curPage, pageSize, unreadOnly, msgType } = ctx.input;
  let query = userMessages(ctx.db, user.userId);
  if (unreadOnly) query = query.where('read_at', 'is', null);
  if (msgType) query = query.where('msg_type', '=', msgType);
  const count = (q: typeof query) =>
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
  const [total, unread, rows] = await Promise.all([
    count(query),
    count(userMessages(ctx.db, user.userId).where('read_at', 'is', null)),
    query
      .orderBy('pub_time', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((curPage - 1) * pageSize)
      .execute(),
  ]);
  return {
    data: rows.map((r) => ({
      ...toShellMessage(ctx.t, r),
      read: r.read_at !== null,
      msgType: messageTypeOf(r.msg_type),
    })),
    totalRecords: Number(total.n),
    unreadCount: Number(unread.n),
  };
};
