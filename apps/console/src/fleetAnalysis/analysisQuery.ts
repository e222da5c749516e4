import { DAY_MS, chinaDayStart } from '@roadwatch/core';

/** What both analyses ask: whole China days [startTime, endTime] and optionally one vehicle. */
export interface AnalysisQuery {
  startTime: number;
  endTime: number;
  vehicleId?: number;
}

/** The default range: the last 30 China days up to the end of today. */
export function lastThirtyDays(now = Date.now()): AnalysisQuery {
  const today = chinaDayStart(now);
  return { startTime: today - 29 * DAY_MS, endTime: today + DAY_MS - 1 };
}

/** Fen as yuan with two decimals. */
export const yuan = (fen: number): string => (fen / 100).toFixed(2);
