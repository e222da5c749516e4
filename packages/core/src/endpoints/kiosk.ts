import { z } from 'zod';
import { endpoint } from '../api/endpoint';

/** What a wall display's session may see about itself: whose data it shows, and the server's clock. */
export interface KioskDisplayInfo {
  displayName: string;
  companyName: string;
  /** The department subtree the display is limited to (the company's root department when unlimited). */
  departmentName: string;
  /** Epoch milliseconds on the server, so a display whose own clock drifts can tell. */
  serverTime: number;
}

/**
 * Kiosk calls beyond `kioskSession` (which lives with the other authentication calls).
 * Board data calls join this table with the boards issue.
 */
export const kioskEndpoints = {
  /** Only a kiosk display session gets an answer; a user session gets 403. */
  kioskDisplay: endpoint<KioskDisplayInfo>()({
    name: 'kioskDisplay',
    method: 'GET',
    module: 'kiosk',
    path: '/display',
    access: 'session',
    kiosk: true,
    request: z.strictObject({}),
  }),
} as const;
