import { BoardGrid, type BoardLayout, type PanelSlot } from './BoardGrid';

const LAYOUT: BoardLayout = {
  columns: '1fr 1fr 1fr',
  rows: '1fr 1fr',
  areas: ['mileage utilisation fuel', 'active orders expiry'],
};

const PANELS: readonly PanelSlot[] = [
  { key: 'mileage', area: 'mileage' },
  { key: 'utilisation', area: 'utilisation' },
  { key: 'fuel', area: 'fuel' },
  { key: 'activeVehicles', area: 'active' },
  { key: 'trackingOrders', area: 'orders' },
  { key: 'nearExpiry', area: 'expiry' },
];

/** Vehicle operation kanban: mileage, utilisation, fuel, tracking orders and what is about to expire. */
export function OperationBoard() {
  return <BoardGrid kind="operation" layout={LAYOUT} panels={PANELS} />;
}
