import { BoardGrid, type BoardLayout, type PanelSlot } from './BoardGrid';

const LAYOUT: BoardLayout = {
  columns: '1fr 2.2fr 1fr',
  rows: '1fr 1fr',
  areas: ['states map province', 'online map overspeed'],
};

const PANELS: readonly PanelSlot[] = [
  { key: 'vehiclesByState', area: 'states' },
  { key: 'onlineRate', area: 'online' },
  { key: 'liveMap', area: 'map' },
  { key: 'provinceView', area: 'province' },
  { key: 'overspeedFatigue', area: 'overspeed' },
];

/** Vehicle supervision: operation states, online rate, the live map and violations by department. */
export function SupervisionBoard() {
  return <BoardGrid kind="supervision" layout={LAYOUT} panels={PANELS} />;
}
