import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';

/** Stores the caller's popup preferences (the rest of the popup info object is ignored). */
export const savePopUpSet: EndpointHandler<typeof ENDPOINTS.savePopUpSet> = async (ctx) => {
  const user = requireUser(ctx);
  const values = { pop_up_alarm: ctx.input.popUpAlarm, pop_up_exception: ctx.input.popUpException };
  await ctx.db
    .insertInto('user_popup_settings')
    .values({ user_id: user.userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return null;
};
