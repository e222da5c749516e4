import { sql, type SqlBool } from 'kysely';
import type { Database } from '../../../db/connect';
import type { Scope } from '../../../scope/authContext';
import { inScope } from '../../../scope/inScope';
import { escapeLike } from '../../../scope/likePattern';

export interface ScopeDepartment {
  id: number;
  name: string;
  path: string;
  level: number;
}

/** The departments of the scope's subtree, the scope's root first. */
export async function scopeDepartments(db: Database, scope: Scope): Promise<ScopeDepartment[]> {
  const rows = await db
    .selectFrom('departments')
    .select(['id', 'name', 'path', 'level'])
    .where('company_id', '=', scope.companyId)
    .where(sql<SqlBool>`path like ${`${escapeLike(scope.departmentPath)}%`} escape '\\'`)
    .orderBy('path')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, path: r.path, level: r.level }));
}

/**
 * The departments a board ranks: the secondary (level 2) departments of a company-wide display, or the children
 * of the display's own department when it is limited to one; each with a function telling whether a department
 * id lies in its subtree.
 */
export function rankedDepartments(departments: readonly ScopeDepartment[]): {
  groups: ScopeDepartment[];
  groupOf: (departmentId: number) => ScopeDepartment | undefined;
} {
  const root = departments[0];
  if (!root) return { groups: [], groupOf: () => undefined };
  const groups = departments.filter((d) => d.level === Math.max(2, root.level + 1));
  const byId = new Map(departments.map((d) => [d.id, d]));
  const memo = new Map<number, ScopeDepartment | undefined>();
  const groupOf = (id: number) => {
    if (memo.has(id)) return memo.get(id);
    const path = byId.get(id)?.path;
    const group = path === undefined ? undefined : groups.find((g) => path.startsWith(g.path));
    memo.set(id, group);
    return group;
  };
  return { groups, groupOf };
}

/** Vehicles in scope: the ids subquery for tables without a company column (track points, readings). */
export function scopeVehicleIds(db: Database, scope: Scope) {
  return db.selectFrom('vehicles').select('vehicles.id').where(inScope(scope, 'vehicles'));
}
