import { sql } from 'kysely';
import { escapeLike } from '../scope/likePattern';
import type { Scope } from '../scope/authContext';
import type { AnyDb } from './resourceSpec';

/** Whether a department exists inside the caller's company and department subtree. */
export async function departmentInScope(db: AnyDb, scope: Scope, departmentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('departments')
    .select('id')
    .where('id', '=', departmentId)
    .where('company_id', '=', scope.companyId)
    .where(sql`path like ${`${escapeLike(scope.departmentPath)}%`} escape '\\'` as never)
    .executeTakeFirst();
  return row !== undefined;
}
