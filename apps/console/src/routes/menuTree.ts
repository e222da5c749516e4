import type { MenuNode } from '@roadwatch/core';
import type { MenuRoute } from './menuRoute';

/** The chain of menus from the top level down to `menuKey` (empty when it is not in the trees). */
export function menuTrail(trees: readonly MenuNode[], menuKey: string): MenuNode[] {
  for (const node of trees) {
    if (node.menuKey === menuKey) return [node];
    const below = menuTrail(node.children, menuKey);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** The route a menu entry opens: the first of its operations that became a route. */
export function routeOfMenu(routes: readonly MenuRoute[], menuKey: string): MenuRoute | undefined {
  return routes.find((r) => r.meta.menuKey === menuKey);
}

/**
 * The route an entry leads to: its own, else (for a directory, e.g. a third-level entry whose fourth level the
 * side menu does not show) the first route below it in menu order.
 */
export function landingRouteOfMenu(routes: readonly MenuRoute[], node: MenuNode): MenuRoute | undefined {
  const own = routeOfMenu(routes, node.menuKey);
  if (own) return own;
  for (const child of node.children) {
    const below = landingRouteOfMenu(routes, child);
    if (below) return below;
  }
  return undefined;
}

/** The route whose path is `pathname`. */
export function routeAt(routes: readonly MenuRoute[], pathname: string): MenuRoute | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return routes.find((r) => r.path === path);
}
