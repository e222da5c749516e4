export {
  CHINA_SUBSET_MAP,
  chinaProvinceCentres,
  offlineProvinceNames,
  registerChinaMap,
  registerProvinceMap,
  registerProvincesSubset,
  provincesBoundingRect,
  type GeoRect,
} from './registerChinaMap';
