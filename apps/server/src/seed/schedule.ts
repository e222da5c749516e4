import type { FleetVehicle } from './fleet';
import { CITIES, distanceKm, pointOnRoute, ROAD_FACTOR, type City, type CityKey, type LonLat } from './geo';
import { mixSeed, Random } from './prng';
import type { SiteRow } from './sites';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './time';

/** Part of a curved route from `from` to `to`, driven between route fractions f0 and f1. */
export interface Leg {
  type: 'leg';
  start: number;
  end: number;
  from: LonLat;
  to: LonLat;
  bend: number;
  f0: number;
  f1: number;
  km: number;
  cruiseKmh: number;
  mileageAtStart: number;
}

export interface Stop {
  type: 'stop';
  start: number;
  end: number;
  at: LonLat;
  accOff: boolean;
  purpose: 'delivery' | 'unload' | 'rest' | 'park';
  mileage: number;
}

export type Segment = Leg | Stop;

/** A delivery job: becomes a transport order. */
export interface Trip {
  start: number;
  end: number;
  origin: string;
  destination: string;
}

export interface VehicleSchedule {
  /** Every leg and stop in time order; gaps between work days are night parking (ignition off). */
  segments: Segment[];
  trips: Trip[];
  finalMileage: number;
}

export function legPosition(leg: Leg, t: number): LonLat {
  const u = leg.end > leg.start ? Math.min(1, Math.max(0, (t - leg.start) / (leg.end - leg.start))) : 1;
  return pointOnRoute(leg.from, leg.to, leg.f0 + (leg.f1 - leg.f0) * u, leg.bend);
}

export function legMileage(leg: Leg, t: number): number {
  const u = leg.end > leg.start ? Math.min(1, Math.max(0, (t - leg.start) / (leg.end - leg.start))) : 1;
  return leg.mileageAtStart + leg.km * u;
}

export interface ScheduleContext {
  seed: number;
  /** First day (GMT+8 midnight) of the history. */
  from: number;
  /** End of the last day generated (the end of today); the caller cuts at `now`. */
  until: number;
  storesByCity: ReadonlyMap<CityKey, readonly SiteRow[]>;
  warehouseByCity: ReadonlyMap<CityKey, SiteRow>;
}

const ALL_CITIES = Object.values(CITIES);

function citiesBetween(home: City, minKm: number, maxKm: number): City[] {
  return ALL_CITIES.filter((c) => {
    const d = distanceKm(home, c);
    return d >= minKm && d <= maxKm;
  });
}

/** Builds one vehicle's timeline; a pure function of (seed, vehicle, context). */
export function planVehicle(v: FleetVehicle, ctx: ScheduleContext): VehicleSchedule {
  const rng = new Random(mixSeed(ctx.seed, 301, v.row.id));
  const homeCity = CITIES[v.home.fleet.city];
  const segments: Segment[] = [];
  const trips: Trip[] = [];
  let mileage = v.initialMileageKm;
  let pos: LonLat = v.depot;
  let cursor = ctx.from;
  // Long-haul state: where the current run goes and how far along it the truck is.
  let route: {
    from: LonLat;
    to: LonLat;
    city: City;
    km: number;
    done: number;
    bend: number;
    start: number;
  } | null = null;
  let awayCity: City | null = null;

  const placeName = (city: City): string => {
    const warehouse = ctx.warehouseByCity.get(city.key);
    return warehouse && warehouse.company_id === v.row.company_id
      ? warehouse.name
      : `${city.name}${city.districts[0]}`;
  };
  const targetIn = (city: City): LonLat => {
    const warehouse = ctx.warehouseByCity.get(city.key);
    if (warehouse) return { lon: warehouse.lon, lat: warehouse.lat };
    return { lon: city.lon + rng.range(-0.1, 0.1), lat: city.lat + rng.range(-0.08, 0.08) };
  };
  const stop = (duration: number, purpose: Stop['purpose'], accOff: boolean) => {
    segments.push({ type: 'stop', start: cursor, end: cursor + duration, at: pos, accOff, purpose, mileage });
    cursor += duration;
  };
  /** Drives route fractions f0→f1 of from→to; returns the leg. */
  const drive = (
    from: LonLat,
    to: LonLat,
    bend: number,
    f0: number,
    f1: number,
    routeKm: number,
    cruise: number,
  ) => {
    const km = routeKm * (f1 - f0);
    const duration = Math.round(((km / cruise) * HOUR_MS) / 1000) * 1000;
    const leg: Leg = {
      type: 'leg',
      start: cursor,
      end: cursor + duration,
      from,
      to,
      bend,
      f0,
      f1,
      km,
      cruiseKmh: cruise,
      mileageAtStart: mileage,
    };
    segments.push(leg);
    cursor += duration;
    mileage += km;
    pos = pointOnRoute(from, to, f1, bend);
    return leg;
  };

  const cityDay = () => {
    const start = cursor;
    const stores = ctx.storesByCity.get(homeCity.key)?.filter((s) => s.company_id === v.row.company_id) ?? [];
    const deliveries = rng.int(2, 5);
    let firstName = '';
    for (let i = 0; i < deliveries; i += 1) {
      const store = stores.length > 0 && rng.chance(0.8) ? rng.pick(stores) : null;
      const target = store
        ? { lon: store.lon, lat: store.lat }
        : { lon: homeCity.lon + rng.range(-0.16, 0.16), lat: homeCity.lat + rng.range(-0.13, 0.13) };
      if (i === 0) firstName = store?.name ?? `${homeCity.name}${rng.pick(homeCity.districts)}`;
      drive(pos, target, rng.range(-0.12, 0.12), 0, 1, distanceKm(pos, target) * 1.35 + 1, rng.range(24, 40));
      const hourOfDay = ((cursor - ctx.from) % DAY_MS) / HOUR_MS;
      const lunch = hourOfDay >= 11.5 && hourOfDay <= 13.5 ? rng.int(30, 50) : 0;
      stop((rng.int(15, 45) + lunch) * MINUTE_MS, 'delivery', rng.chance(0.8));
    }
    drive(pos, v.depot, rng.range(-0.1, 0.1), 0, 1, distanceKm(pos, v.depot) * 1.35 + 1, rng.range(26, 42));
    stop(0, 'park', true);
    trips.push({ start, end: cursor, origin: placeName(homeCity), destination: firstName });
  };

  /** One leg between cities, split by a rest stop when it is longer than about 3.5 hours. */
  const intercity = (to: LonLat, cruise: number) => {
    const routeKm = distanceKm(pos, to) * ROAD_FACTOR;
    const from = pos;
    const bend = rng.range(-0.08, 0.08);
    if (routeKm / cruise > 3.5) {
      drive(from, to, bend, 0, 0.5, routeKm, cruise);
      stop(rng.int(25, 45) * MINUTE_MS, 'rest', rng.chance(0.6));
      drive(from, to, bend, 0.5, 1, routeKm, cruise);
    } else {
      drive(from, to, bend, 0, 1, routeKm, cruise);
    }
  };

  const regionalDay = () => {
    const start = cursor;
    if (awayCity) {
      const origin = placeName(awayCity);
      intercity(v.depot, rng.range(60, 75));
      stop(0, 'park', true);
      trips.push({ start, end: cursor, origin, destination: placeName(homeCity) });
      awayCity = null;
      return;
    }
    const candidates = citiesBetween(homeCity, 80, 450);
    const dest = candidates.length > 0 ? rng.pick(candidates) : homeCity;
    intercity(targetIn(dest), rng.range(60, 75));
    stop(rng.int(45, 120) * MINUTE_MS, 'unload', true);
    trips.push({ start, end: cursor, origin: placeName(homeCity), destination: placeName(dest) });
    const back = (distanceKm(pos, v.depot) * ROAD_FACTOR) / 68;
    if ((cursor - start) / HOUR_MS < 5 && back < 4 && rng.chance(0.7)) {
      intercity(v.depot, rng.range(60, 75));
      stop(0, 'park', true);
    } else {
      segments.push({
        type: 'stop',
        start: cursor,
        end: cursor,
        at: pos,
        accOff: true,
        purpose: 'park',
        mileage,
      });
      awayCity = dest;
    }
  };

  const trunkDay = () => {
    if (!route) {
      const far = citiesBetween(homeCity, 500, 1500);
      const dest = awayCity ?? (far.length > 0 ? rng.pick(far) : homeCity);
      const toHome = awayCity !== null;
      const to = toHome ? v.depot : targetIn(dest);
      route = {
        from: pos,
        to,
        city: toHome ? homeCity : dest,
        km: distanceKm(pos, to) * ROAD_FACTOR,
        done: 0,
        bend: rng.range(-0.06, 0.06),
        start: cursor,
      };
      trips.push({
        start: cursor,
        end: 0,
        origin: placeName(toHome ? (awayCity ?? homeCity) : homeCity),
        destination: placeName(route.city),
      });
    }
    const r = route;
    let drivenHours = 0;
    const dayTarget = rng.range(8.5, 10.5);
    while (drivenHours < dayTarget && r.done < r.km - 0.01) {
      const stintHours = Math.min(
        dayTarget - drivenHours + 0.5,
        rng.chance(0.1) ? rng.range(4.05, 4.6) : rng.range(2.5, 3.9),
      );
      const cruise = rng.range(68, 82);
      const km = Math.min(r.km - r.done, stintHours * cruise);
      drive(r.from, r.to, r.bend, r.done / r.km, (r.done + km) / r.km, r.km, cruise);
      r.done += km;
      drivenHours += km / cruise;
      if (r.done >= r.km - 0.01) break;
      stop(rng.int(20, 45) * MINUTE_MS, 'rest', rng.chance(0.5));
    }
    if (r.done >= r.km - 0.01) {
      const trip = trips[trips.length - 1];
      if (trip) trip.end = cursor;
      const arrivedHome = r.city.key === homeCity.key && awayCity !== null;
      stop(rng.int(90, 180) * MINUTE_MS, 'unload', true);
      awayCity = arrivedHome ? null : r.city;
      route = null;
    }
    segments.push({
      type: 'stop',
      start: cursor,
      end: cursor,
      at: pos,
      accOff: true,
      purpose: 'park',
      mileage,
    });
  };

  for (let day = ctx.from; day < ctx.until; day += DAY_MS) {
    const weekend = new Date(day + 8 * HOUR_MS).getUTCDay() % 6 === 0;
    const restChance = v.duty === 'city' ? (weekend ? 0.3 : 0.08) : v.duty === 'regional' ? 0.1 : 0.07;
    if (rng.chance(restChance) && !route) continue;
    const nightRun = v.duty === 'trunk' && rng.chance(0.12);
    const departure =
      day +
      (nightRun ? rng.range(14, 17) : v.duty === 'trunk' ? rng.range(4.5, 8) : rng.range(5.5, 9)) * HOUR_MS;
    // At least six hours of rest after the previous day's work.
    cursor = Math.round(Math.max(departure, cursor + 6 * HOUR_MS) / 1000) * 1000;
    if (cursor >= day + DAY_MS) continue;
    if (v.duty === 'city') cityDay();
    else if (v.duty === 'regional') regionalDay();
    else trunkDay();
  }
  for (const trip of trips) if (trip.end === 0) trip.end = cursor + DAY_MS; // still on the road at the end
  return { segments, trips, finalMileage: mileage };
}
