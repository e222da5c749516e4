import { BoardGrid, type BoardLayout, type PanelSlot } from './BoardGrid';

const LAYOUT: BoardLayout = {
  columns: '1fr 2fr 1fr',
  rows: '1fr 1fr 1fr',
  areas: ['points warehouse worst', 'online warehouse worst', 'trend trend trend'],
};

const PANELS: readonly PanelSlot[] = [
  { key: 'pointsByState', area: 'points' },
  { key: 'onlineRate', area: 'online' },
  { key: 'warehouseView', area: 'warehouse' },
  { key: 'worstPoints', area: 'worst' },
  { key: 'overTemperatureTrend', area: 'trend' },
];

/** Cold chain: temperature points of warehouses, stores and vehicles, online rate and over-temperature. */
export function ColdChainBoard() {
  return <BoardGrid kind="coldChain" layout={LAYOUT} panels={PANELS} />;
}
