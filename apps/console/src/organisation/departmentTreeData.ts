import type { DepartmentTreeNode } from '@roadwatch/core';

/** Depth-first search for a department in the tree. */
export function findDepartment(nodes: readonly DepartmentTreeNode[], id: number): DepartmentTreeNode | null {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inside = findDepartment(node.children, id);
    if (inside) return inside;
  }
  return null;
}

/** A department and every department under it. */
export function subtreeIds(node: DepartmentTreeNode): Set<number> {
  const out = new Set<number>([node.id]);
  for (const child of node.children) for (const id of subtreeIds(child)) out.add(id);
  return out;
}

/** The ids from a root down to the department (for expanding the tree to it). */
export function ancestorIds(nodes: readonly DepartmentTreeNode[], id: number): number[] {
  for (const node of nodes) {
    if (node.id === id) return [];
    const below = ancestorIds(node.children, id);
    if (below.length > 0 || findDepartment(node.children, id)) return [node.id, ...below];
  }
  return [];
}

/**
 * The tree cut to the departments whose name contains `text` (ignoring case) and their ancestors, with the ids
 * to expand so every match shows. An empty search keeps the whole tree.
 */
export function filterDepartments(
  nodes: readonly DepartmentTreeNode[],
  text: string,
): { nodes: DepartmentTreeNode[]; expand: number[] } {
  const needle = text.trim().toLowerCase();
  if (!needle) return { nodes: [...nodes], expand: [] };
  const expand: number[] = [];
  const visit = (list: readonly DepartmentTreeNode[]): DepartmentTreeNode[] =>
    list.flatMap((node) => {
      const children = visit(node.children);
      if (children.length > 0) expand.push(node.id);
      return children.length > 0 || node.name.toLowerCase().includes(needle) ? [{ ...node, children }] : [];
    });
  return { nodes: visit(nodes), expand };
}
