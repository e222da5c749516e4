import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inSection, menuForest } from './menuNodes';
import { moduleSortFor } from '../personalize/moduleSortFor';
import { loadPermittedMenus } from './permittedMenus';

/**
 * The primary menu (section 'main') and the secondary top menu: every other section (today the user
 * dropdown, 'user'), as the role may see them.
 */
export const menuTree: EndpointHandler<typeof ENDPOINTS.menuTree> = async (ctx) => {
  const user = requireUser(ctx);
  const perm = await loadPermittedMenus(ctx.db, user.roleId);
  const isMain = inSection('main');
  // Top menus in the order the user chose in personal settings.
  const order = await moduleSortFor(ctx.db, user.userId);
  const main = menuForest(perm, ctx.lang, isMain).sort(
    (a, b) => order.indexOf(a.menuKey) - order.indexOf(b.menuKey),
  );
  return { main, sub: menuForest(perm, ctx.lang, (s) => !isMain(s)) };
};
