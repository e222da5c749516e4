import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';

/** The user's saved map type and the configured AMap key (null: the console draws the offline map). */
export const getMapConfig: EndpointHandler<typeof ENDPOINTS.getMapConfig> = async (ctx) => {
  const user = requireUser(ctx);
  const row = await ctx.db
    .selectFrom('users')
    .select('default_map_type')
    .where('id', '=', user.userId)
    .executeTakeFirstOrThrow();
  return { mapType: row.default_map_type, amapKey: ctx.deps.amapKey ?? null };
};

/** Saves the map type index the user switched to. */
export const saveDefaultMapType: EndpointHandler<typeof ENDPOINTS.saveDefaultMapType> = async (ctx) => {
  const user = requireUser(ctx);
  await ctx.db
    .updateTable('users')
    .set({ default_map_type: ctx.input.mapType })
    .where('id', '=', user.userId)
    .execute();
  return null;
};
