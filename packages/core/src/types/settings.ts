/**
 * Per-user settings and the lookups the alarm dialog makes (seed 000 §3, §7; seed 001 §7 "Personalisation",
 * "Place and weather"): track display settings, TTS history, drivers and their family voices, weather, vehicle state.
 */
import type { PageParam, Page } from '../api/envelope';
import type { MAP_TYPES } from '../constants';
import type { AccStatus, OnlineStatus } from '../states';
import type { CommonSettings } from './shell';
import type { DateTimeText, Flag } from './scalars';

// ── Entities ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Index into MAP_TYPES (TMap, GMap, BMap, AMap). */
export type MapTypeIndex = 0 | 1 | 2 | 3;
export type MapTypeName = (typeof MAP_TYPES)[number];

/** User track settings (seed 000 §3); defaults in TRACK_DEFAULTS. */
export interface UserTrackSettings {
  /** 0 one colour, 1 coloured by speed band. */
  replayLineColorType: number;
  replayLineColor: string;
  /** Band colours, comma separated. */
  replaySplitLineColor: string;
  replayLineWidth: number;
  /** Band thresholds in km/h, comma separated. */
  replaySpeed: string;
  mapType: MapTypeIndex;
}

export interface TtsHistoryItem {
  sendTimeStr: DateTimeText;
  message: string;
  userName: string;
}

export interface FamilyVoiceFile {
  voiceUrl: string;
  voiceName: string;
}

export interface Driver {
  driverId: number;
  driverName: string;
  familyVoiceList: FamilyVoiceFile[];
}

/** Vehicle state: online and ACC. */
export interface VehicleState {
  onlineStatus: OnlineStatus;
  accStatus: AccStatus;
}

/** Weather at a place (seed field names, PascalCase as given). Temperatures in °C. */
export interface Weather {
  DayWeather: string;
  NightWeather: string;
  DayTempra: number;
  NightTempra: number;
  DayWeatherPic: string;
  NightWeatherPic: string;
}

/** A dictionary entry (dictionaryTypeValidList). */
export interface DictionaryItem {
  value: string;
  label: string;
}

/** Dictionary types named in seed 001 §3. */
export const DICTIONARY_TYPES = ['vehicleTypeGb', 'pointAreaType'] as const;
export type DictionaryType = (typeof DICTIONARY_TYPES)[number];

/** Common monitor settings (personalize/setting): refresh and display preferences of the live map. */
export interface MonitorSettings {
  /** Seconds between live refreshes: 5, 15 or 30. */
  refreshSeconds: number;
  /** Show plates on markers. */
  showPlate: boolean;
  /** Cluster markers above LIMITS.clusterAboveVehicles located vehicles. */
  cluster: boolean;
  mapType: MapTypeIndex;
}

// ── Calls (seed 000 §7, seed 001 §7) ──────────────────────────────────────────────────────────────────────────

/** fetchCommonSetting: track settings plus the operational guide bits. */
export type FetchCommonSettingResponse = UserTrackSettings & CommonSettings;

/** saveDefaultMapType takes the map type index. */
export interface SaveDefaultMapTypeRequest {
  mapType: MapTypeIndex;
}

export interface LonLat {
  lon: number;
  lat: number;
}
/** fetchPositionByLonLat and place/geoInfo. */
export type FetchPositionByLonLatRequest = LonLat;
export interface FetchPositionByLonLatResponse {
  placeName: string;
}
export type FetchWeatherByLonLatRequest = LonLat;
export type FetchWeatherByLonLatResponse = Weather;

/** place/getCity: the city (and its code) at a point. */
export type GetCityRequest = LonLat;
export interface GetCityResponse {
  cityCode: string;
  cityName: string;
  provinceName: string;
}
/** place/wordfind: places matching a keyword. */
export interface WordFindRequest {
  keyword: string;
  cityCode?: string;
}
export type WordFindResponse = (LonLat & { name: string; address: string })[];
/** weather/cityWeather. */
export interface CityWeatherRequest {
  cityCode: string;
}
export type CityWeatherResponse = Weather;

export interface GetSendVoiceHistoriesRequest {
  vehicleId: number;
  eventType: number;
  onlyTemplate: Flag;
  /** pageSize 20. */
  pageParamVO: PageParam;
}
export interface GetSendVoiceHistoriesResponse {
  /** Templates. */
  message: string[];
  /** Default text of the TTS box: the reminder fitting the alarm's type, or '' when none fits. */
  content: string;
  /** History; more exists while a page holds 20. */
  result: Page<TtsHistoryItem>;
}

export interface GetDriverDataListRequest {
  vehicleId: number;
}
export interface GetDriverDataListResponse {
  data: Driver[];
}

/** freshVehicleOnlineAccTree: refreshes online and ACC state. */
export interface FreshVehicleOnlineAccTreeRequest {
  vehicleId: number;
}
export type FreshVehicleOnlineAccTreeResponse = VehicleState;

/** dictionaryTypeValidList with body dicTypeKey. */
export interface DictionaryTypeValidListRequest {
  dicTypeKey: DictionaryType;
}
export type DictionaryTypeValidListResponse = DictionaryItem[];

/** personalize/setting/*: monitor settings, normal (frequent) menu, module sort. */
export type GetMonitorSettingsResponse = MonitorSettings;
export type SaveMonitorSettingsRequest = MonitorSettings;
export interface SaveNormalMenuRequest {
  menuKeys: string[];
}
export interface SaveModuleSortRequest {
  /** Module ids in display order. */
  moduleIds: number[];
}
