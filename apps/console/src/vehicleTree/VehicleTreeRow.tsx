import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons';
import { TEST_IDS } from '@roadwatch/core';
import { Checkbox } from 'antd';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckState, TreeNode } from './vehicleTreeModel';

interface VehicleTreeRowProps {
  node: TreeNode;
  depth: number;
  top: number;
  height: number;
  open: boolean;
  selected: boolean;
  /** Search text to mark in the label ('' for none). */
  highlight: string;
  /** null when the tree has no check boxes. */
  check: CheckState | null;
  onToggle: () => void;
  onCheck: () => void;
  onSelect: () => void;
}

function marked(label: string, text: string): ReactNode {
  if (!text) return label;
  const at = label.toLowerCase().indexOf(text.toLowerCase());
  if (at < 0) return label;
  return (
    <>
      {label.slice(0, at)}
      <mark>{label.slice(at, at + text.length)}</mark>
      {label.slice(at + text.length)}
    </>
  );
}

/** One row of the vehicle tree, absolutely placed by the virtualiser. */
export const VehicleTreeRow = memo(function VehicleTreeRow(p: VehicleTreeRowProps) {
  const { t } = useTranslation('fleet');
  const { node } = p;
  const group = node.kind !== 'vehicle';
  return (
    <div
      className={`rw-vehicle-tree-row${p.selected ? ' is-selected' : ''}`}
      style={{ top: p.top, height: p.height, paddingLeft: 4 + p.depth * 16 }}
      role="treeitem"
      aria-level={p.depth + 1}
      aria-expanded={group ? p.open : undefined}
      aria-selected={p.selected}
      aria-checked={
        p.check === null ? undefined : p.check === 'all' ? true : p.check === 'some' ? 'mixed' : false
      }
      data-testid={TEST_IDS.vehicleTree.row}
      data-key={node.key}
      data-kind={node.kind}
    >
      {group ? (
        <button
          type="button"
          className="rw-vehicle-tree-toggle"
          onClick={p.onToggle}
          aria-label={node.label}
          data-testid={TEST_IDS.vehicleTree.toggle}
        >
          {p.open ? <CaretDownOutlined /> : <CaretRightOutlined />}
        </button>
      ) : (
        <span className="rw-vehicle-tree-toggle" />
      )}
      {p.check !== null && (
        <Checkbox
          checked={p.check === 'all'}
          indeterminate={p.check === 'some'}
          onChange={p.onCheck}
          data-testid={TEST_IDS.vehicleTree.check}
        />
      )}
      {!group && (
        <span
          className={`rw-vehicle-tree-dot${node.online === 1 ? ' is-online' : ''}`}
          title={t(node.online === 1 ? 'tree.online' : 'tree.offline')}
          data-testid={TEST_IDS.vehicleTree.online}
          data-online={node.online}
        />
      )}
      <span className="rw-vehicle-tree-label" onClick={p.onSelect} title={node.label}>
        {group ? node.label : marked(node.label, p.highlight)}
      </span>
      {group && (
        <span className="rw-vehicle-tree-count">
          {t('tree.count', { online: node.online, total: node.vehicleIds.length })}
        </span>
      )}
    </div>
  );
});
