import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { rowId } from '../resources/defineResource';
import { SHARE_SCENES, type SharedData, type ShareLinkScene } from '../resources/map/shareLink';
import { VMSG } from '../validators/messages';
import { queryNumber } from './queryNumber';

/** The random part of a share address: 32 bytes, base64url. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Console route of the public page; the token follows it. */
export const SHARE_PAGE_PATH = '/share/';

const shareToken = z.string({ error: VMSG.required }).regex(SHARE_TOKEN_PATTERN, { error: VMSG.invalid });

/** A shared vehicle as the public page shows it: the latest report the terminal sent. */
export interface SharedVehicle {
  id: number;
  plate: string;
  /** null before the first located report. */
  lon: number | null;
  lat: number | null;
  speedKmh: number;
  direction: number;
  gpsTime: number | null;
  online: boolean;
  placeName: string;
  /** Only with `temperature` shared. */
  temperatures: SharedTemperature[];
}

export interface SharedTemperature {
  name: string;
  /** null: the probe reported no value. */
  valueC: number | null;
  time: number | null;
  minC: number;
  maxC: number;
}

export interface SharedWarehouse {
  id: number;
  name: string;
  address: string;
  temperatures: SharedTemperature[];
}

/** The public page's answer: invalid (disabled, expired or unknown: never which), or what the link shares. */
export type SharedView =
  | { valid: false }
  | {
      valid: true;
      /** `batch`: the record comes from `shareBatchRecord`. */
      scene: ShareLinkScene;
      sharedData: SharedData[];
      historyHours: number;
      expiresAt: number | null;
      vehicles: SharedVehicle[];
      warehouses: SharedWarehouse[];
    };

export type SharedTrack =
  { valid: false } | { valid: true; points: { lon: number; lat: number; speed: number; time: number }[] };

/** Share links beside the resource (disable, the address again) and the public page's calls. */
export const sharingEndpoints = {
  /** Disables a link for good; its public page says "invalid" from the next call. */
  shareLinkDisable: endpoint<{ id: number }>()({
    name: 'shareLinkDisable',
    method: 'POST',
    module: 'mapApi',
    path: '/infoShareLink/disable',
    access: { operationId: 'infoShareLink:disable' },
    request: z.strictObject({ id: rowId }),
  }),
  /** The public address of a link again (for copying and its QR code); '' when it can no longer be recovered. */
  shareLinkAddress: endpoint<{ path: string }>()({
    name: 'shareLinkAddress',
    method: 'GET',
    module: 'mapApi',
    path: '/infoShareLink/address',
    access: { operationId: 'infoShareLink' },
    request: z.strictObject({ id: queryNumber(rowId) }),
  }),
  /** What the add form may share: the caller's vehicles (plates) or warehouses (names), in scope. */
  shareTargetOptions: endpoint<{ id: number; name: string }[]>()({
    name: 'shareTargetOptions',
    method: 'GET',
    module: 'mapApi',
    path: '/infoShareLink/targets',
    access: { operationId: 'infoShareLink:add' },
    request: z.strictObject({ scene: z.enum(SHARE_SCENES, { error: VMSG.invalid }) }),
  }),
  /** Public: what a link shares now, authorised by its token alone. */
  shareView: endpoint<SharedView>()({
    name: 'shareView',
    method: 'GET',
    module: 'mapApi',
    path: '/share/view',
    access: 'public',
    request: z.strictObject({ token: shareToken }),
  }),
  /** Public: a shared vehicle's track within the link's history window. */
  shareTrack: endpoint<SharedTrack>()({
    name: 'shareTrack',
    method: 'GET',
    module: 'mapApi',
    path: '/share/track',
    access: 'public',
    request: z.strictObject({ token: shareToken, vehicleId: queryNumber(rowId) }),
  }),
} as const;
