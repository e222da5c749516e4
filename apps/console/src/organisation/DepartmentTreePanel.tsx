import { TEST_IDS, type DepartmentTreeNode } from '@roadwatch/core';
import { Empty, Input, Tree, type TreeDataNode, type TreeProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterDepartments } from './departmentTreeData';

const ids = TEST_IDS.organisation;

function toTreeData(nodes: readonly DepartmentTreeNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: <span data-testid={ids.departmentNode(n.id)}>{n.name}</span>,
    children: toTreeData(n.children),
  }));
}

/** The department tree with a search box; dragging a department onto another asks to move it there. */
export function DepartmentTreePanel({
  tree,
  selected,
  expanded,
  onExpand,
  onSelect,
  onDropOnto,
}: {
  tree: DepartmentTreeNode[];
  selected: number | null;
  expanded: number[];
  onExpand: (keys: number[]) => void;
  onSelect: (id: number) => void;
  /** Set only when the user may move departments. */
  onDropOnto?: (id: number, parentId: number) => void;
}) {
  const { t } = useTranslation('organisation');
  const [search, setSearch] = useState('');
  const filtered = useMemo(() => filterDepartments(tree, search), [tree, search]);
  const treeData = useMemo(() => toTreeData(filtered.nodes), [filtered]);
  // The caller's own department (a root of their tree) stays where it is.
  const roots = useMemo(() => new Set(tree.map((n) => n.id)), [tree]);
  const onDrop: TreeProps['onDrop'] = (info) => {
    // Dropped onto a node = becomes its child; dropped into a gap = becomes a sibling (same parent).
    const dragged = Number(info.dragNode.key);
    const target = Number(info.node.key);
    if (!info.dropToGap) onDropOnto?.(dragged, target);
    else {
      const parent = findParent(tree, target);
      if (parent !== null) onDropOnto?.(dragged, parent);
    }
  };
  return (
    <div className="org-tree-panel">
      <Input.Search
        allowClear
        placeholder={t('department.search')}
        onChange={(e) => setSearch(e.target.value)}
        data-testid={ids.departmentSearch}
      />
      {treeData.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Tree
          data-testid={ids.departmentTree}
          blockNode
          showLine
          treeData={treeData}
          selectedKeys={selected === null ? [] : [selected]}
          expandedKeys={search.trim() ? filtered.expand : expanded}
          onExpand={(keys) => onExpand(keys.map(Number))}
          onSelect={(keys) => keys[0] !== undefined && onSelect(Number(keys[0]))}
          draggable={onDropOnto ? { icon: false, nodeDraggable: (n) => !roots.has(Number(n.key)) } : false}
          onDrop={onDrop}
        />
      )}
    </div>
  );
}

function findParent(
  nodes: readonly DepartmentTreeNode[],
  id: number,
  parent: number | null = null,
): number | null {
  for (const n of nodes) {
    if (n.id === id) return parent;
    const inside = findParent(n.children, id, n.id);
    if (inside !== null) return inside;
  }
  return null;
}
