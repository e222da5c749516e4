import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { NAVIGATION_STRATEGIES } from '../types/map';
import type { FetchPositionByLonLatResponse } from '../types/settings';
import { VMSG } from '../validators/messages';
import { queryNumber } from './queryNumber';

export const longitude = z
  .number({ error: VMSG.required })
  .min(-180, { error: VMSG.tooSmall })
  .max(180, { error: VMSG.tooBig });
export const latitude = z
  .number({ error: VMSG.required })
  .min(-90, { error: VMSG.tooSmall })
  .max(90, { error: VMSG.tooBig });

const lonLat = z.strictObject(
  { lon: longitude, lat: latitude },
  { error: (issue) => (issue.input === undefined ? VMSG.navigationEnds : VMSG.invalid) },
);

/** Longest place search text. */
export const PLACE_KEYWORD_MAX = 50;
/** Most places one search answers. */
export const PLACE_SEARCH_LIMIT = 20;

export interface GeoInfo {
  province: string;
  city: string;
  county: string;
  /** The full name: AMap's address when it answered, else "province city county" from the gazetteer. */
  address: string;
  provinceCode: string;
  cityCode: string;
  /** 'amap' or 'gazetteer'. */
  source: 'amap' | 'gazetteer';
}

export interface CityInfo {
  province: string;
  city: string;
  cityCode: string;
}

export interface PlaceHit {
  /** The place's own name in the caller's language. */
  name: string;
  /** With its province and city. */
  fullName: string;
  level: 'province' | 'city' | 'county';
  /** WGS-84: the county seat; for cities and provinces the mean of their county seats. */
  lon: number;
  lat: number;
}

export interface NavigationRoute {
  strategy: (typeof NAVIGATION_STRATEGIES)[number];
  distanceM: number;
  durationS: number;
  /** WGS-84 points of the route. */
  path: [number, number][];
}

/** Place names (seed 000 §7 fetchPositionByLonLat). */
export const placeEndpoints = {
  /** "省 市 区/县" at a point (AMap when configured, else the offline gazetteer); '' outside China. */
  fetchPositionByLonLat: endpoint<FetchPositionByLonLatResponse>()({
    name: 'fetchPositionByLonLat',
    method: 'GET',
    module: 'place',
    path: '/fetchPositionByLonLat',
    access: 'session',
    kiosk: true,
    request: z.strictObject({ lon: queryNumber(longitude), lat: queryNumber(latitude) }),
  }),
  /** The divisions at a point and their best name (AMap's address when configured, else the gazetteer's). */
  geoInfo: endpoint<GeoInfo>()({
    name: 'geoInfo',
    method: 'GET',
    module: 'place',
    path: '/geoInfo',
    access: 'session',
    request: z.strictObject({ lon: queryNumber(longitude), lat: queryNumber(latitude) }),
  }),
  /** The prefecture-level city at a point (for weather and region defaults); empty names outside China. */
  getCity: endpoint<CityInfo>()({
    name: 'getCity',
    method: 'GET',
    module: 'place',
    path: '/getCity',
    access: 'session',
    request: z.strictObject({ lon: queryNumber(longitude), lat: queryNumber(latitude) }),
  }),
  /** Places whose name contains the keyword (provinces, cities, counties of the gazetteer), best first. */
  wordfind: endpoint<PlaceHit[]>()({
    name: 'wordfind',
    method: 'GET',
    module: 'place',
    path: '/wordfind',
    access: 'session',
    request: z.strictObject({
      keyword: z
        .string({ error: VMSG.searchContent })
        .trim()
        .min(1, { error: VMSG.searchContent })
        .max(PLACE_KEYWORD_MAX, { error: VMSG.tooLong }),
    }),
  }),
  /** A driving route between two points with a strategy; "no navigation data" without a route provider. */
  navigation: endpoint<NavigationRoute>()({
    name: 'navigation',
    method: 'POST',
    module: 'place',
    path: '/navigation',
    access: 'session',
    request: z.strictObject({
      start: lonLat,
      end: lonLat,
      strategy: z.enum(NAVIGATION_STRATEGIES, { error: VMSG.invalid }),
    }),
  }),
} as const;
