import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { inSection, menuForest } from './menuNodes';
import { loadPermittedMenus } from './permittedMenus';

/**
 * The primary menu (section 'main') and the secondary top menu: every other section (today the user
 * dropdown, 'user'), as the role may see them.
 */
export const menuTree: EndpointHandler<typeof ENDPOINTS.menuTree> = async (ctx) => {
  const perm = await loadPermittedMenus(ctx.db, requireUser(ctx).roleId);
  const isMain = inSection('main');
  return { main: menuForest(perm, ctx.lang, isMain), sub: menuForest(perm, ctx.lang, (s) => !isMain(s)) };
};
