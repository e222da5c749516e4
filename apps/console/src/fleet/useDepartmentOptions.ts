import { ENDPOINTS, type DepartmentNode } from '@roadwatch/core';
import { useEffect, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

export interface DepartmentOption {
  value: number;
  title: string;
  children: DepartmentOption[];
}

const toOptions = (nodes: readonly DepartmentNode[]): DepartmentOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toOptions(n.children) }));

/** The caller's department subtree as TreeSelect options (fleet page filter and form). */
export function useDepartmentOptions(): DepartmentOption[] {
  const [options, setOptions] = useState<DepartmentOption[]>([]);
  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.alarmDepartmentTree, {})
      .then((tree) => live && setOptions(toOptions(tree)))
      .catch((error: unknown) => logError('pageLoad', 'alarmDepartmentTree failed', error));
    return () => {
      live = false;
    };
  }, []);
  return options;
}
