import type { ENDPOINTS } from '@roadwatch/core';
import { placeResolverOf } from '../../geo/placeResolver';
import type { EndpointHandler } from '../../http/endpointHandler';
import { placeNames } from './placeOf';

/**
 * Reverse geocoding: the divisions at a point from the offline gazetteer, and its address — AMap's when a key is
 * configured and AMap answers in time, else the gazetteer's "province city county". Empty outside China.
 */
export const geoInfo: EndpointHandler<typeof ENDPOINTS.geoInfo> = async ({ input, lang, deps }) => {
  const resolver = placeResolverOf(deps);
  const place = resolver.localPlace(input.lon, input.lat);
  const local = resolver.localName(input.lon, input.lat, lang);
  const address = await resolver.placeName(input.lon, input.lat, lang);
  return {
    ...placeNames(place, lang),
    address,
    provinceCode: place?.provinceCode ?? '',
    cityCode: place?.cityCode ?? '',
    source: address !== local ? 'amap' : 'gazetteer',
  };
};
