import type { Language } from '@roadwatch/core';
import gcoord from 'gcoord';
import { chinaGazetteer, type Gazetteer, type Place } from './gazetteer';

/** Place names for coordinates: the AMap web service when a key is configured, the offline gazetteer otherwise. */
export interface PlaceResolver {
  /** One point, as precise as available (AMap's address when it answers in time). */
  placeName(lon: number, lat: number, lang: Language): Promise<string>;
  /** Offline only: for bulk use (every point of a track). */
  localName(lon: number, lat: number, lang: Language): string;
  /** Offline only: the divisions at a point. */
  localPlace(lon: number, lat: number): Place | null;
}

export interface PlaceResolverOptions {
  amapKey?: string | undefined;
  gazetteer?: Gazetteer;
  /** Replaceable in tests. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  onAmapFailure?: (reason: string) => void;
}

const AMAP_REGEO = 'https://restapi.amap.com/v3/geocode/regeo';
const DEFAULT_TIMEOUT_MS = 1_500;

interface AmapRegeo {
  status?: string;
  info?: string;
  regeocode?: { formatted_address?: unknown };
}

export function createPlaceResolver(options: PlaceResolverOptions = {}): PlaceResolver {
  // The bundled gazetteer takes a moment to load: only when a name is first needed.
  const gazetteer = () => options.gazetteer ?? chinaGazetteer();
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const localName = (lon: number, lat: number, lang: Language) => gazetteer().placeName(lon, lat, lang);

  async function amapName(key: string, lon: number, lat: number): Promise<string | null> {
    // Terminals report WGS-84; AMap works in GCJ-02 and would misplace a point by a few hundred metres.
    const [gLon, gLat] = gcoord.transform([lon, lat], gcoord.WGS84, gcoord.GCJ02);
    const url = new URL(AMAP_REGEO);
    url.search = new URLSearchParams({
      key,
      location: `${gLon.toFixed(6)},${gLat.toFixed(6)}`,
      extensions: 'base',
      output: 'JSON',
    }).toString();
    try {
      const res = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) {
        options.onAmapFailure?.(`HTTP ${res.status}`);
        return null;
      }
      const body = (await res.json()) as AmapRegeo;
      const address = body.regeocode?.formatted_address;
      if (body.status !== '1' || typeof address !== 'string' || address === '') {
        options.onAmapFailure?.(body.info ?? 'no address');
        return null;
      }
      return address;
    } catch (error) {
      options.onAmapFailure?.(error instanceof Error ? error.message : String(error));
      return null;
    }
  }

  return {
    localName,
    localPlace: (lon, lat) => gazetteer().lookup(lon, lat),
    async placeName(lon, lat, lang) {
      // AMap answers in Chinese only; English screens get the gazetteer's names.
      if (options.amapKey && lang === 'zh-CN') {
        const name = await amapName(options.amapKey, lon, lat);
        if (name) return name;
      }
      return localName(lon, lat, lang);
    },
  };
}

let offline: PlaceResolver | undefined;

/** The app's resolver (with AMap when configured), or the offline one for apps built without it. */
export function placeResolverOf(deps: { places?: PlaceResolver | undefined }): PlaceResolver {
  return deps.places ?? (offline ??= createPlaceResolver());
}
