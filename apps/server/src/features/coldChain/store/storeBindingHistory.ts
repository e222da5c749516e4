import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../../http/endpointHandler';
import { inScope } from '../../../scope/inScope';
import { containsText } from '../../../scope/likePattern';

/**
 * Which logger each store in scope was bound to and when, newest binding first: one row per binding (open ones
 * have no unbound time), optionally of one store or with the keyword in the store's name or the logger number.
 */
export const storeBindingHistory: EndpointHandler<typeof ENDPOINTS.storeBindingHistory> = async (ctx) => {
  const user = requireUser(ctx);
  const { siteId, keyword, curPage, pageSize } = ctx.input;
  let query = ctx.db
    .selectFrom('site_bindings as b')
    .innerJoin('sites as s', (join) =>
      join.onRef('s.id', '=', 'b.site_id').onRef('s.company_id', '=', 'b.company_id'),
    )
    .leftJoin('users as u', 'u.id', 'b.bound_by')
    .where(inScope(user, 'sites', 's'))
    .where('s.kind', '=', 'store');
  if (siteId !== undefined) query = query.where('s.id', '=', siteId);
  if (keyword)
    query = query.where((eb) =>
      eb.or([containsText('s.name', keyword), containsText('b.terminal_phone', keyword)] as never),
    );
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'b.id',
      's.id as site_id',
      's.name as site_name',
      'b.terminal_phone',
      'b.bound_at',
      'b.unbound_at',
      'u.user_name',
    ])
    .orderBy('b.bound_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(pageSize)
    .offset((curPage - 1) * pageSize)
    .execute();
  return {
    totalRecords: Number(counted.n),
    data: rows.map((r) => ({
      id: Number(r.id),
      siteId: Number(r.site_id),
      siteName: r.site_name,
      terminalPhone: r.terminal_phone,
      boundTime: Number(r.bound_at),
      unboundTime: r.unbound_at === null ? null : Number(r.unbound_at),
      operatorName: r.user_name ?? '',
    })),
  };
};
