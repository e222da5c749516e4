import type { ENDPOINTS, FavouriteTreeNode, MenuNode } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inSection, menuForest, menuHref } from './menuNodes';
import { loadPermittedMenus } from './permittedMenus';

/** The permitted primary menu as a checkbox tree, favourites checked. */
export const userFavoriteMenuTree: EndpointHandler<typeof ENDPOINTS.userFavoriteMenuTree> = async (ctx) => {
  const user = requireUser(ctx);
  const [perm, favourites] = await Promise.all([
    loadPermittedMenus(ctx.db, user.roleId),
    ctx.db.selectFrom('user_favorites').select('menu_key').where('user_id', '=', user.userId).execute(),
  ]);
  const checked = new Set(favourites.map((f) => f.menu_key));
  const toFavourite = (node: MenuNode): FavouriteTreeNode => ({
    menuKey: node.menuKey,
    checked: checked.has(node.menuKey),
    children: node.children.map(toFavourite),
    detail: { title: node.title, url: menuHref(node), blank: node.blank },
  });
  return menuForest(perm, ctx.lang, inSection('main')).map(toFavourite);
};
