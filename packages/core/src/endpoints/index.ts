import { authEndpoints } from './auth';
import { kioskEndpoints } from './kiosk';
import { menuEndpoints } from './menu';

/** Every endpoint, by name. Server routes and client calls are both built from this table. */
export const ENDPOINTS = { ...authEndpoints, ...menuEndpoints, ...kioskEndpoints } as const;
export type EndpointName = keyof typeof ENDPOINTS;
