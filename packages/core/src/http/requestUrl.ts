import { endpointPath, type Endpoint, type HttpMethod } from '../api/endpoint';

/** GET and DELETE carry their request in the query string; POST and PUT as a JSON body (api/endpoint.ts). */
export function sendsQuery(method: HttpMethod): boolean {
  return method === 'GET' || method === 'DELETE';
}

/**
 * Query parameters of a request object: scalars as text, arrays as repeated keys, nested objects as JSON,
 * undefined and null left out.
 */
export function toSearchParams(request: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (request === null || typeof request !== 'object') return params;
  for (const [key, value] of Object.entries(request)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return params;
}

/** Absolute url of a call, with its query for GET/DELETE (also used for `<img src>` such as the captcha). */
export function requestUrl(
  baseUrl: string,
  e: Pick<Endpoint, 'module' | 'path' | 'method'>,
  request?: unknown,
): URL {
  const url = new URL(endpointPath(e), baseUrl);
  if (sendsQuery(e.method)) url.search = toSearchParams(request).toString();
  return url;
}
