import { endpointPath, ENDPOINTS } from '@roadwatch/core';

/** The access address a third party calls: this server's signed positions call for one access id. */
export function monitorAuthAddress(accessId: string): string {
  return `${window.location.origin}${endpointPath(ENDPOINTS.monitorAuthPositions)}?accessId=${accessId}`;
}
