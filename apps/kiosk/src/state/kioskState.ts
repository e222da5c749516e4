import type { DisplayConfig, DisplayConfigIssue, KioskDisplayInfo } from '@roadwatch/core';
import { proxy, ref } from 'valtio';
import { fitToViewport, type StageFit } from '../layout/fitToViewport';
import {
  advanceRotation,
  isRefreshDue,
  markRefreshStarted,
  moveBoard,
  startRotation,
  togglePause,
  type RotationState,
} from './rotation';

/** What fills the screen. Everything except `running` is a full-screen notice; none of them is a login. */
export type KioskScreen =
  | { kind: 'connecting'; unreachable: boolean }
  | { kind: 'noDisplay' }
  | { kind: 'displayNotFound' }
  | { kind: 'configError'; issues: DisplayConfigIssue[] }
  | { kind: 'notAuthorised' }
  | { kind: 'running' };

export interface KioskState {
  /** Display name from the URL (`?display=`). */
  display: string;
  screen: KioskScreen;
  config: DisplayConfig | null;
  rotation: RotationState | null;
  /** Wall-clock time of the last tick; drives the clock and the countdowns. */
  now: number;
  /** Whose data the display shows, from the server. */
  info: KioskDisplayInfo | null;
  /** When the board on screen last received data; null until it has. */
  updatedAt: number | null;
  stage: StageFit;
}

export const kioskState = proxy<KioskState>({
  display: '',
  screen: { kind: 'connecting', unreachable: false },
  config: null,
  rotation: null,
  now: Date.now(),
  info: null,
  updatedAt: null,
  stage: fitToViewport(1920, 1080),
});

export function setDisplay(display: string): void {
  kioskState.display = display;
}

export function showScreen(screen: KioskScreen): void {
  kioskState.screen = screen;
}

export function setStageSize(width: number, height: number): void {
  kioskState.stage = fitToViewport(width, height);
}

/** Start rotating the boards of a valid config (again, after a notice, from the first board). */
export function startBoards(config: DisplayConfig, now: number): void {
  // ref(): the config is read whole and never mutated, so valtio need not track it field by field.
  kioskState.config = ref(config);
  kioskState.rotation = startRotation(now);
  kioskState.updatedAt = null;
  kioskState.now = now;
  kioskState.screen = { kind: 'running' };
}

function boards() {
  return kioskState.config?.boards ?? [];
}

function setRotation(next: RotationState): void {
  const previous = kioskState.rotation;
  if (previous && next.index !== previous.index) kioskState.updatedAt = null;
  kioskState.rotation = next;
}

/** Advance the clock (and the rotation when the dwell is over). True when the board on screen needs data. */
export function tick(now: number): boolean {
  kioskState.now = now;
  const { rotation } = kioskState;
  if (rotation === null || kioskState.screen.kind !== 'running') return false;
  setRotation(advanceRotation(rotation, boards(), now));
  return isRefreshDue(kioskState.rotation ?? rotation, boards(), now);
}

/** Mark that the current board's refresh started; returns the board index it is for. */
export function beginRefresh(now: number): number | null {
  if (kioskState.rotation === null) return null;
  kioskState.rotation = markRefreshStarted(kioskState.rotation, now);
  return kioskState.rotation.index;
}

/** Data for board `index` arrived; ignored when the screen has moved on to another board meanwhile. */
export function refreshSucceeded(index: number, info: KioskDisplayInfo, now: number): void {
  kioskState.info = info;
  // The clock on screen must never read earlier than "updated".
  kioskState.now = Math.max(kioskState.now, now);
  if (kioskState.rotation?.index === index) kioskState.updatedAt = now;
}

export function pauseOrResume(now: number): void {
  if (kioskState.rotation) kioskState.rotation = togglePause(kioskState.rotation, now);
}

export function showBoardAt(delta: number, now: number): void {
  if (kioskState.rotation && boards().length > 0)
    setRotation(moveBoard(kioskState.rotation, boards(), delta, now));
}
