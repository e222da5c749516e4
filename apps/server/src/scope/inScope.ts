import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema.gen';
import type { Scope } from './authContext';
import { escapeLike } from './likePattern';

/** Tables whose rows belong to a company and a department. */
export type ScopedTable = {
  [T in keyof DB]: DB[T] extends { company_id: number; department_id: number } ? T : never;
}[keyof DB];

/**
 * Row filter for every data query: the scope's company AND a department inside the scope's subtree
 * (materialised path prefix). Use it as `.where(inScope(scope, 'vehicles'))`, or with an alias.
 */
export function inScope(scope: Scope, table: ScopedTable, alias: string = table): RawBuilder<SqlBool> {
  const subtree = `${escapeLike(scope.departmentPath)}%`;
  return sql<SqlBool>`(${sql.ref(`${alias}.company_id`)} = ${scope.companyId} and ${sql.ref(`${alias}.department_id`)} in (select d.id from departments d where d.company_id = ${scope.companyId} and d.path like ${subtree} escape '\\'))`;
}
