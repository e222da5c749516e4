import type { ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { loadPermittedMenus } from './permittedMenus';

/** Every menu with a granted operation, flat, with its granted page and action operation ids. */
export const allMenu: EndpointHandler<typeof ENDPOINTS.allMenu> = async (ctx) => {
  const perm = await loadPermittedMenus(ctx.db, requireUser(ctx).roleId);
  return [...perm.operationIds.entries()]
    .flatMap(([menuKey, ops]) => {
      const menu = perm.menus.get(menuKey);
      return menu ? [{ menu, ops }] : [];
    })
    .sort((a, b) => a.menu.module_id - b.menu.module_id || a.menu.menu_key.localeCompare(b.menu.menu_key))
    .map(({ menu, ops }) => ({
      moduleId: menu.module_id,
      menuKey: menu.menu_key,
      operationList: ops.map((operationId) => ({ operationId })),
    }));
};
