import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { VehicleTreeRow } from './VehicleTreeRow';
import {
  checkStateOf,
  toggleChecked,
  type TreeNodeKind,
  type VehicleTreeModel,
  type VisibleRow,
} from './vehicleTreeModel';

interface VehicleTreeListProps {
  model: VehicleTreeModel;
  rows: VisibleRow[];
  expanded: ReadonlySet<string>;
  matches: ReadonlySet<number> | null;
  highlight: string;
  checked: ReadonlySet<number> | null;
  selectedKey: string | null | undefined;
  onToggle: (key: string) => void;
  onCheck: ((vehicleIds: number[]) => void) | undefined;
  onSelect: ((node: { kind: TreeNodeKind; id: number }) => void) | undefined;
}

const ROW_HEIGHT = 28;

/** The scrolling part of the tree: only the rows in view (plus a few) are drawn. */
export function VehicleTreeList(p: VehicleTreeListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's measurements change on every scroll and this component is meant to re-render with them; its rows are memoised on their own
  const virtual = useVirtualizer({
    count: p.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });

  const painted = useRef(false);
  useEffect(() => {
    if (painted.current || p.rows.length === 0) return;
    painted.current = true;
    requestAnimationFrame(() => performance.mark('vehicleTree:paint'));
  }, [p.rows.length]);

  return (
    <div
      className="rw-vehicle-tree-scroll"
      ref={scroller}
      role="tree"
      aria-multiselectable={p.checked !== null}
    >
      <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
        {virtual.getVirtualItems().map((item) => {
          const row = p.rows[item.index]!;
          const node = p.model.nodes.get(row.key)!;
          return (
            <VehicleTreeRow
              key={row.key}
              node={node}
              depth={row.depth}
              top={item.start}
              height={ROW_HEIGHT}
              open={p.matches !== null || p.expanded.has(row.key)}
              selected={p.selectedKey === row.key}
              highlight={p.highlight}
              check={p.checked ? checkStateOf(node, p.checked) : null}
              onToggle={() => p.onToggle(row.key)}
              onCheck={() => p.checked && p.onCheck?.([...toggleChecked(node, p.checked, p.matches)])}
              onSelect={() => p.onSelect?.({ kind: node.kind, id: node.id })}
            />
          );
        })}
      </div>
    </div>
  );
}
