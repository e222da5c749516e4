import type { Database } from '../../db/connect';
import type { Scope } from '../../scope/authContext';
import { kmBetween, odometersAt } from '../kiosk/boards/vehicleDays';

/** Odometer km each vehicle in scope drove in [start, end]: the reading at the end less the one at the start. */
export async function rangeKm(
  db: Database,
  scope: Scope,
  start: number,
  end: number,
): Promise<Map<number, number>> {
  const readings = await odometersAt(db, scope, [start, end + 1]);
  const km = new Map<number, number>();
  for (const [id, pair] of readings) km.set(id, Math.round((kmBetween(pair)[0] ?? 0) * 10) / 10);
  return km;
}
