import type { DepartmentNode, ENDPOINTS } from '@roadwatch/core';
import { requireUser, type EndpointHandler } from '../../http/endpointHandler';
import { sql, type SqlBool } from 'kysely';
import { escapeLike } from '../../scope/likePattern';

/** The caller's department subtree as a tree (roots are the departments whose parent is outside it). */
export const alarmDepartmentTree: EndpointHandler<typeof ENDPOINTS.alarmDepartmentTree> = async (ctx) => {
  const user = requireUser(ctx);
  const rows = await ctx.db
    .selectFrom('departments')
    .select(['id', 'name', 'parent_id'])
    .where('company_id', '=', user.companyId)
    .where(sql<SqlBool>`path like ${`${escapeLike(user.departmentPath)}%`} escape '\\'`)
    .orderBy('level')
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const nodes = new Map<number, DepartmentNode>(
    rows.map((r) => [r.id, { id: r.id, name: r.name, children: [] }]),
  );
  const roots: DepartmentNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id);
    if (!node) continue;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
};
