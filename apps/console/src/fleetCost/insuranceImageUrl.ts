import { ENDPOINTS, endpointPath } from '@roadwatch/core';

/** Where the console reads a policy image: the checked file call, never a public path. */
export const insuranceImageUrl = (id: number) => `${endpointPath(ENDPOINTS.insuranceImageFile)}?id=${id}`;
