import { TEST_IDS, grantedOperations, grantTree, type GrantNode, type OperationId } from '@roadwatch/core';
import { Button, Space, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { language } from '../app/i18n';

const ids = TEST_IDS.organisation;

function allKeys(nodes: readonly GrantNode[]): string[] {
  return nodes.flatMap((n) => (n.children.length > 0 ? [n.key, ...allKeys(n.children)] : []));
}

/**
 * The operations a role grants as a checkbox tree of menus, pages and their operations, built from the
 * catalogue and limited to what the author holds (`held`). The value is the role's operation ids; checking an
 * action checks its page too.
 */
export function RoleGrantTree({
  held,
  value = [],
  onChange,
  disabled,
}: {
  held: readonly string[];
  value?: readonly string[];
  onChange?: (next: OperationId[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('organisation');
  const nodes = useMemo(() => grantTree(held), [held]);
  const groups = useMemo(() => allKeys(nodes), [nodes]);
  // Menus start folded: the first level fits the dialog, and the user opens what they grant.
  const [expanded, setExpanded] = useState<string[]>([]);
  const title = (n: GrantNode) => {
    const label =
      n.kind === 'operation' && n.zh === undefined
        ? t(`actions.${n.action ?? 'view'}`)
        : ((language === 'en-US' ? n.en : n.zh) ?? n.key);
    return <span data-testid={ids.grantNode(n.key)}>{label}</span>;
  };
  const toData = (list: readonly GrantNode[]): TreeDataNode[] =>
    list.map((n) => ({
      key: n.key,
      title: title(n),
      children: toData(n.children),
      isLeaf: n.children.length === 0,
    }));
  // Built on every render (a few hundred nodes): the titles follow the language.
  const treeData = toData(nodes);
  const known = useMemo(() => new Set(held), [held]);
  return (
    <div className="org-grant-tree">
      <Space className="org-grant-tree__bar">
        <Typography.Text type="secondary">{t('role.grantHint')}</Typography.Text>
        <Button size="small" type="link" onClick={() => setExpanded(groups)}>
          {t('role.expandAll')}
        </Button>
        <Button size="small" type="link" onClick={() => setExpanded([])}>
          {t('role.collapseAll')}
        </Button>
      </Space>
      <Tree
        data-testid={ids.grantTree}
        checkable
        selectable={false}
        disabled={disabled}
        height={420}
        treeData={treeData}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys.map(String))}
        checkedKeys={value.filter((op) => known.has(op))}
        onCheck={(checked) => {
          const keys = Array.isArray(checked) ? checked : checked.checked;
          onChange?.(grantedOperations(keys.map(String)));
        }}
      />
    </div>
  );
}
