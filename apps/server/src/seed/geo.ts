// The demo world's cities and route geometry live in @roadwatch/simulator so live terminals drive the same map.
export {
  CITIES,
  ROAD_FACTOR,
  bearing,
  distanceKm,
  pointOnRoute,
  roundCoord,
  type City,
  type CityKey,
  type LonLat,
} from '@roadwatch/simulator/world';
