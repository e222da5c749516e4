import type { Language, MenuNode, MenuType } from '@roadwatch/core';
import type { MenuRow, PermittedMenus } from './permittedMenus';

const MENU_TYPES: readonly MenuType[] = ['vue', 'link', 'dir'];

export function menuTitle(menu: MenuRow, lang: Language): string {
  return lang === 'en-US' ? menu.title_en : menu.title_zh;
}

/** Where an entry opens: its own url, else the route of its first granted operation (route name = path). */
export function menuHref(node: Pick<MenuNode, 'url' | 'operationList'>): string {
  if (node.url) return node.url;
  const route = node.operationList[0]?.route;
  return route ? `/${route}` : '';
}

function bySortThenKey(a: MenuRow, b: MenuRow): number {
  return a.sort - b.sort || a.menu_key.localeCompare(b.menu_key);
}

function childrenByParent(perm: PermittedMenus): Map<string, MenuRow[]> {
  const children = new Map<string, MenuRow[]>();
  for (const m of perm.menus.values()) {
    const parent = perm.menus.has(m.parent_key) ? m.parent_key : '';
    const list = children.get(parent) ?? [];
    list.push(m);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort(bySortThenKey);
  return children;
}

export const inSection =
  (section: string) =>
  (s: string): boolean =>
    s === section;

/** The permitted menu forest, nested and sorted; `sections` keeps only the roots whose section it accepts. */
export function menuForest(
  perm: PermittedMenus,
  lang: Language,
  sections: (section: string) => boolean = () => true,
): MenuNode[] {
  const children = childrenByParent(perm);
  const toNode = (m: MenuRow): MenuNode => ({
    menuKey: m.menu_key,
    menuType: MENU_TYPES.includes(m.menu_type as MenuType) ? (m.menu_type as MenuType) : 'dir',
    host: m.host,
    moduleId: m.module_id,
    title: menuTitle(m, lang),
    level: m.level,
    pName: m.parent_key,
    children: (children.get(m.menu_key) ?? []).map(toNode),
    operationList: perm.operations.get(m.menu_key) ?? [],
    blank: m.blank === 1,
    url: m.url,
  });
  const roots = children.get('') ?? [];
  return roots.filter((m) => sections(m.section)).map(toNode);
}

/** Depth-first search of a forest. */
export function findNode(nodes: readonly MenuNode[], menuKey: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.menuKey === menuKey) return node;
    const found = findNode(node.children, menuKey);
    if (found) return found;
  }
  return undefined;
}

export function maxLevel(nodes: readonly MenuNode[]): number {
  return nodes.reduce((max, n) => Math.max(max, n.level, maxLevel(n.children)), 0);
}
