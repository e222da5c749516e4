import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** `column` names the department `departmentId` or one below it (materialised paths share the prefix). */
export function inDepartmentSubtree(column: string, departmentId: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} in (select below.id from departments below
    join departments top on below.company_id = top.company_id and below.path like top.path || '%'
    where top.id = ${departmentId})`;
}
