/**
 * Media and live monitoring calls (seed 001 §7 "Media", "Monitor", tree queries; active-safety audio sessions).
 * Parameter names are the seed's call parameter names (commid, channelId, groupId, dataTerminalId, videoQuality,
 * videoName, aliyunVideoId, gpsTime); response fields are chosen here.
 */
import type { Page, PageParam } from '../api/envelope';
import type { AccStatus, OnlineStatus, VehicleOperationState } from '../states';
import type { MediaItem } from './alarm';
import type { EpochMs, Flag } from './scalars';

// ── Live video and audio sessions: open, get URL, renew heartbeat, close ──────────────────────────────────────

export interface VideoSessionRequest {
  vehicleId: number;
  /** Terminal id. */
  commid: string;
  /** Up to 16 channels at once. */
  channelId: number[];
  dataTerminalId?: string;
  /** 0 main stream, 1 sub stream. */
  videoQuality: Flag;
}
export interface VideoSessionUrl {
  channelId: number;
  url: string;
  /** '' when ready; else an ERR_ code as in chat. */
  resultCode: string;
}
/** realTimeVideo url, storageLiveVideo url, audio url. */
export interface VideoSessionUrlResponse {
  success: boolean;
  channels: VideoSessionUrl[];
}
/** Audio (active-safety intercom and listening) uses the same open/url/renew/close sequence on one channel. */
export interface AudioSessionRequest {
  vehicleId: number;
  commid: string;
  channelId: number;
  /** 1 intercom, 0 listening. */
  isRealTime: Flag;
}

/** Replay: at most 30 minutes; extraction at most 20 minutes. */
export interface ReplayVideoRequest {
  vehicleId: number;
  channelId: number;
  startTime: EpochMs;
  endTime: EpochMs;
}
export interface ReplayVideoFile {
  videoName: string;
  aliyunVideoId: string;
  channelId: number;
  startTime: EpochMs;
  endTime: EpochMs;
  sizeBytes: number;
}
export type ReplayVideoListResponse = ReplayVideoFile[];
/** Video download (answered with a file). */
export interface VideoDownloadRequest {
  videoName: string;
  aliyunVideoId: string;
}

// ── Pictures, flash shots and carousel ────────────────────────────────────────────────────────────────────────

export interface PictureQueryRequest {
  pageParamVO: PageParam;
  vehicleIds: number[];
  channelId?: number;
  startTime: EpochMs;
  endTime: EpochMs;
}
export interface VehiclePicture extends MediaItem {
  vehicleId: number;
  regName: string;
  channelId: number;
  gpsTime: EpochMs;
  placeName: string;
}
export type PictureQueryResponse = Page<VehiclePicture>;

/** Flash shot: take photos now (counts 2–50) on up to 4 channels. */
export interface FlashShotRequest {
  vehicleId: number;
  channelId: number[];
  count: number;
  /** Seconds between photos. */
  interval: number;
}

// ── Monitor ───────────────────────────────────────────────────────────────────────────────────────────────────

/** Fixed filter flags of tree queries (seed 001 §7). */
export const TREE_FILTERS = {
  eqSourceIdList: [26, 33],
  isAdas: 1,
  isMonitor: 1,
  isCamera: 1,
  isPictureNumber: 1,
  isNoShare: 1,
} as const;

/** monitor/tree: departments with their vehicles; the flags narrow it. */
export interface MonitorTreeRequest {
  groupId?: number;
  keyword?: string;
  eqSourceIdList?: number[];
  isAdas?: Flag;
  isMonitor?: Flag;
  isCamera?: Flag;
  isPictureNumber?: Flag;
  isNoShare?: Flag;
}
export interface MonitorTreeNode {
  /** `d<id>` for a department, `v<id>` for a vehicle. */
  key: string;
  label: string;
  groupId: number;
  vehicleId: number | null;
  onlineStatus: OnlineStatus | null;
  children: MonitorTreeNode[];
  /** Vehicles below the node, and how many are online. */
  total: number;
  online: number;
}
export type MonitorTreeResponse = MonitorTreeNode[];

/** monitor/monitorData: the latest position of up to 10000 vehicles. */
export interface MonitorDataRequest {
  vehicleIds: number[];
}
export interface MonitorVehicle {
  vehicleId: number;
  regName: string;
  lon: number;
  lat: number;
  speed: number;
  direction: number;
  gpsTime: EpochMs;
  onlineStatus: OnlineStatus;
  accStatus: AccStatus;
  state: VehicleOperationState;
  placeName: string;
  /** °C per channel, 1 to 16. */
  temperatures: (number | null)[];
}
export type MonitorDataResponse = MonitorVehicle[];

/** monitor/instruction: commands to the terminal. */
export type InstructionKind = 'monitor' | 'lock' | 'picture' | 'lcdMessage' | 'sdCardPhoto';
export interface InstructionRequest {
  vehicleId: number;
  commid: string;
  kind: InstructionKind;
  /** LCD or SMS text: quotes and angle brackets are replaced by spaces; required for lcdMessage. */
  content?: string;
  channelId?: number;
  /** Monitoring duration, minutes (positive, at most 10). */
  duration?: number;
}
export interface InstructionResponse {
  /** Serial number to follow the answer on the live feed. */
  serialNo: number;
}

/** monitor/licensePlate modify: change the custom plate. */
export interface ModifyLicensePlateRequest {
  vehicleId: number;
  customLicensePlate: string;
}

/** monitor/pullFrame: the last frame of a channel as an image url. */
export interface PullFrameRequest {
  vehicleId: number;
  channelId: number;
}
export interface PullFrameResponse {
  url: string;
  gpsTime: EpochMs;
}
