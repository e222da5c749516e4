import { detailQueryIssue, type EventReportFilters } from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { TFunction } from 'i18next';
import type { Database } from '../../db/connect';
import { businessFailure } from '../../http/apiFailure';
import type { Scope } from '../../scope/authContext';
import { inScope } from '../../scope/inScope';
import { containsText } from '../../scope/likePattern';
import { departmentFilter } from '../alarmHandling/alarmQuery';

/**
 * The vehicles an event report reads, as a condition on the vehicles table under `alias`: the caller's own vehicles
 * in its department subtree, narrowed to the chosen department's subtree, the chosen vehicles and the plate keyword.
 * Reports cover the company's own fleet: a partner's shared vehicle reports to its owner.
 */
export async function reportVehicles(
  db: Database,
  scope: Scope,
  f: EventReportFilters,
  alias: string,
): Promise<RawBuilder<SqlBool>> {
  const parts = [inScope(scope, 'vehicles', alias)];
  const department = await departmentFilter(db, scope, f.departmentId);
  if (department) parts.push(inScope(department, 'vehicles', alias));
  if (f.vehicleIds?.length)
    parts.push(sql<SqlBool>`${sql.ref(`${alias}.id`)} in (${sql.join(f.vehicleIds)})`);
  if (f.plate) parts.push(containsText(`${alias}.plate`, f.plate));
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/**
 * Refuses a detail query that breaks core's `detailQueryIssue` with code 0 and the rule's translated sentence. The
 * vehicle count is the chosen vehicles, or every vehicle the filters leave when none is chosen.
 */
export async function checkDetailQuery(
  db: Database,
  t: TFunction,
  vehicles: RawBuilder<SqlBool>,
  f: EventReportFilters & { eventTypes?: number },
  now: number,
): Promise<void> {
  let count = f.vehicleIds?.length ?? 0;
  if (count === 0) {
    const row = await db
      .selectFrom('vehicles as v')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(vehicles)
      .executeTakeFirstOrThrow();
    count = Number(row.n);
  }
  const issue = detailQueryIssue(
    {
      startTime: f.startTime,
      endTime: f.endTime,
      vehicles: count,
      ...(f.eventTypes === undefined ? {} : { eventTypes: f.eventTypes }),
    },
    now,
  );
  if (issue) throw businessFailure('errors.reportQueryRefused', { reason: translateIssue(t, issue) });
}

/** Rows of one page, as the page's LIMIT/OFFSET. */
export function pageWindow(page: { curPage: number; pageSize: number }): { limit: number; offset: number } {
  return { limit: page.pageSize, offset: (page.curPage - 1) * page.pageSize };
}

/** A point as "lon, lat" with six decimals; empty without one. No place names are stored. */
export function placeText(lon: number | null, lat: number | null): string {
  return lon === null || lat === null ? '' : `${Number(lon).toFixed(6)}, ${Number(lat).toFixed(6)}`;
}
