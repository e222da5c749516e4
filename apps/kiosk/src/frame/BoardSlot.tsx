import type { BoardKind, KioskBoardData } from '@roadwatch/core';
import { memo, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { BOARD_COMPONENTS, type BoardProps } from '../boards/boardComponents';
import { reportDrawn } from '../runtime/deckSignal';
import { kioskStats } from '../runtime/kioskStats';
import { kioskState } from '../state/kioskState';
import { KIOSK_TEST_IDS } from '../testIds';
import { SlotHidden } from './SlotHidden';

/**
 * A board that never says it has drawn (a chart stuck on a resource) is swapped in after this long anyway: its
 * panels are there, so the wall still never goes blank. Counted in `drawFallbacks`.
 */
export const DRAW_FALLBACK_MS = 6_000;
/** A lost WebGL context that the browser has not restored by then is recovered by mounting the board afresh. */
export const CONTEXT_RESTORE_MS = 3_000;

/** Render one board with its data; memoised so a feed's bookkeeping (in flight, failures) does not redraw it. */
const BoardView = memo(function BoardView({
  kind,
  data,
  onDrawn,
}: {
  kind: BoardKind;
  data: KioskBoardData[BoardKind];
  onDrawn: () => void;
}) {
  // BOARD_COMPONENTS[kind] takes KioskBoardData[kind]; the kind and its data come from the same config entry
  // and feed, a correlation TypeScript cannot follow through the union.
  const Board = BOARD_COMPONENTS[kind] as ComponentType<BoardProps<BoardKind>>;
  return <Board data={data} onDrawn={onDrawn} />;
});

/**
 * One board in the deck. The incoming one is laid out at full size but hidden (`visibility: hidden` keeps its
 * size, so its charts draw at their real size) until the deck swaps it in; the same element then becomes
 * visible without remounting, so nothing is drawn twice.
 */
export function BoardSlot({ index, token, hidden }: { index: number; token: number; hidden: boolean }) {
  const { config, feeds } = useSnapshot(kioskState);
  const kind = config?.boards[index]?.kind;
  const data = feeds[index]?.data as KioskBoardData[BoardKind] | null | undefined;
  const onDrawn = useCallback(() => void reportDrawn(token), [token]);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (reportDrawn(token)) kioskStats.drawFallbacks += 1;
    }, DRAW_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, [token]);

  // WebGL context loss (GPU reset, driver update, too many contexts): a chart that restores itself is left to do
  // so; otherwise the board is mounted afresh, which disposes the dead renderer and creates a new context.
  const slot = useRef<HTMLDivElement>(null);
  const [generation, setGeneration] = useState(0);
  const hasData = data !== null && data !== undefined;
  useEffect(() => {
    const el = slot.current;
    if (!el) return undefined;
    let timer: number | undefined;
    const onLost = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        kioskStats.contextRecoveries += 1;
        setGeneration((g) => g + 1);
      }, CONTEXT_RESTORE_MS);
    };
    const onRestored = () => window.clearTimeout(timer);
    // Capture: the context events are dispatched on the canvas and do not bubble.
    el.addEventListener('webglcontextlost', onLost, true);
    el.addEventListener('webglcontextrestored', onRestored, true);
    return () => {
      window.clearTimeout(timer);
      el.removeEventListener('webglcontextlost', onLost, true);
      el.removeEventListener('webglcontextrestored', onRestored, true);
    };
  }, [hasData]);

  if (!kind || !hasData) return null;
  return (
    <div
      ref={slot}
      className={hidden ? 'deck__slot deck__slot--hidden' : 'deck__slot'}
      aria-hidden={hidden}
      data-testid={KIOSK_TEST_IDS.boardSlot}
      data-slot={hidden ? 'incoming' : 'shown'}
      data-board-index={index}
    >
      <SlotHidden.Provider value={hidden}>
        <BoardView key={generation} kind={kind} data={data} onDrawn={onDrawn} />
      </SlotHidden.Provider>
    </div>
  );
}
