import { EXPORT_SOURCES, reportSubscriptionResource, SUBSCRIPTION_LIMITS, type RowOf } from '@roadwatch/core';
import { sql } from 'kysely';
import { ApiFailure, businessFailure } from '../../http/apiFailure';
import { resourceHandlers } from '../../resources/resourceHandlers';

type Row = RowOf<typeof reportSubscriptionResource>;

/**
 * A user's own report subscriptions (nobody else sees or deletes them: their files reach only that user). A
 * subscription needs the report's export operation when it is made, as the report page's export button does, and
 * again at each delivery; a user holds at most SUBSCRIPTION_LIMITS.perUser of them.
 */
export const reportSubscriptionHandlers = resourceHandlers({
  resource: reportSubscriptionResource,
  table: 'report_subscriptions',
  scope: (auth) => sql`t.user_id = ${auth.userId} and t.company_id = ${auth.companyId}`,
  from: (db) => db.selectFrom('report_subscriptions as t'),
  select: (q) =>
    q.select([
      't.id as id',
      't.report as report',
      't.kind as kind',
      't.format as format',
      't.email as email',
      't.state as state',
      't.failure_key as failureKey',
      't.last_period_start as lastPeriodStart',
      't.last_delivered_at as lastDeliveredAt',
      't.created_at as createdAt',
    ]),
  toRow: (raw) =>
    ({
      ...(raw as Omit<Row, 'email'>),
      email: Number(raw.email) === 1,
      lastPeriodStart: raw.lastPeriodStart === null ? null : Number(raw.lastPeriodStart),
      lastDeliveredAt: raw.lastDeliveredAt === null ? null : Number(raw.lastDeliveredAt),
      createdAt: Number(raw.createdAt),
    }) as Row,
  sortColumns: { createdAt: 't.created_at' },
  filter: (q, f) => (typeof f.kind === 'string' ? q.where('t.kind', '=', f.kind) : q),
  toColumns: (s) => ({ report: s.report, kind: s.kind, format: s.format, email: s.email ? 1 : 0 }),
  insertColumns: (_trx, _s, ctx) => ({
    user_id: ctx.auth.userId,
    lang: ctx.lang,
    state: 'created',
    created_at: ctx.now,
  }),
  check: async (trx, s, ctx) => {
    if (!(await ctx.auth.operations()).has(EXPORT_SOURCES[s.report].operationId))
      throw new ApiFailure(403, 'errors.noPermission');
    const held = await trx
      .selectFrom('report_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', ctx.auth.userId)
      .executeTakeFirstOrThrow();
    if (ctx.id === null && Number(held.n) >= SUBSCRIPTION_LIMITS.perUser)
      throw businessFailure('errors.subscriptionLimit', { max: SUBSCRIPTION_LIMITS.perUser });
  },
});
