/** How far the layout wanders from its place, in CSS pixels. */
export const DRIFT_AMPLITUDE = { x: 4, y: 3 } as const;
/** Periods of the two axes; unequal, so the path covers the whole box over about an hour. */
const PERIOD_MS = { x: 11 * 60_000, y: 7 * 60_000 } as const;

/**
 * Burn-in protection: a slow Lissajous path of whole CSS pixels (whole pixels keep text and canvases sharp).
 * It moves one pixel at a time, every ten seconds or more, too slowly for anyone to notice.
 */
export function driftAt(now: number): { x: number; y: number } {
  return {
    x: Math.round(DRIFT_AMPLITUDE.x * Math.sin((2 * Math.PI * now) / PERIOD_MS.x)),
    y: Math.round(DRIFT_AMPLITUDE.y * Math.sin((2 * Math.PI * now) / PERIOD_MS.y)),
  };
}
