import type { DepartmentTreeNode } from '@roadwatch/core';

export interface TreeSelectNode {
  value: number;
  title: string;
  disabled?: boolean;
  children: TreeSelectNode[];
}

/** The department tree as TreeSelect options; the departments in `disabled` cannot be chosen. */
export function toTreeSelect(
  nodes: readonly DepartmentTreeNode[],
  disabled: ReadonlySet<number> = new Set(),
): TreeSelectNode[] {
  return nodes.map((n) => ({
    value: n.id,
    title: n.name,
    disabled: disabled.has(n.id),
    children: toTreeSelect(n.children, disabled),
  }));
}
