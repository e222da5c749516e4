import { ENDPOINTS, TEST_IDS, type DepartmentNode } from '@roadwatch/core';
import { TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

const toTree = (nodes: DepartmentNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toTree(n.children) }));

export interface DepartmentSelectProps {
  /** Set by antd Form.Item to the field's name: the label's `for` points at it, so a label click opens the tree. */
  id?: string;
  value?: number;
  onChange?: (value: number | undefined) => void;
  allowClear?: boolean;
  placeholder?: string;
}

/** A department of the caller's subtree (a form control: antd Form passes value and onChange). */
export function DepartmentSelect({ id, value, onChange, allowClear, placeholder }: DepartmentSelectProps) {
  const [tree, setTree] = useState<TreeOption[]>([]);
  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.alarmDepartmentTree, {})
      .then((nodes) => {
        if (live) setTree(toTree(nodes));
      })
      .catch((error: unknown) => logError('pageLoad', 'department tree failed', error));
    return () => {
      live = false;
    };
  }, []);
  return (
    <TreeSelect
      id={id}
      value={value}
      onChange={onChange}
      allowClear={allowClear}
      placeholder={placeholder}
      showSearch
      treeNodeFilterProp="title"
      treeData={tree}
      treeDefaultExpandAll
      style={{ width: '100%', minWidth: 180 }}
      data-testid={TEST_IDS.basicData.department}
    />
  );
}
