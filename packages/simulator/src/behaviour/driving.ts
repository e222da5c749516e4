import type { Random } from '../world';

/** City streets near the ends of a route and on short trips; expressway in between. */
export type Zone = 'city' | 'highway';

const URBAN_KM = 6;
const SHORT_TRIP_KM = 25;

export function zoneOf(routeKm: number, doneKm: number): Zone {
  if (routeKm < SHORT_TRIP_KM) return 'city';
  return doneKm < URBAN_KM || routeKm - doneKm < URBAN_KM ? 'city' : 'highway';
}

/**
 * The speed a driver aims for over the next report interval: 20–50 km/h in town (sometimes crawling in traffic),
 * 70–100 km/h on the expressway below the vehicle's limit, and above the limit during an overspeed episode.
 */
export function cruiseTarget(rng: Random, zone: Zone, limitKmh: number, overspeeding: boolean): number {
  if (overspeeding) return limitKmh + rng.range(5, 22);
  if (zone === 'city') return rng.chance(0.08) ? rng.range(3, 18) : rng.range(20, 50);
  return rng.range(70, Math.max(72, Math.min(100, limitKmh - 1)));
}

/** Speeds change gradually: a lorry does not jump from 20 to 90 km/h between two reports. */
export function nextSpeed(currentKmh: number, targetKmh: number): number {
  return currentKmh + (targetKmh - currentKmh) * 0.6;
}

/** Plausible terrain height: the Sichuan basin around 500 m, the eastern plains near sea level. */
export function altitudeAt(lon: number, lat: number): number {
  const base = lon < 108 ? 480 : 12;
  return Math.round(base + 20 + 15 * Math.sin(lon * 9.7) * Math.cos(lat * 6.1));
}
