import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { GUIDE_BITS } from '../constants';
import type { UserTrackSettings } from '../types/settings';
import type { CommonSettings, GetBusinessInfoResponse, UpdateOperationalGuideResponse } from '../types/shell';
import { VMSG } from '../validators/messages';

const KNOWN_GUIDE_BITS = Object.values(GUIDE_BITS).reduce((mask, bit) => mask | bit, 0);

/** A guide bit mask made only of the known bits (GUIDE_BITS: 8, 64, 128). */
export const operationalGuideMask = z
  .number({ error: VMSG.required })
  .int({ error: VMSG.integer })
  .min(0, { error: VMSG.tooSmall })
  .max(KNOWN_GUIDE_BITS, { error: VMSG.tooBig })
  .refine((mask) => (mask & ~KNOWN_GUIDE_BITS) === 0, { error: VMSG.invalid });

/**
 * Base addresses of the platform's web hosts (server configuration): search results and menu entries name a
 * host key; '' means this console's own origin.
 */
export interface PlatformHosts {
  webgis: string;
  proWebgis: string;
  tms: string;
}
export type PlatformHostKey = keyof PlatformHosts;

/**
 * The shell's common settings: the guide bits, the user's track display settings, the platform hosts and the
 * mobile app's download address ('' when not configured).
 */
export interface CommonSettingResult extends CommonSettings {
  trackSettings: UserTrackSettings;
  hosts: PlatformHosts;
  appDownloadUrl: string;
}

/** Guides and business dialogs (seed 000 §2.5, §4 "Guide bits"). */
export const shellEndpoints = {
  fetchCommonSetting: endpoint<CommonSettingResult>()({
    name: 'fetchCommonSetting',
    method: 'GET',
    module: 'personalize',
    path: '/fetchCommonSetting',
    access: 'session',
    request: z.strictObject({}),
  }),
  /** Replaces the user's guide bit mask. */
  updateOperationalGuide: endpoint<UpdateOperationalGuideResponse>()({
    name: 'updateOperationalGuide',
    method: 'POST',
    module: 'personalize',
    path: '/updateOperationalGuide',
    access: 'session',
    request: z.strictObject({ operationalGuide: operationalGuideMask }),
  }),
  getBusinessInfo: endpoint<GetBusinessInfoResponse>()({
    name: 'getBusinessInfo',
    method: 'GET',
    module: 'personalize',
    path: '/getBusinessInfo',
    access: 'session',
    request: z.strictObject({}),
  }),
} as const;
