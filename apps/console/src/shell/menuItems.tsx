import type { MenuNode } from '@roadwatch/core';
import type { MenuProps } from 'antd';

export type MenuItems = NonNullable<MenuProps['items']>;

/** antd menu items from menu nodes down to `maxLevel`, each label carrying its test id. */
export function menuItems(
  nodes: readonly MenuNode[],
  maxLevel: number,
  testId: (menuKey: string) => string,
): MenuItems {
  return nodes
    .filter((node) => node.level <= maxLevel)
    .map((node) => {
      const label = <span data-testid={testId(node.menuKey)}>{node.title}</span>;
      const children = node.children.filter((child) => child.level <= maxLevel);
      return children.length > 0
        ? { key: node.menuKey, label, children: menuItems(children, maxLevel, testId) }
        : { key: node.menuKey, label };
    });
}

/** Every node of the trees by menuKey, for click handlers. */
export function indexMenus(
  nodes: readonly MenuNode[],
  into = new Map<string, MenuNode>(),
): Map<string, MenuNode> {
  for (const node of nodes) {
    into.set(node.menuKey, node);
    indexMenus(node.children, into);
  }
  return into;
}
