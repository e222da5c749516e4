import { ENDPOINTS, type DepartmentTreeNode, type SubUserFormOptions } from '@roadwatch/core';
import { useCallback } from 'react';
import { api } from '../app/api';
import { useLoaded, type Loaded } from '../personalize/useLoaded';

export interface SubUserOptions extends SubUserFormOptions {
  departments: DepartmentTreeNode[];
}

/** What the sub-user page picks from: the caller's departments, the roles they may give, the password strength. */
export function useSubUserOptions(): Loaded<SubUserOptions> {
  const load = useCallback(
    () =>
      Promise.all([api.call(ENDPOINTS.departmentTree, {}), api.call(ENDPOINTS.subUserFormOptions, {})]).then(
        ([departments, options]) => ({ ...options, departments }),
      ),
    [],
  );
  return useLoaded(load, 'sub-user options')[0];
}
