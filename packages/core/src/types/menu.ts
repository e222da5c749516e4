/** Page modules named in seed 000 §2.2 / seed 001 §2; each menu operation's `moduleName` is one of these. */
export const PAGE_MODULES = [
  'common-user',
  'active-safety',
  'online-service',
  'cold-chain',
  'tms',
  'terminal',
  'driver',
  'common-alarm',
  'common-base',
  'basic-element',
  'report-base',
  'media',
  'map-service',
  'smart-track-goods',
] as const;
export type PageModule = (typeof PAGE_MODULES)[number];

/** Menu types: `vue` entries become routes; `link` entries open `url`; `dir` only groups children. */
export type MenuType = 'vue' | 'link' | 'dir';

export interface MenuOperation {
  operationId: string;
  /** Route name; it is also the route path. */
  route: string;
  /** Script path of the lazy page (module-relative). */
  jsPath: string;
  moduleName: PageModule;
  /** 1: under the full layout. */
  topMenu: 0 | 1;
  /** 1: the page shows the side menu. */
  sideMenu: 0 | 1;
}

export interface MenuNode {
  menuKey: string;
  menuType: MenuType;
  /** Which web host the entry belongs to (configuration key, e.g. `webgis`, `proWebgis`, `tms`). */
  host: string;
  moduleId: number;
  title: string;
  /** 1 to 4. */
  level: number;
  /** Parent menuKey, '' at the top. */
  pName: string;
  children: MenuNode[];
  operationList: MenuOperation[];
  /** Open in a new tab. */
  blank: boolean;
  url: string;
}

export interface MenuTreeResult {
  main: MenuNode[];
  sub: MenuNode[];
}

export interface AllMenuModule {
  moduleId: number;
  menuKey: string;
  operationList: { operationId: string }[];
}

export interface NodeMenuResult {
  data: MenuNode[];
  maxLevel: number;
}

export interface FavouriteTreeNode {
  menuKey: string;
  checked: boolean;
  children: FavouriteTreeNode[];
  detail: { title: string; url: string; blank: boolean };
}

export const SEARCH_TYPES = ['reportName', 'vehicleNo', 'orderNo', 'planNo'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export interface SearchResultItem {
  type: SearchType;
  id: string;
  title: string;
  /** Host key the result opens on (seed 000 §2.3): reportName → console, vehicleNo → proWebgis, orderNo → webgis, planNo → tms. */
  host: string;
  /** Path (with query) on that host. */
  url: string;
}
