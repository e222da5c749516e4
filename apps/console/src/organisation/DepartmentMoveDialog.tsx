import { ENDPOINTS, TEST_IDS, type DepartmentTreeNode } from '@roadwatch/core';
import { Alert, Form, Modal, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { subtreeIds } from './departmentTreeData';
import { toTreeSelect } from './departmentTreeSelect';

const ids = TEST_IDS.organisation;

/** "Move to…": the new parent from the caller's tree; the department's own subtree cannot be chosen. */
export function DepartmentMoveDialog({
  department,
  tree,
  initialParent,
  onClose,
  onMoved,
}: {
  department: DepartmentTreeNode;
  tree: DepartmentTreeNode[];
  initialParent: number | null;
  onClose: () => void;
  onMoved: () => void;
}) {
  const { t } = useTranslation('organisation');
  const [parentId, setParentId] = useState<number | null>(initialParent);
  const [busy, setBusy] = useState(false);
  const options = useMemo(() => toTreeSelect(tree, subtreeIds(department)), [tree, department]);
  const move = async () => {
    if (parentId === null) return;
    setBusy(true);
    try {
      await api.call(ENDPOINTS.departmentMove, { id: department.id, parentId });
      onMoved();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('department.moveTitle', { name: department.name })}
      onCancel={onClose}
      onOk={() => void move()}
      confirmLoading={busy}
      okButtonProps={{ disabled: parentId === null, 'data-testid': ids.dialogOk } as never}
      okText={t('actions.move')}
      cancelText={t('common.cancel')}
    >
      <Alert type="info" showIcon message={t('department.moveHint')} style={{ marginBottom: 16 }} />
      <Form layout="vertical">
        <Form.Item label={t('department.moveTarget')} required>
          <TreeSelect
            value={parentId ?? undefined}
            onChange={(v: number) => setParentId(v)}
            treeData={options}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
            data-testid={ids.departmentMoveTarget}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
