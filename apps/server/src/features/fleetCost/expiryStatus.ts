import {
  chinaDayStart,
  deriveExpiryStatus,
  daysToExpiry,
  nearExpiryLastDay,
  type ExpiryStatus,
} from '@roadwatch/core';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { AnySelect } from '../../resources/resourceSpec';

/**
 * The one place the expiry status of insurance policies and certificates is worked out on the server: lists read
 * it with `expiryStatusColumns` + `expiryStatusOf`, filter with `whereExpiryStatus`, and later boards and the
 * kiosk do the same. The rules themselves are core's `deriveExpiryStatus`; the SQL here says the same thing so a
 * filtered page counts and pages exactly the rows that show that status.
 */
export interface ExpiryTable {
  /** Table name (aliased `t` in the list's query). */
  table: 'insurance_policies' | 'vehicle_certificates';
  /** The column that makes two records "of the same type" for one vehicle. */
  typeColumn: 'insurance_type' | 'kind';
}

/** `t.end_day` and the newest end day of the same vehicle and type, selected as endDay and newestEndDay. */
export function expiryStatusColumns(q: AnySelect, { table, typeColumn }: ExpiryTable): AnySelect {
  return q.select([
    't.end_day as endDay',
    sql<number>`(select max(o.end_day) from ${sql.table(table)} o where o.vehicle_id = t.vehicle_id and ${sql.ref(`o.${typeColumn}`)} = ${sql.ref(`t.${typeColumn}`)})`.as(
      'newestEndDay',
    ),
  ]);
}

/** Status and days left of a row read with `expiryStatusColumns`. */
export function expiryStatusOf(
  raw: Record<string, unknown>,
  now: number,
): { status: ExpiryStatus; daysLeft: number; endDay: number } {
  const endDay = Number(raw.endDay);
  const newestEndDay = Number(raw.newestEndDay ?? raw.endDay);
  return {
    status: deriveExpiryStatus({ endDay, newestEndDay }, now),
    daysLeft: daysToExpiry(endDay, now),
    endDay,
  };
}

function newerExists({ table, typeColumn }: ExpiryTable): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from ${sql.table(table)} o where o.vehicle_id = t.vehicle_id and ${sql.ref(`o.${typeColumn}`)} = ${sql.ref(`t.${typeColumn}`)} and o.end_day > t.end_day)`;
}

/** Rows of `status` at `now` (the SQL twin of `deriveExpiryStatus`). */
export function whereExpiryStatus(
  q: AnySelect,
  status: ExpiryStatus,
  now: number,
  spec: ExpiryTable,
): AnySelect {
  const today = chinaDayStart(now);
  const lastNear = nearExpiryLastDay(now);
  if (status === 'historical') return q.where(newerExists(spec));
  const current = q.where(sql<SqlBool>`not ${newerExists(spec)}`);
  if (status === 'expired') return current.where('t.end_day', '<', today);
  if (status === 'aboutToExpire')
    return current.where('t.end_day', '>=', today).where('t.end_day', '<=', lastNear);
  return current.where('t.end_day', '>', lastNear);
}
