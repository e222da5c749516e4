import type { BoardKind, KioskBoardData } from '@roadwatch/core';
import type { ComponentType } from 'react';
import { ColdChainBoard } from './coldChain/ColdChainBoard';
import { OperationBoard } from './operation/OperationBoard';
import { SafetyBoard } from './safety/SafetyBoard';
import { SupervisionBoard } from './supervision/SupervisionBoard';

/**
 * What the runtime gives a board: its data from the board's one call, and `onDrawn`, which the board calls once
 * every chart of it has finished its first draw, so the runtime can swap it in without a blank frame.
 */
export interface BoardProps<K extends BoardKind> {
  data: KioskBoardData[K];
  onDrawn: () => void;
}

/** One component per board kind; a new kind in the schema fails to compile until it has one. */
export const BOARD_COMPONENTS: { [K in BoardKind]: ComponentType<BoardProps<K>> } = {
  safety: SafetyBoard,
  coldChain: ColdChainBoard,
  supervision: SupervisionBoard,
  operation: OperationBoard,
};
