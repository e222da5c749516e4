import type { BoardKind } from '@roadwatch/core';
import type { ComponentType } from 'react';
import { ColdChainBoard } from './ColdChainBoard';
import { OperationBoard } from './OperationBoard';
import { SafetyBoard } from './SafetyBoard';
import { SupervisionBoard } from './SupervisionBoard';

/** One component per board kind; a new kind in the schema fails to compile until it has one. */
export const BOARD_COMPONENTS: Record<BoardKind, ComponentType> = {
  safety: SafetyBoard,
  coldChain: ColdChainBoard,
  supervision: SupervisionBoard,
  operation: OperationBoard,
};
