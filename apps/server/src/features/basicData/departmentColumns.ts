import type { AnySelect } from '../../resources/resourceSpec';

/** Joins the row's department (`dep`) for its name in lists. */
export function withDepartment(query: AnySelect): AnySelect {
  return query.innerJoin('departments as dep', 'dep.id', 't.department_id');
}

/** `departmentId` and `departmentName`; pair with `withDepartment`. */
export function departmentColumns(query: AnySelect): AnySelect {
  return query.select(['t.department_id as departmentId', 'dep.name as departmentName']);
}
