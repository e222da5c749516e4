import {
  DEFAULT_ONLINE_RATE_DAYS,
  DEFAULT_RISK_TREND_WINDOW,
  kioskEndpoints,
  type BoardConfig,
  type BoardKind,
  type KioskBoardData,
} from '@roadwatch/core';
import type { KioskApi } from './kioskApi';

/**
 * The one server call of a board (its aggregation, cached on the server per scope for the board's refresh
 * interval), with the board's own view options from the display config.
 */
export async function fetchBoardData<K extends BoardKind>(
  api: KioskApi,
  board: BoardConfig & { kind: K },
): Promise<KioskBoardData[K]> {
  const refresh = String(board.refreshSeconds) as '5' | '15' | '30';
  switch (board.kind) {
    case 'safety':
      return (await api.call(kioskEndpoints.kioskSafetyBoard, {
        refresh,
        trend: board.riskTrendWindow ?? DEFAULT_RISK_TREND_WINDOW,
      })) as KioskBoardData[K];
    case 'coldChain':
      return (await api.call(kioskEndpoints.kioskColdChainBoard, {
        refresh,
        onlineDays: String(board.onlineRateDays ?? DEFAULT_ONLINE_RATE_DAYS) as '2' | '3' | '7' | '30',
      })) as KioskBoardData[K];
    case 'supervision':
      return (await api.call(kioskEndpoints.kioskSupervisionBoard, { refresh })) as KioskBoardData[K];
    case 'operation':
      return (await api.call(kioskEndpoints.kioskOperationBoard, { refresh })) as KioskBoardData[K];
  }
}
