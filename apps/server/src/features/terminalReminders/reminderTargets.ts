import type { TerminalReminder } from '@roadwatch/core';
import type { Database } from '../../db/connect';
import { chinaGazetteer } from '../../geo/gazetteer';

export interface ReminderTarget {
  vehicleId: number;
}

/** A region code from the region tree ('320000' or '320000/320100') holds a place when its last code matches. */
function regionHolds(region: string, place: { provinceCode: string; cityCode: string }): boolean {
  const [province, city] = region.split('/');
  return city === undefined ? place.provinceCode === province : place.cityCode === city;
}

/**
 * The company's vehicles a reminder addresses: all of them or the chosen ones, and for regional and weather
 * reminders only those whose last known position lies in one of the regions (offline gazetteer).
 */
export async function reminderTargets(
  db: Database,
  companyId: number,
  reminder: TerminalReminder,
): Promise<ReminderTarget[]> {
  let q = db
    .selectFrom('vehicles as v')
    .leftJoin('vehicle_states as s', 's.vehicle_id', 'v.id')
    .select(['v.id', 's.lon', 's.lat'])
    .where('v.company_id', '=', companyId);
  if (!reminder.allVehicles) {
    if (reminder.vehicleIds.length === 0) return [];
    q = q.where('v.id', 'in', reminder.vehicleIds);
  }
  const rows = await q.orderBy('v.id').execute();
  if (reminder.kind === 'daily') return rows.map((r) => ({ vehicleId: r.id }));
  const gazetteer = chinaGazetteer();
  return rows.flatMap((r) => {
    if (r.lon === null || r.lat === null) return [];
    const place = gazetteer.lookup(r.lon, r.lat);
    return place && reminder.regions.some((region) => regionHolds(region, place))
      ? [{ vehicleId: r.id }]
      : [];
  });
}
