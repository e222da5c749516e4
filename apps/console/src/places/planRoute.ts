import { ENDPOINTS, type NavigationRoute, type NavigationStrategy } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

export interface LonLat {
  lon: number;
  lat: number;
}

/**
 * A driving route from `start` to `end` with one of the navigation strategies (fastest, shortest, avoid
 * highways, general), or null when there is none: without AMap the server answers "no navigation data", which
 * the client has already shown as a toast.
 */
export async function planRoute(
  start: LonLat,
  end: LonLat,
  strategy: NavigationStrategy,
): Promise<NavigationRoute | null> {
  try {
    return await api.call(ENDPOINTS.navigation, { start, end, strategy });
  } catch (error) {
    if (!isApiError(error)) logError('pageLoad', 'navigation failed', error);
    return null;
  }
}
