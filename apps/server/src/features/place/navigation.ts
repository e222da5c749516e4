import type { ENDPOINTS, NavigationStrategy } from '@roadwatch/core';
import gcoord from 'gcoord';
import { businessFailure } from '../../http/apiFailure';
import type { EndpointHandler } from '../../http/endpointHandler';

const AMAP_DRIVING = 'https://restapi.amap.com/v3/direction/driving';
const TIMEOUT_MS = 5_000;

/** AMap's driving strategies for ours: speed first, distance first, no highways, AMap's recommended route. */
const AMAP_STRATEGY: Record<NavigationStrategy, string> = {
  fastest: '0',
  shortest: '2',
  avoidHighways: '3',
  general: '10',
};

interface AmapDriving {
  status?: string;
  route?: { paths?: { distance?: string; duration?: string; steps?: { polyline?: string }[] }[] };
}

const toGcj = (p: { lon: number; lat: number }) => {
  const [lon, lat] = gcoord.transform([p.lon, p.lat], gcoord.WGS84, gcoord.GCJ02);
  return `${lon.toFixed(6)},${lat.toFixed(6)}`;
};

/**
 * A driving route with one of the navigation strategies, planned by AMap's web service when a key is configured.
 * Without a key (the offline gazetteer has no roads), or when AMap gives no route, the answer is
 * `errors.noNavigationData`. Points go to AMap in GCJ-02 and come back as WGS-84.
 */
export const navigation: EndpointHandler<typeof ENDPOINTS.navigation> = async ({ input, deps }) => {
  const key = deps.amapKey;
  if (!key) throw businessFailure('errors.noNavigationData');
  const url = new URL(AMAP_DRIVING);
  url.search = new URLSearchParams({
    key,
    origin: toGcj(input.start),
    destination: toGcj(input.end),
    strategy: AMAP_STRATEGY[input.strategy],
    extensions: 'base',
  }).toString();
  let body: AmapDriving;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    body = (await res.json()) as AmapDriving;
  } catch {
    throw businessFailure('errors.noNavigationData');
  }
  const route = body.status === '1' ? body.route?.paths?.[0] : undefined;
  if (!route) throw businessFailure('errors.noNavigationData');
  const path: [number, number][] = [];
  for (const step of route.steps ?? [])
    for (const pair of (step.polyline ?? '').split(';')) {
      const [lon, lat] = pair.split(',').map(Number);
      if (lon === undefined || lat === undefined || !Number.isFinite(lon) || !Number.isFinite(lat)) continue;
      const [wLon, wLat] = gcoord.transform([lon, lat], gcoord.GCJ02, gcoord.WGS84);
      path.push([wLon, wLat]);
    }
  return {
    strategy: input.strategy,
    distanceM: Number(route.distance ?? 0),
    durationS: Number(route.duration ?? 0),
    path,
  };
};
