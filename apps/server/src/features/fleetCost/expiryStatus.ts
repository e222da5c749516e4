import {
  chinaDayStart,
  deriveExpiryStatus,
  daysToExpiry,
  nearExpiryLastDay,
  type ExpiryReminderKind,
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
  table: 'insurance_policies' | 'vehicle_certificates' | 'vehicle_fees';
  /** The column that makes two records "of the same type" for one vehicle. */
  typeColumn: 'insurance_type' | 'kind' | 'fee_type';
  /** Whose reminder setting gives the early warning; without one there is none. */
  reminderKind?: ExpiryReminderKind;
}

const DAY_MS = 86_400_000;

/** The first reminder (days before the expiry) of the row's company for this kind: 0 without a setting. */
function firstReminder({ reminderKind }: ExpiryTable): RawBuilder<number> {
  if (!reminderKind) return sql<number>`0`;
  return sql<number>`coalesce((select s.first_reminder_days from expiry_reminder_settings s where s.company_id = t.company_id and s.kind = ${reminderKind}), 0)`;
}

/** `today + days` China days in epoch ms, computed in 64 bits on both databases. */
function dayAfter(today: number, days: RawBuilder<number>): RawBuilder<number> {
  return sql<number>`(cast(${today} as bigint) + cast(${DAY_MS} as bigint) * ${days})`;
}

/**
 * `t.end_day`, the newest end day of the same vehicle and type, and the company's first reminder, selected as
 * endDay, newestEndDay and firstReminderDays.
 */
export function expiryStatusColumns(q: AnySelect, spec: ExpiryTable): AnySelect {
  const { table, typeColumn } = spec;
  return q.select([
    't.end_day as endDay',
    firstReminder(spec).as('firstReminderDays'),
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
  const firstReminderDays = Number(raw.firstReminderDays ?? 0);
  return {
    status: deriveExpiryStatus({ endDay, newestEndDay, firstReminderDays }, now),
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
  const lastWarned = dayAfter(today, firstReminder(spec));
  if (status === 'earlyWarning')
    return current.where('t.end_day', '>', lastNear).where(sql<SqlBool>`t.end_day <= ${lastWarned}`);
  // Normal: beyond both the about-to-expire window and the first reminder.
  return current.where('t.end_day', '>', lastNear).where(sql<SqlBool>`t.end_day > ${lastWarned}`);
}
