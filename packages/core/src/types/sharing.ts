/**
 * Information-sharing links and report subscriptions (seed 001 §2, §3, §4, §5 "Sharing").
 * The seed gives labels only; field names are chosen here in camelCase.
 */
import type { Page } from '../api/envelope';
import type { ShareLinkState } from '../states';
import type { EpochMs } from './scalars';

export type ShareScene = 'warehouse' | 'vehicle';

/** Validity of a link: 1, 3 or 7 days, a custom number of hours, or permanent. */
export type ShareValidity =
  { kind: 'days'; days: 1 | 3 | 7 } | { kind: 'hours'; hours: number } | { kind: 'permanent' };

export interface ShareLink {
  id: number;
  scene: ShareScene;
  /** Ids of the shared vehicles or warehouses. */
  targetIds: number[];
  /** The data shown: live position, track, temperature, … */
  sharedData: string[];
  /** How far back history is visible, hours. */
  historyHours: number;
  validity: ShareValidity;
  /** null when permanent. */
  expiresAt: EpochMs | null;
  state: ShareLinkState;
  /** The public address; its QR code is drawn from it. */
  link: string;
  createdTime: EpochMs;
}
export type CreateShareLinkRequest = Pick<
  ShareLink,
  'scene' | 'targetIds' | 'sharedData' | 'historyHours' | 'validity'
>;
export type CreateShareLinkResponse = ShareLink;
export type ShareLinkListResponse = Page<ShareLink>;
/** Disabling is final: an invalid link cannot be opened again. */
export interface DisableShareLinkRequest {
  id: number;
}
