import { GUIDE_BITS, type ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { effectiveGuideMask } from './guideMask';

/**
 * Stores the caller's guide bit mask (the schema admits only the known bits). Setting the licence bit records
 * the dismissal time, from which the prompt comes back after 24 h; resending it while the prompt is still
 * snoozed keeps the original time, so saving another guide bit does not extend the snooze.
 */
export const updateOperationalGuide: EndpointHandler<typeof ENDPOINTS.updateOperationalGuide> = async (
  ctx,
) => {
  const user = requireUser(ctx);
  const now = ctx.deps.now();
  const mask = ctx.input.operationalGuide;
  const row = await ctx.db
    .selectFrom('users')
    .select(['operational_guide', 'licence_dismissed_at'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  const previousAt = row.licence_dismissed_at === null ? null : Number(row.licence_dismissed_at);
  const wasSnoozed = (effectiveGuideMask(row.operational_guide, previousAt, now) & GUIDE_BITS.licence) !== 0;
  const dismissed = (mask & GUIDE_BITS.licence) !== 0;
  await ctx.db
    .updateTable('users')
    .set({
      operational_guide: mask,
      licence_dismissed_at: dismissed ? (wasSnoozed ? previousAt : now) : null,
    })
    .where('id', '=', user.userId)
    .execute();
  return null;
};
