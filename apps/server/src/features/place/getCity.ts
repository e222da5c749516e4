import type { ENDPOINTS } from '@roadwatch/core';
import { placeResolverOf } from '../../geo/placeResolver';
import type { EndpointHandler } from '../../http/endpointHandler';
import { placeNames } from './placeOf';

/** The prefecture-level city at a point, from the offline gazetteer; empty names outside China. */
export const getCity: EndpointHandler<typeof ENDPOINTS.getCity> = async ({ input, lang, deps }) => {
  const place = placeResolverOf(deps).localPlace(input.lon, input.lat);
  const { province, city } = placeNames(place, lang);
  return { province, city, cityCode: place?.cityCode ?? '' };
};
