import type { ENDPOINTS } from '@roadwatch/core';
import { placeResolverOf } from '../../geo/placeResolver';
import type { EndpointHandler } from '../../http/endpointHandler';

/** "省 市 区/县" at a point; '' where no division is known (at sea, abroad). */
export const fetchPositionByLonLat: EndpointHandler<typeof ENDPOINTS.fetchPositionByLonLat> = async ({
  input,
  lang,
  deps,
}) => ({ placeName: await placeResolverOf(deps).placeName(input.lon, input.lat, lang) });
