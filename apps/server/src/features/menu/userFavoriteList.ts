import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { findNode, menuForest, menuHref } from './menuNodes';
import { loadPermittedMenus } from './permittedMenus';

/** The user's favourites in their saved order; entries the role no longer reaches, or that cannot open, drop out. */
export const userFavoriteList: EndpointHandler<typeof ENDPOINTS.userFavoriteList> = async (ctx) => {
  const user = requireUser(ctx);
  const [perm, favourites] = await Promise.all([
    loadPermittedMenus(ctx.db, user.roleId),
    ctx.db
      .selectFrom('user_favorites')
      .select('menu_key')
      .where('user_id', '=', user.userId)
      .orderBy('sort')
      .orderBy('menu_key')
      .execute(),
  ]);
  const forest = menuForest(perm, ctx.lang);
  return favourites.flatMap(({ menu_key }) => {
    const node = findNode(forest, menu_key);
    const url = node ? menuHref(node) : '';
    return node && url ? [{ menuKey: node.menuKey, title: node.title, url, blank: node.blank }] : [];
  });
};
