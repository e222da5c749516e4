import type { DepartmentTreeNode } from '@roadwatch/core';
import { describe, expect, it } from 'vitest';
import { ancestorIds, filterDepartments, findDepartment, subtreeIds } from './departmentTreeData';

const node = (id: number, name: string, children: DepartmentTreeNode[] = []): DepartmentTreeNode => ({
  id,
  name,
  parentId: null,
  level: 1,
  children,
});
const tree = [
  node(1, '总部', [
    node(2, '上海分公司', [node(4, '浦东车队')]),
    node(3, '江苏分公司', [node(5, 'Nanjing')]),
  ]),
];

describe('department tree helpers', () => {
  it('finds a department, its subtree and its ancestors', () => {
    expect(findDepartment(tree, 4)?.name).toBe('浦东车队');
    expect([...subtreeIds(findDepartment(tree, 2)!)]).toEqual([2, 4]);
    expect(ancestorIds(tree, 4)).toEqual([1, 2]);
    expect(ancestorIds(tree, 1)).toEqual([]);
  });

  it('keeps matches with their ancestors and expands the way to them', () => {
    const { nodes, expand } = filterDepartments(tree, 'nanjing');
    expect(nodes[0]?.children.map((c) => c.id)).toEqual([3]);
    expect(nodes[0]?.children[0]?.children.map((c) => c.id)).toEqual([5]);
    expect(expand.sort()).toEqual([1, 3]);
    expect(filterDepartments(tree, '  ').nodes).toEqual(tree);
    expect(filterDepartments(tree, '没有').nodes).toEqual([]);
  });
});
