/**
 * The account dialogs around the console (issue 4, parts 8–12) that the seed leaves without a call of its own:
 * the user protocol consent and the region selector of the licence form.
 */
import type { EpochMs } from './scalars';

/**
 * Version of the user protocol and privacy policy texts the console shows. Changing the texts means raising it,
 * and every user is asked to agree again.
 */
export const PROTOCOL_VERSION = '2026-01';

/** GET /user/protocolConsent: whether the user agreed to the current protocol version. */
export interface ProtocolConsent {
  agreed: boolean;
  /** The version the console must show and send back when agreeing. */
  version: string;
  /** When the user agreed to the current version; null when not yet. */
  agreedAt: EpochMs | null;
}
export type GetProtocolConsentResponse = ProtocolConsent;
export type AgreeProtocolResponse = ProtocolConsent;

/** A node of the province → city → county selector (Cascader options). */
export interface RegionNode {
  /** GB/T 2260 code where the gazetteer has one, else a stable key of the node. */
  value: string;
  label: string;
  children?: RegionNode[];
}
export type RegionTreeResponse = RegionNode[];

/** The business loan offer shown with the QR code (seed 000 §2.3 "business loan info"). */
export const BUSINESS_LOAN = {
  rateMinPercent: 10.56,
  rateMaxPercent: 14.4,
  /** Credit line in units of 10 000 yuan (万). */
  creditMinWan: 5,
  creditMaxWan: 50,
  termMonths: [3, 6, 12],
} as const;

/** Monthly service availability commitment of the service level agreement (seed 000 §9). */
export const SERVICE_AVAILABILITY_PERCENT = 99.9;
