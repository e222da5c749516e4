import { ENDPOINTS, TEST_IDS, type DepartmentTreeNode } from '@roadwatch/core';
import { App, Button, Card, Empty, Result, Spin } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { useLoaded } from '../personalize/useLoaded';
import type { PageProps } from '../routes/pageRegistry';
import { DepartmentDetail } from './DepartmentDetail';
import { DepartmentFormDialog, type DepartmentDraft } from './DepartmentFormDialog';
import { DepartmentMoveDialog } from './DepartmentMoveDialog';
import { DepartmentTreePanel } from './DepartmentTreePanel';
import { ancestorIds, findDepartment } from './departmentTreeData';
import './organisation.css';

const ids = TEST_IDS.organisation;

type Dialog =
  | { kind: 'form'; draft: DepartmentDraft }
  | { kind: 'move'; department: DepartmentTreeNode; parentId: number | null };

/**
 * Departments: the caller's department tree on the left (search, drag to move), the chosen department on the
 * right with its sub-departments. The caller's own department is the root and cannot be changed.
 */
export function DepartmentPage({ route }: PageProps) {
  const { t } = useTranslation('organisation');
  const { modal, message } = App.useApp();
  const load = useCallback(() => api.call(ENDPOINTS.departmentTree, {}), []);
  const [loaded, reload] = useLoaded(load, 'department tree');
  const tree = useMemo(() => (loaded.state === 'ready' ? loaded.value : []), [loaded]);
  const [chosen, setSelected] = useState<number | null>(null);
  const [expandedKeys, setExpanded] = useState<number[] | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [version, setVersion] = useState(0);
  const ops = route.meta.operationIds;
  const grants = {
    add: ops.includes('departmentBaseInfo:add'),
    update: ops.includes('departmentBaseInfo:update'),
    move: ops.includes('departmentBaseInfo:move'),
    delete: ops.includes('departmentBaseInfo:delete'),
  };

  // Until the user picks, the caller's own department is shown with its first level open.
  const selected = chosen !== null && findDepartment(tree, chosen) ? chosen : (tree[0]?.id ?? null);
  const expanded = expandedKeys ?? tree.map((n) => n.id);

  const open = (id: number) => {
    setSelected(id);
    setExpanded([...new Set([...expanded, ...ancestorIds(tree, id)])]);
  };
  const refresh = (select?: number) => {
    reload();
    setVersion((v) => v + 1);
    if (select !== undefined) open(select);
  };
  const parentOf = (id: number): number | null => ancestorIds(tree, id).at(-1) ?? null;
  const department = selected === null ? null : findDepartment(tree, selected);
  const own = department !== null && tree.some((root) => root.id === department.id);

  const confirmDelete = (node: DepartmentTreeNode) =>
    modal.confirm({
      title: t('department.deleteConfirm', { name: node.name }),
      content: t('department.deleteHint'),
      okType: 'danger',
      okText: t('actions.delete'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': ids.dialogOk } as never,
      onOk: async () => {
        await api.call(ENDPOINTS.departmentDelete, { ids: [node.id] });
        void message.success(t('deleted'));
        refresh(parentOf(node.id) ?? undefined);
      },
    });

  return (
    <Card
      className="shell-page"
      data-testid={ids.departmentPage}
      title={<span data-testid={TEST_IDS.page.title}>{route.meta.title}</span>}
      extra={
        grants.add && (
          <Button
            type="primary"
            disabled={!department}
            onClick={() =>
              department &&
              setDialog({ kind: 'form', draft: { name: '', parentId: department.id, sort: 0, remark: '' } })
            }
          >
            {t('department.add')}
          </Button>
        )
      }
    >
      {loaded.state === 'loading' && <Spin />}
      {loaded.state === 'failed' && (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={reload}>{t('common.retry')}</Button>}
        />
      )}
      {loaded.state === 'ready' && (
        <div className="org-split">
          <DepartmentTreePanel
            tree={tree}
            selected={selected}
            expanded={expanded}
            onExpand={setExpanded}
            onSelect={open}
            onDropOnto={
              grants.move
                ? (id, parentId) => {
                    const node = findDepartment(tree, id);
                    if (node && parentOf(id) !== parentId)
                      setDialog({ kind: 'move', department: node, parentId });
                  }
                : undefined
            }
          />
          <div className="org-detail">
            {department ? (
              <DepartmentDetail
                key={`${department.id}-${version}`}
                department={department}
                own={own}
                grants={grants}
                onOpen={open}
                onAddChild={() =>
                  setDialog({
                    kind: 'form',
                    draft: { name: '', parentId: department.id, sort: 0, remark: '' },
                  })
                }
                onEdit={(row) =>
                  setDialog({
                    kind: 'form',
                    draft: {
                      id: row.id,
                      name: row.name,
                      parentId: row.parentId ?? department.id,
                      sort: row.sort,
                      remark: row.remark,
                    },
                  })
                }
                onMove={() => setDialog({ kind: 'move', department, parentId: parentOf(department.id) })}
                onDelete={() => confirmDelete(department)}
              />
            ) : (
              <Empty description={t('department.pick')} />
            )}
          </div>
        </div>
      )}
      {dialog?.kind === 'form' && (
        <DepartmentFormDialog
          draft={dialog.draft}
          tree={tree}
          onClose={() => setDialog(null)}
          onSaved={(id) => {
            setDialog(null);
            void message.success(t('saved'));
            refresh(id);
          }}
        />
      )}
      {dialog?.kind === 'move' && (
        <DepartmentMoveDialog
          department={dialog.department}
          tree={tree}
          initialParent={dialog.parentId}
          onClose={() => setDialog(null)}
          onMoved={() => {
            const moved = dialog.department.id;
            setDialog(null);
            void message.success(t('department.moved'));
            refresh(moved);
          }}
        />
      )}
    </Card>
  );
}
