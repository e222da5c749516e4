// The demo world shared by the seed (history) and the simulator (live terminals): cities and geometry, seeded
// random streams, plates, GMT+8 days and the terminal models of the fleet. Pure and dependency-light.
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
} from './geo';
export { Random, mixSeed } from './random';
export { PLATE_COLOR, PLATE_PATTERN, plate, type PlateKind } from './plates';
export { CHINA_OFFSET_MS, DAY_MS, HOUR_MS, MINUTE_MS, chinaDateStamp, chinaDayStart } from './time';
export {
  SITE_TERMINAL_MODEL,
  TERMINAL_MODELS,
  TERMINAL_PHONE_PATTERN,
  isTerminalModel,
  siteTerminalPhone,
  type TerminalModel,
} from './terminalModels';
export { CITY_DIVISION_CODES, cityOfPlate, nearestCity, platePrefixOf, registrationArea } from './cityCodes';
export { MANUFACTURER_ID, imeiOf, terminalIdOf } from './terminalIdentity';
