import type { SimSiteSpec } from '@roadwatch/simulator';
import { nearestCity } from '@roadwatch/simulator/world';
import type { Database } from '../db/connect';
import { loadProbes } from './loadProbes';

/**
 * The warehouses and stores of a database that have a temperature logger, as simulator specs (read-only): phone,
 * model, edition, position and the probes of their temperature points. With `loadSimFleet` this is what
 * `npm run simulate -- --from-db` (hence `npm start`) drives; tests use it to connect real sites to the gateway.
 */
export async function loadSimSites(db: Database): Promise<SimSiteSpec[]> {
  const sites = await db
    .selectFrom('sites')
    .select(['id', 'kind', 'name', 'lon', 'lat', 'terminal_phone', 'terminal_model', 'protocol_version'])
    .where('terminal_phone', 'is not', null)
    // Incubators' loggers are portable (loadSimPortables).
    .where('kind', '<>', 'incubator')
    .orderBy('id')
    .execute();
  const probes = await loadProbes(db, 'site');
  return sites.flatMap((s): SimSiteSpec[] =>
    s.terminal_phone === null
      ? []
      : [
          {
            siteId: s.id,
            phone: s.terminal_phone,
            kind: s.kind === 'warehouse' ? 'warehouse' : 'store',
            name: s.name,
            edition: s.protocol_version === 2019 ? 2019 : 2013,
            terminalModel: s.terminal_model,
            homeCity: nearestCity({ lon: s.lon, lat: s.lat }),
            lon: s.lon,
            lat: s.lat,
            probes: probes.get(s.id) ?? [],
          },
        ],
  );
}
