import type { SimPortableSpec } from '@roadwatch/simulator';
import { nearestCity } from '@roadwatch/simulator/world';
import type { Database } from '../db/connect';

/** China-time hours an incubator rides its carrier each day: loaded in the morning, back in the afternoon. */
const RIDE_HOURS = [
  [9, 13],
  [10, 15],
  [13, 17],
] as const;

const squaredDistance = (a: { lon: number; lat: number }, b: { lon: number; lat: number }) =>
  (a.lon - b.lon) ** 2 + (a.lat - b.lat) ** 2;

/**
 * The incubators of a database with a portable logger, as simulator specs (read-only). Each rests at the
 * warehouse of its company nearest to its department's warehouses (the first warehouse of the company when its
 * department has none) and rides, in its ride hours, the vehicle of its company last seen nearest that warehouse
 * (each vehicle carries one incubator at most). With `loadSimFleet` and `loadSimSites` this is what
 * `npm run simulate -- --from-db` drives.
 */
export async function loadSimPortables(db: Database): Promise<SimPortableSpec[]> {
  const incubators = await db
    .selectFrom('sites as s')
    .innerJoin('incubators as i', 'i.site_id', 's.id')
    .innerJoin('incubator_models as m', 'm.id', 'i.model_id')
    .innerJoin('temp_points as p', 'p.site_id', 's.id')
    .where('s.kind', '=', 'incubator')
    .where('s.terminal_phone', 'is not', null)
    .select([
      's.id',
      's.company_id',
      's.department_id',
      'i.code',
      's.terminal_phone',
      's.terminal_model',
      's.protocol_version',
      'p.probe_no',
      'm.min_c',
      'm.max_c',
    ])
    .orderBy('s.id')
    .execute();
  if (incubators.length === 0) return [];
  const warehouses = await db
    .selectFrom('sites')
    .where('kind', '=', 'warehouse')
    .select(['id', 'company_id', 'department_id', 'lon', 'lat'])
    .orderBy('id')
    .execute();
  const vehicles = await db
    .selectFrom('vehicles as v')
    .innerJoin('vehicle_states as st', 'st.vehicle_id', 'v.id')
    .where('v.terminal_phone', 'is not', null)
    .where('st.lon', 'is not', null)
    .select(['v.id', 'v.company_id', 'st.lon', 'st.lat'])
    .orderBy('v.id')
    .execute();
  const taken = new Set<number>();
  return incubators.flatMap((b, index): SimPortableSpec[] => {
    if (b.terminal_phone === null) return [];
    const ofCompany = warehouses.filter((w) => w.company_id === b.company_id);
    const home = ofCompany.find((w) => w.department_id === b.department_id) ?? ofCompany[0] ?? warehouses[0];
    if (!home) return [];
    const carrier = vehicles
      .filter((v) => v.company_id === b.company_id && !taken.has(v.id))
      .sort(
        (x, y) =>
          squaredDistance({ lon: x.lon ?? 0, lat: x.lat ?? 0 }, home) -
          squaredDistance({ lon: y.lon ?? 0, lat: y.lat ?? 0 }, home),
      )[0];
    if (carrier) taken.add(carrier.id);
    return [
      {
        siteId: b.id,
        phone: b.terminal_phone,
        name: b.code,
        edition: b.protocol_version === 2019 ? 2019 : 2013,
        terminalModel: b.terminal_model || 'TL-1613',
        homeCity: nearestCity({ lon: home.lon, lat: home.lat }),
        probe: { probe: b.probe_no, minC: b.min_c, maxC: b.max_c },
        home: { lon: home.lon, lat: home.lat },
        carrierVehicleId: carrier?.id ?? null,
        rideHours: RIDE_HOURS[index % RIDE_HOURS.length]!,
      },
    ];
  });
}
