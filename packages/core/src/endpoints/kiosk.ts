import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import type { BoardKind } from '../kiosk/displayConfig';
import {
  ONLINE_RATE_WINDOWS,
  RISK_TREND_WINDOWS,
  type ColdChainBoardData,
  type OperationBoardData,
  type SafetyBoardData,
  type SupervisionBoardData,
} from '../types/kioskBoards';
import { VMSG } from '../validators/messages';

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
 * How long the server may keep a board's answer for this caller: the board's refresh interval in seconds
 * (seed 001 §9: 5, 15 or 30). Absent: the board's default (supervision 5, safety 15, others 30).
 */
const refresh = z.enum(['5', '15', '30'], { error: VMSG.invalid }).optional();

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
  /** Safety board: driver-risk events today, overdue high risk, trend, scores, rankings, ticker. */
  kioskSafetyBoard: endpoint<SafetyBoardData>()({
    name: 'kioskSafetyBoard',
    method: 'GET',
    module: 'kiosk',
    path: '/board/safety',
    access: 'session',
    kiosk: true,
    request: z.strictObject({
      trend: z.enum(RISK_TREND_WINDOWS, { error: VMSG.invalid }).optional(),
      refresh,
    }),
  }),
  /** Cold-chain board: points by state, worst points, online rate, over-temperature trend, one warehouse. */
  kioskColdChainBoard: endpoint<ColdChainBoardData>()({
    name: 'kioskColdChainBoard',
    method: 'GET',
    module: 'kiosk',
    path: '/board/coldChain',
    access: 'session',
    kiosk: true,
    request: z.strictObject({
      onlineDays: z.enum(ONLINE_RATE_WINDOWS, { error: VMSG.invalid }).optional(),
      refresh,
    }),
  }),
  /** Supervision board: vehicles by operation state, departments, located vehicles, provinces. */
  kioskSupervisionBoard: endpoint<SupervisionBoardData>()({
    name: 'kioskSupervisionBoard',
    method: 'GET',
    module: 'kiosk',
    path: '/board/supervision',
    access: 'session',
    kiosk: true,
    request: z.strictObject({ refresh }),
  }),
  /** Vehicle operation kanban: mileage, utilisation, fuel, active vehicles, orders, expiries. */
  kioskOperationBoard: endpoint<OperationBoardData>()({
    name: 'kioskOperationBoard',
    method: 'GET',
    module: 'kiosk',
    path: '/board/operation',
    access: 'session',
    kiosk: true,
    request: z.strictObject({ refresh }),
  }),
} as const;

export type KioskBoardEndpointName =
  'kioskSafetyBoard' | 'kioskColdChainBoard' | 'kioskSupervisionBoard' | 'kioskOperationBoard';

/** The one call per board kind. */
export const KIOSK_BOARD_ENDPOINT = {
  safety: 'kioskSafetyBoard',
  coldChain: 'kioskColdChainBoard',
  supervision: 'kioskSupervisionBoard',
  operation: 'kioskOperationBoard',
} as const satisfies Record<BoardKind, KioskBoardEndpointName>;
