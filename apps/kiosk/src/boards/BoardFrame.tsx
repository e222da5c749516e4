import { useSnapshot } from 'valtio';
import { kioskState } from '../state/kioskState';
import { BOARD_COMPONENTS } from './boardComponents';
import { BoardHeader } from './BoardHeader';

/** The running kiosk: header plus the board on screen. */
export function BoardFrame() {
  const { config, rotation } = useSnapshot(kioskState);
  const board = config?.boards[rotation?.index ?? 0];
  if (!config || !board) return null;
  const Board = BOARD_COMPONENTS[board.kind];
  return (
    <div className="frame">
      <BoardHeader />
      <Board />
    </div>
  );
}
