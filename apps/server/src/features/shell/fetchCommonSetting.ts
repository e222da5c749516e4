import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { SAME_ORIGIN_ADDRESSES } from '../menu/platformHosts';
import { trackSettingsFor } from '../personalize/trackSettingsFor';
import { effectiveGuideMask } from './guideMask';

/**
 * The guide bits of the caller, the track display settings (personal settings; the defaults until a user changes them), and the
 * configured platform hosts and app download address the shell opens search results and the app page with.
 */
export const fetchCommonSetting: EndpointHandler<typeof ENDPOINTS.fetchCommonSetting> = async (ctx) => {
  const user = requireUser(ctx);
  const row = await ctx.db
    .selectFrom('users')
    .select(['operational_guide', 'licence_dismissed_at'])
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  const dismissedAt = row.licence_dismissed_at === null ? null : Number(row.licence_dismissed_at);
  const platform = ctx.deps.platform ?? SAME_ORIGIN_ADDRESSES;
  return {
    operationalGuide: effectiveGuideMask(row.operational_guide, dismissedAt, ctx.deps.now()),
    trackSettings: await trackSettingsFor(ctx.db, user.userId),
    hosts: { ...platform.hosts },
    appDownloadUrl: platform.appDownloadUrl,
  };
};
