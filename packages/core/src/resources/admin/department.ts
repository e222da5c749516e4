import { z } from 'zod';
import { endpoint } from '../../api/endpoint';
import { optionalText } from '../../validators/text';
import { plainText } from '../../validators/formats';
import { VMSG } from '../../validators/messages';
import { chosenId, defineResource, rowId } from '../defineResource';

/**
 * A department of the caller's company. Departments are seen by path: the caller's own department and its
 * subtree. The caller's own department can be neither changed nor deleted (it is where their scope begins);
 * moving a subtree is its own action (`departmentBaseInfo:move`), and so is a parent change on update.
 */
export const departmentResource = defineResource({
  key: 'departmentBaseInfo',
  name: 'department',
  module: 'user',
  path: '/department',
  row: z.object({
    id: rowId,
    name: z.string(),
    parentId: z.number().nullable(),
    parentName: z.string(),
    level: z.number(),
    sort: z.number(),
    remark: z.string(),
    operatorName: z.string(),
    modifiedTime: z.number().nullable(),
  }),
  save: z.strictObject({
    name: plainText(32),
    parentId: chosenId,
    sort: z
      .number({ error: VMSG.invalid })
      .int({ error: VMSG.integer })
      .min(0, { error: VMSG.tooSmall })
      .max(9999, { error: VMSG.tooBig })
      .default(0),
    remark: optionalText(100),
  }),
  filters: {
    /** Only the direct children of this department. */
    parentId: rowId.optional(),
    keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
  },
  sortable: ['sort', 'name', 'modifiedTime'],
  defaultOrder: 'asc',
  actions: ['add', 'update', 'delete'],
});

/** A node of the caller's department tree (pickers and the department page). */
export interface DepartmentTreeNode {
  id: number;
  name: string;
  parentId: number | null;
  level: number;
  children: DepartmentTreeNode[];
}

export const departmentMoveRequest = z.strictObject({ id: rowId, parentId: rowId });

export const departmentEndpoints = {
  /** The caller's department and its subtree; any signed-in user (every department picker uses it). */
  departmentTree: endpoint<DepartmentTreeNode[]>()({
    name: 'departmentTree',
    method: 'GET',
    module: 'user',
    path: '/department/tree',
    access: 'session',
    request: z.strictObject({}),
  }),
  /** Moves a department with its whole subtree under another department of the caller's scope. */
  departmentMove: endpoint<{ id: number }>()({
    name: 'departmentMove',
    method: 'POST',
    module: 'user',
    path: '/department/move',
    access: { operationId: 'departmentBaseInfo:move' },
    request: departmentMoveRequest,
  }),
} as const;
