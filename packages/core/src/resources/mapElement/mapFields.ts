import { z } from 'zod';
import { VMSG } from '../../validators/messages';

/** Most logistics points a company may keep (the platform limit; add and import both stop there). */
export const MAP_POINTS_MAX = 50_000;
/** Most waypoints between a line's start and end. */
export const MAP_LINE_WAYPOINTS_MAX = 15;
/** Most vertices of a polygon area. */
export const MAP_POLYGON_VERTICES_MAX = 100;
/** Page size of the map's element list (a map draws every element, page after page). */
export const MAP_ELEMENT_PAGE_SIZE = 10_000;

/** Mainland China with its islands: positions outside are typing mistakes (swapped or dropped digits). */
export const CHINA_BOUNDS = { minLon: 73, maxLon: 136, minLat: 3, maxLat: 54 } as const;

/** Point radius in metres (how near a vehicle must come to be "at" the point). */
export const POINT_RADIUS = { min: 10, max: 10_000, default: 200 } as const;
/** Circle area radius in metres. */
export const CIRCLE_RADIUS = { min: 50, max: 100_000 } as const;
/** A line's corridor half-width in metres (how far a vehicle may stray before it is off the line). */
export const LINE_OFFSET = { min: 10, max: 5_000, default: 100 } as const;

/** Who sees an element on the map: its department subtree, or the whole company. */
export const SHARE_MODES = ['department', 'company'] as const;
export type ShareMode = (typeof SHARE_MODES)[number];

/** Coordinate systems a position may be given in (the offline map and AMap draw GCJ-02). */
export const COORDINATE_SOURCES = ['gcj02', 'wgs84', 'bd09'] as const;
export type CoordinateSource = (typeof COORDINATE_SOURCES)[number];

export const AREA_SHAPES = ['circle', 'rectangle', 'polygon', 'region'] as const;
export type AreaShape = (typeof AREA_SHAPES)[number];

const sixPlaces = (n: number) => Math.round(n * 1e6) / 1e6;

/** Longitude in degrees inside China, kept to six places (about 0.1 m). */
export const chinaLongitude = z
  .number({ error: VMSG.required })
  .min(CHINA_BOUNDS.minLon, { error: VMSG.tooSmall })
  .max(CHINA_BOUNDS.maxLon, { error: VMSG.tooBig })
  .transform(sixPlaces);

/** Latitude in degrees inside China, kept to six places. */
export const chinaLatitude = z
  .number({ error: VMSG.required })
  .min(CHINA_BOUNDS.minLat, { error: VMSG.tooSmall })
  .max(CHINA_BOUNDS.maxLat, { error: VMSG.tooBig })
  .transform(sixPlaces);

/** One position: [longitude, latitude]. */
export const lonLatPair = z.tuple([chinaLongitude, chinaLatitude], { error: VMSG.invalid });
export type LonLatPair = [number, number];

/** Whole metres between `min` and `max`. */
export function metres(range: { min: number; max: number }) {
  return z
    .number({ error: VMSG.required })
    .int({ error: VMSG.integer })
    .min(range.min, { error: VMSG.tooSmall })
    .max(range.max, { error: VMSG.tooBig });
}

export const shareMode = z.enum(SHARE_MODES, { error: VMSG.invalid });

/** A `pointAreaType` dictionary code, '' for none. */
export const categoryCode = z
  .string({ error: VMSG.invalid })
  .trim()
  .max(16, { error: VMSG.tooLong })
  .regex(/^[0-9A-Za-z_-]*$/, { error: VMSG.invalid })
  .default('');

/** The keyword filter every element list offers. */
export const elementFilters = {
  keyword: z.string({ error: VMSG.invalid }).trim().max(32, { error: VMSG.tooLong }).optional(),
  categoryCode: z.string({ error: VMSG.invalid }).trim().max(16, { error: VMSG.tooLong }).optional(),
};
