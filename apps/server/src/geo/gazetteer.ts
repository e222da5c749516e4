import fs from 'node:fs';
import type { Language } from '@roadwatch/core';
import Flatbush from 'flatbush';
import { GAZETTEER_FILE, type GazetteerData } from './gazetteerData';
import { serverFile } from '../serverFiles';

/** The administrative divisions at a point: province, prefecture-level city and county (district). */
export interface Place {
  province: string;
  city: string;
  /** '' where the city itself is county-level (e.g. 济源市). */
  county: string;
  provinceEn: string;
  cityEn: string;
  countyEn: string;
  /** GB/T 2260 code of the city ('' when unknown). */
  cityCode: string;
  provinceCode: string;
}

export interface Gazetteer {
  /** The county containing the point, else the one whose seat is nearest (within reach), else null. */
  lookup(lon: number, lat: number): Place | null;
  /** "省 市 区/县" (zh-CN) or "District, City, Province" (en-US); '' outside the covered area. */
  placeName(lon: number, lat: number, lang: Language): string;
  /** Divisions whose Chinese or English name contains `keyword` (case ignored), provinces first, at most `limit`. */
  search(keyword: string, limit: number): PlaceMatch[];
}

/** A division found by name, at its county seat (a city or province: the mean of its county seats). */
export interface PlaceMatch {
  level: 'province' | 'city' | 'county';
  place: Place;
  lon: number;
  lat: number;
}

// A point further than this from every county seat (and inside no county) is outside the gazetteer's reach.
const MAX_NEAREST_KM = 60;
const NEAREST_CANDIDATES = 8;
const EARTH_KM = 6371;

interface County {
  place: Place;
  seatLon: number;
  seatLat: number;
  /** Absolute ring coordinates in 1/scale degree: [x0, y0, x1, y1, …]. */
  rings: Int32Array[];
}

function haversineKm(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Even-odd rule over every ring, so holes and islands of one county are handled alike. */
function contains(rings: readonly Int32Array[], x: number, y: number): boolean {
  let inside = false;
  for (const ring of rings) {
    const n = ring.length;
    for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
      const xi = ring[i] as number;
      const yi = ring[i + 1] as number;
      const xj = ring[j] as number;
      const yj = ring[j + 1] as number;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

function decodeRing(encoded: readonly number[]): Int32Array {
  const ring = new Int32Array(encoded.length);
  let x = 0;
  let y = 0;
  for (let i = 0; i + 1 < encoded.length; i += 2) {
    x += encoded[i] as number;
    y += encoded[i + 1] as number;
    ring[i] = x;
    ring[i + 1] = y;
  }
  return ring;
}

function unique(parts: string[]): string[] {
  return parts.filter((part, i) => part !== '' && parts.indexOf(part) === i);
}

/** Formats a place for a language: zh-CN from the largest division down, en-US from the smallest up. */
export function formatPlace(place: Place, lang: Language): string {
  if (lang === 'en-US') return unique([place.countyEn, place.cityEn, place.provinceEn]).join(', ');
  return unique([place.province, place.city, place.county]).join(' ');
}

/** Builds the spatial indexes (county outlines and seats) over gazetteer data. */
export function createGazetteer(data: GazetteerData): Gazetteer {
  const scale = data.scale;
  const counties: County[] = data.counties.map(([name, en, cityIndex, seatLon, seatLat, rings]) => {
    const [cityName, cityEn, provinceIndex, cityCode] = data.cities[
      cityIndex
    ] as GazetteerData['cities'][number];
    const [provinceName, provinceEn, provinceCode] = data.provinces[
      provinceIndex
    ] as GazetteerData['provinces'][number];
    return {
      place: {
        province: provinceName,
        city: cityName,
        county: name,
        provinceEn,
        cityEn,
        countyEn: en,
        cityCode,
        provinceCode,
      },
      seatLon,
      seatLat,
      rings: rings.map(decodeRing),
    };
  });

  const outlined = counties.filter((c) => c.rings.length > 0);
  const outlines = new Flatbush(outlined.length);
  for (const county of outlined) {
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const ring of county.rings) {
      for (let i = 0; i < ring.length; i += 2) {
        minX = Math.min(minX, ring[i] as number);
        maxX = Math.max(maxX, ring[i] as number);
        minY = Math.min(minY, ring[i + 1] as number);
        maxY = Math.max(maxY, ring[i + 1] as number);
      }
    }
    outlines.add(minX, minY, maxX, maxY);
  }
  outlines.finish();

  const seats = new Flatbush(counties.length);
  for (const county of counties) seats.add(county.seatLon, county.seatLat, county.seatLon, county.seatLat);
  seats.finish();

  function nearestSeat(lon: number, lat: number): County | null {
    let best: County | null = null;
    let bestKm = MAX_NEAREST_KM;
    // Candidates by planar distance in degrees, re-ranked on the sphere (a degree of longitude shrinks northwards).
    for (const i of seats.neighbors(lon, lat, NEAREST_CANDIDATES)) {
      const county = counties[i] as County;
      const km = haversineKm(lon, lat, county.seatLon, county.seatLat);
      if (km <= bestKm) {
        bestKm = km;
        best = county;
      }
    }
    return best;
  }

  function lookup(lon: number, lat: number): Place | null {
    if (!Number.isFinite(lon) || !Number.isFinite(lat)) return null;
    const x = Math.round(lon * scale);
    const y = Math.round(lat * scale);
    const hits = outlines.search(x, y, x, y).map((i) => outlined[i] as County);
    const inside = hits.filter((c) => contains(c.rings, x, y));
    if (inside.length === 1) return (inside[0] as County).place;
    if (inside.length > 1) {
      // Simplified outlines can overlap slightly along a border: the nearer seat decides.
      inside.sort(
        (a, b) => haversineKm(lon, lat, a.seatLon, a.seatLat) - haversineKm(lon, lat, b.seatLon, b.seatLat),
      );
      return (inside[0] as County).place;
    }
    return nearestSeat(lon, lat)?.place ?? null;
  }

  const matches = placeMatches(counties);

  return {
    lookup,
    search(keyword, limit) {
      const needle = keyword.trim().toLowerCase();
      if (!needle) return [];
      const found: PlaceMatch[] = [];
      for (const m of matches) {
        if (m.names.some((n) => n.includes(needle))) found.push(m.match);
        if (found.length >= limit) break;
      }
      return found;
    },
    placeName(lon, lat, lang) {
      const place = lookup(lon, lat);
      return place ? formatPlace(place, lang) : '';
    },
  };
}

/** Every province, city and county once, with its searchable names (provinces, then cities, then counties). */
function placeMatches(counties: readonly County[]): { names: string[]; match: PlaceMatch }[] {
  const groups = new Map<
    string,
    { level: PlaceMatch['level']; place: Place; lons: number[]; lats: number[] }
  >();
  for (const c of counties) {
    const p = c.place;
    const keys: [string, PlaceMatch['level'], Place][] = [
      [`p:${p.province}`, 'province', { ...p, city: '', county: '', cityEn: '', countyEn: '', cityCode: '' }],
      [`c:${p.province}:${p.city}`, 'city', { ...p, county: '', countyEn: '' }],
    ];
    if (p.county) keys.push([`k:${p.province}:${p.city}:${p.county}`, 'county', p]);
    for (const [key, level, place] of keys) {
      const group = groups.get(key) ?? { level, place, lons: [], lats: [] };
      group.lons.push(c.seatLon);
      group.lats.push(c.seatLat);
      groups.set(key, group);
    }
  }
  const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 1e6) / 1e6;
  const rank = { province: 0, city: 1, county: 2 } as const;
  return [...groups.values()]
    .sort((a, b) => rank[a.level] - rank[b.level])
    .map((g) => {
      const own =
        g.level === 'province'
          ? [g.place.province, g.place.provinceEn]
          : g.level === 'city'
            ? [g.place.city, g.place.cityEn]
            : [g.place.county, g.place.countyEn];
      return {
        names: own.map((n) => n.toLowerCase()).filter((n) => n !== ''),
        match: { level: g.level, place: g.place, lon: mean(g.lons), lat: mean(g.lats) },
      };
    });
}

let shared: Gazetteer | undefined;

/** The bundled gazetteer (divisions/gazetteer.json), loaded on first use and kept for the process. */
export function chinaGazetteer(): Gazetteer {
  if (!shared) {
    const file = serverFile(GAZETTEER_FILE);
    shared = createGazetteer(JSON.parse(fs.readFileSync(file, 'utf8')) as GazetteerData);
  }
  return shared;
}
