/**
 * Board rotation (dwell, pause, arrows) as pure functions of time so they can be tested without a clock.
 * Times are epoch milliseconds from `Date.now()`. When a board is *due* to leave is decided here; when it
 * actually leaves is up to the deck (runtime/boardDeck.ts), which first draws the next board off-screen.
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
}

export function startRotation(now: number, index = 0): RotationState {
  return { index, shownAt: now, pausedAt: null };
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

/** Whole seconds shown on a countdown: 4.2 s left reads "5", 0 reads "0". */
export function countdownSeconds(ms: number): number {
  return Math.ceil(ms / 1000);
}

/** Index of the board `delta` places away from `index`, wrapping around. */
export function boardIndexAfter(index: number, count: number, delta: number): number {
  return (((index + delta) % count) + count) % count;
}

/** Board `index` is now on screen with its full dwell. Pause is kept. */
export function showBoard(state: RotationState, index: number, now: number): RotationState {
  return { index, shownAt: now, pausedAt: state.pausedAt === null ? null : now };
}

/** Show the board `delta` places away (wrapping), with a full dwell. Pause is kept. */
export function moveBoard(
  state: RotationState,
  boards: readonly RotationBoard[],
  delta: number,
  now: number,
): RotationState {
  return showBoard(state, boardIndexAfter(state.index, boards.length, delta), now);
}

/** The dwell of the board on screen is over (never while paused). */
export function isDwellOver(state: RotationState, boards: readonly RotationBoard[], now: number): boolean {
  return state.pausedAt === null && msToNextBoard(state, boards, now) === 0;
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
