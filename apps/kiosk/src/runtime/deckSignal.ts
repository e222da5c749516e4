import type { BoardDeck } from './boardDeck';

let activeDeck: BoardDeck | null = null;

/** The running deck, for the board components' `onDrawn` (React reaches the runtime only through here). */
export function setActiveDeck(deck: BoardDeck | null): void {
  activeDeck = deck;
}

/** A board's charts have drawn; false when that was already known or the board has left. */
export function reportDrawn(token: number): boolean {
  return activeDeck?.drawn(token) ?? false;
}
