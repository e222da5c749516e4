import type { BoardKind, DisplayConfig } from '@roadwatch/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { isStale } from '../state/boardFeed';
import { kioskState, startBoards } from '../state/kioskState';
import { createBoardDeck, type BoardDeck } from './boardDeck';

const T0 = 1_700_000_000_000;
const config: DisplayConfig = {
  name: 'hall',
  title: 'Hall',
  token: 'hall-token-0123456789abcdef',
  theme: 'dark',
  render3d: 'auto',
  language: 'en-US',
  boards: [
    { kind: 'safety', dwellSeconds: 30, refreshSeconds: 5 },
    { kind: 'coldChain', dwellSeconds: 30, refreshSeconds: 15 },
    { kind: 'operation', dwellSeconds: 30, refreshSeconds: 30 },
  ],
};

/** Lets the deck's fetch promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let serverUp: boolean;
let calls: BoardKind[];
let deck: BoardDeck;
let reloads: number[];
let clock: number;

/** Advance the wall clock and tick the deck, as the runtime's ticker does. */
function tickAt(now: number): void {
  clock = now;
  deck.tick(now);
}

beforeEach(() => {
  serverUp = true;
  calls = [];
  reloads = [];
  clock = T0;
  deck = createBoardDeck({
    now: () => clock,
    fetchBoard: ({ kind }) => {
      calls.push(kind);
      return serverUp ? Promise.resolve({ kind, at: calls.length }) : Promise.reject(new Error('down'));
    },
    onFetchError: () => false,
    reload: (next) => reloads.push(next),
  });
  kioskState.reloadPending = false;
  startBoards(config, T0);
});

/** The first board: fetched, mounted hidden, shown once it has drawn. */
async function showFirstBoard(): Promise<void> {
  tickAt(T0);
  await settle();
  const incoming = kioskState.incoming;
  expect(incoming?.mounted).toBe(true);
  expect(kioskState.shown).toBeNull();
  deck.drawn(incoming?.token ?? -1);
  expect(kioskState.shown?.index).toBe(0);
}

describe('the board deck', () => {
  it('shows a board only after it has drawn, and keeps the old one until the next has', async () => {
    await showFirstBoard();
    // 10 s before the dwell ends the next board is prepared off-screen.
    tickAt(T0 + 19_000);
    expect(kioskState.incoming).toBeNull();
    tickAt(T0 + 20_000);
    await settle();
    const next = kioskState.incoming;
    expect(next).toMatchObject({ index: 1, mounted: true, drawn: false });
    // Dwell over but not drawn yet: the board on screen stays.
    tickAt(T0 + 30_000);
    expect(kioskState.shown?.index).toBe(0);
    deck.drawn(next?.token ?? -1);
    expect(kioskState.shown?.index).toBe(1);
    expect(kioskState.incoming).toBeNull();
    expect(kioskState.rotation?.index).toBe(1);
  });

  it('swaps in a preloaded board exactly when the dwell ends', async () => {
    await showFirstBoard();
    tickAt(T0 + 25_000);
    await settle();
    deck.drawn(kioskState.incoming?.token ?? -1);
    expect(kioskState.shown?.index).toBe(0);
    tickAt(T0 + 30_000);
    expect(kioskState.shown?.index).toBe(1);
  });

  it('moves with the arrows in both directions, never mounting more than two boards', async () => {
    await showFirstBoard();
    clock = T0 + 1_000;
    deck.move(-1, T0 + 1_000);
    await settle();
    expect(kioskState.incoming?.index).toBe(2);
    deck.drawn(kioskState.incoming?.token ?? -1);
    expect(kioskState.shown?.index).toBe(2);
    clock = T0 + 2_000;
    deck.move(1, T0 + 2_000);
    await settle();
    deck.drawn(kioskState.incoming?.token ?? -1);
    expect(kioskState.shown?.index).toBe(0);
  });

  it('refreshes the board on screen on its interval and keeps its data with the server down', async () => {
    await showFirstBoard();
    const safetyCalls = () => calls.filter((kind) => kind === 'safety');
    expect(safetyCalls()).toHaveLength(1);
    tickAt(T0 + 4_999);
    expect(safetyCalls()).toHaveLength(1);
    tickAt(T0 + 5_000);
    await settle();
    expect(safetyCalls()).toHaveLength(2);
    const lastGood = { kind: 'safety', at: calls.lastIndexOf('safety') + 1 };
    serverUp = false;
    tickAt(T0 + 10_000);
    await settle();
    const feed = kioskState.feeds[0];
    expect(feed?.data).toEqual(lastGood);
    expect(feed && isStale(feed, 5, T0 + 10_000)).toBe(true);
  });

  it("keeps both neighbours' data fresh, so an arrow key mounts its board at once", async () => {
    await showFirstBoard();
    tickAt(T0 + 1_000);
    await settle();
    // Board on screen (safety) and both its neighbours, each once; nothing of theirs is mounted.
    expect([...calls].sort()).toEqual(['coldChain', 'operation', 'safety']);
    expect(kioskState.incoming).toBeNull();
    deck.move(-1, T0 + 2_000);
    // No call to wait for: mounted in the same tick.
    expect(kioskState.incoming).toMatchObject({ index: 2, mounted: true });
    expect(calls).toHaveLength(3);
    // …and each neighbour is refreshed on its own interval (coldChain 15 s after T0 + 1 s, operation 30 s).
    tickAt(T0 + 16_000);
    await settle();
    expect(calls.filter((kind) => kind === 'coldChain')).toHaveLength(2);
    expect(calls.filter((kind) => kind === 'operation')).toHaveLength(1);
  });

  it('rotates onto a board with its last good data when the server is down', async () => {
    await showFirstBoard();
    clock = T0 + 1_000;
    deck.move(1, T0 + 1_000);
    await settle();
    deck.drawn(kioskState.incoming?.token ?? -1);
    clock = T0 + 2_000;
    deck.move(-1, T0 + 2_000);
    await settle();
    deck.drawn(kioskState.incoming?.token ?? -1);
    expect(kioskState.shown?.index).toBe(0);
    serverUp = false;
    // coldChain's data is old now: its refresh fails, and it is mounted with what it had.
    clock = T0 + 60_000;
    deck.move(1, T0 + 60_000);
    await settle();
    expect(kioskState.incoming).toMatchObject({ index: 1, mounted: true });
    deck.drawn(kioskState.incoming?.token ?? -1);
    expect(kioskState.shown?.index).toBe(1);
  });

  it('reloads for a new build at a board boundary instead of swapping', async () => {
    await showFirstBoard();
    kioskState.reloadPending = true;
    clock = T0 + 1_000;
    deck.move(1, T0 + 1_000);
    await settle();
    deck.drawn(kioskState.incoming?.token ?? -1);
    expect(reloads).toEqual([1]);
    expect(kioskState.shown?.index).toBe(0);
  });
});
