import { PLACE_SEARCH_LIMIT, type ENDPOINTS } from '@roadwatch/core';
import { chinaGazetteer, formatPlace } from '../../geo/gazetteer';
import type { EndpointHandler } from '../../http/endpointHandler';
import { placeNames } from './placeOf';

/**
 * Place search over the offline gazetteer's province, city and county names (Chinese or English), provinces
 * first. AMap's keyword search needs its web service, which an offline installation cannot reach, so the
 * gazetteer is the source; points are county seats (means of them for cities and provinces).
 */
export const wordfind: EndpointHandler<typeof ENDPOINTS.wordfind> = async ({ input, lang }) =>
  chinaGazetteer()
    .search(input.keyword, PLACE_SEARCH_LIMIT)
    .map((m) => {
      const names = placeNames(m.place, lang);
      return {
        name: names[m.level],
        fullName: formatPlace(m.place, lang),
        level: m.level,
        lon: m.lon,
        lat: m.lat,
      };
    });
