/**
 * Counters the benchmark and the end-to-end tests read from `window.__roadwatchKiosk` (plain numbers, bounded:
 * a display runs for weeks). Times are `performance.now()` milliseconds.
 */
export interface KioskStats {
  /** Boards swapped in. */
  switches: number;
  /** From the moment a board was due to leave (dwell over, arrow key) until the next one was on screen. */
  lastSwitchMs: number;
  maxSwitchMs: number;
  /** Boards swapped in because they did not report `onDrawn` in time (should stay 0). */
  drawFallbacks: number;
  /** Page reloads scheduled for a new server build. */
  buildReloads: number;
  /** Boards mounted afresh after a WebGL context was lost and not restored. */
  contextRecoveries: number;
  /** Recent transitions [start, end]: a next board being mounted and drawn off-screen, then swapped in. */
  transitions: [number, number][];
  /** Start of the transition in progress, or null. */
  transitionSince: number | null;
}

const KEEP_TRANSITIONS = 64;

export const kioskStats: KioskStats = {
  switches: 0,
  lastSwitchMs: 0,
  maxSwitchMs: 0,
  drawFallbacks: 0,
  buildReloads: 0,
  contextRecoveries: 0,
  transitions: [],
  transitionSince: null,
};

export function transitionStarted(): void {
  kioskStats.transitionSince ??= performance.now();
}

/** The swap's own layout and paint land in the next frames; they belong to the transition too. */
const SETTLE_MS = 100;

export function transitionEnded(): void {
  if (kioskStats.transitionSince === null) return;
  kioskStats.transitions.push([kioskStats.transitionSince, performance.now() + SETTLE_MS]);
  if (kioskStats.transitions.length > KEEP_TRANSITIONS) kioskStats.transitions.shift();
  kioskStats.transitionSince = null;
}

export function switchDone(ms: number): void {
  kioskStats.switches += 1;
  kioskStats.lastSwitchMs = ms;
  kioskStats.maxSwitchMs = Math.max(kioskStats.maxSwitchMs, ms);
}

export function exposeKioskStats(): void {
  (window as Window & { __roadwatchKiosk?: KioskStats }).__roadwatchKiosk = kioskStats;
}
