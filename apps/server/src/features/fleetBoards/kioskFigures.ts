import type { OperationBoardData, SupervisionBoardData } from '@roadwatch/core';
import type { HandlerContext } from '../../http/endpointHandler';
import { kioskOperationBoard } from '../kiosk/boards/operationBoard';
import { kioskSupervisionBoard } from '../kiosk/boards/supervisionBoard';

type Ctx = HandlerContext<unknown>;

/**
 * The wall boards' figures for the caller's scope, computed by the kiosk board handlers (and shared with wall
 * displays of the same scope through their cache). The console's boards refresh every 30 s.
 */
export function supervisionFigures(ctx: Ctx): Promise<SupervisionBoardData> {
  return kioskSupervisionBoard({ ...ctx, input: { refresh: '30' } } as never);
}

export function operationFigures(ctx: Ctx): Promise<OperationBoardData> {
  return kioskOperationBoard({ ...ctx, input: { refresh: '30' } } as never);
}
