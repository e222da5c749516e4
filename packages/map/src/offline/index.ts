export {
  CHINA_SUBSET_MAP,
  chinaProvinceCentres,
  offlineProvinceNames,
  registerChinaMap,
  registerProvinceMap,
  registerProvincesSubset,
} from './registerChinaMap';
