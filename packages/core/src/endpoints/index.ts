import { authEndpoints } from './auth';
import { menuEndpoints } from './menu';

/** Every endpoint, by name. Server routes and client calls are both built from this table. */
export const ENDPOINTS = { ...authEndpoints, ...menuEndpoints } as const;
export type EndpointName = keyof typeof ENDPOINTS;
