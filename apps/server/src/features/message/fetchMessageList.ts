import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { toShellMessage, userMessages } from './shellMessage';

/** One page of the message centre: the caller's messages, newest first, with their read state. */
export const fetchMessageList: EndpointHandler<typeof ENDPOINTS.fetchMessageList> = async (ctx) => {
  const user = requireUser(ctx);
  const { curPage, pageSize, unreadOnly } = ctx.input;
  let query = userMessages(ctx.db, user.userId);
  if (unreadOnly) query = query.where('read_at', 'is', null);
  const total = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('pub_time', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((curPage - 1) * pageSize)
    .execute();
  return {
    data: rows.map((r) => ({ ...toShellMessage(ctx.t, r), read: r.read_at !== null })),
    totalRecords: Number(total.n),
  };
};
