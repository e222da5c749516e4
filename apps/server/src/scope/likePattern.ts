import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** Escape LIKE wildcards so user text matches literally; pair with `escape '\'`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `column` contains `text`, ignoring ASCII case, on SQLite and PostgreSQL alike. */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`;
}
