import { sql } from 'kysely';
import type { AnySelect } from './resourceSpec';

/** Joins the user who changed a row last (`mu`), for the "operator" and "modified time" columns. */
export function withModifier(query: AnySelect): AnySelect {
  return query.leftJoin('users as mu', 'mu.id', 't.modified_by');
}

/** `operatorName` (real name, else user name, else '') and `modifiedTime`; pair with `withModifier`. */
export function auditColumns(query: AnySelect): AnySelect {
  return query.select([
    sql<string>`coalesce(nullif(mu.real_name, ''), mu.user_name, '')`.as('operatorName'),
    't.modified_at as modifiedTime',
  ]);
}
