import type { DisplayConfig, DisplayConfigIssue, KioskDisplayInfo } from '@roadwatch/core';
import { proxy, ref } from 'valtio';
import { fitToViewport, type StageFit } from '../layout/fitToViewport';
import { emptyFeed, type BoardFeed } from './boardFeed';
import { startRotation, togglePause, type RotationState } from './rotation';

/** What fills the screen. Everything except `running` is a full-screen notice; none of them is a login. */
export type KioskScreen =
  | { kind: 'connecting'; unreachable: boolean }
  | { kind: 'noDisplay' }
  | { kind: 'displayNotFound' }
  | { kind: 'configError'; issues: DisplayConfigIssue[] }
  | { kind: 'notAuthorised' }
  /** The config has no token and this browser was never given the generated one. */
  | { kind: 'noToken' }
  | { kind: 'addressRefused' }
  | { kind: 'running' };

/** A board mounted in the deck. `token` is its React key: a board that leaves unmounts and disposes its charts. */
export interface DeckSlot {
  index: number;
  token: number;
}

/** The next board, mounted off-screen (hidden) once its data is there, and swapped in after it has drawn. */
export interface IncomingSlot extends DeckSlot {
  /** Its data is there and it is rendering, hidden. */
  mounted: boolean;
  /** Its charts have finished their first draw (the board's `onDrawn`). */
  drawn: boolean;
  /** Swap it in as soon as it has drawn (the dwell of the board on screen is over, or an arrow was pressed). */
  swapWhenDrawn: boolean;
}

export interface KioskState {
  /** Display name from the URL (`?display=`). */
  display: string;
  screen: KioskScreen;
  config: DisplayConfig | null;
  /** Which board is on screen and for how long; `rotation.index` equals `shown.index` once a board is up. */
  rotation: RotationState | null;
  /** Wall-clock time of the last tick; drives the clock and the countdowns. */
  now: number;
  /** Whose data the display shows, from the server. */
  info: KioskDisplayInfo | null;
  /** One feed per board of the config (same index): each board's last good data and its refresh schedule. */
  feeds: BoardFeed[];
  /** The board on screen; null until the first board has drawn. */
  shown: DeckSlot | null;
  incoming: IncomingSlot | null;
  /** Burn-in protection: the whole layout wanders a few CSS pixels over minutes. */
  drift: { x: number; y: number };
  /** A new build of the kiosk is on the server: reload at the next board boundary. */
  reloadPending: boolean;
  stage: StageFit;
}

export const kioskState = proxy<KioskState>({
  display: '',
  screen: { kind: 'connecting', unreachable: false },
  config: null,
  rotation: null,
  now: Date.now(),
  info: null,
  feeds: [],
  shown: null,
  incoming: null,
  drift: { x: 0, y: 0 },
  reloadPending: false,
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

/** Start rotating the boards of a valid config (again, after a notice), from board `first`. */
export function startBoards(config: DisplayConfig, now: number, first = 0): void {
  // ref(): the config is read whole and never mutated, so valtio need not track it field by field.
  kioskState.config = ref(config);
  kioskState.rotation = startRotation(now, first < config.boards.length ? first : 0);
  kioskState.feeds = config.boards.map(() => emptyFeed());
  kioskState.shown = null;
  kioskState.incoming = null;
  kioskState.now = now;
  kioskState.screen = { kind: 'running' };
}

/** Replace a board's feed; its data is kept as a plain object (valtio must not deep-proxy chart data). */
export function setFeed(index: number, feed: BoardFeed): void {
  if (index >= kioskState.feeds.length) return;
  const data = feed.data;
  kioskState.feeds[index] = {
    ...feed,
    data: data !== null && typeof data === 'object' && !Object.isFrozen(data) ? ref(data) : data,
  };
}

export function setInfo(info: KioskDisplayInfo): void {
  kioskState.info = info;
}

export function pauseOrResume(now: number): void {
  if (kioskState.rotation) kioskState.rotation = togglePause(kioskState.rotation, now);
}

export function setDrift(x: number, y: number): void {
  if (kioskState.drift.x !== x || kioskState.drift.y !== y) kioskState.drift = { x, y };
}

export function markReloadPending(): void {
  kioskState.reloadPending = true;
}
