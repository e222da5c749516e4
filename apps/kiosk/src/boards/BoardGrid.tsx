import type { BoardKind } from '@roadwatch/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { KIOSK_TEST_IDS } from '../testIds';
import { Panel } from './Panel';

export interface BoardLayout {
  columns: string;
  rows: string;
  /** One string per row of CSS grid-template-areas. */
  areas: readonly string[];
}

export interface PanelSlot {
  /** Key under kiosk.boards.<kind>.panels. */
  key: string;
  area: string;
}

/** The grid of one board: each slot a titled panel in its named area. */
export function BoardGrid({
  kind,
  layout,
  panels,
}: {
  kind: BoardKind;
  layout: BoardLayout;
  panels: readonly PanelSlot[];
}) {
  const { t } = useTranslation('kiosk');
  const style: CSSProperties = {
    gridTemplateColumns: layout.columns,
    gridTemplateRows: layout.rows,
    gridTemplateAreas: layout.areas.map((row) => `"${row}"`).join(' '),
  };
  return (
    <div className="board" style={style} data-testid={KIOSK_TEST_IDS.board} data-board-kind={kind}>
      {panels.map((panel) => (
        <Panel key={panel.key} area={panel.area} title={t(`boards.${kind}.panels.${panel.key}`)} />
      ))}
    </div>
  );
}
