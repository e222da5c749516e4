import { createContext } from 'react';

/**
 * True while a board is the incoming one, drawn off-screen: animated views draw their first frame (so the board
 * can report it has drawn) and then wait until the board is on screen.
 */
export const SlotHidden = createContext(false);
