import { ALARM_CLASS } from '@roadwatch/core';
import type { Database } from '../../src/db/connect';

/**
 * Unprocessed alarms and device exceptions that began minutes ago on a company's first vehicle. The demo seed
 * spreads its few exceptions over calendar days, so how many are still open depends on the hour a test runs;
 * tests that consume open events add their own here.
 */
export async function addRecentEvents(
  db: Database,
  company: number,
  counts: { alarms?: number; exceptions?: number },
): Promise<{ alarms: string[]; exceptions: string[] }> {
  const vehicle = await db
    .selectFrom('vehicles')
    .select(['id', 'company_id', 'department_id'])
    .where('company_id', '=', company)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const base = {
    company_id: vehicle.company_id,
    department_id: vehicle.department_id,
    vehicle_id: vehicle.id,
  };
  const alarms = Array.from({ length: counts.alarms ?? 0 }, (_, i) => `recent-alarm-${company}-${now}-${i}`);
  const exceptions = Array.from(
    { length: counts.exceptions ?? 0 },
    (_, i) => `recent-exception-${company}-${now}-${i}`,
  );
  if (alarms.length > 0) {
    await db
      .insertInto('alarms')
      .values(
        alarms.map((guid, i) => ({
          ...base,
          guid,
          alarm_class: ALARM_CLASS.vehicle,
          first_type: 1,
          second_type: 1,
          begin_time: now - (i + 1) * 60_000,
          end_time: null,
          created_at: now,
        })),
      )
      .execute();
  }
  if (exceptions.length > 0) {
    await db
      .insertInto('device_exceptions')
      .values(
        exceptions.map((guid, i) => ({
          ...base,
          guid,
          type: 1,
          begin_time: now - (i + 1) * 60_000,
          end_time: null,
          created_at: now,
        })),
      )
      .execute();
  }
  return { alarms, exceptions };
}
