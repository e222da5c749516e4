/**
 * Places for the map pages: search over the offline gazetteer (choosing a result gives its lon/lat) and driving
 * routes with the navigation strategies (AMap only; "no navigation data" otherwise).
 */
export { PlaceSearch, type PlaceSearchProps } from './PlaceSearch';
export { planRoute, type LonLat } from './planRoute';
