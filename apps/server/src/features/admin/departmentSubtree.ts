import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { businessFailure } from '../../http/apiFailure';
import type { AnyDb } from '../../resources/resourceSpec';
import type { UserAuth } from '../../scope/authContext';
import { escapeLike } from '../../scope/likePattern';

/** Departments the caller sees: their own and its subtree, by materialised path (alias `t` unless given). */
export function departmentScope(auth: UserAuth, alias = 't'): RawBuilder<SqlBool> {
  const subtree = `${escapeLike(auth.departmentPath)}%`;
  return sql<SqlBool>`(${sql.ref(`${alias}.company_id`)} = ${auth.companyId} and ${sql.ref(`${alias}.path`)} like ${subtree} escape '\\')`;
}

export interface DepartmentPlace {
  id: number;
  parentId: number | null;
  path: string;
  level: number;
}

/** A department inside the caller's scope, or `errors.departmentNotFound`. */
export async function departmentPlace(db: AnyDb, auth: UserAuth, id: number): Promise<DepartmentPlace> {
  const row = (await db
    .selectFrom('departments as t')
    .select(['t.id as id', 't.parent_id as parentId', 't.path as path', 't.level as level'])
    .where('t.id', '=', id)
    .where(departmentScope(auth))
    .executeTakeFirst()) as DepartmentPlace | undefined;
  if (!row) throw businessFailure('errors.departmentNotFound');
  return { ...row, level: Number(row.level) };
}

/**
 * Moves a department with its whole subtree under `parentId`: every path under the old one is rewritten to start
 * with the new one and every level shifts by the same amount, in the caller's transaction. The caller's own
 * department stays where it is (their scope starts there), and a department cannot go under itself.
 */
export async function moveDepartment(
  trx: AnyDb,
  auth: UserAuth,
  id: number,
  parentId: number,
): Promise<void> {
  if (id === auth.departmentId) throw businessFailure('errors.ownDepartment');
  const node = await departmentPlace(trx, auth, id);
  const parent = await departmentPlace(trx, auth, parentId);
  if (parent.path.startsWith(node.path)) throw businessFailure('errors.departmentMoveIntoSubtree');
  if (node.parentId === parent.id) return;
  const newPath = `${parent.path}${id}/`;
  const levelShift = parent.level + 1 - node.level;
  await trx
    .updateTable('departments')
    .set({
      path: sql`cast(${newPath} as text) || substr(path, ${node.path.length + 1})`,
      level: sql`level + ${levelShift}`,
    })
    .where('company_id', '=', auth.companyId)
    .where(sql<SqlBool>`path like ${`${escapeLike(node.path)}%`} escape '\\'`)
    .execute();
  await trx.updateTable('departments').set({ parent_id: parent.id }).where('id', '=', id).execute();
}
