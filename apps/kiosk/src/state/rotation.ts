/**
 * Board rotation and the two countdowns, as pure functions of time so they can be tested without a clock.
 * Times are epoch milliseconds from `Date.now()`.
 */
export interface RotationBoard {
  dwellSeconds: number;
  refreshSeconds: number;
}

export interface RotationState {
  /** Index of the board on screen. */
  index: number;
  /** When the current board's dwell began, moved forward by the time spent paused. */
  shownAt: number;
  /** Set while rotation is paused (space bar); the dwell countdown stands still. */
  pausedAt: number | null;
  /** When the current board's last data refresh started; null until its first refresh. */
  refreshedAt: number | null;
}

export function startRotation(now: number): RotationState {
  return { index: 0, shownAt: now, pausedAt: null, refreshedAt: null };
}

function boardAt(boards: readonly RotationBoard[], index: number): RotationBoard {
  const board = boards[index];
  if (!board) throw new RangeError(`no board at ${index} of ${boards.length}`);
  return board;
}

/** Within [0, full]: a clock read a moment before the board started must not show more than its dwell. */
function clamp(ms: number, full: number): number {
  return Math.min(full, Math.max(0, ms));
}

/** Milliseconds until the next board; frozen while paused. */
export function msToNextBoard(state: RotationState, boards: readonly RotationBoard[], now: number): number {
  const dwellMs = boardAt(boards, state.index).dwellSeconds * 1000;
  return clamp(dwellMs - ((state.pausedAt ?? now) - state.shownAt), dwellMs);
}

/** Milliseconds until the current board's next data refresh; 0 when it is due. Refreshes go on while paused. */
export function msToNextRefresh(state: RotationState, boards: readonly RotationBoard[], now: number): number {
  if (state.refreshedAt === null) return 0;
  const intervalMs = boardAt(boards, state.index).refreshSeconds * 1000;
  return clamp(intervalMs - (now - state.refreshedAt), intervalMs);
}

export function isRefreshDue(state: RotationState, boards: readonly RotationBoard[], now: number): boolean {
  return msToNextRefresh(state, boards, now) === 0;
}

/** Whole seconds shown on a countdown: 4.2 s left reads "5", 0 reads "0". */
export function countdownSeconds(ms: number): number {
  return Math.ceil(ms / 1000);
}

/** Show the board `delta` places away (wrapping), with a full dwell and a fresh refresh. Pause is kept. */
export function moveBoard(
  state: RotationState,
  boards: readonly RotationBoard[],
  delta: number,
  now: number,
): RotationState {
  const count = boards.length;
  const index = (((state.index + delta) % count) + count) % count;
  return { index, shownAt: now, pausedAt: state.pausedAt === null ? null : now, refreshedAt: null };
}

/**
 * Move on when the dwell is over. After a long stall (a throttled tab, a suspended machine) the rotation moves
 * one board and starts its dwell now, rather than racing through the boards it missed.
 */
export function advanceRotation(
  state: RotationState,
  boards: readonly RotationBoard[],
  now: number,
): RotationState {
  if (state.pausedAt !== null || msToNextBoard(state, boards, now) > 0) return state;
  return moveBoard(state, boards, 1, now);
}

/** Space bar: pause keeps the remaining dwell; resume continues from it. */
export function togglePause(state: RotationState, now: number): RotationState {
  if (state.pausedAt === null) return { ...state, pausedAt: now };
  return { ...state, shownAt: state.shownAt + (now - state.pausedAt), pausedAt: null };
}

export function markRefreshStarted(state: RotationState, now: number): RotationState {
  return { ...state, refreshedAt: now };
}
