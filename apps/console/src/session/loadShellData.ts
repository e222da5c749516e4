import { ENDPOINTS } from '@roadwatch/core';
import type { ApiClient, CallOptions } from '@roadwatch/core/http';
import { logError } from '../app/errorLogger';
import { buildMenuRoutes } from '../routes/buildMenuRoutes';
import { applyShellData } from './sessionState';

/** Fetch the menus and user info (seed 000 §7 "Shell"), build the routes, and keep them. */
export async function loadShellData(api: ApiClient, options: CallOptions = {}): Promise<void> {
  // The shell's data belongs to no page, so leaving a page must not cancel it.
  const callOptions = { ...options, cancelOnRouteChange: false };
  const [tree, allMenu, user] = await Promise.all([
    api.call(ENDPOINTS.menuTree, {}, callOptions),
    api.call(ENDPOINTS.allMenu, {}, callOptions),
    api.call(ENDPOINTS.loginUserMessage, {}, callOptions),
  ]);
  const routes = buildMenuRoutes([...tree.main, ...tree.sub], allMenu, (error) =>
    logError('routeSetup', `${error.reason}: ${error.route || error.menuKey}`, error),
  );
  applyShellData({ user, primaryMenu: tree.main, subMenu: tree.sub, allMenu, routes });
}
