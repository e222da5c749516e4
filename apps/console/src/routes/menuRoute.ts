import type { PageModule } from '@roadwatch/core';

/** Route meta (seed 000 §2.2). */
export interface RouteMeta {
  moduleId: number;
  menuKey: string;
  level: number;
  /** Operations the user may perform on this page. */
  operationIds: string[];
  title: string;
  topMenu: 0 | 1;
  sideMenu: 0 | 1;
}

/** top-menu 1 → the full layout (header, menus, content); top-menu 0 and side-menu 0 → the plain layout. */
export type RouteLayout = 'full' | 'plain';

/** A route made from a menu operation; plain data so it can be kept in browser storage. */
export interface MenuRoute {
  /** The route name, which is also its path (without the leading slash). */
  name: string;
  path: string;
  layout: RouteLayout;
  moduleName: PageModule;
  /** Key of the lazy page: `pages/<moduleName>/<jsPath>` (see pageRegistry). */
  pageKey: string;
  meta: RouteMeta;
}
