import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  PROTOCOL_VERSION,
  type AgreeProtocolResponse,
  type GetProtocolConsentResponse,
  type RegionTreeResponse,
} from '../types/account';
import { VMSG } from '../validators/messages';

/** Agreeing names the version the user read: a stale page cannot agree to a text it never showed. */
export const agreeProtocolRequest = z.strictObject({
  version: z.literal(PROTOCOL_VERSION, { error: VMSG.invalid }),
});

/** User protocol consent and the licence form's region tree (issue 4, parts 9 and 10). */
export const accountEndpoints = {
  getProtocolConsent: endpoint<GetProtocolConsentResponse>()({
    name: 'getProtocolConsent',
    method: 'GET',
    module: 'user',
    path: '/protocolConsent',
    access: 'session',
    request: z.strictObject({}),
  }),
  agreeProtocol: endpoint<AgreeProtocolResponse>()({
    name: 'agreeProtocol',
    method: 'POST',
    module: 'user',
    path: '/agreeProtocol',
    access: 'session',
    request: agreeProtocolRequest,
  }),
  /** Provinces, cities and counties of the offline gazetteer, named in the caller's language. */
  regionTree: endpoint<RegionTreeResponse>()({
    name: 'regionTree',
    method: 'GET',
    module: 'companyInfo',
    path: '/regionTree',
    access: 'session',
    request: z.strictObject({}),
  }),
} as const;
