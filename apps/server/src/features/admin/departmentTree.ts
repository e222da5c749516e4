import type { DepartmentTreeNode, ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import type { AnyDb } from '../../resources/resourceSpec';
import { departmentScope } from './departmentSubtree';

/** The caller's department and its subtree as a tree: department → children, by sort then id. */
export const departmentTree: EndpointHandler<typeof ENDPOINTS.departmentTree> = async (ctx) => {
  const user = requireUser(ctx);
  const rows = (await (ctx.db as unknown as AnyDb)
    .selectFrom('departments as t')
    .select(['t.id as id', 't.name as name', 't.parent_id as parentId', 't.level as level'])
    .where(departmentScope(user))
    .orderBy('t.level')
    .orderBy('t.sort')
    .orderBy('t.id')
    .execute()) as { id: number; name: string; parentId: number | null; level: number }[];
  const nodes = new Map<number, DepartmentTreeNode>(
    rows.map((r) => [r.id, { ...r, level: Number(r.level), children: [] }]),
  );
  const roots: DepartmentTreeNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id);
    if (!node) continue;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
};
