import type { ENDPOINTS } from '@roadwatch/core';
import { businessFailure } from '../../http/apiFailure';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { loadPermittedMenus } from './permittedMenus';

/** Replaces the user's favourites with the given keys, in order. One unknown or unpermitted key refuses all. */
export const saveUserFavorite: EndpointHandler<typeof ENDPOINTS.saveUserFavorite> = async (ctx) => {
  const user = requireUser(ctx);
  const perm = await loadPermittedMenus(ctx.db, user.roleId);
  const keys = [...new Set(ctx.input)];
  if (keys.some((key) => !perm.menus.has(key))) throw businessFailure('errors.menuNotPermitted');
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_favorites').where('user_id', '=', user.userId).execute();
    if (keys.length > 0) {
      await trx
        .insertInto('user_favorites')
        .values(keys.map((menu_key, sort) => ({ user_id: user.userId, menu_key, sort })))
        .execute();
    }
  });
  return null;
};
