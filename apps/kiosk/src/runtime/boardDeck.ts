import type { BoardConfig } from '@roadwatch/core';
import {
  feedFailed,
  feedStarted,
  feedSucceeded,
  isFetchDue,
  isFresh,
  type BoardFeed,
} from '../state/boardFeed';
import { kioskState, setFeed, type IncomingSlot } from '../state/kioskState';
import { boardIndexAfter, isDwellOver, msToNextBoard, showBoard } from '../state/rotation';
import { switchDone, transitionEnded, transitionStarted } from './kioskStats';

/**
 * The next board starts mounting off-screen this long before the board on screen is due to leave: enough for a
 * board with a WebGL scene and a map to fetch and draw on a slow wall PC, so it is ready when its turn comes.
 */
export const PRELOAD_LEAD_MS = 10_000;

export interface BoardDeckOptions {
  fetchBoard: (board: BoardConfig) => Promise<unknown>;
  /** A failed call; true when it was handled (e.g. the display lost its authorisation) and must not retry. */
  onFetchError: (error: unknown) => boolean;
  /** Called at a board boundary when a new build is waiting; the page reloads instead of swapping. */
  reload: (nextIndex: number) => void;
  /** Wall clock (epoch ms); replaceable in tests. */
  now?: () => number;
}

export interface BoardDeck {
  tick(now: number): void;
  /** Arrow keys: the board `delta` places from the one on screen (or the one already on its way). */
  move(delta: number, now: number): void;
  /** A board in the deck reports its charts drawn; returns false when it had already said so (or left). */
  drawn(token: number): boolean;
}

/**
 * The deck of at most two mounted boards: the one on screen and the next one, rendered off-screen with its data
 * fetched and swapped in only after its charts have drawn, so the wall never shows a blank or half-drawn board.
 * A board that leaves is unmounted, which disposes its charts.
 */
export function createBoardDeck(options: BoardDeckOptions): BoardDeck {
  const clock = options.now ?? Date.now;
  let nextToken = 1;
  /** When the board in the swap was due to leave (for the switch time). */
  let swapRequestedAt: number | null = null;

  function boards() {
    return kioskState.config?.boards ?? [];
  }

  function fetchIfDue(index: number, now: number): void {
    const board = boards()[index];
    const feed = kioskState.feeds[index];
    if (!board || !feed || !isFetchDue(feed, now)) return;
    const config = kioskState.config;
    setFeed(index, feedStarted(feed));
    const settle = (next: (current: BoardFeed) => BoardFeed) => {
      // A config started again meanwhile (after a notice) has fresh feeds; this answer is for the old one.
      const current = kioskState.feeds[index];
      if (kioskState.config !== config || !current) return;
      setFeed(index, next(current));
      mountIfReady(clock());
    };
    options.fetchBoard(board).then(
      (data) => settle(() => feedSucceeded(data, now, board.refreshSeconds)),
      (error: unknown) => {
        if (options.onFetchError(error)) return;
        settle((current) => feedFailed(current, clock()));
      },
    );
  }

  /** Mount the incoming board once it has fresh data, or old data and a failed refresh (shown as stale). */
  function mountIfReady(now: number): void {
    const incoming = kioskState.incoming;
    if (!incoming || incoming.mounted) return;
    const feed = kioskState.feeds[incoming.index];
    const board = boards()[incoming.index];
    if (!feed || !board || feed.data === null) return;
    if (isFresh(feed, board.refreshSeconds, now) || feed.failures > 0) incoming.mounted = true;
  }

  function prepare(index: number, swapWhenDrawn: boolean, now: number): void {
    transitionStarted();
    const slot: IncomingSlot = { index, token: nextToken++, mounted: false, drawn: false, swapWhenDrawn };
    kioskState.incoming = slot;
    if (swapWhenDrawn) swapRequestedAt ??= performance.now();
    fetchIfDue(index, now);
    mountIfReady(now);
  }

  function swap(now: number): void {
    const incoming = kioskState.incoming;
    const rotation = kioskState.rotation;
    if (!incoming || !rotation) return;
    if (kioskState.reloadPending && kioskState.shown !== null) {
      options.reload(incoming.index);
      return;
    }
    kioskState.shown = { index: incoming.index, token: incoming.token };
    kioskState.rotation = showBoard(rotation, incoming.index, now);
    kioskState.incoming = null;
    switchDone(swapRequestedAt === null ? 0 : performance.now() - swapRequestedAt);
    swapRequestedAt = null;
    transitionEnded();
  }

  function tick(now: number): void {
    const rotation = kioskState.rotation;
    const count = boards().length;
    if (!rotation || kioskState.screen.kind !== 'running' || count === 0) return;
    const shown = kioskState.shown;
    if (shown) {
      fetchIfDue(shown.index, now);
      // The neighbours' data too (one small call each per refresh interval; nothing is drawn with it): an arrow
      // key then only has to mount and draw its board, and the next board in the rotation can start at once.
      fetchIfDue(boardIndexAfter(shown.index, count, 1), now);
      fetchIfDue(boardIndexAfter(shown.index, count, -1), now);
    }

    if (!shown && !kioskState.incoming) prepare(rotation.index, true, now);
    const dwellOver = shown !== null && isDwellOver(rotation, boards(), now);
    if (shown && count === 1) {
      if (dwellOver && kioskState.reloadPending) options.reload(shown.index);
      return;
    }
    if (
      shown &&
      !kioskState.incoming &&
      rotation.pausedAt === null &&
      msToNextBoard(rotation, boards(), now) <= PRELOAD_LEAD_MS
    ) {
      prepare(boardIndexAfter(shown.index, count, 1), false, now);
    }

    const incoming = kioskState.incoming;
    if (!incoming) return;
    fetchIfDue(incoming.index, now);
    mountIfReady(now);
    if (dwellOver && !incoming.swapWhenDrawn) {
      incoming.swapWhenDrawn = true;
      swapRequestedAt ??= performance.now();
    }
    if (incoming.drawn && incoming.swapWhenDrawn) swap(now);
  }

  function move(delta: number, now: number): void {
    const count = boards().length;
    const rotation = kioskState.rotation;
    if (count < 2 || !rotation || kioskState.screen.kind !== 'running') return;
    const incoming = kioskState.incoming;
    const from = incoming?.swapWhenDrawn ? incoming.index : (kioskState.shown?.index ?? rotation.index);
    const target = boardIndexAfter(from, count, delta);
    if (kioskState.shown && target === kioskState.shown.index) {
      // Back to the board on screen: drop the one on its way and give this one a full dwell.
      kioskState.incoming = null;
      swapRequestedAt = null;
      transitionEnded();
      kioskState.rotation = showBoard(rotation, target, now);
      return;
    }
    if (incoming?.index === target) {
      incoming.swapWhenDrawn = true;
      swapRequestedAt ??= performance.now();
      if (incoming.drawn) swap(now);
      return;
    }
    swapRequestedAt = null;
    prepare(target, true, now);
  }

  function drawn(token: number): boolean {
    const incoming = kioskState.incoming;
    if (!incoming || incoming.token !== token || incoming.drawn) return false;
    incoming.drawn = true;
    if (incoming.swapWhenDrawn) swap(clock());
    return true;
  }

  return { tick, move, drawn };
}
