import {
  PAGE_MODULES,
  type AllMenuModule,
  type MenuNode,
  type MenuOperation,
  type PageModule,
} from '@roadwatch/core';
import type { MenuRoute, RouteLayout } from './menuRoute';

/** Paths the console owns; a menu route may not take them. */
export const FIXED_ROUTE_NAMES: readonly string[] = [
  'login',
  '403',
  'redirect',
  'protocol',
  'serviceLevelAgreement',
];

/** Route names become paths, so they stay within one safe path segment. */
const ROUTE_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

export interface RouteSetupError {
  reason:
    'invalidRoute' | 'reservedRoute' | 'duplicateRoute' | 'unknownModule' | 'noLayout' | 'malformedNode';
  menuKey: string;
  route: string;
  detail?: string;
}

/** `jsPath` as a module-relative key: no leading `./` or `/`, no script extension. */
export function normaliseJsPath(jsPath: string): string {
  return jsPath
    .trim()
    .replace(/^(\.\/|\/)+/, '')
    .replace(/\.(vue|tsx?|jsx?)$/, '');
}

/** `pages/<module>/<path>`; a jsPath that already starts with its module (`media/VideoMonit`) is not doubled. */
export function pageKeyOf(moduleName: string, jsPath: string): string {
  const path = normaliseJsPath(jsPath);
  const relative = path.startsWith(`${moduleName}/`) ? path.slice(moduleName.length + 1) : path;
  return `pages/${moduleName}/${relative}`;
}

function layoutOf(operation: MenuOperation): RouteLayout | null {
  if (operation.topMenu === 1) return 'full';
  if (operation.topMenu === 0 && operation.sideMenu === 0) return 'plain';
  // Seed 000 §2.2 names no layout for top-menu 0 with side-menu 1; such an operation gets no route.
  return null;
}

function isPageModule(name: string): name is PageModule {
  return (PAGE_MODULES as readonly string[]).includes(name);
}

/** An operation that names a route, a script and a module is a page (seed 000 §2.2). */
function isRouteOperation(operation: MenuOperation): boolean {
  return Boolean(operation.route && operation.jsPath && operation.moduleName);
}

/**
 * Routes from the server's menu trees (seed 000 §2.2): each operation of a `vue` menu that has a route name,
 * a script path and a module name becomes a lazy route whose path is the route name. Its operation ids are
 * the ones allMenu grants for that menu (the menu's own list when allMenu does not mention it). Problems are
 * reported to `onError` and the offending operation is skipped, so one bad menu never blanks the console.
 */
export function buildMenuRoutes(
  trees: readonly MenuNode[],
  allMenu: readonly AllMenuModule[],
  onError: (error: RouteSetupError) => void,
): MenuRoute[] {
  const granted = new Map(allMenu.map((m) => [m.menuKey, m.operationList.map((o) => o.operationId)]));
  const routes: MenuRoute[] = [];
  const taken = new Set<string>();

  const addOperation = (node: MenuNode, operation: MenuOperation) => {
    const route = operation.route;
    const fail = (reason: RouteSetupError['reason'], detail?: string) =>
      onError({ reason, menuKey: node.menuKey, route, ...(detail === undefined ? {} : { detail }) });
    if (!ROUTE_NAME.test(route)) return fail('invalidRoute');
    if (FIXED_ROUTE_NAMES.includes(route)) return fail('reservedRoute');
    if (taken.has(route)) return fail('duplicateRoute');
    if (!isPageModule(operation.moduleName)) return fail('unknownModule', operation.moduleName);
    const layout = layoutOf(operation);
    if (layout === null)
      return fail('noLayout', `topMenu=${operation.topMenu} sideMenu=${operation.sideMenu}`);
    taken.add(route);
    routes.push({
      name: route,
      path: `/${route}`,
      layout,
      moduleName: operation.moduleName,
      pageKey: pageKeyOf(operation.moduleName, operation.jsPath),
      meta: {
        moduleId: node.moduleId,
        menuKey: node.menuKey,
        level: node.level,
        operationIds: granted.get(node.menuKey) ?? node.operationList.map((o) => o.operationId),
        title: node.title,
        topMenu: operation.topMenu,
        sideMenu: operation.sideMenu,
      },
    });
  };

  const visit = (node: MenuNode) => {
    try {
      if (node.menuType === 'vue') {
        for (const operation of node.operationList)
          if (isRouteOperation(operation)) addOperation(node, operation);
      }
      for (const child of node.children ?? []) visit(child);
    } catch (error) {
      onError({
        reason: 'malformedNode',
        menuKey: String(node?.menuKey ?? ''),
        route: '',
        detail: error instanceof Error ? error.message : String(error),
      });
    }
  };

  for (const tree of trees) visit(tree);
  return routes;
}

/** Where "home" leads: the first permitted route in menu order, full-layout pages first. */
export function firstRoutePath(routes: readonly MenuRoute[]): string | null {
  return (routes.find((r) => r.layout === 'full') ?? routes[0])?.path ?? null;
}
