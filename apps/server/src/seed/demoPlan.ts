import { generateFleet, type DriverRow, type FleetVehicle } from './fleet';
import {
  buildOrganisation,
  DEMO_COMPANY,
  SECOND_COMPANY,
  type CompanySpec,
  type Organisation,
} from './organisation';
import type { ScheduleContext } from './schedule';
import { generateSites, type SitePlan, type TempPointRow } from './sites';
import { chinaDayStart, DAY_MS, MINUTE_MS } from './time';
import type { Cadence } from './tracks';

export interface PlanOptions {
  vehicles: number;
  days: number;
  seed?: number;
  now?: number;
  full?: boolean;
}

/** Everything that does not depend on the database: the fleet, sites and the history window. */
export interface DemoPlan {
  seed: number;
  now: number;
  dayStart: number;
  from: number;
  companies: readonly CompanySpec[];
  org: Organisation;
  vehicles: FleetVehicle[];
  drivers: DriverRow[];
  sites: SitePlan;
  pointsByVehicle: Map<number, TempPointRow[]>;
  pointsBySite: Map<number, TempPointRow[]>;
  schedule: ScheduleContext;
  track: Cadence;
  temperature: Cadence;
}

/** How densely history is kept: default scale for demos and tests, `full` for volume testing. */
function cadences(dayStart: number, full: boolean): { track: Cadence; temperature: Cadence } {
  return full
    ? {
        track: { fineFrom: dayStart - 2 * DAY_MS, fineMs: 30_000, coarseMs: 5 * MINUTE_MS },
        temperature: { fineFrom: dayStart - 2 * DAY_MS, fineMs: 5 * MINUTE_MS, coarseMs: 30 * MINUTE_MS },
      }
    : {
        track: { fineFrom: dayStart - DAY_MS, fineMs: 10 * MINUTE_MS, coarseMs: 120 * MINUTE_MS },
        temperature: { fineFrom: dayStart - DAY_MS, fineMs: 30 * MINUTE_MS, coarseMs: 240 * MINUTE_MS },
      };
}

/** Throws a RangeError naming the bad option when the scale is outside what the generator supports. */
export function checkSeedScale(vehicles: number, days: number): void {
  if (!Number.isInteger(vehicles) || vehicles < 1 || vehicles > 100_000) {
    throw new RangeError('vehicles must be an integer from 1 to 100000');
  }
  if (!Number.isInteger(days) || days < 1 || days > 366) {
    throw new RangeError('days must be an integer from 1 to 366');
  }
}

export function planDemo(opts: PlanOptions): DemoPlan {
  checkSeedScale(opts.vehicles, opts.days);
  const seed = opts.seed ?? 1;
  const now = opts.now ?? Date.now();
  const dayStart = chinaDayStart(now);
  const from = dayStart - opts.days * DAY_MS;
  const companies = [DEMO_COMPANY, SECOND_COMPANY];
  const org = buildOrganisation(companies);
  const plates = new Set<string>();
  const phones = new Set<string>();
  const common = { seed, dayStart, plates, phones };
  const fleet1 = generateFleet({
    ...common,
    companyId: 1,
    homes: org.homes.filter((h) => h.companyId === 1),
    count: opts.vehicles,
    firstVehicleId: 1,
    firstDriverId: 1,
  });
  const fleet2 = generateFleet({
    ...common,
    companyId: 2,
    homes: org.homes.filter((h) => h.companyId === 2),
    count: Math.max(3, Math.round(opts.vehicles * 0.05)),
    firstVehicleId: opts.vehicles + 1,
    firstDriverId: fleet1.drivers.length + 1,
  });
  const fleets = new Map<number, FleetVehicle[]>([
    [1, fleet1.vehicles],
    [2, fleet2.vehicles],
  ]);
  const sites = generateSites(seed, companies, org, fleets, (c) =>
    c === 1 ? Math.min(60, Math.max(9, Math.round(opts.vehicles / 40))) : 3,
  );
  const pointsByVehicle = new Map<number, TempPointRow[]>();
  const pointsBySite = new Map<number, TempPointRow[]>();
  for (const p of sites.points) {
    const [map, key] =
      p.vehicle_id !== null ? [pointsByVehicle, p.vehicle_id] : [pointsBySite, p.site_id ?? 0];
    const list = map.get(key);
    if (list) list.push(p);
    else map.set(key, [p]);
  }
  return {
    seed,
    now,
    dayStart,
    from,
    companies,
    org,
    vehicles: [...fleet1.vehicles, ...fleet2.vehicles],
    drivers: [...fleet1.drivers, ...fleet2.drivers],
    sites,
    pointsByVehicle,
    pointsBySite,
    schedule: {
      seed,
      from,
      until: dayStart + DAY_MS,
      storesByCity: sites.storesByCity,
      warehouseByCity: sites.warehouseByCity,
    },
    ...cadences(dayStart, opts.full ?? false),
  };
}
