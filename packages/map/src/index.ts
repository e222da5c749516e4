/**
 * The map module shared by the console and the kiosk: one track map over AMap (with a key) or the offline
 * ECharts China map (always), speed bands, and the map-type rules. See CONTEXT.md.
 */
export { createTrackMap, type CreatedTrackMap } from './createTrackMap';
export { MAP_TYPE_INDEX, resolveProvider, type MapProvider } from './mapProvider';
export {
  bandOf,
  speedSegments,
  type TrackPointInput,
  type TrackSegment,
  type TrackStyle,
} from './trackStyle';
export type { TrackLabels, TrackMapView } from './trackMapView';
export { ensureChinaMap, CHINA_MAP } from './chinaGeo';
export {
  CHINA_SUBSET_MAP,
  chinaProvinceCentres,
  offlineProvinceNames,
  registerChinaMap,
  registerProvinceMap,
  registerProvincesSubset,
  provincesBoundingRect,
  type GeoRect,
} from './offline';
export type { MarkerPosition, PlaybackMarker } from './playbackMarker';
export { thinTrack } from './thinTrack';
export { createElementMap, type ElementMapView } from './elementMap';
export {
  circleRing,
  distanceMetres,
  rectangleRing,
  shapeCoords,
  type ElementShape,
  type LonLat,
} from './elementGeometry';
export { createLiveMap, type CreatedLiveMap } from './createLiveMap';
export type { LiveMapView, LiveMark, LiveTrail, LiveViewport } from './liveMapView';
