import { ENDPOINTS, TEST_IDS, type DepartmentTreeNode } from '@roadwatch/core';
import { Form, Input, InputNumber, Modal, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { parseForm } from '../forms/parseForm';
import { toTreeSelect } from './departmentTreeSelect';

const ids = TEST_IDS.organisation;

export interface DepartmentDraft {
  id?: number;
  name: string;
  parentId: number;
  sort: number;
  remark: string;
}

/** Add or edit a department: name, parent (when adding), order and remark, checked by the server's schema. */
export function DepartmentFormDialog({
  draft,
  tree,
  onClose,
  onSaved,
}: {
  draft: DepartmentDraft;
  tree: DepartmentTreeNode[];
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation('organisation');
  const [form] = Form.useForm<DepartmentDraft>();
  const [busy, setBusy] = useState(false);
  const editing = draft.id !== undefined;
  const save = async () => {
    const values = { ...form.getFieldsValue(), parentId: form.getFieldValue('parentId') as number };
    const schema = editing ? ENDPOINTS.departmentUpdate.request : ENDPOINTS.departmentAdd.request;
    const request = parseForm(form, schema, editing ? { ...values, id: draft.id } : values, t);
    if (!request) return;
    setBusy(true);
    try {
      const saved = editing
        ? await api.call(ENDPOINTS.departmentUpdate, request as never)
        : await api.call(ENDPOINTS.departmentAdd, request as never);
      onSaved(saved.id);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t(editing ? 'department.edit' : 'department.add')}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={busy}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': ids.dialogOk } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={draft} data-testid={ids.departmentForm}>
        <Form.Item name="name" label={t('department.name')} required>
          <Input maxLength={32} showCount autoFocus />
        </Form.Item>
        <Form.Item name="parentId" label={t('department.parent')} required>
          <TreeSelect
            disabled={editing}
            treeData={toTreeSelect(tree)}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
        <Form.Item name="sort" label={t('department.sort')}>
          <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="remark" label={t('remark')}>
          <Input.TextArea maxLength={100} showCount rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
