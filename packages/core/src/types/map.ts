/**
 * Maps and tracks: points, areas, lines, logistics point import, track replay (seed 001 §2 "Maps, tracks",
 * §3 "Map items", §5 "Maps and tracks", §7 "Map", "Track replay").
 */
import type { Page } from '../api/envelope';
import type { EpochMs } from './scalars';
import type { TrackPoint } from './alarm';

/** Map element kinds. */
export type MapItemKind = 'point' | 'area' | 'adminArea';

/** A marker or point, area or administrative area (seed field names). */
export interface MapItem {
  areaId: number;
  areaName: string;
  /** Address. */
  position: string;
  lonCenter: number;
  latCenter: number;
  kind: MapItemKind;
  categoryId: number | null;
  /** Metres, for points and circular areas. */
  radius: number | null;
  /** Polygon vertices `[lon, lat]`, for areas. */
  polygon: [number, number][] | null;
  departmentId: number;
}

export interface MapCategory {
  id: number;
  name: string;
}

/** A route line with its waypoints (at most 15). */
export interface MapLine {
  lineId: number;
  lineName: string;
  points: [number, number][];
  waypoints: { name: string; lon: number; lat: number }[];
  /** Metres either side. */
  width: number;
  departmentId: number;
}

/** Logistics point import, one row (at most 50000 points, .xls only). Field names chosen from the seed's labels. */
export interface LogisticsPointImportRow {
  name: string;
  address: string;
  longitude: number;
  latitude: number;
  /** Metres. */
  radius: number;
  shareMode: string;
  remark: string;
  departmentName: string;
  ownNumber: string;
  /** Coordinate system of the source: wgs84, gcj02 or bd09. */
  coordinateSource: 'wgs84' | 'gcj02' | 'bd09';
  importStatus: 'pending' | 'imported' | 'failed';
  /** Validation message key when failed. */
  failReason?: string;
}

// ── Calls: element/mapLine ────────────────────────────────────────────────────────────────────────────────────

/** The list repeats POST with curPage from 1 until the collected count reaches totalRecords (page size 10000). */
export interface MapElementListRequest {
  kind: MapItemKind | 'line';
  curPage: number;
  pageSize: number;
  categoryId?: number;
  departmentId?: number;
  keyword?: string;
}
export type MapItemListResponse = Page<MapItem>;
export type MapLineListResponse = Page<MapLine>;
export type SaveMapItemRequest = Omit<MapItem, 'areaId'> & { areaId?: number };
export type SaveMapLineRequest = Omit<MapLine, 'lineId'> & { lineId?: number };
export interface ImportLogisticsPointsResponse {
  imported: number;
  failed: LogisticsPointImportRow[];
}

// ── Calls: track replay (repay/trajectory/*) ──────────────────────────────────────────────────────────────────

/** Track query: start before end, inside the authorised period, at most 10 days. */
export interface TrajectoryQueryRequest {
  vehicleId: number;
  startTime: EpochMs;
  endTime: EpochMs;
  curPage: number;
  pageSize: number;
}
export type TrajectoryQueryResponse = Page<TrackPoint>;

/** Tables next to the replay. */
export type TrajectoryTable =
  'stops' | 'areas' | 'doorOpens' | 'coolers' | 'alarms' | 'photos' | 'temperature' | 'humidity' | 'oil';

export interface TrajectoryTableRequest extends Omit<TrajectoryQueryRequest, 'curPage' | 'pageSize'> {
  table: TrajectoryTable;
}

/** A stop in the stops table. */
export interface TrackStop {
  startTime: EpochMs;
  endTime: EpochMs;
  /** Seconds. */
  duration: number;
  lon: number;
  lat: number;
  placeName: string;
}

/** Excel and PDF export of the track. */
export interface TrajectoryExportRequest extends Omit<TrajectoryQueryRequest, 'curPage' | 'pageSize'> {
  format: 'excel' | 'pdf';
}

/** Navigation strategies. */
export const NAVIGATION_STRATEGIES = ['fastest', 'shortest', 'avoidHighways', 'general'] as const;
export type NavigationStrategy = (typeof NAVIGATION_STRATEGIES)[number];

/** Map providers; Gaode is the default for Chinese locales and Google falls back to it. */
export const MAP_PROVIDERS = ['gaode', 'baidu', 'google', 'tuba'] as const;
export type MapProvider = (typeof MAP_PROVIDERS)[number];
